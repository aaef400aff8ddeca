//! Yajilin: the clue cells (gray where the puzzle says so) with their arrow and number,
//! the answer's shaded cells and its loop through the cells' centres; a link proved
//! absent (`hint`) is a small cross.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::Values;
use puzzle_ir::arrow::Arrow;
use puzzle_ir::lines::LinePuzzle;
use puzzle_ir::yajilin::Yajilin;
use puzzle_ir::Clue;

/// The fill of a gray clue cell.
const GRAY: &str = "#c8c8c8";

/// A clue's text: its number (`?` unknown) after its arrow.
fn clue_text(arrow: Option<Arrow>, number: Option<u32>) -> String {
    let glyph = arrow.map(|arrow| match arrow {
        Arrow::Up => "↑",
        Arrow::Down => "↓",
        Arrow::Left => "←",
        Arrow::Right => "→",
    });
    glyph.unwrap_or_default().to_owned() + &number.map_or("?".to_owned(), |n| n.to_string())
}

/// The picture of a Yajilin. `values` are indexed by the answer's drawing: cell rows and
/// the rows between them alternate, as do cell columns and the columns between them.
pub fn draw(puzzle: &Yajilin, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for row in 0..rows {
        for col in 0..cols {
            let highlight = (highlighted.iter()).any(|c| matches!(*c, Clue::Number { row: r, col: k, .. } if (r, k) == (row, col)));
            let clue = puzzle.clue(row, col);
            let fill = match (values.get(2 * row, 2 * col), clue) {
                _ if highlight => Some(HIGHLIGHT),
                (Some(("#", _)), None) => Some(INK),
                (_, Some(_)) if puzzle.gray() => Some(GRAY),
                _ => None,
            };
            if let Some(color) = fill {
                canvas.fill(row as f64, col as f64, 1.0, 1.0, color);
            }
            if let Some(clue) = clue {
                canvas.value(row, col, INK, false, &clue_text(clue.arrow, clue.number));
            }
        }
    }
    canvas.grid((0, 0), rows, cols);
    crate::lines::edges(&mut canvas, Yajilin::LATTICE, (rows, cols), values);
    canvas.finish()
}
