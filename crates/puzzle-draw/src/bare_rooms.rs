//! The picture of a kind whose puzzle is its rooms alone (Norinori): the grid with thick
//! room borders and the answer's shaded cells; a cell proved unshaded (`hint`) is a
//! small dot. Such a kind has no clue to highlight.

use crate::canvas::Canvas;
use crate::rooms::{room_borders, shaded_cells};
use crate::Values;
use puzzle_ir::rooms::Rooms;

/// The picture of the puzzle of `rooms` with `values` filled in.
pub fn draw(rooms: &Rooms, values: &Values) -> String {
    let (rows, cols) = (rooms.rows(), rooms.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    shaded_cells(&mut canvas, rows, cols, values);
    canvas.grid((0, 0), rows, cols);
    room_borders(&mut canvas, rooms);
    canvas.finish()
}
