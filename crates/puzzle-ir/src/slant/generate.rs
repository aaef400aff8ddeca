//! Random Slants: random diagonals without a loop, and the puzzle that numbers every
//! point of them (the generator of unique puzzles selects its numbers from these).
//!
//! The diagonals are drawn cell by cell in reading order, each `/` or `\` at random
//! unless `/` would close a loop. A `\` never does: its lower right end is a point no
//! diagonal drawn before it touches.

use super::{check, Diagonal, Number, Slant, SlantAnswer};
use crate::vertex_clues::VertexClues;
use rand::rngs::SmallRng;
use rand::Rng;

/// Random loop-free diagonals on a `rows` x `cols` grid (both at least 1).
pub fn random_answer(rows: usize, cols: usize, rng: &mut SmallRng) -> SlantAnswer {
    let blank = Slant::new(VertexClues::blank(rows, cols).expect("a grid"));
    let mut diagonals = vec![Diagonal::Backslash; rows * cols];
    for cell in 0..rows * cols {
        if rng.random_bool(0.5) {
            diagonals[cell] = Diagonal::Slash;
            // Cells after this one still hold `\`, which closes no loop of its own.
            let answer = SlantAnswer::new(rows, cols, diagonals.clone());
            if check(&blank, &answer).is_err() {
                diagonals[cell] = Diagonal::Backslash;
            }
        }
    }
    SlantAnswer::new(rows, cols, diagonals)
}

/// The puzzle of `answer` with every point numbered.
pub fn every_number(answer: &SlantAnswer) -> Slant {
    let (rows, cols) = (answer.rows(), answer.cols());
    let points = (0..=rows)
        .flat_map(|r| (0..=cols).map(move |c| (r, c)))
        .map(|(r, c)| Some(Number::Known(answer.touching(r, c))))
        .collect();
    Slant::new(VertexClues::new(rows, cols, points).expect("counts of at most 4"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seeded::seeded_grids;

    #[test]
    fn random_answers_keep_the_rules() {
        for (seed, mut rng, rows, cols) in seeded_grids(20, 6, 3) {
            let answer = random_answer(rows, cols, &mut rng);
            assert_eq!(check(&every_number(&answer), &answer), Ok(()), "seed {seed}");
        }
    }
}
