//! Hashiwokakero: islands as circles with their numbers, the answer's bridges as one or
//! two lines between them; a place proved to carry no bridge (`hint`) gets a small dot.

use crate::canvas::{Canvas, INK};
use crate::{Tone, Values};
use puzzle_ir::hashi::Hashi;
use puzzle_ir::shading::number_text;
use puzzle_ir::Clue;

/// A highlighted island's fill.
const ISLAND_HIGHLIGHT: &str = "#f4a6a6";

/// Half the gap between the two lines of a double bridge, in cells.
const DOUBLE_GAP: f64 = 0.09;

/// The width of a bridge's line, in user units.
const BRIDGE_WIDTH: f64 = 2.0;

/// The picture of a Hashiwokakero.
pub fn draw(puzzle: &Hashi, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for line in 0..2 * rows - 1 {
        for col in 0..2 * cols - 1 {
            if let Some((value, tone)) = values.get(line, col) {
                let centre = (line as f64 / 2.0 + 0.5, col as f64 / 2.0 + 0.5);
                bridge(&mut canvas, centre, value, tone);
            }
        }
    }
    let is_highlighted = |row, col| {
        (highlighted.iter())
            .any(|c| matches!(*c, Clue::Number { row: r, col: k, .. } if (r, k) == (row, col)))
    };
    for row in 0..rows {
        for col in 0..cols {
            let number = puzzle.number(row, col);
            if number.is_none() {
                continue;
            }
            let fill = if is_highlighted(row, col) { ISLAND_HIGHLIGHT } else { "#ffffff" };
            canvas.circle((row as f64 + 0.5, col as f64 + 0.5), 0.4, fill, INK);
            canvas.value(row, col, INK, false, &number_text(number));
        }
    }
    canvas.finish()
}

/// What a place of the drawing centred at `centre` holds: a piece of one bridge or of
/// two, along the row or the column, a dot where it is proved empty, or nothing.
fn bridge(canvas: &mut Canvas, (r, c): (f64, f64), value: &str, tone: Tone) {
    let (across, count) = match value {
        "-" | "─" => (true, 1),
        "=" | "═" => (true, 2),
        "|" | "│" => (false, 1),
        "\"" | "║" => (false, 2),
        _ if tone == Tone::Forced => {
            canvas.circle((r, c), 0.05, tone.color(), "none");
            return;
        }
        _ => return,
    };
    let offsets: &[f64] = if count == 1 { &[0.0] } else { &[-DOUBLE_GAP, DOUBLE_GAP] };
    for &d in offsets {
        let (from, to) = match across {
            true => ((r + d, c - 0.5), (r + d, c + 0.5)),
            false => ((r - 0.5, c + d), (r + 0.5, c + d)),
        };
        canvas.line(from, to, tone.color(), BRIDGE_WIDTH);
    }
}
