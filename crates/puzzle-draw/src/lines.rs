//! The lines kit's pictures: the edges of an answer's drawing on the puzzle's lattice,
//! a line where the loop runs and a small cross where it is proved not to (`hint`).

use crate::canvas::Canvas;
use crate::{Tone, Values};
use puzzle_ir::lines::Lattice;

/// The width of a drawn edge of the loop, in user units.
const LOOP_WIDTH: f64 = 4.0;

/// Every edge of `values`, indexed by the answer's drawing of a grid of `cells` (rows,
/// columns) on `lattice`.
pub fn edges(canvas: &mut Canvas, lattice: Lattice, cells: (usize, usize), values: &Values) {
    let (height, width) = lattice.drawing_size(cells);
    // Where point (0, 0) stands, in cells from the grid's top-left corner.
    let origin = match lattice {
        Lattice::Centres => 0.5,
        Lattice::Corners => 0.0,
    };
    for line in 0..height {
        for col in (1 - line % 2..width).step_by(2) {
            if let Some((value, tone)) = values.get(line, col) {
                // The edge's midpoint.
                let (r, c) = (line as f64 / 2.0 + origin, col as f64 / 2.0 + origin);
                edge(canvas, (r, c), line % 2 == 0, value, tone);
            }
        }
    }
}

/// The edge with its midpoint at `(r, c)`, `across` or down.
fn edge(canvas: &mut Canvas, (r, c): (f64, f64), across: bool, value: &str, tone: Tone) {
    let (from, to) = if across {
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
