//! Galaxies: the grid in thin lines, the answer's borders drawn thick along the cells'
//! edges (an edge proved free of a border, by `hint`, a small cross), and the dots on
//! top, white or black, ringed in red when an explanation names them.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::galaxies::{Dot, Galaxies};
use puzzle_ir::lines::Lattice;
use puzzle_ir::Clue;

/// The radius of a dot, in cells.
const DOT_RADIUS: f64 = 0.17;

/// The picture of a Galaxies. `values` are indexed by the answer's drawing: corner rows
/// and cell rows alternate, as do corner columns and cell columns.
pub fn draw(puzzle: &Galaxies, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    canvas.grid((0, 0), rows, cols);
    crate::lines::edges(&mut canvas, Lattice::Corners, (rows, cols), values);
    for (y, x, dot) in puzzle.dots() {
        let is_highlighted = (highlighted.iter())
            .any(|c| matches!(*c, Clue::Number { row, col, .. } if (row, col) == (y + 1, x + 1)));
        let stroke = if is_highlighted { HIGHLIGHT } else { INK };
        let fill = match dot {
            Dot::White => "#ffffff",
            Dot::Black => INK,
        };
        let centre = ((y + 1) as f64 / 2.0, (x + 1) as f64 / 2.0);
        canvas.circle(centre, DOT_RADIUS, fill, stroke);
    }
    canvas.finish()
}
