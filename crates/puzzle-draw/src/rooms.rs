//! What the pictures of the kinds drawn with rooms share: thick room borders and shaded
//! cells.

use crate::canvas::{Canvas, INK};
use crate::{Tone, Values};
use puzzle_ir::rooms::Rooms;

/// The width of a room border, in user units.
const BORDER_WIDTH: f64 = 3.0;

/// A thick line between every two neighbouring cells of different rooms.
pub fn room_borders(canvas: &mut Canvas, rooms: &Rooms) {
    let (rows, cols) = (rooms.rows(), rooms.cols());
    for r in 0..rows {
        for c in 0..cols {
            let (y, x) = (r as f64, c as f64);
            if rooms.border_right(r, c) {
                canvas.line((y, x + 1.0), (y + 1.0, x + 1.0), INK, BORDER_WIDTH);
            }
            if rooms.border_below(r, c) {
                canvas.line((y + 1.0, x), (y + 1.0, x + 1.0), INK, BORDER_WIDTH);
            }
        }
    }
}

/// The shaded cells of `values` filled, a cell proved unshaded a small dot.
pub fn shaded_cells(canvas: &mut Canvas, rows: usize, cols: usize, values: &Values) {
    for r in 0..rows {
        for c in 0..cols {
            let (y, x) = (r as f64, c as f64);
            match values.get(r, c) {
                Some(("#", Tone::Answer)) => canvas.fill(y, x, 1.0, 1.0, INK),
                Some(("#", Tone::Forced)) => canvas.fill(y, x, 1.0, 1.0, crate::FORCED),
                Some((_, Tone::Forced)) => {
                    canvas.circle((y + 0.5, x + 0.5), 0.08, crate::FORCED, "none")
                }
                _ => {}
            }
        }
    }
}
