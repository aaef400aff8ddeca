//! Numbers in cells on a shading (Kurodoko, Cave): the numbers in their cells, circled
//! or plain (`?` an unknown one), a number's cell on the highlight colour when its clue
//! is highlighted; the answer's shaded cells in black, an unshaded cell a small dot; a
//! cell proved shaded (`hint`) is filled in the colour of forced cells, one proved
//! unshaded is dotted in that colour.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::{Tone, Values};
use puzzle_ir::shading::{number_text, NumberGrid};
use puzzle_ir::Clue;

/// How the numbers are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Numbers {
    /// In a circle (Kurodoko).
    Circled,
    /// In bold, without a circle (Cave).
    Plain,
}

/// The picture of a puzzle of `numbers` with its numbers written as `style` says.
pub(crate) fn draw(
    numbers: &NumberGrid,
    style: Numbers,
    values: &Values,
    highlighted: &[Clue],
) -> String {
    let (rows, cols) = (numbers.rows(), numbers.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    let marked = |row, col| {
        let at = |clue: &Clue| matches!(*clue, Clue::Number { row: r, col: c, .. } if (r, c) == (row, col));
        highlighted.iter().any(at)
    };
    for (row, col) in (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c))) {
        let (top, left) = (row as f64, col as f64);
        if let Some(number) = numbers.number(row, col) {
            if marked(row, col) {
                canvas.fill(top, left, 1.0, 1.0, HIGHLIGHT);
            }
            if style == Numbers::Circled {
                canvas.circle((top + 0.5, left + 0.5), 0.42, "none", INK);
            }
            let bold = style == Numbers::Plain;
            canvas.value(row, col, INK, bold, &number_text(Some(number)));
            continue;
        }
        match values.get(row, col) {
            Some(("#", tone)) => {
                let fill = if tone == Tone::Forced {
                    tone.color()
                } else {
                    INK
                };
                canvas.fill(top, left, 1.0, 1.0, fill);
            }
            Some((_, tone)) => canvas.circle((top + 0.5, left + 0.5), 0.08, tone.color(), "none"),
            None => {}
        }
    }
    canvas.grid((0, 0), rows, cols);
    canvas.finish()
}
