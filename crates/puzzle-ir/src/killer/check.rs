//! The independent checker of Killer Sudoku: Sudoku's rules, then each cage's distinct
//! digits and sum.

use super::Killer;
use crate::sudoku::{self, SudokuAnswer};
use std::fmt;

/// A broken rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// A rule of the Sudoku (row, column, box, given).
    Sudoku(sudoku::check::Violation),
    /// A digit twice in a cage.
    Repeated { label: String, value: u32 },
    /// A cage's digits add up to another sum.
    WrongSum { label: String, sum: u32, got: u32 },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Sudoku(v) => v.fmt(f),
            Violation::Repeated { label, value } => {
                write!(f, "cage {label} holds {value} twice")
            }
            Violation::WrongSum { label, sum, got } => {
                write!(f, "cage {label} adds up to {got}, not {sum}")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// `Ok` when `answer` keeps every rule of `puzzle`.
pub fn check(puzzle: &Killer, answer: &SudokuAnswer) -> Result<(), Violation> {
    sudoku::check(puzzle.sudoku(), answer).map_err(Violation::Sudoku)?;
    for cage in puzzle.cages() {
        let mut seen = 0u64;
        let mut got = 0u32;
        for &(r, c) in &cage.cells {
            let value = answer.value(r, c);
            if seen & (1 << value) != 0 {
                return Err(Violation::Repeated {
                    label: cage.label.clone(),
                    value,
                });
            }
            seen |= 1 << value;
            got += value;
        }
        if got != cage.sum {
            return Err(Violation::WrongSum {
                label: cage.label.clone(),
                sum: cage.sum,
                got,
            });
        }
    }
    Ok(())
}
