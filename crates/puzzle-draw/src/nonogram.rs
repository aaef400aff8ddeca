//! Nonogram: each column's runs stacked above it, each row's runs left of it, against
//! the grid; shaded cells filled, a cell proved unshaded (`hint`) with a small dot.

use crate::canvas::{Canvas, INK};
use crate::{Tone, Values};
use puzzle_ir::nonogram::Nonogram;
use puzzle_ir::{Clue, LineKind};

/// The picture of a Nonogram.
pub fn draw(puzzle: &Nonogram, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let longest = |clues: &[Option<Vec<u32>>]| {
        (clues.iter().flatten().map(Vec::len).max()).unwrap_or(0).max(1)
    };
    let (above, left) = (longest(puzzle.col_clues()), longest(puzzle.row_clues()));
    let mut canvas = Canvas::new((left + cols) as f64, (above + rows) as f64);
    for clue in highlighted {
        if let Clue::Line { line, index, .. } = *clue {
            match line {
                LineKind::Row => canvas.fill((above + index) as f64, 0.0, 1.0, left as f64, crate::HIGHLIGHT),
                LineKind::Col => canvas.fill(0.0, (left + index) as f64, above as f64, 1.0, crate::HIGHLIGHT),
            }
        }
    }
    for (col, clue) in puzzle.col_clues().iter().enumerate() {
        let runs = clue.as_deref().unwrap_or_default();
        for (k, run) in runs.iter().enumerate() {
            canvas.value(above - runs.len() + k, left + col, INK, true, &run.to_string());
        }
    }
    for (row, clue) in puzzle.row_clues().iter().enumerate() {
        let runs = clue.as_deref().unwrap_or_default();
        for (k, run) in runs.iter().enumerate() {
            canvas.value(above + row, left - runs.len() + k, INK, true, &run.to_string());
        }
    }
    for row in 0..rows {
        for col in 0..cols {
            let (r, c) = ((above + row) as f64, (left + col) as f64);
            match values.get(row, col) {
                Some(("#", tone)) => canvas.fill(r, c, 1.0, 1.0, tone.color()),
                Some((_, Tone::Forced)) => {
                    canvas.circle((r + 0.5, c + 0.5), 0.08, Tone::Forced.color(), "none")
                }
                _ => {}
            }
        }
    }
    canvas.grid((above, left), rows, cols);
    canvas.finish()
}
