//! Random Kakurasu puzzles with a known answer, for property tests and benchmark sets of
//! any size: shade each cell at random, then read every clue off the shading, so the
//! shading is an answer by construction (not necessarily the only one).
//!
//! ```
//! use puzzle_ir::kakurasu::{check, generate};
//! use rand::SeedableRng;
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
//! let (puzzle, solution) = generate::random_puzzle(5, 8, 0.5, &mut rng);
//! assert_eq!((puzzle.rows(), puzzle.cols()), (5, 8));
//! assert!(check(&puzzle, &solution).is_ok());
//! ```

use super::{Kakurasu, KakurasuAnswer};
use rand::Rng;

/// A `rows` x `cols` puzzle (all clues present) whose cells were each black with
/// probability `density`, and that shading as its answer.
///
/// Panics when `rows` or `cols` is 0 or `density` is outside 0..=1: these are the
/// caller's mistakes, not input.
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    density: f64,
    rng: &mut impl Rng,
) -> (Kakurasu, KakurasuAnswer) {
    assert!(rows > 0 && cols > 0, "a grid needs at least one cell");
    let black: Vec<bool> = (0..rows * cols).map(|_| rng.random_bool(density)).collect();
    let answer = KakurasuAnswer::new(rows, cols, black);
    // 1-based weights: a black cell counts its column number in its row, and its row
    // number in its column.
    let weight = |positions: &mut dyn Iterator<Item = usize>| -> u64 {
        positions.map(|i| i as u64 + 1).sum()
    };
    let row_clues = (0..rows)
        .map(|r| Some(weight(&mut (0..cols).filter(|&c| answer.is_black(r, c)))))
        .collect();
    let col_clues = (0..cols)
        .map(|c| Some(weight(&mut (0..rows).filter(|&r| answer.is_black(r, c)))))
        .collect();
    let puzzle = Kakurasu::new(row_clues, col_clues).expect("the grid is not empty");
    (puzzle, answer)
}
