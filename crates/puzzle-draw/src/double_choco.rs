//! Double Choco: the grey cells filled grey, the numbers (or `?`) in their cells, the
//! grid in thin lines and the answer's borders between regions as thick lines; a
//! border proved absent (`hint`) is a small cross.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::double_choco::DoubleChoco;
use puzzle_ir::lines::Lattice;
use puzzle_ir::shading::number_text;
use puzzle_ir::Clue;

/// The fill of a grey cell.
const GREY: &str = "#c8c8c8";

/// The picture of a Double Choco. `values` are indexed by the answer's drawing: corner
/// rows and cell rows alternate, as do corner columns and cell columns.
pub fn draw(puzzle: &DoubleChoco, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for (cell, &grey) in puzzle.greys().iter().enumerate() {
        let (row, col) = (cell / cols, cell % cols);
        let named = (highlighted.iter())
            .any(|k| matches!(*k, Clue::Number { row: a, col: b, .. } if (a, b) == (row, col)));
        let fill = match (named, grey) {
            (true, _) => Some(HIGHLIGHT),
            (false, true) => Some(GREY),
            (false, false) => None,
        };
        if let Some(fill) = fill {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, fill);
        }
        if let Some(number) = puzzle.number(row, col) {
            canvas.value(row, col, INK, false, &number_text(Some(number)));
        }
    }
    canvas.grid((0, 0), rows, cols);
    crate::lines::edges(&mut canvas, Lattice::Corners, (rows, cols), values);
    canvas.finish()
}
