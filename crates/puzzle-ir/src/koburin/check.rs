//! The independent Koburin checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported, row by row within each
//! check: the rules of the [shaded-loop kit](crate::shaded_loop::check()), with each
//! number counting the shaded cells around it after the dead ends.
//!
//! ```
//! use puzzle_ir::koburin::{check, Koburin, KoburinAnswer};
//! let puzzle = Koburin::parse("p", "kind: koburin\ngrid:\n1...\n....\n").unwrap();
//! let answer = KoburinAnswer::parse_text(&puzzle, "a", "1 .-.-.\n  |   |\n# .-.-.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = KoburinAnswer::parse_text(&puzzle, "a", "1 # .-.\n    | |\n. .-.-.\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{Koburin, KoburinAnswer};
use crate::plural::count;
use crate::shaded_loop::{self, Broken};
use crate::small_number::Number;
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// A rule every shaded-loop kind shares: the lines, the clue cells, the shading.
    Loop(Broken<Number>),
    /// A number with another number of shaded cells around it.
    WrongCount {
        row: usize,
        col: usize,
        number: u8,
        shaded: usize,
    },
}

impl From<Broken<Number>> for Violation {
    fn from(broken: Broken<Number>) -> Self {
        Violation::Loop(broken)
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Loop(broken) => broken.fmt(f),
            Violation::WrongCount { row, col, number, shaded } => write!(
                f,
                "the number {number} at ({row}, {col}) has {} around it",
                count(*shaded, "shaded cell")
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Koburin, answer: &KoburinAnswer) -> Result<(), Violation> {
    shaded_loop::check(puzzle, answer, |shaded| {
        for (cell, number) in puzzle.counts() {
            let seen = puzzle.counted(cell).into_iter().filter(|&i| shaded(i)).count();
            if seen != number as usize {
                let (row, col) = (cell / puzzle.cols() + 1, cell % puzzle.cols() + 1);
                return Err(Violation::WrongCount { row, col, number, shaded: seen });
            }
        }
        Ok(())
    })
}
