//! Numbered rooms ([`NumberedRooms`]): the grid with thick room borders, each room's
//! number (or `?`) in its first cell, highlighted when it is a clue to show, and the
//! answer's shaded cells; a cell proved unshaded (`hint`) is a small dot.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::rooms::{room_borders, shaded_cells};
use crate::Values;
use puzzle_ir::numbered_rooms::NumberedRooms;
use puzzle_ir::Clue;

/// The picture of a puzzle of numbered rooms whose answer shades cells.
pub fn draw_shaded(puzzle: &NumberedRooms, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    let clue_cells = highlighted.iter().filter_map(|clue| match *clue {
        Clue::Number { row, col, .. } => Some((row, col)),
        _ => None,
    });
    for (row, col) in clue_cells {
        canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
    }
    shaded_cells(&mut canvas, rows, cols, values);
    let numbered = (puzzle.numbers().iter().enumerate())
        .filter_map(|(room, number)| Some((puzzle.first_cell(room), (*number)?)));
    for ((row, col), number) in numbered {
        let on_shade = matches!(values.get(row, col), Some(("#", _)));
        let color = if on_shade { "#ffffff" } else { INK };
        canvas.value(row, col, color, false, &number.to_string());
    }
    canvas.grid((0, 0), rows, cols);
    room_borders(&mut canvas, puzzle.rooms());
    canvas.finish()
}
