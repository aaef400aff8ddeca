//! The independent Creek checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; some cell is
//! shaded; no number has more shaded cells around it than it says; the unshaded cells
//! are one area; no number has fewer shaded cells around it than it says. Points are
//! named 1-based, (1, 1) being the grid's top left corner.
//!
//! ```
//! use puzzle_ir::creek::{check, Creek, CreekAnswer};
//! let puzzle = Creek::parse("p", "kind: creek\ngrid:\n...\n.2.\n...\n").unwrap();
//! let answer = CreekAnswer::parse_text(&puzzle, "a", "#.\n.#\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // the unshaded cells are apart
//! let answer = CreekAnswer::parse_text(&puzzle, "a", "##\n..\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Creek, CreekAnswer};
use crate::grid::WrongSize;
use crate::plural::count;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// No cell is shaded.
    NothingShaded,
    /// A number with more shaded cells around its point than it says.
    TooMany(Miscount),
    /// The unshaded cells fall apart into several areas.
    UnshadedDivided { areas: usize },
    /// A number with fewer shaded cells around its point than it says.
    TooFew(Miscount),
}

/// A point (1-based) whose number is not the count of shaded cells around it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Miscount {
    pub row: usize,
    pub col: usize,
    pub number: u8,
    pub shaded: usize,
}

impl fmt::Display for Miscount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the number {} at point ({}, {}) has {} around it",
            self.number,
            self.row,
            self.col,
            count(self.shaded, "shaded cell")
        )
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::NothingShaded => write!(f, "no cell is shaded"),
            Violation::TooMany(miscount) | Violation::TooFew(miscount) => miscount.fmt(f),
            Violation::UnshadedDivided { areas } => {
                write!(f, "the unshaded cells form {areas} separate areas, not one")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Creek, answer: &CreekAnswer) -> Result<(), Violation> {
    let size = (puzzle.rows(), puzzle.cols());
    WrongSize::check(size, (answer.rows(), answer.cols())).map_err(Violation::WrongSize)?;
    let shaded = answer.cells();
    if !shaded.contains(&true) {
        return Err(Violation::NothingShaded);
    }
    let miscounts = miscounts(puzzle, shaded);
    if let Some(&over) = miscounts.iter().find(|m| m.shaded > usize::from(m.number)) {
        return Err(Violation::TooMany(over));
    }
    let areas = puzzle.grid().areas(|i| !shaded[i]).len();
    if areas > 1 {
        return Err(Violation::UnshadedDivided { areas });
    }
    match miscounts.first() {
        Some(&under) => Err(Violation::TooFew(under)),
        None => Ok(()),
    }
}

/// Every known number whose point has another count of shaded cells around it, in
/// reading order of the points.
fn miscounts(puzzle: &Creek, shaded: &[bool]) -> Vec<Miscount> {
    let lattice = puzzle.lattice();
    (0..lattice.len())
        .filter_map(|point| {
            let (row, col) = lattice.position(point);
            let number = puzzle.number(row, col)?;
            let around = puzzle.cells_around(row, col).filter(|&i| shaded[i]).count();
            (around != usize::from(number)).then_some(Miscount {
                row: row + 1,
                col: col + 1,
                number,
                shaded: around,
            })
        })
        .collect()
}
