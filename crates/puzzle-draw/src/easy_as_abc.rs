//! Easy as ABC: the grid with its frame of letters outside, the range of letters above
//! it, givens (and `?`) in bold, the answer's letters in the other cells (blanks left
//! empty).

use crate::canvas::{Canvas, HIGHLIGHT, INK, LIGHT};
use crate::Values;
use puzzle_ir::easy_as_abc::{letter_text, EasyAsAbc, Framed};
use puzzle_ir::Clue;

/// The picture of an Easy as ABC.
pub fn draw(puzzle: &EasyAsAbc, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64 + 2.0, rows as f64 + 2.0);
    for clue in highlighted {
        if let Clue::Given { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    let range = format!("A-{}", letter_text(puzzle.letters()));
    canvas.value(0, 0, LIGHT, false, &range);
    canvas.grid((1, 1), rows, cols);
    for r in 0..rows + 2 {
        for c in 0..cols + 2 {
            let place = Framed::of(r, c, rows, cols);
            match (puzzle.at(place), place) {
                (Some(shown), _) => canvas.value(r, c, INK, true, &letter_text(shown)),
                (None, Framed::Cell(row, col)) => {
                    if let Some((value, tone)) = values.get(row, col).filter(|(v, _)| *v != ".") {
                        canvas.value(r, c, tone.color(), false, value);
                    }
                }
                (None, _) => {}
            }
        }
    }
    canvas.finish()
}
