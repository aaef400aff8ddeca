//! The independent Yajilin checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported, row by row within each
//! check: the rules of the [shaded-loop kit](crate::shaded_loop::check()), with each
//! arrow counting the shaded cells it points at after the dead ends; then no number
//! without an arrow.
//!
//! ```
//! use puzzle_ir::yajilin::{check, Yajilin, YajilinAnswer};
//! let puzzle = Yajilin::parse("p", "kind: yajilin\ngrid:\nv1 . . .\n. . . .\n").unwrap();
//! let answer = YajilinAnswer::parse_text(&puzzle, "a", "v .-.-.\n  |   |\n# .-.-.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = YajilinAnswer::parse_text(&puzzle, "a", "v .-.-.\n  |   |\n# .-. .\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err()); // a line ends in cell (2, 3)
//! ```

use super::{Yajilin, YajilinAnswer};
use crate::arrow::Arrow;
use crate::plural::count;
use crate::shaded_loop::{self, Broken};
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// A rule every shaded-loop kind shares: the lines, the clue cells, the shading.
    Loop(Broken<Option<Arrow>>),
    /// An arrow points at another number of shaded cells than its own.
    WrongCount {
        row: usize,
        col: usize,
        arrow: Arrow,
        number: u32,
        shaded: usize,
    },
    /// A clue has a number but no arrow.
    NoArrow { row: usize, col: usize },
}

impl From<Broken<Option<Arrow>>> for Violation {
    fn from(broken: Broken<Option<Arrow>>) -> Self {
        Violation::Loop(broken)
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Loop(broken) => broken.fmt(f),
            Violation::WrongCount { row, col, arrow, number, shaded } => write!(
                f,
                "the arrow {} {number} at ({row}, {col}) sees {}",
                arrow.word(),
                count(*shaded, "shaded cell")
            ),
            Violation::NoArrow { row, col } => {
                write!(f, "the number in cell ({row}, {col}) has no arrow")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Yajilin, answer: &YajilinAnswer) -> Result<(), Violation> {
    let grid = puzzle.grid();
    shaded_loop::check(puzzle, answer, |shaded| {
        for (cell, arrow, number) in puzzle.counts() {
            let seen = arrow.ray(grid, cell).filter(|&i| shaded(i)).count();
            if seen != number as usize {
                let (row, col) = grid.place(cell);
                return Err(Violation::WrongCount { row, col, arrow, number, shaded: seen });
            }
        }
        Ok(())
    })?;
    match puzzle.arrowless_number().map(|cell| grid.place(cell)) {
        Some((row, col)) => Err(Violation::NoArrow { row, col }),
        None => Ok(()),
    }
}
