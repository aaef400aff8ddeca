//! Random Kurodokos: a random shading that keeps the rules, and one unshaded cell in
//! five numbered with what it sees (the generator adds, of the numbers that
//! [`every_number`] reads off the shading, those it needs for one answer).
//!
//! The shading visits the cells in random order and shades each, with even odds, when
//! no neighbour is shaded and the unshaded cells stay connected; a corner is shaded
//! first, so that some cell always is.

use super::{Kurodoko, KurodokoAnswer};
use crate::grid::Grid;
pub use crate::seen_numbers::every_number;
use crate::seen_numbers;
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

/// How many unshaded cells get a number at first, one in this many.
const NUMBERED: u32 = 5;

/// A random puzzle on a `rows` x `cols` grid (both at least 1, not both 1) and its
/// answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Kurodoko, KurodokoAnswer) {
    let grid = Grid::new(rows, cols);
    let shaded = random_shading(grid, rng);
    seen_numbers::sample(grid, &shaded, NUMBERED, rng)
}

/// A random shading: no two shaded cells touch, the unshaded cells are connected.
fn random_shading(grid: Grid, rng: &mut SmallRng) -> Vec<bool> {
    let mut shaded = vec![false; grid.len()];
    let corners = [0, grid.cols - 1, grid.len() - grid.cols, grid.len() - 1];
    let first = *corners.choose(rng).expect("four corners");
    let mut order: Vec<usize> = (0..grid.len()).filter(|&i| i != first).collect();
    order.shuffle(rng);
    for cell in std::iter::once(first).chain(order) {
        let alone = grid.neighbours(cell).all(|n| !shaded[n]);
        if !alone || (cell != first && rng.random_bool(0.5)) {
            continue;
        }
        shaded[cell] = true;
        if grid.areas(|i| !shaded[i]).len() != 1 {
            shaded[cell] = false;
        }
    }
    shaded
}

