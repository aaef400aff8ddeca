//! The independent Yajisan-Kazusan checker, written from the rules and sharing no code
//! with any encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; some cell is
//! shaded; no two shaded cells touch; the unshaded cells are one area; each unshaded
//! arrow with a number counts the shaded cells it points at, row by row.
//!
//! ```
//! use puzzle_ir::yajisan_kazusan::{check, YajisanKazusan, YajisanKazusanAnswer};
//! let puzzle = YajisanKazusan::parse("p", "kind: yajisan-kazusan\ngrid:\n>1 . .\n").unwrap();
//! let answer = YajisanKazusanAnswer::parse_text(&puzzle, "a", "..#\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let answer = YajisanKazusanAnswer::parse_text(&puzzle, "a", "#..\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok()); // a shaded arrow counts nothing
//! let answer = YajisanKazusanAnswer::parse_text(&puzzle, "a", ".#.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // the unshaded cells fall apart
//! ```

use super::{YajisanKazusan, YajisanKazusanAnswer};
use crate::apart::{self, Broken};
use crate::arrow::Arrow;
use crate::grid::WrongSize;
use crate::plural::count;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A shading rule broken: nothing shaded, shaded cells touching, or the unshaded
    /// cells divided.
    Shading(Broken),
    /// An unshaded arrow points at another number of shaded cells than its own.
    WrongCount {
        cell: (usize, usize),
        arrow: Arrow,
        number: u32,
        shaded: usize,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::Shading(broken) => broken.fmt(f),
            Violation::WrongCount {
                cell,
                arrow,
                number,
                shaded,
            } => write!(
                f,
                "the arrow {} {number} at ({}, {}) sees {}",
                arrow.word(),
                cell.0,
                cell.1,
                count(*shaded, "shaded cell")
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &YajisanKazusan, answer: &YajisanKazusanAnswer) -> Result<(), Violation> {
    let grid = puzzle.grid();
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    let shaded = answer.cells();
    apart::check(grid, shaded).map_err(Violation::Shading)?;
    for (cell, arrow, number) in puzzle.counts().filter(|&(cell, ..)| !shaded[cell]) {
        let seen = arrow.ray(grid, cell).filter(|&i| shaded[i]).count();
        if seen != number as usize {
            return Err(Violation::WrongCount {
                cell: grid.place(cell),
                arrow,
                number,
                shaded: seen,
            });
        }
    }
    Ok(())
}

