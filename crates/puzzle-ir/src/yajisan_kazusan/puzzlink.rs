//! Yajisan-Kazusan in puzz.link URLs and pzprv3 files (pzprjs's genre `yajikazu`; its
//! genre list gives no other name, and `outofsight`, which pzprjs builds from the same
//! file, has other rules). Clues are pzprjs's arrows and numbers
//! ([`arrow_numbers`](crate::interop::arrow_numbers)); pzprv3 files then hold the answer:
//! `#` shaded, `+` (a cell marked unshaded) or `.` not shaded.

use super::YajisanKazusan;
use crate::interop::arrow_numbers::{read_board, read_url, write_token, write_url};
use crate::interop::codec::{read_shading, shading_token};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Yajisan-Kazusan's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<YajisanKazusan> =
    Genre::new("yajikazu", from_url, to_url, from_pzprv3, to_pzprv3);

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<YajisanKazusan, ParseError> {
    let clues = read_url(&parts.body, parts.rows * parts.cols)?;
    let puzzle = YajisanKazusan::new(parts.rows, parts.cols, clues);
    Ok(puzzle.expect("a URL cell's number is at most MAX_NUMBER"))
}

/// The URL's (columns, rows, body).
fn to_url(puzzle: &YajisanKazusan) -> Result<(usize, usize, String), Unsupported> {
    let body = write_url(puzzle.clues()).expect("numbers are at most MAX_NUMBER");
    Ok((puzzle.grid().cols, puzzle.grid().rows, body))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(YajisanKazusan, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let puzzle = YajisanKazusan(read_board(reader, rows, cols)?);
    Ok((puzzle, read_shading(reader, rows, cols)?))
}

/// The pzprv3 file of a puzzle and, when given, its answer (unshaded cells as `+`).
fn to_pzprv3(
    puzzle: &YajisanKazusan,
    answer: Option<&[Vec<String>]>,
) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.grid().rows, puzzle.grid().cols);
    let mut out = Writer::new("yajikazu", &[rows, cols]);
    out.grid(rows, cols, |row, col| write_token(puzzle.clue(row, col)));
    out.grid(rows, cols, |row, col| shading_token(answer, row, col));
    Ok(out.finish())
}
