//! Nurimisaki in puzz.link URLs (pzprjs's genre `nurimisaki`, its `decodeNumber16`) and
//! pzprv3 files.
//!
//! URLs hold the circles row by row in pzprjs's number format (1..15 as one hex digit,
//! 16..255 as `-` and two hex digits, `.` a circle without a number), `g`..`z` a run
//! of 1..20 cells without a circle.
//!
//! pzprv3 files hold the circles' grid (a number, `-` a circle without one, `.` none),
//! then the answer's (`#` shaded, `+` a cell marked unshaded, `.` not shaded).

use super::{Nurimisaki, NurimisakiAnswer, MAX_NUMBER};
use crate::interop::codec::{filled, read_numbers, write_numbers};
use crate::interop::numbers_then_shading;
use crate::interop::pzprv3::{Grid, Reader};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Nurimisaki's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Nurimisaki> =
    Genre::new("nurimisaki", from_url, to_url, from_pzprv3, to_pzprv3);

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Nurimisaki, ParseError> {
    let circles = read_numbers(&parts.body, parts.rows * parts.cols, MAX_NUMBER)?;
    Ok(Nurimisaki::new(parts.rows, parts.cols, circles).expect("shape and circles checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encodeNumber16` writes it.
fn to_url(puzzle: &Nurimisaki) -> Result<(usize, usize, String), Unsupported> {
    Ok((puzzle.cols(), puzzle.rows(), write_numbers(puzzle.numbers())))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Nurimisaki, Option<Grid>), ParseError> {
    let file = numbers_then_shading::read(reader, MAX_NUMBER)?;
    let puzzle = Nurimisaki::new(file.rows, file.cols, file.numbers).expect("shape checked");
    let answer = (file.shaded).map(|shaded| filled(NurimisakiAnswer::new(&puzzle, &shaded).grid()));
    Ok((puzzle, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer.
fn to_pzprv3(puzzle: &Nurimisaki, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    Ok(numbers_then_shading::write("nurimisaki", puzzle, answer))
}
