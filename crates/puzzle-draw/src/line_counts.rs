//! The counts outside a grid drawn at its origin (1, 1) (Tents, Snake): those of the
//! columns above it, those of the rows to its left, each highlighted count on a red
//! field.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use puzzle_ir::{Clue, LineKind};

/// Draws `row_counts` and `col_counts` in the first column and row of `canvas`, the
/// line clues among `highlighted` on a highlighted field.
pub fn draw(
    canvas: &mut Canvas,
    row_counts: &[Option<u32>],
    col_counts: &[Option<u32>],
    highlighted: &[Clue],
) {
    for clue in highlighted {
        if let Clue::Line { line, index, .. } = *clue {
            let (r, c) = match line {
                LineKind::Row => (index + 1, 0),
                LineKind::Col => (0, index + 1),
            };
            canvas.fill(r as f64, c as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    let tops = col_counts
        .iter()
        .enumerate()
        .map(|(col, n)| (0, col + 1, n));
    let lefts = row_counts
        .iter()
        .enumerate()
        .map(|(row, n)| (row + 1, 0, n));
    for (row, col, count) in tops.chain(lefts) {
        if let Some(count) = count {
            canvas.value(row, col, INK, true, &count.to_string());
        }
    }
}
