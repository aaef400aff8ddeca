//! Kakuro: blocks and clue cells dark, a clue cell split by its diagonal with the down
//! sum below it and the across sum above it, digits in the white cells.

use crate::canvas::Canvas;
use crate::Values;
use puzzle_ir::kakuro::{Cell, Direction, Kakuro};
use puzzle_ir::Clue;

/// Clue cells and blocks.
const DARK: &str = "#333333";
/// A highlighted clue's half of its cell (dark, so that the white sum stays legible).
const CLUE_HIGHLIGHT: &str = "#d62728";

/// The picture of a Kakuro.
pub fn draw(kakuro: &Kakuro, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (kakuro.rows(), kakuro.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for row in 0..rows {
        for col in 0..cols {
            let (r, c) = (row as f64, col as f64);
            match kakuro.cell(row, col) {
                Cell::White => {
                    if let Some((value, tone)) = values.get(row, col) {
                        canvas.value(row, col, tone.color(), false, value);
                    }
                }
                Cell::Block => canvas.fill(r, c, 1.0, 1.0, DARK),
                Cell::Clue { down, across } => {
                    canvas.fill(r, c, 1.0, 1.0, DARK);
                    for clue in highlighted {
                        if let Clue::Run {
                            direction,
                            row: cr,
                            col: cc,
                            ..
                        } = *clue
                        {
                            if (cr, cc) != (row, col) {
                                continue;
                            }
                            let half = match direction {
                                Direction::Down => [(r, c), (r + 1.0, c), (r + 1.0, c + 1.0)],
                                Direction::Across => [(r, c), (r, c + 1.0), (r + 1.0, c + 1.0)],
                            };
                            canvas.polygon(&half, CLUE_HIGHLIGHT);
                        }
                    }
                    canvas.line((r, c), (r + 1.0, c + 1.0), "#ffffff", 1.2);
                    if let Some(sum) = down {
                        canvas.text((r + 0.72, c + 0.3), 0.3, "#ffffff", true, &sum.to_string());
                    }
                    if let Some(sum) = across {
                        canvas.text((r + 0.3, c + 0.7), 0.3, "#ffffff", true, &sum.to_string());
                    }
                }
            }
        }
    }
    canvas.grid((0, 0), rows, cols);
    canvas.finish()
}
