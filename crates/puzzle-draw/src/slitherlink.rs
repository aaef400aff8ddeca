//! Slitherlink: the lattice of points, the numbers in their cells, and the answer's loop
//! along the cells' edges; an edge proved absent (`hint`) is a small cross.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::{Tone, Values};
use puzzle_ir::slitherlink::Slitherlink;
use puzzle_ir::Clue;

/// The width of a drawn edge of the loop, in user units.
const LOOP_WIDTH: f64 = 4.0;

/// The picture of a Slitherlink. `values` are indexed by the answer's drawing: point
/// rows and cell rows alternate, as do point columns and cell columns.
pub fn draw(puzzle: &Slitherlink, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for row in 0..rows {
        for col in 0..cols {
            let Some(number) = puzzle.clue(row, col) else {
                continue;
            };
            let is_highlighted = highlighted
                .iter()
                .any(|c| matches!(*c, Clue::Number { row: r, col: k, .. } if (r, k) == (row, col)));
            if is_highlighted {
                canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
            }
            canvas.value(row, col, INK, false, &number.to_string());
        }
    }
    for line in 0..=2 * rows {
        for col in (1 - line % 2..=2 * cols).step_by(2) {
            if let Some((value, tone)) = values.get(line, col) {
                edge(&mut canvas, line, col, value, tone);
            }
        }
    }
    for r in 0..=rows {
        for c in 0..=cols {
            canvas.circle((r as f64, c as f64), 0.05, INK, "none");
        }
    }
    canvas.finish()
}

/// The edge at drawing position (`line`, `col`): a line where the loop runs, a cross
/// where it is proved not to.
fn edge(canvas: &mut Canvas, line: usize, col: usize, value: &str, tone: Tone) {
    let (r, c) = (line as f64 / 2.0, col as f64 / 2.0);
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
