//! Hitori: the numbers in their cells, the answer's shaded cells in black (their number
//! in white, so that the repeat stays visible); a cell proved unshaded (`hint`) is
//! circled, one proved shaded is filled in the colour of forced cells.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::{Tone, Values};
use puzzle_ir::hitori::Hitori;
use puzzle_ir::shading::number_text;
use puzzle_ir::Clue;

/// The picture of a Hitori.
pub fn draw(puzzle: &Hitori, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for row in 0..rows {
        for col in 0..cols {
            let (r, c) = (row as f64, col as f64);
            let is_highlighted = highlighted
                .iter()
                .any(|k| matches!(*k, Clue::Number { row: a, col: b, .. } if (a, b) == (row, col)));
            let value = values.get(row, col);
            let shaded = matches!(value, Some(("#", _)));
            match value {
                Some(("#", tone)) => {
                    let fill = if tone == Tone::Forced {
                        tone.color()
                    } else {
                        INK
                    };
                    canvas.fill(r, c, 1.0, 1.0, fill);
                }
                Some((_, Tone::Forced)) => {
                    canvas.circle((r + 0.5, c + 0.5), 0.4, "none", Tone::Forced.color())
                }
                _ if is_highlighted => canvas.fill(r, c, 1.0, 1.0, HIGHLIGHT),
                _ => {}
            }
            if let Some(number) = puzzle.number(row, col) {
                let color = if shaded { "#ffffff" } else { INK };
                canvas.value(row, col, color, false, &number_text(Some(number)));
            }
        }
    }
    canvas.grid((0, 0), rows, cols);
    canvas.finish()
}
