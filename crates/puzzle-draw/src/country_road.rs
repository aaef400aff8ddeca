//! Country Road: the grid with thick room borders, each room's number (or `?`) small in
//! the corner of its first cell, highlighted when it is a clue to show, and the answer's
//! loop through the cells' centres; a link proved absent (`hint`) is a small cross.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::rooms::room_borders;
use crate::Values;
use puzzle_ir::country_road::CountryRoad;
use puzzle_ir::lines::LinePuzzle;
use puzzle_ir::numbered_rooms::RoomNumber;
use puzzle_ir::Clue;

/// Where a room's number stands in its cell, from the cell's top and left side, in
/// cells: in the top-left corner, clear of the loop through the centre.
const NUMBER_AT: f64 = 0.27;
/// The size of a room's number, in cells.
const NUMBER_SIZE: f64 = 0.36;

/// The picture of a Country Road. `values` are indexed by the answer's drawing: cell
/// rows and the rows between them alternate, as do cell columns and the columns between
/// them.
pub fn draw(puzzle: &CountryRoad, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    let numbered: Vec<((usize, usize), RoomNumber)> = (puzzle.numbers().iter().enumerate())
        .filter_map(|(room, number)| Some((puzzle.first_cell(room), (*number)?)))
        .collect();
    let shown = |cell: (usize, usize)| {
        (highlighted.iter()).any(|clue| matches!(*clue, Clue::Number { row, col, .. } if (row, col) == cell))
    };
    for &((row, col), _) in numbered.iter().filter(|(cell, _)| shown(*cell)) {
        canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
    }
    canvas.grid((0, 0), rows, cols);
    for &((row, col), number) in &numbered {
        let corner = (row as f64 + NUMBER_AT, col as f64 + NUMBER_AT);
        canvas.text(corner, NUMBER_SIZE, INK, false, &number.to_string());
    }
    room_borders(&mut canvas, puzzle.rooms());
    crate::lines::edges(&mut canvas, CountryRoad::LATTICE, (rows, cols), values);
    canvas.finish()
}
