//! Random Nurikabes: a random wall, and each island numbered with its size at a random
//! cell of it.
//!
//! The wall starts as the whole grid; each cell in random order leaves it whenever the
//! wall stays connected and the island the cell joins stays within `MAX_ISLAND`
//! cells, in a few rounds. What is left must also have no 2x2 block (the independent
//! checker decides); a wall that has one is drawn again.

use super::{check, Nurikabe, NurikabeAnswer};
use crate::grid::Grid;
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};

/// How many times the wall tries each cell.
const ROUNDS: usize = 3;

/// The largest island drawn: larger ones make for few, loose clues.
const MAX_ISLAND: usize = 9;

/// How many walls are drawn before giving up.
const ATTEMPTS: usize = 100;

/// A random puzzle on a `rows` x `cols` grid (both at least 1) and its answer, or `None`
/// when no wall without a 2x2 block was drawn.
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    rng: &mut SmallRng,
) -> Option<(Nurikabe, NurikabeAnswer)> {
    (0..ATTEMPTS).find_map(|_| {
        let shaded = random_wall(rows, cols, rng);
        let mut numbers = vec![None; rows * cols];
        for island in Grid::new(rows, cols).areas(|i| !shaded[i]) {
            let &cell = island.choose(rng).expect("an island has a cell");
            numbers[cell] = Some(island.len() as u32);
        }
        let puzzle = Nurikabe::new(rows, cols, numbers).expect("islands of at most MAX_ISLAND");
        let answer = NurikabeAnswer::new(&puzzle, &shaded);
        check(&puzzle, &answer).is_ok().then_some((puzzle, answer))
    })
}

/// Row-major, true for the wall's cells: connected, its islands small.
fn random_wall(rows: usize, cols: usize, rng: &mut SmallRng) -> Vec<bool> {
    let grid = Grid::new(rows, cols);
    let mut shaded = vec![true; rows * cols];
    for _ in 0..ROUNDS {
        let mut order: Vec<usize> = (0..rows * cols).collect();
        order.shuffle(rng);
        for cell in order {
            if !shaded[cell] {
                continue;
            }
            shaded[cell] = false;
            let walls = grid.areas(|i| shaded[i]);
            let island = grid
                .areas(|i| !shaded[i])
                .into_iter()
                .find(|a| a.binary_search(&cell).is_ok())
                .map_or(0, |a| a.len());
            if walls.len() > 1 || island > MAX_ISLAND {
                shaded[cell] = true;
            }
        }
    }
    shaded
}
