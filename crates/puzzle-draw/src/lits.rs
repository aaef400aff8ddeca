//! LITS: the grid with thick room borders and the answer's shaded cells; a cell proved
//! unshaded (`hint`) is a small dot.

use crate::canvas::Canvas;
use crate::rooms::{room_borders, shaded_cells};
use crate::Values;
use puzzle_ir::lits::Lits;
use puzzle_ir::Clue;

/// The picture of a LITS (it has no clues to highlight).
pub fn draw(puzzle: &Lits, values: &Values, _highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    shaded_cells(&mut canvas, rows, cols, values);
    canvas.grid((0, 0), rows, cols);
    room_borders(&mut canvas, puzzle.rooms());
    canvas.finish()
}
