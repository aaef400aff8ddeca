//! Slant in puzz.link URLs (pzprjs's genre `gokigen`, its `decode4Cross` over the
//! (rows + 1) x (cols + 1) corner points, row by row: a number 0..4 may carry one or two
//! empty points after it (`5`..`9`, `a`..`e`), letters g..z are runs of empty points,
//! `.` is the unknown number; the flag `d` marks pzprjs's old layout, a character a
//! point, `0`..`4` a number and anything else none) and pzprv3 files: the points' numbers
//! (`.` none, `-` the unknown number), then the cells' diagonals (`1` is `\`, `2` is `/`,
//! `.` none).

use super::{Diagonal, Number, Slant};
use crate::interop::pzprv3::{Grid, Reader, Writer};
use crate::interop::url::{Body, Parts};
use crate::interop::vertex_clues::{
    points_from_pzprv3, points_from_url, points_to_pzprv3, points_to_url,
};
use crate::interop::{Genre, Unsupported};
use crate::vertex_clues::VertexClues;
use crate::ParseError;

/// Slant's puzz.link genre: its name and this module's codec.
pub(super) const GENRE: Genre<Slant> =
    Genre::new("gokigen", from_url, to_url, from_pzprv3, to_pzprv3).url_flags(|_| "");

/// The puzzle of a URL's parts.
fn from_url(parts: &Parts) -> Result<Slant, ParseError> {
    match parts.flags.text {
        b"" | b"c" => points_from_url(parts).map(Slant::new),
        b"d" => {
            let points = read_old_points(&parts.body, (parts.rows + 1) * (parts.cols + 1))?;
            Ok(Slant::new(VertexClues::new(parts.rows, parts.cols, points).expect("shape checked")))
        }
        _ => {
            let message = "unknown flags (expected none, `c`, or `d` for pzprjs's old layout)";
            Err(parts.flags.error(0, message))
        }
    }
}

/// The points of a body in pzprjs's old layout: one character a point.
fn read_old_points(body: &Body, points: usize) -> Result<Vec<Option<Number>>, ParseError> {
    if body.text.len() > points {
        return Err(body.error(points, "data after the last point"));
    }
    let mut numbers: Vec<Option<Number>> = (body.text.iter())
        .map(|&b| matches!(b, b'0'..=b'4').then(|| Number::Known(b - b'0')))
        .collect();
    numbers.resize(points, None);
    Ok(numbers)
}

/// The URL's (columns, rows, body), as pzprjs's `encode4Cross` writes it.
fn to_url(puzzle: &Slant) -> Result<(usize, usize, String), Unsupported> {
    Ok(points_to_url(puzzle))
}

/// pzprv3's answer tokens of the diagonals.
const DIAGONALS: [(Diagonal, &str); 2] = [(Diagonal::Backslash, "1"), (Diagonal::Slash, "2")];

/// The puzzle and answer grid of a pzprv3 file's data after the genre line.
fn from_pzprv3(reader: &mut Reader) -> Result<(Slant, Option<Grid>), ParseError> {
    let (rows, cols) = reader.size()?;
    let puzzle = Slant::new(points_from_pzprv3(reader, rows, cols)?);
    let answer = reader.answer(rows, cols, |_, _, token| {
        if token.is_empty_mark() {
            return Ok(None);
        }
        let diagonal = DIAGONALS.iter().find(|(_, t)| *t == token.text);
        diagonal.map(|(d, _)| Some(d.symbol().to_string())).ok_or_else(|| {
            let message = format!(
                "expected `1` (\\), `2` (/) or `.` (no diagonal), found `{}`",
                token.text
            );
            token.place.error(message)
        })
    })?;
    Ok((puzzle, answer))
}

/// The pzprv3 file of a puzzle and, when given, its answer grid.
fn to_pzprv3(puzzle: &Slant, answer: Option<&[Vec<String>]>) -> Result<String, Unsupported> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut out = Writer::new("gokigen", &[rows, cols]);
    points_to_pzprv3(&mut out, puzzle);
    out.grid(rows, cols, |row, col| {
        let symbol = answer.map_or(".", |grid| grid[row][col].as_str());
        let token = DIAGONALS.iter().find(|(d, _)| d.symbol().to_string() == symbol);
        token.map_or(".", |(_, t)| t).to_owned()
    });
    Ok(out.finish())
}
