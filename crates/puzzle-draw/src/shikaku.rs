//! Shikaku: the grid in thin lines, the numbers (or `?`) in their cells, and the
//! answer's borders between rectangles as thick lines; a border proved absent (`hint`)
//! is a small cross.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::lines::Lattice;
use puzzle_ir::shading::number_text;
use puzzle_ir::shikaku::Shikaku;
use puzzle_ir::Clue;

/// The picture of a Shikaku. `values` are indexed by the answer's drawing: corner rows
/// and cell rows alternate, as do corner columns and cell columns.
pub fn draw(puzzle: &Shikaku, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for row in 0..rows {
        for col in 0..cols {
            let Some(number) = puzzle.number(row, col) else {
                continue;
            };
            let is_highlighted = highlighted
                .iter()
                .any(|k| matches!(*k, Clue::Number { row: a, col: b, .. } if (a, b) == (row, col)));
            if is_highlighted {
                canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
            }
            canvas.value(row, col, INK, false, &number_text(Some(number)));
        }
    }
    canvas.grid((0, 0), rows, cols);
    crate::lines::edges(&mut canvas, Lattice::Corners, (rows, cols), values);
    canvas.finish()
}
