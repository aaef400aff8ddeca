//! Nurikabe: the numbers in their cells (`?` an unknown one), the answer's wall in black, an unshaded cell a
//! small dot; a cell proved shaded (`hint`) filled in the colour of forced cells, one
//! proved unshaded a dot in that colour.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::{Tone, Values};
use puzzle_ir::nurikabe::Nurikabe;
use puzzle_ir::shading::number_text;
use puzzle_ir::Clue;

/// The picture of a Nurikabe.
pub fn draw(puzzle: &Nurikabe, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for row in 0..rows {
        for col in 0..cols {
            let (r, c) = (row as f64, col as f64);
            if let Some(number) = puzzle.number(row, col) {
                let is_highlighted = highlighted.iter().any(
                    |k| matches!(*k, Clue::Number { row: a, col: b, .. } if (a, b) == (row, col)),
                );
                if is_highlighted {
                    canvas.fill(r, c, 1.0, 1.0, HIGHLIGHT);
                }
                canvas.value(row, col, INK, true, &number_text(Some(number)));
                continue;
            }
            match values.get(row, col) {
                Some(("#", Tone::Forced)) => canvas.fill(r, c, 1.0, 1.0, Tone::Forced.color()),
                Some(("#", _)) => canvas.fill(r, c, 1.0, 1.0, INK),
                Some((_, tone)) => canvas.circle((r + 0.5, c + 0.5), 0.08, tone.color(), "none"),
                None => {}
            }
        }
    }
    canvas.grid((0, 0), rows, cols);
    canvas.finish()
}
