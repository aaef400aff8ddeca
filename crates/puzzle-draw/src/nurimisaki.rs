//! Nurimisaki: the circles, each with its number if it has one, the answer's shaded
//! cells in black, an unshaded cell a small dot; a cell proved shaded (`hint`) is filled
//! in the colour of forced cells, one proved unshaded is dotted in that colour.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::{Tone, Values};
use puzzle_ir::nurimisaki::{Nurimisaki, UNKNOWN};
use puzzle_ir::Clue;

/// The picture of a Nurimisaki.
pub fn draw(puzzle: &Nurimisaki, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for clue in highlighted {
        if let Clue::Number { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    for (row, col) in (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c))) {
        let centre = (row as f64 + 0.5, col as f64 + 0.5);
        match (puzzle.number(row, col), values.get(row, col)) {
            (Some(circle), _) => {
                canvas.circle(centre, 0.42, "none", INK);
                if circle != UNKNOWN {
                    canvas.value(row, col, INK, false, &circle.to_string());
                }
            }
            (None, Some(("#", Tone::Forced))) => {
                canvas.fill(row as f64, col as f64, 1.0, 1.0, Tone::Forced.color());
            }
            (None, Some(("#", Tone::Answer))) => {
                canvas.fill(row as f64, col as f64, 1.0, 1.0, INK);
            }
            (None, Some((_, tone))) => canvas.circle(centre, 0.08, tone.color(), "none"),
            (None, None) => {}
        }
    }
    canvas.grid((0, 0), rows, cols);
    canvas.finish()
}
