//! Killer Sudoku: the Sudoku, and each cage as a dashed outline just inside its cells
//! with its sum in the corner of its first cell.

use crate::canvas::{Canvas, INK};
use crate::{sudoku, Values};
use puzzle_ir::killer::{Cage, Killer};
use puzzle_ir::Clue;
use std::collections::HashSet;

/// How far the outline keeps from the cell borders, in cells.
const INSET: f64 = 0.08;

/// The picture of a Killer Sudoku.
pub fn draw(killer: &Killer, values: &Values, highlighted: &[Clue]) -> String {
    let n = killer.size() as f64;
    let mut canvas = Canvas::new(n, n);
    for clue in highlighted {
        if let Clue::Region { row, col, .. } = *clue {
            let cage = killer.cage_index(row, col).map(|i| &killer.cages()[i]);
            for &(row, col) in cage.map_or(&[][..], |c| &c.cells[..]) {
                canvas.fill(row as f64, col as f64, 1.0, 1.0, crate::HIGHLIGHT);
            }
        }
    }
    sudoku::board(&mut canvas, killer.sudoku(), values, highlighted);
    for cage in killer.cages() {
        outline(&mut canvas, cage);
    }
    canvas.finish()
}

/// The dashed outline of a cage and its sum.
fn outline(canvas: &mut Canvas, cage: &Cage) {
    let cells: HashSet<(usize, usize)> = cage.cells.iter().copied().collect();
    let inside = |r: isize, c: isize| r >= 0 && c >= 0 && cells.contains(&(r as usize, c as usize));
    for &(row, col) in &cage.cells {
        let (r, c) = (row as isize, col as isize);
        let (top, left) = (row as f64, col as f64);
        let (bottom, right) = (top + 1.0, left + 1.0);
        // Each side that borders another cage, shortened at corners where the cage
        // does not continue.
        let from_left = if inside(r, c - 1) { left } else { left + INSET };
        let to_right = if inside(r, c + 1) {
            right
        } else {
            right - INSET
        };
        let from_top = if inside(r - 1, c) { top } else { top + INSET };
        let to_bottom = if inside(r + 1, c) {
            bottom
        } else {
            bottom - INSET
        };
        if !inside(r - 1, c) {
            canvas.dashed((top + INSET, from_left), (top + INSET, to_right), INK);
        }
        if !inside(r + 1, c) {
            canvas.dashed((bottom - INSET, from_left), (bottom - INSET, to_right), INK);
        }
        if !inside(r, c - 1) {
            canvas.dashed((from_top, left + INSET), (to_bottom, left + INSET), INK);
        }
        if !inside(r, c + 1) {
            canvas.dashed((from_top, right - INSET), (to_bottom, right - INSET), INK);
        }
    }
    if let Some(&(row, col)) = cage.cells.first() {
        let at = (row as f64 + 0.24, col as f64 + 0.26);
        canvas.text(at, 0.26, INK, false, &cage.sum.to_string());
    }
}
