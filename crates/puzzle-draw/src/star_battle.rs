//! Star Battle: the grid with thick room borders, the answer's stars, and the star
//! count K under the board (`★ × K`); a cell proved empty (`hint`) is a small dot.

use crate::canvas::{Canvas, ANSWER, INK};
use crate::rooms::room_borders;
use crate::{Tone, Values};
use puzzle_ir::star_battle::StarBattle;
use puzzle_ir::Clue;
use std::f64::consts::PI;

/// The height of the line under the board that states K, in cells.
const FOOTER: f64 = 0.8;

/// The picture of a Star Battle (it has no clues to highlight).
pub fn draw(puzzle: &StarBattle, values: &Values, _highlighted: &[Clue]) -> String {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut canvas = Canvas::new(cols as f64, rows as f64 + FOOTER);
    for (r, c) in (0..rows).flat_map(|r| (0..cols).map(move |c| (r, c))) {
        let centre = (r as f64 + 0.5, c as f64 + 0.5);
        match values.get(r, c) {
            Some(("#", Tone::Answer)) => star(&mut canvas, centre, 0.38, ANSWER),
            Some(("#", Tone::Forced)) => star(&mut canvas, centre, 0.38, crate::FORCED),
            Some((_, Tone::Forced)) => canvas.circle(centre, 0.08, crate::FORCED, "none"),
            _ => {}
        }
    }
    canvas.grid((0, 0), rows, cols);
    room_borders(&mut canvas, puzzle.rooms());
    let footer = (rows as f64 + FOOTER / 2.0 + 0.1, cols as f64 / 2.0);
    canvas.text(footer, 0.45, INK, false, &format!("★ × {}", puzzle.stars()));
    canvas.finish()
}

/// A five-pointed star centred at `centre`, its points `radius` cells out.
fn star(canvas: &mut Canvas, centre: (f64, f64), radius: f64, color: &str) {
    let points: Vec<(f64, f64)> = (0..10)
        .map(|i| {
            let r = if i % 2 == 0 { radius } else { radius * 0.4 };
            let angle = PI * i as f64 / 5.0;
            (centre.0 - r * angle.cos(), centre.1 + r * angle.sin())
        })
        .collect();
    canvas.polygon(&points, color);
}
