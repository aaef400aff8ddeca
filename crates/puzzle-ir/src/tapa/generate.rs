//! Random Tapas: a random shading that keeps the rules, and one unshaded cell in
//! `CLUED` clued with the runs around it (the generator adds, of the clues that
//! [`every_clue`] reads off the shading, those it needs for one answer).
//!
//! The shading grows from a random cell: the cells next to the shaded area are visited
//! in random order, and each is shaded when that makes no 2x2 block shaded, until none
//! is left, each skipped with odds `SKIP` so that unshaded pockets remain.

use super::check::runs_around;
use super::{RingClue, Tapa, TapaAnswer};
use crate::grid::Grid;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::Rng;

/// How many unshaded cells get a clue at first, one in this many.
const CLUED: u32 = 6;

/// The odds that a cell next to the shaded area is passed over for good.
const SKIP: f64 = 0.3;

/// A random puzzle on a `rows` x `cols` grid (both at least 2) and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Tapa, TapaAnswer) {
    let grid = Grid::new(rows, cols);
    let shaded = random_shading(grid, rng);
    let answer = TapaAnswer::new(rows, cols, shaded);
    let every = every_clue(&answer);
    let clues = (every.clues_by_cell().iter())
        .map(|clue| clue.clone().filter(|_| rng.random_ratio(1, CLUED)))
        .collect();
    (Tapa::new(rows, cols, clues), answer)
}

/// The puzzle that clues every unshaded cell of `answer` with the runs around it.
pub fn every_clue(answer: &TapaAnswer) -> Tapa {
    let grid = Grid::new(answer.rows(), answer.cols());
    let shaded = answer.cells();
    let clues = (0..grid.len())
        .map(|cell| {
            let runs = runs_around(grid, shaded, cell);
            let numbers = match runs.is_empty() {
                true => vec![Some(0)],
                false => runs.iter().map(|&run| Some(run as u8)).collect(),
            };
            (!shaded[cell]).then(|| RingClue::new(numbers).expect("runs fit their ring"))
        })
        .collect();
    Tapa::new(grid.rows, grid.cols, clues)
}

/// A connected shading without a 2x2 block, grown from a random cell.
fn random_shading(grid: Grid, rng: &mut SmallRng) -> Vec<bool> {
    let mut shaded = vec![false; grid.len()];
    let mut passed = vec![false; grid.len()];
    let start = rng.random_range(0..grid.len());
    shaded[start] = true;
    loop {
        let mut edge: Vec<usize> = (0..grid.len())
            .filter(|&i| !shaded[i] && !passed[i] && grid.neighbours(i).any(|n| shaded[n]))
            .collect();
        if edge.is_empty() {
            return shaded;
        }
        edge.shuffle(rng);
        for cell in edge {
            if rng.random_bool(SKIP) || makes_block(grid, &shaded, cell) {
                passed[cell] = true;
            } else {
                shaded[cell] = true;
            }
        }
    }
}

/// Whether shading `cell` completes a 2x2 block of shaded cells.
fn makes_block(grid: Grid, shaded: &[bool], cell: usize) -> bool {
    let (row, col) = grid.position(cell);
    grid.blocks().any(|block| {
        block.contains(&(row, col))
            && block.iter().all(|&(r, c)| (r, c) == (row, col) || shaded[grid.index(r, c)])
    })
}
