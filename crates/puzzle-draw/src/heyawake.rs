//! Heyawake: the grid with thick room borders, each room's number (or `?`) in its first
//! cell, and the answer's shaded cells; a cell proved unshaded (`hint`) is a small dot.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::rooms::{room_borders, shaded_cells};
use crate::Values;
use puzzle_ir::heyawake::Heyawake;
use puzzle_ir::Clue;

/// The picture of a Heyawake.
pub fn draw(puzzle: &Heyawake, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for clue in highlighted {
        if let Clue::Number { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    shaded_cells(&mut canvas, rows, cols, values);
    for (room, number) in puzzle.numbers().iter().enumerate() {
        let Some(number) = number else { continue };
        let (row, col) = puzzle.rooms().first_cell(room);
        let color = match values.get(row, col) {
            Some(("#", _)) => "#ffffff",
            _ => INK,
        };
        canvas.value(row, col, color, false, &number.to_string());
    }
    canvas.grid((0, 0), rows, cols);
    room_borders(&mut canvas, puzzle.rooms());
    canvas.finish()
}
