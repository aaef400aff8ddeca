//! Kurodoko in puzz.link URLs (pzprjs's genre `kurodoko`, its `decodeNumber16`) and
//! pzprv3 files.
//!
//! URLs hold the numbers row by row in pzprjs's number format (1..15 as one hex digit,
//! 16..255 as `-` and two hex digits, `.` the unknown number), `g`..`z` a run of 1..20
//! cells without a number.
//!
//! pzprv3 files hold the numbers' grid (a number, `-` unknown, `.` none), then the
//! answer's (`#` shaded, `+` a cell marked unshaded, `.` not shaded).

use super::{Kurodoko, KurodokoAnswer, MAX_NUMBER};
use crate::interop::codec::{filled, read_numbers, read_shading, shading_token, write_numbers};
use crate::interop::number_cells::{read_number_cells, write_number_cells};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Kurodoko's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Kurodoko> =
    Genre::new("kurodoko", from_url, to_url, from_pzprv3, to_pzprv3);

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Kurodoko, ParseError> {
    let numbers = read_numbers(&parts.body, parts.rows * parts.cols, MAX_NUMBER)?;
    Ok(Kurodoko::new(parts.rows, parts.cols, numbers).expect("shape and numbers checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeNumber16` writes it.
fn to_url(puzzle: &Kurodoko) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), write_numbers(puzzle.numbers())))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Kurodoko, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let numbers = read_number_cells(reader, rows, cols, MAX_NUMBER)?;
    let puzzle = Kurodoko::new(rows, cols, numbers).expect("shape checked");
    let answer = read_shading(reader, rows, cols)?.map(|grid| {
        let shaded: Vec<bool> = grid.iter().flatten().map(|c| c.as_deref() == Some("#")).collect();
        filled(KurodokoAnswer::new(&puzzle, &shaded).grid())
    });
    Ok((puzzle, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer (unshaded cells as `+`).
fn to_pzprv3(puzzle: &Kurodoko, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("kurodoko", &[rows, cols]);
    write_number_cells(&mut out, puzzle);
    out.grid(rows, cols, |row, col| shading_token(answer, row, col));
    Ok(out.finish())
}
