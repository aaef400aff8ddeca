//! Snake: the counts above the columns and left of the rows, the snake's cells filled,
//! end circles black and body circles white (each ringed in grey, which shows on a
//! filled cell); a cell proved unshaded (`hint`) gets a small dot, a highlighted circle
//! a red field.

use crate::canvas::{Canvas, HIGHLIGHT, INK, LIGHT};
use crate::{line_counts, Tone, Values};
use puzzle_ir::snake::{Circle, Snake};
use puzzle_ir::Clue;

/// The picture of a Snake puzzle.
pub fn draw(puzzle: &Snake, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64 + 1.0, rows as f64 + 1.0);
    line_counts::draw(&mut canvas, puzzle.row_counts(), puzzle.col_counts(), highlighted);
    for clue in highlighted {
        if let Clue::Number { row, col, .. } = *clue {
            canvas.fill(row as f64 + 1.0, col as f64 + 1.0, 1.0, 1.0, HIGHLIGHT);
        }
    }
    for row in 0..rows {
        for col in 0..cols {
            let (r, c) = (row as f64 + 1.0, col as f64 + 1.0);
            match values.get(row, col) {
                Some(("#", tone)) => canvas.fill(r, c, 1.0, 1.0, tone.color()),
                Some((_, Tone::Forced)) => {
                    canvas.circle((r + 0.5, c + 0.5), 0.08, Tone::Forced.color(), "none")
                }
                _ => {}
            }
            match puzzle.circles()[row * cols + col] {
                Some(Circle::End) => canvas.circle((r + 0.5, c + 0.5), 0.3, INK, LIGHT),
                Some(Circle::Body) => canvas.circle((r + 0.5, c + 0.5), 0.3, "#ffffff", LIGHT),
                None => {}
            }
        }
    }
    canvas.grid((1, 1), rows, cols);
    canvas.finish()
}
