//! Masyu: the grid of cells, the pearls (white ones as rings, black ones filled), and
//! the answer's loop through the cells' centres; a link proved absent (`hint`) is a small
//! cross.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::{Tone, Values};
use puzzle_ir::masyu::{Masyu, Pearl};
use puzzle_ir::Clue;

/// The width of a drawn link of the loop, in user units.
const LOOP_WIDTH: f64 = 4.0;
/// A pearl's radius, in cells.
const PEARL_RADIUS: f64 = 0.32;

/// The picture of a Masyu. `values` are indexed by the answer's drawing: cell rows and
/// the rows between them alternate, as do cell columns and the columns between them.
pub fn draw(puzzle: &Masyu, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for clue in highlighted {
        if let Clue::Number { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    canvas.grid((0, 0), rows, cols);
    for line in 0..2 * rows - 1 {
        for col in (1 - line % 2..2 * cols - 1).step_by(2) {
            if let Some((value, tone)) = values.get(line, col) {
                link(&mut canvas, line, col, value, tone);
            }
        }
    }
    for row in 0..rows {
        for col in 0..cols {
            let centre = (row as f64 + 0.5, col as f64 + 0.5);
            match puzzle.pearl(row, col) {
                Some(Pearl::White) => canvas.circle(centre, PEARL_RADIUS, "#ffffff", INK),
                Some(Pearl::Black) => canvas.circle(centre, PEARL_RADIUS, INK, INK),
                None => {}
            }
        }
    }
    canvas.finish()
}

/// The link at drawing position (`line`, `col`): a line where the loop runs, a cross
/// where it is proved not to.
fn link(canvas: &mut Canvas, line: usize, col: usize, value: &str, tone: Tone) {
    // The link's midpoint, on the cells' common side.
    let (r, c) = (line as f64 / 2.0 + 0.5, col as f64 / 2.0 + 0.5);
    let (from, to) = if line % 2 == 0 {
        ((r, c - 0.5), (r, c + 0.5))
    } else {
        ((r - 0.5, c), (r + 0.5, c))
    };
    match (value, tone) {
        ("-" | "|", _) => canvas.line(from, to, tone.color(), LOOP_WIDTH),
        (_, Tone::Forced) => {
            let d = 0.08;
            canvas.line((r - d, c - d), (r + d, c + d), tone.color(), 1.5);
            canvas.line((r - d, c + d), (r + d, c - d), tone.color(), 1.5);
        }
        _ => {}
    }
}
