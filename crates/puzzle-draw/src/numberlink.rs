//! Numberlink: the grid of cells, the answer's lines through the cells' centres, and
//! each number on a white square over its line's end (as pzprjs draws it); a link
//! proved absent (`hint`) is a small cross.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::lines::LinePuzzle;
use puzzle_ir::numberlink::Numberlink;
use puzzle_ir::shading::number_text;
use puzzle_ir::Clue;

/// The side of a number's square, in cells, and its margin in the cell.
const SQUARE: f64 = 0.7;
const MARGIN: f64 = (1.0 - SQUARE) / 2.0;

/// The picture of a Numberlink. `values` are indexed by the answer's drawing: cell rows
/// and the rows between them alternate, as do cell columns and the columns between them.
pub fn draw(puzzle: &Numberlink, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    canvas.grid((0, 0), rows, cols);
    crate::lines::edges(&mut canvas, Numberlink::LATTICE, (rows, cols), values);
    let lit = |row: usize, col: usize| {
        let at = |clue: &Clue| matches!(*clue, Clue::Number { row: r, col: c, .. } if (r, c) == (row, col));
        highlighted.iter().any(at)
    };
    for (cell, &number) in puzzle.numbers().iter().enumerate() {
        let (row, col) = (cell / cols, cell % cols);
        if number.is_none() {
            continue;
        }
        let paper = if lit(row, col) { HIGHLIGHT } else { "#ffffff" };
        canvas.fill(row as f64 + MARGIN, col as f64 + MARGIN, SQUARE, SQUARE, paper);
        canvas.value(row, col, INK, false, &number_text(number));
    }
    canvas.finish()
}
