//! Ripple Effect: the grid with thick room borders, givens (and `?`) in bold, the
//! answer's numbers in the other cells.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::rooms::room_borders;
use crate::Values;
use puzzle_ir::ripple_effect::RippleEffect;
use puzzle_ir::shading::number_text;
use puzzle_ir::Clue;

/// The picture of a Ripple Effect.
pub fn draw(puzzle: &RippleEffect, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for clue in highlighted {
        if let Clue::Given { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    canvas.grid((0, 0), rows, cols);
    room_borders(&mut canvas, puzzle.rooms());
    for row in 0..rows {
        for col in 0..cols {
            match (puzzle.givens()[row * cols + col], values.get(row, col)) {
                (Some(given), _) => canvas.value(row, col, INK, true, &number_text(Some(given))),
                (None, Some((value, tone))) => canvas.value(row, col, tone.color(), false, value),
                (None, None) => {}
            }
        }
    }
    canvas.finish()
}
