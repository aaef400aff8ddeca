//! Kurodoko: the numbers circled in their cells (`?` an unknown one), the answer's
//! shaded cells in black, an unshaded cell a small dot; a cell proved shaded (`hint`) is
//! filled in the colour of forced cells, one proved unshaded is dotted in that colour.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::{Tone, Values};
use puzzle_ir::kurodoko::Kurodoko;
use puzzle_ir::shading::number_text;
use puzzle_ir::Clue;

/// The picture of a Kurodoko.
pub fn draw(puzzle: &Kurodoko, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    let marked = |row, col| {
        let at = |clue: &Clue| matches!(*clue, Clue::Number { row: r, col: c, .. } if (r, c) == (row, col));
        highlighted.iter().any(at)
    };
    for (row, col) in (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c))) {
        let (top, left) = (row as f64, col as f64);
        if let Some(number) = puzzle.number(row, col) {
            if marked(row, col) {
                canvas.fill(top, left, 1.0, 1.0, HIGHLIGHT);
            }
            canvas.circle((top + 0.5, left + 0.5), 0.42, "none", INK);
            canvas.value(row, col, INK, false, &number_text(Some(number)));
            continue;
        }
        match values.get(row, col) {
            Some(("#", tone)) => {
                let fill = if tone == Tone::Forced { tone.color() } else { INK };
                canvas.fill(top, left, 1.0, 1.0, fill);
            }
            Some((_, tone)) => canvas.circle((top + 0.5, left + 0.5), 0.08, tone.color(), "none"),
            None => {}
        }
    }
    canvas.grid((0, 0), rows, cols);
    canvas.finish()
}
