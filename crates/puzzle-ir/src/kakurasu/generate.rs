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

/// The density a `rows` x `cols` grid is generated at when none is asked for: the
/// Kakurasu study's 0.85, or the least density above it (in steps of 0.01) at which a
/// random grid is expected to have at most `2^-(cells/20)` answers by
/// [`log2_expected_answers`]: 0.85 up to 18x18, 0.87 at 20x20, 0.90 at 25x25, 0.93 at
/// 30x30. Larger grids need the wider margin: the solver's search for a second answer
/// grows with the grid. At 0.85 no seed of 25x25 or 30x30 finished within a minute; at
/// these densities every seed tried did
/// (docs/experiments/2026-11-26-figures-from-code-comments.md, "Kakurasu default
/// densities").
///
/// ```
/// use puzzle_ir::kakurasu::generate::default_density;
/// assert_eq!(default_density(10, 10), 0.85);
/// assert_eq!(default_density(25, 25), 0.9);
/// assert_eq!(default_density(30, 30), 0.93);
/// assert!(default_density(20, 40) > 0.85);
/// ```
pub fn default_density(rows: usize, cols: usize) -> f64 {
    let most_answers = -((rows * cols) as f64) / 20.0;
    (85..=99)
        .map(|percent| f64::from(percent) / 100.0)
        .find(|&density| log2_expected_answers(rows, cols, density) <= most_answers)
        .unwrap_or(0.99)
}

/// The base-2 logarithm of how many answers a random `rows` x `cols` puzzle at
/// `density` is expected to have (a first-moment estimate, good for comparing sizes and
/// densities, not for one grid): the bits of a random shading, `rows·cols·H(density)`,
/// less the bits its clues pin down. A clue is a sum of independent weighted cells, about
/// normal with variance `density·(1 − density)·Σ w²`, so it carries about
/// `log2(√(2πe)·σ)` bits.
///
/// ```
/// use puzzle_ir::kakurasu::generate::log2_expected_answers;
/// assert!(log2_expected_answers(10, 10, 0.85) < 0.0);
/// assert!(log2_expected_answers(30, 30, 0.85) > 100.0);
/// ```
pub fn log2_expected_answers(rows: usize, cols: usize, density: f64) -> f64 {
    let p = density.clamp(1e-9, 1.0 - 1e-9);
    let entropy = -p * p.log2() - (1.0 - p) * (1.0 - p).log2();
    let clue_bits = |len: usize| {
        let squares: f64 = (1..=len).map(|w| (w * w) as f64).sum();
        let sigma = (p * (1.0 - p) * squares).sqrt();
        ((std::f64::consts::TAU * std::f64::consts::E).sqrt() * sigma).log2()
    };
    (rows * cols) as f64 * entropy - rows as f64 * clue_bits(cols) - cols as f64 * clue_bits(rows)
}

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
    weight((0..answer.cols()).map(|c| answer.is_shaded(row, c)))
}

/// What column `col` of `answer` weighs.
fn col_weight(answer: &KakurasuAnswer, col: usize) -> u64 {
    weight((0..answer.rows()).map(|r| answer.is_shaded(r, col)))
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
/// assert_ne!(answer.is_shaded(2, 3), changed.is_shaded(2, 3));
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
