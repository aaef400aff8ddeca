//! Random Slitherlinks: a random loop, grown as the border of a random set of cells, and
//! the number of every cell read off it.
//!
//! The set starts as one random cell; a random cell beside it joins whenever the border
//! stays one loop (the independent checker decides), until every cell has been tried a
//! few times. The border of a set of cells is a loop exactly when the checker accepts
//! it, so no other rule is needed here.

use super::{check, Number, Slitherlink, SlitherlinkAnswer, MAX_CLUE};
use crate::lines::Region;
use rand::rngs::SmallRng;

/// A random loop on a `rows` x `cols` grid (both at least 1) and the puzzle with every
/// cell numbered from it.
pub fn random_puzzle(
    rows: usize,
    cols: usize,
    rng: &mut SmallRng,
) -> (Slitherlink, SlitherlinkAnswer) {
    let blank =
        Slitherlink::new(rows, cols, vec![None; rows * cols]).expect("a grid of at least 1x1");
    let region = Region::grow((rows + 1, cols + 1), rng, |edges| {
        check(
            &blank,
            &SlitherlinkAnswer::with_edges(&blank, edges.clone()),
        )
        .is_ok()
    });
    every_number(&SlitherlinkAnswer::with_edges(&blank, region.border()))
}

/// The puzzle with every cell numbered from `answer` (but for a cell the loop goes all
/// around: 4 is no Slitherlink number), and `answer` with those numbers.
pub fn every_number(answer: &SlitherlinkAnswer) -> (Slitherlink, SlitherlinkAnswer) {
    let (rows, cols) = (answer.rows(), answer.cols());
    let clues = (0..rows * cols)
        .map(|i| {
            let lines = answer.edges().around(i / cols, i % cols) as u8;
            Some(Number::Known(lines)).filter(|_| lines <= MAX_CLUE)
        })
        .collect();
    let puzzle = Slitherlink::new(rows, cols, clues).expect("numbers of at most MAX_CLUE");
    let answer = answer.redrawn(&puzzle);
    (puzzle, answer)
}
