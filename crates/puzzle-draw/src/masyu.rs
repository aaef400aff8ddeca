//! Masyu: the grid of cells, the pearls (white ones as rings, black ones filled), and
//! the answer's loop through the cells' centres; a link proved absent (`hint`) is a small
//! cross.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::lines::LinePuzzle;
use puzzle_ir::masyu::{Masyu, Pearl};
use puzzle_ir::Clue;
/// A pearl's radius, in cells.
const PEARL_RADIUS: f64 = 0.32;
/// The fill of a pearl of unknown colour: grey, between white and black.
const UNKNOWN: &str = "#a0a0a0";

/// The picture of a Masyu. `values` are indexed by the answer's drawing: cell rows and
/// the rows between them alternate, as do cell columns and the columns between them.
pub fn draw(puzzle: &Masyu, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for clue in highlighted {
        if let Clue::Number { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    canvas.grid((0, 0), rows, cols);
    crate::lines::edges(&mut canvas, Masyu::LATTICE, (rows, cols), values);
    for row in 0..rows {
        for col in 0..cols {
            let centre = (row as f64 + 0.5, col as f64 + 0.5);
            match puzzle.pearl(row, col) {
                Some(Pearl::White) => canvas.circle(centre, PEARL_RADIUS, "#ffffff", INK),
                Some(Pearl::Black) => canvas.circle(centre, PEARL_RADIUS, INK, INK),
                Some(Pearl::Unknown) => canvas.circle(centre, PEARL_RADIUS, UNKNOWN, INK),
                None => {}
            }
        }
    }
    canvas.finish()
}
