//! Shakashaka: black squares (numbers in white), and the answer's triangles as black
//! half squares with the right angle in their corner.

use crate::canvas::{Canvas, INK};
use crate::{Tone, Values};
use puzzle_ir::shakashaka::{Corner, Shakashaka, Square};
use puzzle_ir::Clue;

/// A highlighted number's square (dark, so that the white number stays legible).
const NUMBER_HIGHLIGHT: &str = "#d62728";

/// The picture of a Shakashaka.
pub fn draw(puzzle: &Shakashaka, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    let is_highlighted = |row, col| {
        highlighted
            .iter()
            .any(|c| matches!(*c, Clue::Number { row: r, col: k, .. } if (r, k) == (row, col)))
    };
    for row in 0..rows {
        for col in 0..cols {
            let (r, c) = (row as f64, col as f64);
            match puzzle.square(row, col) {
                Square::White => white(&mut canvas, row, col, values.get(row, col)),
                Square::Black => canvas.fill(r, c, 1.0, 1.0, INK),
                Square::Number(n) => {
                    let fill = if is_highlighted(row, col) {
                        NUMBER_HIGHLIGHT
                    } else {
                        INK
                    };
                    canvas.fill(r, c, 1.0, 1.0, fill);
                    canvas.value(row, col, "#ffffff", true, &n.to_string());
                }
            }
        }
    }
    canvas.grid((0, 0), rows, cols);
    canvas.finish()
}

/// A white square's value: a triangle, or for a square forced to stay white a dot.
fn white(canvas: &mut Canvas, row: usize, col: usize, value: Option<(&str, Tone)>) {
    let Some((value, tone)) = value else {
        return;
    };
    let (r, c) = (row as f64, col as f64);
    let corner = value.chars().next().and_then(Corner::from_glyph);
    let color = match tone {
        Tone::Answer => INK,
        Tone::Forced => crate::FORCED,
    };
    match corner {
        Some(corner) => canvas.polygon(&triangle(corner, r, c), color),
        None if tone == Tone::Forced => canvas.circle((r + 0.5, c + 0.5), 0.08, color, "none"),
        None => {}
    }
}

/// The black half of the square at (`r`, `c`) whose right angle is at `corner`.
fn triangle(corner: Corner, r: f64, c: f64) -> [(f64, f64); 3] {
    let (top, left, bottom, right) = (r, c, r + 1.0, c + 1.0);
    match corner {
        Corner::TopLeft => [(top, left), (top, right), (bottom, left)],
        Corner::TopRight => [(top, left), (top, right), (bottom, right)],
        Corner::BottomLeft => [(top, left), (bottom, left), (bottom, right)],
        Corner::BottomRight => [(top, right), (bottom, right), (bottom, left)],
    }
}
