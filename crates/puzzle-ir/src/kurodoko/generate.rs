//! Random Kurodokos: a random shading that keeps the rules, and one unshaded cell in
//! five numbered with what it sees (the generator adds, of the numbers that
//! [`every_number`] reads off the shading, those it needs for one answer).
//!
//! The shading visits the cells in random order and shades each, with even odds, when
//! no neighbour is shaded and the unshaded cells stay connected; a corner is shaded
//! first, so that some cell always is.

use super::{Kurodoko, KurodokoAnswer};
use crate::grid::Grid;
use crate::sight::Sight;
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
    let blank = Kurodoko::new(rows, cols, vec![None; grid.len()]).expect("a grid of cells");
    let every = every_number(&blank, &KurodokoAnswer::new(&blank, &shaded));
    let numbers = (every.numbers().iter())
        .map(|&n| n.filter(|_| rng.random_ratio(1, NUMBERED)))
        .collect();
    let puzzle = Kurodoko::new(rows, cols, numbers).expect("numbers of a grid");
    let answer = KurodokoAnswer::new(&puzzle, &shaded);
    (puzzle, answer)
}

/// `puzzle` with every unshaded cell of `answer` numbered with the cells it sees.
pub fn every_number(puzzle: &Kurodoko, answer: &KurodokoAnswer) -> Kurodoko {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let shaded = answer.cells();
    let sight = Sight::new(grid, |i| !shaded[i]);
    let numbers = (0..grid.len())
        .map(|i| {
            let across = sight.across(i)?.len();
            let down = sight.down(i)?.len();
            Some((across + down - 1) as u32)
        })
        .collect();
    Kurodoko::new(puzzle.rows(), puzzle.cols(), numbers).expect("views fit the numbers")
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

