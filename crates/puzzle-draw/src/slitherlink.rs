//! Slitherlink: the lattice of points, the numbers (or `?`) in their cells, and the
//! answer's loop along the cells' edges; an edge proved absent (`hint`) is a small cross.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::lines::LinePuzzle;
use puzzle_ir::slitherlink::{Number, Slitherlink};
use puzzle_ir::Clue;

/// The picture of a Slitherlink. `values` are indexed by the answer's drawing: point
/// rows and cell rows alternate, as do point columns and cell columns.
pub fn draw(puzzle: &Slitherlink, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for row in 0..rows {
        for col in 0..cols {
            let Some(number) = puzzle.cell(row, col) else {
                continue;
            };
            let is_highlighted = highlighted
                .iter()
                .any(|c| matches!(*c, Clue::Number { row: r, col: k, .. } if (r, k) == (row, col)));
            if is_highlighted {
                canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
            }
            let text = match number {
                Number::Known(n) => n.to_string(),
                Number::Unknown => "?".to_owned(),
            };
            canvas.value(row, col, INK, false, &text);
        }
    }
    crate::lines::edges(&mut canvas, Slitherlink::LATTICE, (rows, cols), values);
    for r in 0..=rows {
        for c in 0..=cols {
            canvas.circle((r as f64, c as f64), 0.05, INK, "none");
        }
    }
    canvas.finish()
}
