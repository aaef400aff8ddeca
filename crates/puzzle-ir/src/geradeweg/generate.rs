//! Random Geradewegs: a random loop through the cells' centres, grown as the border of a
//! random set of the squares between four centres while the checker accepts it on a
//! grid without numbers, and a number on every cell of the loop that one number
//! describes: where the loop goes straight, the length of its stretch; where it turns
//! on two stretches of one length, that length.
//!
//! A second answer differs at a link; [`moved`] moves the loop there (a square beside
//! the link joins or leaves its inside) and numbers the new loop.

use super::{check, stretch, Geradeweg, GeradewegAnswer, MAX_NUMBER};
use crate::lines::{Edges, Region};
use rand::rngs::SmallRng;

/// A random loop on a `rows` x `cols` grid (both at least 2) and the puzzle with every
/// number the loop allows.
pub fn random_puzzle(rows: usize, cols: usize, rng: &mut SmallRng) -> (Geradeweg, GeradewegAnswer) {
    assert!(rows >= 2 && cols >= 2, "a loop needs at least 2x2 cells");
    let blank = blank(rows, cols);
    let region = Region::grow((rows, cols), rng, |border| is_loop(&blank, border));
    let answer = GeradewegAnswer::with_edges(&blank, region.border());
    (every_number(&answer), answer)
}

/// A grid of `rows` x `cols` cells without numbers.
fn blank(rows: usize, cols: usize) -> Geradeweg {
    Geradeweg::new(rows, cols, vec![None; rows * cols]).expect("a grid of cells")
}

/// Whether `edges` draw one loop: the checker's verdict on a grid without numbers.
fn is_loop(blank: &Geradeweg, edges: &Edges) -> bool {
    check(blank, &GeradewegAnswer::with_edges(blank, edges.clone())).is_ok()
}

/// `answer`'s loop moved at the link at drawing position (`line`, `col`)
/// ([`Region::moved`]), with every number the new loop allows. `None` when (`line`,
/// `col`) is no link or the loop cannot move there.
pub fn moved(
    answer: &GeradewegAnswer,
    line: usize,
    col: usize,
    rng: &mut SmallRng,
) -> Option<(Geradeweg, GeradewegAnswer)> {
    let blank = blank(answer.rows(), answer.cols());
    let border = Region::moved(answer.edges(), line, col, rng, |border| is_loop(&blank, border))?;
    let answer = GeradewegAnswer::with_edges(&blank, border);
    Some((every_number(&answer), answer))
}

/// The puzzle with a number on every cell of `answer`'s loop that the rules allow one
/// on: the length of its one stretch, or of its two when they are equally long.
pub fn every_number(answer: &GeradewegAnswer) -> Geradeweg {
    let (rows, cols) = (answer.rows(), answer.cols());
    let numbers = (0..rows * cols)
        .map(|cell| {
            let (row, col) = (cell / cols, cell % cols);
            let lengths = [true, false].map(|across| stretch(answer, row, col, across));
            let number = match lengths {
                [0, 0] => return None,
                [0, length] | [length, 0] => length,
                [across, down] if across == down => across,
                _ => return None,
            };
            u32::try_from(number).ok().filter(|&n| n <= MAX_NUMBER)
        })
        .collect();
    let puzzle = Geradeweg::new(rows, cols, numbers).expect("the answer's shape");
    debug_assert!(check(&puzzle, answer).is_ok());
    puzzle
}
