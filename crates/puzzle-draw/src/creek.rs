//! Creek: the grid, the answer's shaded cells (a cell proved unshaded by `hint` a small
//! dot), and each point's number (or `?`) in a small white circle on its corner, on red
//! when an explanation highlights it.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::rooms::shaded_cells;
use crate::Values;
use puzzle_ir::creek::{Creek, Number};
use puzzle_ir::Clue;

/// The radius of a number's circle, in cells.
const RADIUS: f64 = 0.22;

/// The picture of a Creek.
pub fn draw(puzzle: &Creek, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    shaded_cells(&mut canvas, rows, cols, values);
    canvas.grid((0, 0), rows, cols);
    for row in 0..=rows {
        for col in 0..=cols {
            let Some(number) = puzzle.point(row, col) else {
                continue;
            };
            let text = match number {
                Number::Known(n) => n.to_string(),
                Number::Unknown => "?".to_owned(),
            };
            let lit = highlighted
                .iter()
                .any(|k| matches!(*k, Clue::Number { row: a, col: b, .. } if (a, b) == (row, col)));
            let fill = if lit { HIGHLIGHT } else { "#ffffff" };
            let centre = (row as f64, col as f64);
            canvas.circle(centre, RADIUS, fill, INK);
            canvas.text(centre, 0.3, INK, false, &text);
        }
    }
    canvas.finish()
}
