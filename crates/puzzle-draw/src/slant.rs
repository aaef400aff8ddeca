//! Slant: the grid, the answer's diagonals (those proved by `hint` in the colour of
//! forced cells), and the numbers (or `?`) in small circles on their points.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::slant::{Diagonal, Number, Slant};
use puzzle_ir::Clue;

/// The radius of a number's circle, in cells.
const RADIUS: f64 = 0.28;

/// The picture of a Slant.
pub fn draw(puzzle: &Slant, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    canvas.grid((0, 0), rows, cols);
    for row in 0..rows {
        for col in 0..cols {
            let Some((symbol, tone)) = values.get(row, col) else {
                continue;
            };
            let Some(diagonal) = symbol.chars().next().and_then(Diagonal::from_symbol) else {
                continue;
            };
            let [a, b] = diagonal.ends(row, col).map(|(r, c)| (r as f64, c as f64));
            canvas.line(a, b, tone.color(), 3.0);
        }
    }
    for row in 0..=rows {
        for col in 0..=cols {
            let Some(number) = puzzle.point(row, col) else {
                continue;
            };
            let is_highlighted = highlighted
                .iter()
                .any(|k| matches!(*k, Clue::Number { row: r, col: c, .. } if (r, c) == (row, col)));
            let fill = if is_highlighted { HIGHLIGHT } else { "#ffffff" };
            let centre = (row as f64, col as f64);
            canvas.circle(centre, RADIUS, fill, INK);
            let text = match number {
                Number::Known(n) => n.to_string(),
                Number::Unknown => "?".to_owned(),
            };
            canvas.text(centre, 0.4, INK, false, &text);
        }
    }
    canvas.finish()
}
