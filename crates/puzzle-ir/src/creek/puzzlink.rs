//! Creek in puzz.link URLs (pzprjs's `decode4Cross`: the points row by row, a number
//! 0..4 as `0`..`4`, or as `5`..`9` or `a`..`e` when it carries one or two empty points
//! after it, letters `g`..`z` runs of empty points, `.` an unknown number) and pzprv3
//! files (the points' numbers, `-` unknown, then the cells' shading).

use super::{Creek, Number, MAX_COUNT};
use crate::interop::codec::{folded_blanks, read_cells, read_shading, shading_token};
use crate::interop::codec::{BodyWriter, RUNS_FROM_G};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Creek's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Creek> =
    Genre::new("creek", from_url, to_url, from_pzprv3, to_pzprv3);

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Creek, ParseError> {
    let body = &parts.body;
    let points = (parts.rows + 1) * (parts.cols + 1);
    // (the number this character puts on the current point, how many points it covers)
    let numbers = read_cells(body, points, None, |i| {
        let byte = body.text[i];
        let known = |n: u8, covered| Ok((Some(Number::Known(n)), covered, 1));
        match byte {
            b'0'..=b'4' => known(byte - b'0', 1),
            b'5'..=b'9' => known(byte - b'5', 2),
            b'a'..=b'e' => known(byte - b'a', 3),
            b'.' => Ok((Some(Number::Unknown), 1, 1)),
            _ => Err(body.error(
                i,
                format!(
                    "unknown character {} (expected 0-9 or a-e for a number, `.` for an unknown number, g-z for empty points)",
                    body.show(i)
                ),
            )),
        }
    })?;
    Ok(Creek::new(parts.rows, parts.cols, numbers).expect("shape checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encode4Cross` writes it.
fn to_url(puzzle: &Creek) -> Result<(usize, usize, String), Unsupported> {
    let points = puzzle.points();
    let mut body = BodyWriter::new(RUNS_FROM_G);
    let mut i = 0;
    while i < points.len() {
        match points[i] {
            Some(Number::Known(n)) => {
                let (base, skip) = folded_blanks(i, points.len(), |k| points[k].is_none());
                i += skip;
                body.push(&char::from(base + n).to_string());
            }
            Some(Number::Unknown) => body.push("."),
            None => body.blank(),
        }
        i += 1;
    }
    Ok((puzzle.cols(), puzzle.rows(), body.finish()))
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
