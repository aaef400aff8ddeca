//! Tapa: each clue's numbers placed in its cell as on paper (one centred, two on a
//! diagonal, three in a triangle, four in the corners), the answer's shaded cells in
//! black, an unshaded cell a small dot; a cell proved shaded (`hint`) is filled in the
//! colour of forced cells, one proved unshaded is dotted in that colour.

use crate::canvas::{Canvas, HIGHLIGHT, INK};
use crate::{Tone, Values};
use puzzle_ir::tapa::Tapa;
use puzzle_ir::Clue;

/// Where the numbers of a clue of one to four numbers sit, as offsets from the cell's
/// upper left corner, and their size, in cells.
fn layout(count: usize) -> (&'static [(f64, f64)], f64) {
    match count {
        1 => (&[(0.5, 0.5)], 0.62),
        2 => (&[(0.32, 0.32), (0.68, 0.68)], 0.4),
        3 => (&[(0.28, 0.3), (0.28, 0.7), (0.72, 0.5)], 0.36),
        _ => (&[(0.27, 0.27), (0.27, 0.73), (0.73, 0.27), (0.73, 0.73)], 0.34),
    }
}

/// The picture of a Tapa.
pub fn draw(puzzle: &Tapa, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    for clue in highlighted {
        if let Clue::Number { row, col, .. } = *clue {
            canvas.fill(row as f64, col as f64, 1.0, 1.0, HIGHLIGHT);
        }
    }
    for (row, col) in (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c))) {
        let (top, left) = (row as f64, col as f64);
        match (puzzle.clue(row, col), values.get(row, col)) {
            (Some(clue), _) => {
                let (places, size) = layout(clue.numbers().len());
                for (&(dy, dx), number) in places.iter().zip(clue.numbers()) {
                    let text = number.map_or("?".to_owned(), |n| n.to_string());
                    canvas.text((top + dy, left + dx), size, INK, false, &text);
                }
            }
            (None, Some(("#", Tone::Forced))) => canvas.fill(top, left, 1.0, 1.0, Tone::Forced.color()),
            (None, Some(("#", Tone::Answer))) => canvas.fill(top, left, 1.0, 1.0, INK),
            (None, Some((_, tone))) => canvas.circle((top + 0.5, left + 0.5), 0.08, tone.color(), "none"),
            (None, None) => {}
        }
    }
    canvas.grid((0, 0), rows, cols);
    canvas.finish()
}
