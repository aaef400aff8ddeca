//! The independent Kakurasu checker: it adds up the weights of the black cells of every
//! line and compares them with the clues. It shares no code with any encoder, so a wrong
//! encoding cannot hide here.
//!
//! The checks run in this order and the first failure is reported: size; rows top to
//! bottom; columns left to right. Lines without a clue are not checked.
//!
//! ```
//! use puzzle_ir::kakurasu::{check, Kakurasu, KakurasuAnswer};
//! let puzzle = Kakurasu::parse("p", "kind: kakurasu\nrows: 3 0\ncols: 1 1\n").unwrap();
//! let answer = KakurasuAnswer::parse_text(&puzzle, "a", "##\n..\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = KakurasuAnswer::parse_text(&puzzle, "a", "#.\n..\n").unwrap();
//! assert_eq!(check(&puzzle, &wrong).unwrap_err().to_string(), "row 1 sums to 1, its clue is 3");
//! ```

use super::{Kakurasu, KakurasuAnswer};
use crate::grid::WrongSize;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A row whose black cells' column numbers do not add up to its clue.
    RowSum { row: usize, sum: u64, clue: u64 },
    /// A column whose black cells' row numbers do not add up to its clue.
    ColSum { col: usize, sum: u64, clue: u64 },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::RowSum { row, sum, clue } => {
                write!(f, "row {row} sums to {sum}, its clue is {clue}")
            }
            Violation::ColSum { col, sum, clue } => {
                write!(f, "column {col} sums to {sum}, its clue is {clue}")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against every clue of `puzzle`.
pub fn check(puzzle: &Kakurasu, answer: &KakurasuAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    WrongSize::check((rows, cols), (answer.rows(), answer.cols())).map_err(Violation::WrongSize)?;
    for r in 0..rows {
        let sum = weight((0..cols).filter(|&c| answer.is_shaded(r, c)));
        if let Some(clue) = puzzle.row_clue(r).filter(|&clue| clue != sum) {
            return Err(Violation::RowSum {
                row: r + 1,
                sum,
                clue,
            });
        }
    }
    for c in 0..cols {
        let sum = weight((0..rows).filter(|&r| answer.is_shaded(r, c)));
        if let Some(clue) = puzzle.col_clue(c).filter(|&clue| clue != sum) {
            return Err(Violation::ColSum {
                col: c + 1,
                sum,
                clue,
            });
        }
    }
    Ok(())
}

/// The sum of the 1-based numbers of the given 0-based positions (saturating: no grid
/// that fits in memory comes near `u64::MAX`, but no input may overflow).
fn weight(positions: impl Iterator<Item = usize>) -> u64 {
    positions.fold(0u64, |sum, i| sum.saturating_add(i as u64 + 1))
}
