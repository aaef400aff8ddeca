//! Akari: black cells (numbers in white), the answer's lights as filled circles; a cell
//! proved to hold no light (`hint`) gets a small dot.

use crate::canvas::{Canvas, INK};
use crate::{Tone, Values};
use puzzle_ir::akari::{Akari, Cell};
use puzzle_ir::Clue;

/// A highlighted number's cell (dark, so that the white number stays legible).
const NUMBER_HIGHLIGHT: &str = "#d62728";

/// The picture of an Akari.
pub fn draw(puzzle: &Akari, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    let is_highlighted = |row, col| {
        (highlighted.iter())
            .any(|c| matches!(*c, Clue::Number { row: r, col: k, .. } if (r, k) == (row, col)))
    };
    for row in 0..rows {
        for col in 0..cols {
            let (r, c) = (row as f64, col as f64);
            let centre = (r + 0.5, c + 0.5);
            match (puzzle.cell(row, col), values.get(row, col)) {
                (Cell::White, Some(("o", tone))) => {
                    let color = if tone == Tone::Forced { tone.color() } else { INK };
                    canvas.circle(centre, 0.3, color, "none");
                }
                (Cell::White, Some((_, Tone::Forced))) => {
                    canvas.circle(centre, 0.08, Tone::Forced.color(), "none")
                }
                (Cell::White, _) => {}
                (Cell::Black(number), _) => {
                    let highlight = is_highlighted(row, col);
                    canvas.fill(r, c, 1.0, 1.0, if highlight { NUMBER_HIGHLIGHT } else { INK });
                    if let Some(n) = number {
                        canvas.value(row, col, "#ffffff", true, &n.to_string());
                    }
                }
            }
        }
    }
    canvas.grid((0, 0), rows, cols);
    canvas.finish()
}
