//! Sudoku: thin cell lines, thick box lines, givens in bold, both diagonals dashed for
//! the `diagonal` variant, and for `even-odd` a grey square in even cells and a grey
//! circle in odd ones.

use crate::canvas::{Canvas, INK, LIGHT};
use crate::Values;
use puzzle_ir::sudoku::{Parity, Sudoku};
use puzzle_ir::Clue;

/// The picture of a Sudoku.
pub fn draw(sudoku: &Sudoku, values: &Values, highlighted: &[Clue]) -> String {
    let n = sudoku.size() as f64;
    let mut canvas = Canvas::new(n, n);
    board(&mut canvas, sudoku, values, highlighted);
    canvas.finish()
}

/// Draws the Sudoku on `canvas` (Killer Sudoku draws its cages over it).
pub fn board(canvas: &mut Canvas, sudoku: &Sudoku, values: &Values, highlighted: &[Clue]) {
    let n = sudoku.size();
    for clue in highlighted {
        if let Clue::Given { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, crate::HIGHLIGHT);
        }
    }
    for row in 0..n {
        for col in 0..n {
            let centre = (row as f64 + 0.5, col as f64 + 0.5);
            match sudoku.parity(row, col) {
                Some(Parity::Even) => {
                    canvas.fill(row as f64 + 0.12, col as f64 + 0.12, 0.76, 0.76, "#e4e4e4")
                }
                Some(Parity::Odd) => canvas.circle(centre, 0.4, "#e4e4e4", "none"),
                None => {}
            }
        }
    }
    if sudoku.diagonal() {
        let n = n as f64;
        canvas.dashed((0.0, 0.0), (n, n), LIGHT);
        canvas.dashed((0.0, n), (n, 0.0), LIGHT);
    }
    canvas.grid((0, 0), n, n);
    let (box_rows, box_cols) = (sudoku.box_rows(), sudoku.box_cols());
    for r in (box_rows..n).step_by(box_rows) {
        canvas.line((r as f64, 0.0), (r as f64, n as f64), INK, 2.5);
    }
    for c in (box_cols..n).step_by(box_cols) {
        canvas.line((0.0, c as f64), (n as f64, c as f64), INK, 2.5);
    }
    for row in 0..n {
        for col in 0..n {
            match (sudoku.given(row, col), values.get(row, col)) {
                (Some(given), _) => canvas.value(row, col, INK, true, &given.to_string()),
                (None, Some((value, tone))) => canvas.value(row, col, tone.color(), false, value),
                (None, None) if sudoku.is_hidden(row, col) => canvas.value(row, col, INK, true, "?"),
                (None, None) => {}
            }
        }
    }
}
