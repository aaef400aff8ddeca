//! Skyscrapers: the grid inside a border of clues, givens in bold, the answer's heights
//! in the other cells.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::skyscrapers::Skyscrapers;
use puzzle_ir::Clue;

/// The picture of a Skyscrapers.
pub fn draw(puzzle: &Skyscrapers, values: &Values, highlighted: &[Clue]) -> String {
    let (n, side) = (puzzle.size(), puzzle.size() + 2);
    let mut canvas = Canvas::new(side as f64, side as f64);
    for clue in highlighted {
        if let Clue::Number { row, col, .. } | Clue::Given { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    canvas.grid((1, 1), n, n);
    for (place, number) in puzzle.frame().iter().enumerate() {
        if let Some(number) = number {
            canvas.value(place / side, place % side, INK, true, &number.to_string());
        }
    }
    for row in 0..n {
        for col in 0..n {
            if let (None, Some((value, tone))) = (puzzle.given(row, col), values.get(row, col)) {
                canvas.value(row + 1, col + 1, tone.color(), false, value);
            }
        }
    }
    canvas.finish()
}
