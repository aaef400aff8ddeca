//! Battleship: the counts above the columns and left of the rows, given water as a wave,
//! some given ship part as `?`, and every segment (given, or of the answer) as pzprjs
//! draws it: a single ship round, a middle square, an end pointed where the ship stops,
//! a corner cut where it turns. A cell proved water (`hint`) gets a small dot.

use crate::canvas::{Canvas, INK};
use crate::line_counts;
use crate::{Tone, Values};
use puzzle_ir::battleship::{Battleship, Given, Segment};
use puzzle_ir::Clue;

/// The top end, closed above, in (row, col) within its cell.
const TOP: [(f64, f64); 5] = [(0.15, 0.5), (0.5, 0.85), (0.85, 0.85), (0.85, 0.15), (0.5, 0.15)];

/// The top-left corner, cut at its top-left.
const TOP_LEFT: [(f64, f64); 5] = [(0.15, 0.5), (0.5, 0.15), (0.85, 0.15), (0.85, 0.85), (0.15, 0.85)];

/// The picture of a Battleship puzzle.
pub fn draw(puzzle: &Battleship, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64 + 1.0, rows as f64 + 1.0);
    line_counts::draw(&mut canvas, puzzle.row_counts(), puzzle.col_counts(), highlighted);
    for row in 0..rows {
        for col in 0..cols {
            let at = (row as f64 + 1.0, col as f64 + 1.0);
            let value = values.get(row, col);
            let drawn = value.and_then(|(v, tone)| Some((Segment::from_symbol(v.parse().ok()?)?, tone)));
            match (puzzle.givens()[row * cols + col], drawn) {
                (Some(Given::Segment(segment)), _) | (Some(Given::Ship), Some((segment, _))) => {
                    segment_at(&mut canvas, at, segment, INK)
                }
                (Some(Given::Water), _) => canvas.text((at.0 + 0.5, at.1 + 0.5), 0.5, INK, false, "~"),
                (Some(Given::Ship), None) => canvas.text((at.0 + 0.5, at.1 + 0.5), 0.5, INK, false, "?"),
                (None, Some((segment, tone))) => segment_at(&mut canvas, at, segment, tone.color()),
                (None, None) if value.is_some_and(|(_, tone)| tone == Tone::Forced) => {
                    canvas.circle((at.0 + 0.5, at.1 + 0.5), 0.08, Tone::Forced.color(), "none")
                }
                (None, None) => {}
            }
        }
    }
    canvas.grid((1, 1), rows, cols);
    canvas.finish()
}

/// A segment in the cell whose top-left is `at`.
fn segment_at(canvas: &mut Canvas, at: (f64, f64), segment: Segment, color: &str) {
    let (shape, turns) = match segment {
        Segment::Single => return canvas.circle((at.0 + 0.5, at.1 + 0.5), 0.35, color, "none"),
        Segment::Middle => return canvas.fill(at.0 + 0.15, at.1 + 0.15, 0.7, 0.7, color),
        Segment::Top => (TOP, 0),
        Segment::Right => (TOP, 1),
        Segment::Bottom => (TOP, 2),
        Segment::Left => (TOP, 3),
        Segment::TopLeft => (TOP_LEFT, 0),
        Segment::TopRight => (TOP_LEFT, 1),
        Segment::BottomRight => (TOP_LEFT, 2),
        Segment::BottomLeft => (TOP_LEFT, 3),
    };
    // A quarter turn clockwise takes (row, col) to (col, 1 - row).
    let turned = shape.map(|point| (0..turns).fold(point, |(r, c), _| (c, 1.0 - r)));
    canvas.polygon(&turned.map(|(r, c)| (at.0 + r, at.1 + c)), color);
}
