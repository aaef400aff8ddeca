//! Kakurasu: the grid with each column's and row's index (its weight) above and to the
//! left, the row clues to the right and the column clues below; black cells filled.

use crate::canvas::{Canvas, INK, LIGHT};
use crate::Values;
use puzzle_ir::kakurasu::Kakurasu;
use puzzle_ir::{Clue, LineKind};

/// The picture of a Kakurasu.
pub fn draw(kakurasu: &Kakurasu, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (kakurasu.rows(), kakurasu.cols());
    let mut canvas = Canvas::new(cols as f64 + 2.0, rows as f64 + 2.0);
    for clue in highlighted {
        if let Clue::Line { line, index, .. } = *clue {
            let (r, c) = match line {
                LineKind::Row => (index + 1, cols + 1),
                LineKind::Col => (rows + 1, index + 1),
            };
            canvas.fill(r as f64, c as f64, 1.0, 1.0, crate::HIGHLIGHT);
        }
    }
    for col in 0..cols {
        canvas.value(0, col + 1, LIGHT, false, &(col + 1).to_string());
        if let Some(sum) = kakurasu.col_clue(col) {
            canvas.value(rows + 1, col + 1, INK, true, &sum.to_string());
        }
    }
    for row in 0..rows {
        canvas.value(row + 1, 0, LIGHT, false, &(row + 1).to_string());
        if let Some(sum) = kakurasu.row_clue(row) {
            canvas.value(row + 1, cols + 1, INK, true, &sum.to_string());
        }
    }
    for row in 0..rows {
        for col in 0..cols {
            let (r, c) = (row as f64 + 1.0, col as f64 + 1.0);
            match values.get(row, col) {
                Some(("#", tone)) => canvas.fill(r, c, 1.0, 1.0, tone_fill(tone)),
                Some((_, crate::Tone::Forced)) => {
                    canvas.circle((r + 0.5, c + 0.5), 0.08, crate::FORCED, "none")
                }
                _ => {}
            }
        }
    }
    canvas.grid((1, 1), rows, cols);
    canvas.finish()
}

/// The fill of a black cell.
fn tone_fill(tone: crate::Tone) -> &'static str {
    match tone {
        crate::Tone::Answer => INK,
        crate::Tone::Forced => crate::FORCED,
    }
}
