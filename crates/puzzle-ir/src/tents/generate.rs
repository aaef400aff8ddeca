//! Random Tents: tents placed in random order wherever one touches no other, each with
//! a tree on a random free side, and every row and column counted. The placement is an
//! answer by construction (not necessarily the only one).
//!
//! ```
//! use puzzle_ir::tents::{check, generate};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let (puzzle, answer) = generate::random_puzzle(6, 9, &mut rng);
//! assert_eq!((puzzle.rows(), puzzle.cols()), (6, 9));
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Tents, TentsAnswer};
use crate::grid::Grid;
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};

/// A random puzzle on a `rows` x `cols` grid (both at least 1) with every count given,
/// and its answer.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Tents, TentsAnswer) {
    let grid = Grid::new(rows, cols);
    let (mut trees, mut tents) = (vec![false; grid.len()], vec![false; grid.len()]);
    let mut order: Vec<usize> = (0..grid.len()).collect();
    order.shuffle(rng);
    for cell in order {
        pair_at(grid, cell, &mut trees, &mut tents, rng);
    }
    counted(grid, trees, &tents)
}

/// A tent at `cell` when it fits there, with a tree on a random free side of it;
/// whether one was placed.
fn pair_at(
    grid: Grid,
    cell: usize,
    trees: &mut [bool],
    tents: &mut [bool],
    rng: &mut SmallRng,
) -> bool {
    if !fits(grid, cell, trees, tents) {
        return false;
    }
    let sides: Vec<usize> = (grid.neighbours(cell))
        .filter(|&n| !trees[n] && !tents[n])
        .collect();
    let Some(&tree) = sides.choose(rng) else {
        return false;
    };
    tents[cell] = true;
    trees[tree] = true;
    true
}

/// Whether a tent fits at `cell`: no tree or tent there, and no tent touching it.
fn fits(grid: Grid, cell: usize, trees: &[bool], tents: &[bool]) -> bool {
    let (row, col) = grid.position(cell);
    let near = |n: usize, side: usize| n.saturating_sub(1)..=(n + 1).min(side - 1);
    let touched = near(row, grid.rows)
        .any(|r| near(col, grid.cols).any(|c| tents[grid.index(r, c)]));
    !trees[cell] && !touched
}

/// The puzzle of `trees` with every line counted from `tents`, and its answer.
pub(super) fn counted(grid: Grid, trees: Vec<bool>, tents: &[bool]) -> (Tents, TentsAnswer) {
    let mut counts: Vec<Option<u32>> = (grid.lines())
        .map(|line| Some(line.into_iter().filter(|&i| tents[i]).count() as u32))
        .collect();
    let cols = counts.split_off(grid.rows);
    let rows = counts;
    let puzzle = Tents::new(trees, rows, cols).expect("a grid of at least 1x1");
    let answer = TentsAnswer::new(&puzzle, tents);
    (puzzle, answer)
}

/// `answer` with the empty cell at `cell` made a tree and given a tent on a random free
/// side that touches no other tent, every line counted again; `None` when the cell is no
/// empty cell or no side fits. A second answer with a tent there is ruled out.
pub fn tree_added(
    puzzle: &Tents,
    answer: &TentsAnswer,
    cell: usize,
    rng: &mut SmallRng,
) -> Option<(Tents, TentsAnswer)> {
    let grid = puzzle.shape();
    let mut trees = puzzle.trees().to_vec();
    let mut tents = answer.tents();
    if cell >= grid.len() || trees[cell] || tents[cell] {
        return None;
    }
    let mut sides: Vec<usize> = grid.neighbours(cell).collect();
    sides.shuffle(rng);
    trees[cell] = true;
    let side = sides
        .into_iter()
        .find(|&side| fits(grid, side, &trees, &tents))?;
    tents[side] = true;
    Some(counted(grid, trees, &tents))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tents::check;
    use crate::seeded::seeded_grids;

    #[test]
    fn generated_and_reshaped_answers_keep_the_rules() {
        for (seed, mut rng, rows, cols) in seeded_grids(20, 6, 3) {
            let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
            assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
            for cell in 0..rows * cols {
                if let Some((puzzle, answer)) = tree_added(&puzzle, &answer, cell, &mut rng) {
                    assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed} cell {cell}");
                }
            }
        }
    }
}
