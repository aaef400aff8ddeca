//! Creek in puzz.link URLs and pzprv3 files (the points' numbers, then the cells'
//! shading); see [`crate::interop::vertex_clues`] for the points.

use super::Creek;
use crate::interop::codec::{read_shading, shading_token};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::Parts;
use crate::interop::vertex_clues::{
    points_from_pzprv3, points_from_url, points_to_pzprv3, points_to_url,
};
use crate::interop::{Genre, Unsupported};
use crate::ParseError;

/// Creek's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Creek> =
    Genre::new("creek", from_url, to_url, from_pzprv3, to_pzprv3);

fn from_url(parts: &Parts) -> Result<Creek, ParseError> {
    points_from_url(parts).map(Creek::new)
}

fn to_url(puzzle: &Creek) -> Result<(usize, usize, String), Unsupported> {
    Ok(points_to_url(puzzle))
}

/// The puzzle and the answer of a pzprv3 file's data after the genre line; no answer
/// when no cell is shaded.
fn from_pzprv3(reader: &mut Reader) -> Result<(Creek, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let puzzle = Creek::new(points_from_pzprv3(reader, rows, cols)?);
    Ok((puzzle, read_shading(reader, rows, cols)?))
}

/// The pzprv3 file of a puzzle and, when given, its answer (unshaded cells as `+`).
fn to_pzprv3(puzzle: &Creek, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("creek", &[rows, cols]);
    points_to_pzprv3(&mut out, puzzle);
    out.grid(rows, cols, |row, col| shading_token(answer, row, col));
    Ok(out.finish())
}
