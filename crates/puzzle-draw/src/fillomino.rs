//! Fillomino: the grid, givens (and `?`) in bold, the answer's numbers in the other
//! cells, and a thick border between two neighbours whose numbers are known and differ.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::fillomino::Fillomino;
use puzzle_ir::shading::number_text;
use puzzle_ir::Clue;

/// The width of a region border, in user units.
const BORDER_WIDTH: f64 = 3.0;

/// The picture of a Fillomino.
pub fn draw(puzzle: &Fillomino, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for clue in highlighted {
        if let Clue::Number { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    canvas.grid((0, 0), rows, cols);
    let known = |row: usize, col: usize| match puzzle.known_number(row * cols + col) {
        Some(given) => Some(given.to_string()),
        None => values.get(row, col).map(|(value, _)| value.to_owned()),
    };
    let apart = |a: Option<String>, b: Option<String>| a.is_some() && b.is_some() && a != b;
    for row in 0..rows {
        for col in 0..cols {
            let (y, x) = (row as f64, col as f64);
            if col + 1 < cols && apart(known(row, col), known(row, col + 1)) {
                canvas.line((y, x + 1.0), (y + 1.0, x + 1.0), INK, BORDER_WIDTH);
            }
            if row + 1 < rows && apart(known(row, col), known(row + 1, col)) {
                canvas.line((y + 1.0, x), (y + 1.0, x + 1.0), INK, BORDER_WIDTH);
            }
            match (puzzle.number(row, col), values.get(row, col)) {
                (Some(given), _) => canvas.value(row, col, INK, true, &number_text(Some(given))),
                (None, Some((value, tone))) => canvas.value(row, col, tone.color(), false, value),
                (None, None) => {}
            }
        }
    }
    canvas.finish()
}
