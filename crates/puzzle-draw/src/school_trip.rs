//! School Trip: pillars as black cells (their numbers in white), aisles in grey, and
//! each futon as an outline over its two cells, drawn from its foot, with its pillow as
//! a small square.

use crate::canvas::{Canvas, INK, LIGHT};
use crate::{Tone, Values};
use puzzle_ir::school_trip::{Cell, SchoolTrip, Side};
use puzzle_ir::small_number::Number;
use puzzle_ir::Clue;

/// A highlighted pillar (dark, so that the white number stays legible).
const PILLAR_HIGHLIGHT: &str = "#d62728";

/// The inset of a futon's outline from its cells' sides.
const INSET: f64 = 0.1;

/// The picture of a School Trip puzzle.
pub fn draw(puzzle: &SchoolTrip, values: &Values, highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64);
    let lit = |row, col| {
        (highlighted.iter())
            .any(|c| matches!(*c, Clue::Number { row: r, col: k, .. } if (r, k) == (row, col)))
    };
    for (cell, pillar) in puzzle.pillars().iter().enumerate() {
        let (row, col) = (cell / cols, cell % cols);
        if let Some(number) = pillar {
            let fill = if lit(row, col) { PILLAR_HIGHLIGHT } else { INK };
            canvas.fill(row as f64, col as f64, 1.0, 1.0, fill);
            canvas.value(row, col, "#ffffff", true, &Number::text(Some(*number)).to_string());
        } else if let Some((value, tone)) = values.get(row, col) {
            half(&mut canvas, (row, col), Cell::from_symbol(value).ok(), tone);
        }
    }
    canvas.grid((0, 0), rows, cols);
    canvas.finish()
}

/// An aisle, a pillow or a foot (with its futon's outline) at (`row`, `col`).
fn half(canvas: &mut Canvas, (row, col): (usize, usize), cell: Option<Cell>, tone: Tone) {
    let (r, c) = (row as f64, col as f64);
    let color = match tone {
        Tone::Answer => INK,
        Tone::Forced => crate::FORCED,
    };
    match cell {
        Some(Cell::Aisle) => {
            let fill = if tone == Tone::Forced { crate::FORCED } else { LIGHT };
            canvas.fill(r, c, 1.0, 1.0, fill);
        }
        Some(Cell::Pillow) => outline(canvas, (r + 0.3, c + 0.3), (r + 0.7, c + 0.7), color),
        Some(Cell::Foot(Some(side))) => {
            let (dr, dc) = match side {
                Side::Up => (-1.0, 0.0),
                Side::Down => (1.0, 0.0),
                Side::Left => (0.0, -1.0),
                Side::Right => (0.0, 1.0),
            };
            let (top, left) = (r.min(r + dr) + INSET, c.min(c + dc) + INSET);
            let (bottom, right) = (r.max(r + dr) + 1.0 - INSET, c.max(c + dc) + 1.0 - INSET);
            outline(canvas, (top, left), (bottom, right), color);
        }
        _ => {}
    }
}

/// A rectangle's outline from its top left to its bottom right corner.
fn outline(canvas: &mut Canvas, (top, left): (f64, f64), (bottom, right): (f64, f64), color: &str) {
    let corners = [(top, left), (top, right), (bottom, right), (bottom, left), (top, left)];
    for pair in corners.windows(2) {
        canvas.line(pair[0], pair[1], color, 1.5);
    }
}
