//! Geradeweg: the grid of cells, each number in a ring (as pzprjs draws it) with the
//! answer's loop through the cells' centres under it; a link proved absent (`hint`) is a
//! small cross.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::geradeweg::Geradeweg;
use puzzle_ir::lines::LinePuzzle;
use puzzle_ir::shading::number_text;
use puzzle_ir::Clue;

/// A number's ring, in cells.
const RING_RADIUS: f64 = 0.36;

/// The picture of a Geradeweg. `values` are indexed by the answer's drawing: cell rows
/// and the rows between them alternate, as do cell columns and the columns between them.
pub fn draw(puzzle: &Geradeweg, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for clue in highlighted {
        if let Clue::Number { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    canvas.grid((0, 0), rows, cols);
    crate::lines::edges(&mut canvas, Geradeweg::LATTICE, (rows, cols), values);
    for row in 0..rows {
        for col in 0..cols {
            let Some(number) = puzzle.number(row, col) else {
                continue;
            };
            let centre = (row as f64 + 0.5, col as f64 + 0.5);
            canvas.circle(centre, RING_RADIUS, "#ffffff", INK);
            canvas.value(row, col, INK, false, &number_text(Some(number)));
        }
    }
    canvas.finish()
}
