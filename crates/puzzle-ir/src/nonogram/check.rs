//! The independent Nonogram checker, written from the rules and sharing no code with any
//! encoder: it reads the runs of every clued line off the answer and compares them with
//! the clue.
//!
//! The checks run in this order and the first failure is reported: size; rows top to
//! bottom; columns left to right (pzprjs's order). Lines without a clue are not checked.
//!
//! ```
//! use puzzle_ir::nonogram::{check, Nonogram, NonogramAnswer};
//! let puzzle = Nonogram::parse("p", "kind: nonogram\ncols:\n1\n0\n1\nrows:\n1 1\n").unwrap();
//! let wrong = NonogramAnswer::parse_text(&puzzle, "a", "##.\n").unwrap();
//! assert_eq!(check(&puzzle, &wrong).unwrap_err().to_string(), "row 1 has the runs 2, its clue is 1 1");
//! ```

use super::{runs, runs_text, Nonogram, NonogramAnswer};
use crate::grid::{Line, WrongSize};
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A line whose runs of shaded cells are not its clue's.
    Runs {
        line: Line,
        found: Vec<u32>,
        clue: Vec<u32>,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::Runs { line, found, clue } => write!(
                f,
                "{line} has the runs {}, its clue is {}",
                runs_text(found),
                runs_text(clue)
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against every clue of `puzzle`.
pub fn check(puzzle: &Nonogram, answer: &NonogramAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    WrongSize::check((rows, cols), (answer.rows(), answer.cols())).map_err(Violation::WrongSize)?;
    for (line, clue) in puzzle.clued_lines() {
        let cells: Vec<bool> = match line {
            Line::Row(r) => (0..cols).map(|c| answer.is_shaded(r, c)).collect(),
            Line::Col(c) => (0..rows).map(|r| answer.is_shaded(r, c)).collect(),
        };
        let found = runs(cells);
        if found != clue {
            return Err(Violation::Runs {
                line,
                found,
                clue: clue.to_vec(),
            });
        }
    }
    Ok(())
}
