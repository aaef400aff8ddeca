//! The independent Kakuro checker: it reads the digits of every run and compares them
//! with the clue. It shares no code with any encoder, so a wrong encoding cannot hide here.
//!
//! The checks run in this order and the first failure is reported: size; every cell in
//! row-major order (a white cell holds a digit 1..9, any other cell none); every run in
//! the order of [`Kakuro::runs`](super::Kakuro::runs) (distinct digits, then the sum).
//!
//! ```
//! use puzzle_ir::kakuro::{check, Kakuro, KakuroAnswer};
//! let puzzle = Kakuro::parse("p", "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0,0\n").unwrap();
//! let wrong = KakuroAnswer::parse_text(&puzzle, "a", "x,x,x\nx,2,1\nx,3,4\n").unwrap();
//! assert_eq!(
//!     check(&puzzle, &wrong).unwrap_err().to_string(),
//!     "the down run of the clue at row 1, column 2 sums to 5, its clue is 4"
//! );
//! ```

use super::{Direction, Kakuro, KakuroAnswer};
use crate::grid::WrongSize;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A white cell without a digit 1..9 (`digit` is what was written, if anything).
    NotFilled {
        row: usize,
        col: usize,
        digit: Option<u8>,
    },
    /// A digit on a block or clue cell.
    DigitOffWhite { row: usize, col: usize, digit: u8 },
    /// A digit written twice in one run.
    Repeated {
        clue: (usize, usize),
        direction: Direction,
        digit: u8,
    },
    /// A run whose digits do not add up to its clue.
    WrongSum {
        clue: (usize, usize),
        direction: Direction,
        sum: u32,
        expected: u32,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::NotFilled { row, col, digit } => match digit {
                Some(d) => write!(
                    f,
                    "white cell at row {row}, column {col} holds {d}; expected a digit 1..9"
                ),
                None => write!(f, "white cell at row {row}, column {col} has no digit"),
            },
            Violation::DigitOffWhite { row, col, digit } => write!(
                f,
                "cell at row {row}, column {col} is not white but holds {digit}"
            ),
            Violation::Repeated {
                clue,
                direction,
                digit,
            } => write!(
                f,
                "the {direction} run of the clue at row {}, column {} repeats {digit}",
                clue.0, clue.1
            ),
            Violation::WrongSum {
                clue,
                direction,
                sum,
                expected,
            } => write!(
                f,
                "the {direction} run of the clue at row {}, column {} sums to {sum}, its clue is {expected}",
                clue.0, clue.1
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against every cell and run of `puzzle`.
pub fn check(puzzle: &Kakuro, answer: &KakuroAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    WrongSize::check((rows, cols), (answer.rows(), answer.cols())).map_err(Violation::WrongSize)?;
    for r in 0..rows {
        for c in 0..cols {
            let digit = answer.digit(r, c);
            let (row, col) = (r + 1, c + 1);
            if puzzle.is_white(r, c) {
                if !digit.is_some_and(|d| (1..=9).contains(&d)) {
                    return Err(Violation::NotFilled { row, col, digit });
                }
            } else if let Some(digit) = digit {
                return Err(Violation::DigitOffWhite { row, col, digit });
            }
        }
    }
    for run in puzzle.runs() {
        let clue = (run.clue_cell.0 + 1, run.clue_cell.1 + 1);
        let mut seen = [false; 10];
        let mut sum = 0u32;
        for &(r, c) in &run.cells {
            // Every white cell was checked above to hold a digit 1..9.
            let digit = answer.digit(r, c).unwrap_or(0);
            if std::mem::replace(&mut seen[usize::from(digit)], true) {
                return Err(Violation::Repeated {
                    clue,
                    direction: run.direction,
                    digit,
                });
            }
            sum += u32::from(digit);
        }
        if sum != run.sum {
            return Err(Violation::WrongSum {
                clue,
                direction: run.direction,
                sum,
                expected: run.sum,
            });
        }
    }
    Ok(())
}
