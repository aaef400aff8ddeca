//! Random Caves: a random shading that keeps the rules, and one unshaded cell in four
//! numbered with what it sees (the generator adds, of the numbers that
//! [`every_number`](crate::seen_numbers::every_number) reads off the shading, those it
//! needs for one answer).
//!
//! The shading grows from a corner: a few times over, the cells are visited in random
//! order and each is shaded, with even odds, when it lies on the border or next to a
//! shaded cell (so every shaded cell reaches the border) and the unshaded cells stay one
//! area.

use super::{Cave, CaveAnswer};
use crate::grid::Grid;
use crate::seen_numbers;
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

/// How many unshaded cells get a number at first, one in this many.
const NUMBERED: u32 = 4;

/// How many times the shading visits every cell.
const PASSES: usize = 3;

/// A random puzzle on a `rows` x `cols` grid (both at least 1, not both 1) and its
/// answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Cave, CaveAnswer) {
    let grid = Grid::new(rows, cols);
    let shaded = random_shading(grid, rng);
    seen_numbers::sample(grid, &shaded, NUMBERED, rng)
}

/// A random shading: every shaded cell reaches the border through shaded cells, the
/// unshaded cells are one area, a corner is shaded.
fn random_shading(grid: Grid, rng: &mut SmallRng) -> Vec<bool> {
    let mut shaded = vec![false; grid.len()];
    let corners = [0, grid.cols - 1, grid.len() - grid.cols, grid.len() - 1];
    shaded[*corners.choose(rng).expect("four corners")] = true;
    let mut order: Vec<usize> = (0..grid.len()).collect();
    for _ in 0..PASSES {
        order.shuffle(rng);
        for &cell in &order {
            let (row, col) = grid.position(cell);
            let on_border = row == 0 || col == 0 || row + 1 == grid.rows || col + 1 == grid.cols;
            let held = on_border || grid.neighbours(cell).any(|n| shaded[n]);
            if shaded[cell] || !held || rng.random_bool(0.5) {
                continue;
            }
            shaded[cell] = true;
            if grid.areas(|i| !shaded[i]).len() != 1 {
                shaded[cell] = false;
            }
        }
    }
    shaded
}
