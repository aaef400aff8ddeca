//! Yajisan-Kazusan: each clue's arrow and number in its cell (white on a shaded cell,
//! where it counts nothing), the answer's shaded cells; a cell proved unshaded (`hint`)
//! is a small dot.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::rooms::shaded_cells;
use crate::Values;
use puzzle_ir::arrow::Arrow;
use puzzle_ir::yajisan_kazusan::YajisanKazusan;
use puzzle_ir::Clue;

/// An arrow as drawn before its number.
fn arrow_glyph(arrow: Arrow) -> char {
    match arrow {
        Arrow::Up => '↑',
        Arrow::Down => '↓',
        Arrow::Left => '←',
        Arrow::Right => '→',
    }
}

/// The picture of a Yajisan-Kazusan.
pub fn draw(puzzle: &YajisanKazusan, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.grid().rows, puzzle.grid().cols);
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for clue in highlighted {
        if let Clue::Number { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    shaded_cells(&mut canvas, rows, cols, values);
    for row in 0..rows {
        for col in 0..cols {
            let Some(clue) = puzzle.clue(row, col) else { continue };
            let color = match values.get(row, col) {
                Some(("#", _)) => "#ffffff",
                _ => INK,
            };
            let arrow = clue.arrow.map(arrow_glyph);
            let number = clue.number.map_or("?".to_owned(), |n| n.to_string());
            let text: String = arrow.into_iter().chain(number.chars()).collect();
            canvas.value(row, col, color, false, &text);
        }
    }
    canvas.grid((0, 0), rows, cols);
    canvas.finish()
}
