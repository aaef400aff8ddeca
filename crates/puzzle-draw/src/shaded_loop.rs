//! The picture of a shaded-loop kind (Yajilin, Koburin): the clue cells (gray where the
//! puzzle says so) with their text, the answer's shaded cells and its loop through the
//! cells' centres; a link proved absent (`hint`) is a small cross.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::lines::LinePuzzle;
use puzzle_ir::Clue;

/// The fill of a gray clue cell.
const GRAY: &str = "#c8c8c8";

/// The picture of `puzzle`, whose clue cells are drawn `gray` or not, a clue cell with
/// `text`. `values` are indexed by the answer's drawing: cell rows and the rows between
/// them alternate, as do cell columns and the columns between them.
pub fn draw<P: LinePuzzle>(
    puzzle: &P,
    gray: bool,
    text: impl Fn(usize, usize) -> Option<String>,
    values: &Values,
    highlighted: &[Clue],
) -> String {
    let (rows, cols) = puzzle.size();
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for row in 0..rows {
        for col in 0..cols {
            let highlight = (highlighted.iter())
                .any(|c| matches!(*c, Clue::Number { row: r, col: k, .. } if (r, k) == (row, col)));
            let clue = text(row, col);
            let fill = match (values.get(2 * row, 2 * col), &clue) {
                _ if highlight => Some(HIGHLIGHT),
                (Some(("#", _)), None) => Some(INK),
                (_, Some(_)) if gray => Some(GRAY),
                _ => None,
            };
            if let Some(color) = fill {
                canvas.fill(row as f64, col as f64, 1.0, 1.0, color);
            }
            if let Some(clue) = clue {
                canvas.value(row, col, INK, false, &clue);
            }
        }
    }
    canvas.grid((0, 0), rows, cols);
    crate::lines::edges(&mut canvas, P::LATTICE, (rows, cols), values);
    canvas.finish()
}
