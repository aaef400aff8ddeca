//! The independent Numberlink checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in pzprjs's order, so that each of its failing boards fails here for
//! its reason, and the first failure is reported, row by row within each check: size;
//! some line is drawn; no branch, no crossing; no line joins three numbers or more;
//! none joins two different numbers; no line passes through a number; no line ends in
//! an empty cell; every line joins some number; every number has a line; under Janko's
//! rule, every cell lies on a line.
//!
//! ```
//! use puzzle_ir::numberlink::{check, Numberlink, NumberlinkAnswer};
//! let puzzle = Numberlink::parse("p", "kind: numberlink\ngrid:\n1 . 1\n").unwrap();
//! let answer = NumberlinkAnswer::parse_text(&puzzle, "a", ".-.-.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = NumberlinkAnswer::parse_text(&puzzle, "a", ".-. .\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{Numberlink, NumberlinkAnswer, UNKNOWN};
use crate::grid::Grid;
use crate::lines::{self, LineFault, LinePuzzle};
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// A rule on the lines alone: the size, no line, a branch, a crossing, a line ending
    /// in a cell without a number.
    Line(LineFault),
    /// A line joins three numbers or more; the first of them.
    ThreeNumbers { row: usize, col: usize, numbers: usize },
    /// A line joins two different numbers: the first and the one that differs.
    Different { first: (usize, usize), other: (usize, usize) },
    /// A line passes through a numbered cell.
    ThroughNumber { row: usize, col: usize },
    /// A line joins no number; a cell of it.
    NoNumber { row: usize, col: usize },
    /// No line leaves a numbered cell.
    NumberAlone { row: usize, col: usize },
    /// Under Janko's rule, a cell no line passes.
    EmptyCell { row: usize, col: usize },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Line(LineFault::Branch { row, col }) => {
                write!(f, "a line branches in cell ({row}, {col})")
            }
            Violation::Line(LineFault::Crossing { row, col }) => {
                write!(f, "lines cross in cell ({row}, {col})")
            }
            Violation::Line(fault) => fault.describe(Numberlink::LATTICE).fmt(f),
            Violation::ThreeNumbers { row, col, numbers } => write!(
                f,
                "the line from the number in cell ({row}, {col}) joins {numbers} numbers"
            ),
            Violation::Different { first, other } => write!(
                f,
                "a line joins different numbers in cells ({}, {}) and ({}, {})",
                first.0, first.1, other.0, other.1
            ),
            Violation::ThroughNumber { row, col } => {
                write!(f, "a line passes through the number in cell ({row}, {col})")
            }
            Violation::NoNumber { row, col } => {
                write!(f, "the line through cell ({row}, {col}) joins no number")
            }
            Violation::NumberAlone { row, col } => {
                write!(f, "no line leaves the number in cell ({row}, {col})")
            }
            Violation::EmptyCell { row, col } => {
                write!(f, "no line passes cell ({row}, {col}), and every cell must be used")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Numberlink, answer: &NumberlinkAnswer) -> Result<(), Violation> {
    let unchanged =
        |_, _, _, _| unreachable!("a Numberlink cell holds no clue to be written differently");
    let lines = lines::drawn(puzzle, answer, Violation::Line, unchanged)?;
    let cols = puzzle.cols();
    let at = |cell: usize| (cell / cols + 1, cell % cols + 1);
    let numbered = |cell: usize| puzzle.numbers()[cell].is_some();
    // The pieces of the drawn lines: cells no line passes are pieces of one cell alone.
    let grid = Grid::new(puzzle.rows(), cols);
    let pieces: Vec<Vec<usize>> = (grid.components(|a, b| lines.linked(a).any(|n| n == b)))
        .into_iter()
        .filter(|piece| piece.len() > 1)
        .collect();
    let numbers_of = |piece: &[usize]| -> Vec<usize> {
        piece.iter().copied().filter(|&c| numbered(c)).collect()
    };
    if let Some(ends) = pieces.iter().map(|p| numbers_of(p)).find(|ends| ends.len() >= 3) {
        let (row, col) = at(ends[0]);
        return Err(Violation::ThreeNumbers { row, col, numbers: ends.len() });
    }
    for piece in &pieces {
        let known: Vec<usize> = (piece.iter().copied())
            .filter(|&c| puzzle.numbers()[c].is_some_and(|n| n != UNKNOWN))
            .collect();
        if let Some(&other) = known.iter().find(|&&c| puzzle.numbers()[c] != puzzle.numbers()[known[0]]) {
            return Err(Violation::Different { first: at(known[0]), other: at(other) });
        }
    }
    lines.first(
        |cell| numbered(cell) && lines.degree(cell) >= 2,
        |row, col| Violation::ThroughNumber { row, col },
    )?;
    lines.first(
        |cell| !numbered(cell) && lines.degree(cell) == 1,
        |row, col| Violation::Line(LineFault::DeadEnd { row, col }),
    )?;
    if let Some(piece) = pieces.iter().find(|p| numbers_of(p).is_empty()) {
        let (row, col) = at(piece[0]);
        return Err(Violation::NoNumber { row, col });
    }
    lines.first(
        |cell| numbered(cell) && lines.degree(cell) == 0,
        |row, col| Violation::NumberAlone { row, col },
    )?;
    if puzzle.every_cell() {
        lines.first(|cell| lines.degree(cell) == 0, |row, col| Violation::EmptyCell { row, col })?;
    }
    Ok(())
}
