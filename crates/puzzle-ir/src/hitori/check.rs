//! The independent Hitori checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; the numbers the
//! answer writes against the puzzle; some cell is shaded; no two shaded cells touch, row
//! by row; the unshaded cells are one area; no number twice among the unshaded cells of
//! a row, then of a column (an unknown number `?` equals no other).
//!
//! ```
//! use puzzle_ir::hitori::{check, Hitori, HitoriAnswer};
//! let puzzle = Hitori::parse("p", "kind: hitori\ngrid:\n1 1\n2 1\n").unwrap();
//! let answer = HitoriAnswer::parse_text(&puzzle, "a", "# 1\n2 #\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // the shaded cells leave 1 alone
//! let answer = HitoriAnswer::parse_text(&puzzle, "a", "1 #\n2 1\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Hitori, HitoriAnswer};
use crate::apart::{self, Broken};
use crate::grid::{Grid, WrongSize};
use crate::shaded::NumberChanged;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// An unshaded cell shows another number than the puzzle's.
    NumberChanged(NumberChanged),
    /// A shading rule broken: nothing shaded, shaded cells touching, or the unshaded
    /// cells divided.
    Shading(Broken),
    /// A number twice among the unshaded cells of a row or column.
    Repeated {
        number: u32,
        first: (usize, usize),
        second: (usize, usize),
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::NumberChanged(changed) => changed.fmt(f),
            Violation::Shading(broken) => broken.fmt(f),
            Violation::Repeated {
                number,
                first,
                second,
            } => write!(
                f,
                "the number {number} is unshaded twice in one line, at ({}, {}) and ({}, {})",
                first.0, first.1, second.0, second.1
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Hitori, answer: &HitoriAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    WrongSize::check((rows, cols), (answer.rows(), answer.cols())).map_err(Violation::WrongSize)?;
    if let Some(changed) = answer.changed_number(puzzle, false) {
        return Err(Violation::NumberChanged(changed));
    }
    let grid = Grid::new(rows, cols);
    apart::check(grid, answer.cells()).map_err(Violation::Shading)?;
    for line in grid.lines() {
        check_line(puzzle, answer, &line)?;
    }
    Ok(())
}

/// No number twice among the unshaded cells of one row or column (`line`, in order).
fn check_line(puzzle: &Hitori, answer: &HitoriAnswer, line: &[usize]) -> Result<(), Violation> {
    let cols = puzzle.cols();
    let unshaded: Vec<(u32, (usize, usize))> = line
        .iter()
        .filter(|&&i| !answer.cells()[i])
        .filter_map(|&i| puzzle.known_number(i).map(|n| (n, (i / cols + 1, i % cols + 1))))
        .collect();
    for (i, &(number, first)) in unshaded.iter().enumerate() {
        if let Some(&(_, second)) = unshaded[i + 1..].iter().find(|(n, _)| *n == number) {
            return Err(Violation::Repeated {
                number,
                first,
                second,
            });
        }
    }
    Ok(())
}

