//! Random puzzles made from random full grids: for tests (property tests need valid grids
//! of any size) and for benchmark sets larger than any published collection.
//!
//! ```
//! use puzzle_ir::sudoku::{check, generate, SudokuAnswer};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let (puzzle, solution) = generate::random_puzzle(6, 2, 3, 0.5, &mut rng);
//! assert!(check(&puzzle, &solution).is_ok());
//! ```

use super::{Sudoku, SudokuAnswer};
use rand::seq::SliceRandom;
use rand::Rng;

/// A uniformly shuffled member of the family of grids reachable from the shifted pattern
/// by relabelling values and permuting rows within bands, bands, columns within stacks
/// and stacks: always a valid grid, cheap for any N.
pub fn random_grid(size: usize, box_rows: usize, box_cols: usize, rng: &mut impl Rng) -> Vec<u32> {
    assert_eq!(box_rows * box_cols, size, "boxes must tile the grid");
    let mut labels: Vec<u32> = (1..=size as u32).collect();
    labels.shuffle(rng);
    let rows = shuffled_lines(box_cols, box_rows, rng);
    let cols = shuffled_lines(box_rows, box_cols, rng);
    let mut grid = Vec::with_capacity(size * size);
    for &r in &rows {
        for &c in &cols {
            let pattern = (box_cols * (r % box_rows) + r / box_rows + c) % size;
            grid.push(labels[pattern]);
        }
    }
    grid
}

/// A random order of `groups * width` lines that keeps each group of `width` lines together.
fn shuffled_lines(groups: usize, width: usize, rng: &mut impl Rng) -> Vec<usize> {
    let mut order: Vec<usize> = (0..groups).collect();
    order.shuffle(rng);
    order
        .into_iter()
        .flat_map(|group| {
            let mut inner: Vec<usize> = (group * width..(group + 1) * width).collect();
            inner.shuffle(rng);
            inner
        })
        .collect()
}

/// A classic puzzle with each cell of a random grid blanked with probability `blank`,
/// and that grid as its known solution.
pub fn random_puzzle(
    size: usize,
    box_rows: usize,
    box_cols: usize,
    blank: f64,
    rng: &mut impl Rng,
) -> (Sudoku, SudokuAnswer) {
    let grid = random_grid(size, box_rows, box_cols, rng);
    let givens = grid
        .iter()
        .map(|&v| (!rng.random_bool(blank)).then_some(v))
        .collect();
    let puzzle = Sudoku::new(size, box_rows, box_cols, givens).expect("generated shape is valid");
    let solution = SudokuAnswer::new(&puzzle, grid);
    (puzzle, solution)
}
