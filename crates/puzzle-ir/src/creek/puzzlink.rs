//! Creek in puzz.link URLs (pzprjs's `decode4Cross`: the points row by row, a number
//! 0..4 as `0`..`4`, or as `5`..`9` or `a`..`e` when it carries one or two empty points
//! after it, letters `g`..`z` runs of empty points, `.` an unknown number) and pzprv3
//! files (the points' numbers, `-` unknown, then the cells' shading).

use super::{Creek, Number, MAX_COUNT};
use crate::interop::codec::{read_shading, shading_token};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::small_number;
use crate::ParseError;

/// Creek's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Creek> =
    Genre::new("creek", from_url, to_url, from_pzprv3, to_pzprv3);

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Creek, ParseError> {
    let points = (parts.rows + 1) * (parts.cols + 1);
    let numbers = small_number::read_url(&parts.body, points, MAX_COUNT, "point")?;
    Ok(Creek::new(parts.rows, parts.cols, numbers).expect("shape checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encode4Cross` writes it.
fn to_url(puzzle: &Creek) -> Result<(usize, usize, String), Unsupported> {
    let body = small_number::write_url(puzzle.points());
    Ok((puzzle.cols(), puzzle.rows(), body))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Creek, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let mut numbers = Vec::with_capacity((rows + 1) * (cols + 1));
    for token in reader.grid(rows + 1, cols + 1, "points")?.into_iter().flatten() {
        numbers.push(match token.text {
            "." => None,
            "-" => Some(Number::Unknown),
            _ => Some(Number::Known(
                token.value(0, MAX_COUNT.into()).map_err(|_| {
                    token.place.error(format!(
                        "expected `.` (no number), `-` (an unknown number) or a number 0-4, found `{}`",
                        token.text
                    ))
                })? as u8,
            )),
        });
    }
    let puzzle = Creek::new(rows, cols, numbers).expect("shape checked");
    Ok((puzzle, read_shading(reader, rows, cols)?))
}

/// The pzprv3 file of a puzzle and, when given, its answer (unshaded cells as `+`).
fn to_pzprv3(puzzle: &Creek, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("creek", &[rows, cols]);
    out.grid(rows + 1, cols + 1, |row, col| match puzzle.point(row, col) {
        None => ".".to_owned(),
        Some(Number::Unknown) => "-".to_owned(),
        Some(Number::Known(n)) => n.to_string(),
    });
    out.grid(rows, cols, |row, col| shading_token(answer, row, col));
    Ok(out.finish())
}
