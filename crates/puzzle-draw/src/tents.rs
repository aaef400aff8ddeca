//! Tents: the counts above the columns and left of the rows, trees as green circles,
//! tents as triangles; a cell proved empty (`hint`) gets a small dot, a tent proved
//! there is drawn in the colour of forced cells.

use crate::canvas::{Canvas, INK};
use crate::line_counts;
use crate::{Tone, Values};
use puzzle_ir::tents::Tents;
use puzzle_ir::Clue;

/// The fill of a tree's crown.
const TREE: &str = "#7fbf5f";

/// The picture of a Tents puzzle.
pub fn draw(puzzle: &Tents, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64 + 1.0, rows as f64 + 1.0);
    line_counts::draw(&mut canvas, puzzle.row_counts(), puzzle.col_counts(), highlighted);
    for row in 0..rows {
        for col in 0..cols {
            let (r, c) = (row as f64 + 1.0, col as f64 + 1.0);
            if puzzle.is_tree(row, col) {
                canvas.circle((r + 0.45, c + 0.5), 0.3, TREE, INK);
                continue;
            }
            match values.get(row, col) {
                Some(("A", tone)) => {
                    let points = [(r + 0.15, c + 0.5), (r + 0.85, c + 0.15), (r + 0.85, c + 0.85)];
                    canvas.polygon(&points, tone.color());
                }
                Some((_, Tone::Forced)) => {
                    canvas.circle((r + 0.5, c + 0.5), 0.08, Tone::Forced.color(), "none")
                }
                _ => {}
            }
        }
    }
    canvas.grid((1, 1), rows, cols);
    canvas.finish()
}
