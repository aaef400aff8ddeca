//! [`VertexClues`] in puzz.link URLs (pzprjs's `decode4Cross`: the points row by row, a
//! number 0..4 as `0`..`4`, or as `5`..`9` or `a`..`e` when it carries one or two empty
//! points after it, letters `g`..`z` runs of empty points, `.` an unknown number) and
//! pzprv3 files (a grid of the points' numbers, `.` none, `-` unknown).

use super::pzprv3::{Reader, Writer};
use super::url::Parts;
use crate::small_number::{self, Number};
use crate::vertex_clues::{VertexClues, MAX_NUMBER};
use crate::ParseError;

/// The points of a URL's parts in pzprjs's `decode4Cross` layout.
pub(crate) fn points_from_url(parts: &Parts) -> Result<VertexClues, ParseError> {
    let points = (parts.rows + 1) * (parts.cols + 1);
    let numbers = small_number::read_url(&parts.body, points, MAX_NUMBER, "point")?;
    Ok(VertexClues::new(parts.rows, parts.cols, numbers).expect("shape checked"))
}

/// The URL's (columns, rows, body), as pzprjs's `encode4Cross` writes it.
pub(crate) fn points_to_url(points: &VertexClues) -> (usize, usize, String) {
    let body = small_number::write_url(points.points());
    (points.cols(), points.rows(), body)
}

/// The grid of points' numbers of a pzprv3 file of `rows` x `cols` cells.
pub(crate) fn points_from_pzprv3(
    reader: &mut Reader,
    rows: usize,
    cols: usize,
) -> Result<VertexClues, ParseError> {
    let mut numbers = Vec::with_capacity((rows + 1) * (cols + 1));
    for token in reader
        .grid(rows + 1, cols + 1, "points")?
        .into_iter()
        .flatten()
    {
        numbers.push(match token.text {
            "." => None,
            "-" => Some(Number::Unknown),
            text => Some(Number::Known(
                token.value(0, MAX_NUMBER.into()).map_err(|_| {
                    token.place.error(format!(
                        "expected `.` (no number), `-` (an unknown number) or a number 0-4, found `{text}`"
                    ))
                })? as u8,
            )),
        });
    }
    Ok(VertexClues::new(rows, cols, numbers).expect("shape checked"))
}

/// The grid of points' numbers, as pzprjs writes it.
pub(crate) fn points_to_pzprv3(out: &mut Writer, points: &VertexClues) {
    out.grid(
        points.rows() + 1,
        points.cols() + 1,
        |row, col| match points.point(row, col) {
            None => ".".to_owned(),
            Some(Number::Unknown) => "-".to_owned(),
            Some(Number::Known(n)) => n.to_string(),
        },
    );
}
