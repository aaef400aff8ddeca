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
    (every_clue(&answer), answer)
}

/// The puzzle with every row and column clued, read off `answer`.
pub fn every_clue(answer: &KakurasuAnswer) -> Kakurasu {
    let row_clues = (0..answer.rows())
        .map(|r| Some(row_weight(answer, r)))
        .collect();
    let col_clues = (0..answer.cols())
        .map(|c| Some(col_weight(answer, c)))
        .collect();
    Kakurasu::new(row_clues, col_clues).expect("the grid is not empty")
}

/// What row `row` of `answer` weighs.
fn row_weight(answer: &KakurasuAnswer, row: usize) -> u64 {
    weight((0..answer.cols()).map(|c| answer.is_black(row, c)))
}

/// What column `col` of `answer` weighs.
fn col_weight(answer: &KakurasuAnswer, col: usize) -> u64 {
    weight((0..answer.rows()).map(|r| answer.is_black(r, col)))
}

/// The weight of a line of cells: each black cell counts its 1-based position.
fn weight(black: impl Iterator<Item = bool>) -> u64 {
    (1..).zip(black).filter(|&(_, b)| b).map(|(w, _)| w).sum()
}

/// `answer` with the cell at (`row`, `col`) flipped, and `puzzle` with the clues of its
/// row and column (those it has) read off the flipped answer: any answer that agreed with
/// `answer` on that cell's lines but differed at the cell now breaks a clue.
///
/// ```
/// use puzzle_ir::kakurasu::{check, generate};
/// use rand::SeedableRng;
/// let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
/// let (puzzle, answer) = generate::random_puzzle(5, 5, 0.5, &mut rng);
/// let (flipped, changed) = generate::flipped(&puzzle, &answer, 2, 3);
/// assert_ne!(answer.is_black(2, 3), changed.is_black(2, 3));
/// assert!(check(&flipped, &changed).is_ok());
/// ```
pub fn flipped(
    puzzle: &Kakurasu,
    answer: &KakurasuAnswer,
    row: usize,
    col: usize,
) -> (Kakurasu, KakurasuAnswer) {
    let mut black = answer.cells().to_vec();
    black[row * answer.cols() + col] ^= true;
    let answer = KakurasuAnswer::new(answer.rows(), answer.cols(), black);
    let mut rows = puzzle.row_clues().to_vec();
    let mut cols = puzzle.col_clues().to_vec();
    if rows[row].is_some() {
        rows[row] = Some(row_weight(&answer, row));
    }
    if cols[col].is_some() {
        cols[col] = Some(col_weight(&answer, col));
    }
    let puzzle = Kakurasu::new(rows, cols).expect("the grid is not empty");
    (puzzle, answer)
}
