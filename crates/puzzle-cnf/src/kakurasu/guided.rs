//! Guesses for large grids: cells to settle before encoding, taken from a local search
//! ([`super::search`]), so that the SAT solver decides only a small block of the grid.
//!
//! A guess is only a restriction: an encoding with the guessed cells fixed has a model
//! only if the puzzle has an answer that agrees with them, and every such model is an
//! answer of the whole puzzle (all clues stay encoded). A restriction without a model
//! says nothing about the puzzle; the caller then tries the next guess and finally the
//! unrestricted encoding, so "no answer" verdicts stay exact.
//!
//! Each round walks from a new seed and leaves open the block where the first k rows
//! and columns, together with the lines the walk left broken, cross: the corner's small
//! weights make its sums easy to adjust, and line reasoning over the rest usually
//! refutes a hopeless block in microseconds. The block grows over a round's guesses (see
//! `CORNERS`). On the bundled 30x30 to 100x100 random grids a round succeeds about half
//! the time at density 0.5 and more rarely at 0.85 (1 in 6 walks on the 30x30), hence
//! `ROUNDS` walks.

use super::{lines, search};
use puzzle_ir::kakurasu::Kakurasu;

/// Below this many cells left open by line reasoning the plain encoding is fast (the
/// largest bundled published puzzles are 21x21), and guessing would only cost time.
pub const MIN_OPEN: usize = 600;

/// Walks tried before giving up on guessing.
const ROUNDS: u64 = 16;

/// Flips per walk: a 100x100 walk stops improving within about 100,000; the rest lowers
/// the error of the smaller grids' walks, so that smaller blocks do.
const STEPS: u64 = 400_000;

/// The sizes of the open corner block tried after each walk, smallest first: a block
/// without an answer is usually refuted at once (by line reasoning), while the solver's
/// time on a block with one grows quickly with its size, so every size is tried on the way.
/// Past 16 lines a block can take the solver longer than new walks take to succeed
/// (docs/experiments/2026-11-26-figures-from-code-comments.md, "Kakurasu guided corner
/// blocks").
const CORNERS: std::ops::RangeInclusive<usize> = 10..=16;

/// The guesses for `puzzle`, or `None` when guessing does not pay (few open cells after
/// line reasoning, or a clue line reasoning shows unreachable: the plain encoding
/// reports that).
pub fn guesses(puzzle: &Kakurasu) -> Option<impl Iterator<Item = Vec<Option<bool>>> + '_> {
    if puzzle.rows() * puzzle.cols() < MIN_OPEN {
        return None; // before line reasoning, which the plain encoding repeats
    }
    let settled = lines::settle(puzzle).ok()?;
    if settled.iter().filter(|s| s.is_none()).count() < MIN_OPEN {
        return None;
    }
    let rounds = (0..ROUNDS).flat_map(move |seed| {
        let walked = search::walk(puzzle, &settled, STEPS, seed);
        let exact = walked.error == 0;
        let blocks: Vec<usize> = if exact { vec![0] } else { CORNERS.collect() };
        blocks
            .into_iter()
            .map(move |k| open_block(puzzle, &walked, k))
    });
    Some(rounds)
}

/// The walk's grid with the cells of the block open: rows and columns below `k`, or
/// broken by the walk, crossed.
fn open_block(puzzle: &Kakurasu, walked: &search::Walked, k: usize) -> Vec<Option<bool>> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let open_row = |r: usize| r < k || walked.broken[r];
    let open_col = |c: usize| c < k || walked.broken[rows + c];
    (0..rows * cols)
        .map(|i| (!(open_row(i / cols) && open_col(i % cols))).then_some(walked.black[i]))
        .collect()
}
