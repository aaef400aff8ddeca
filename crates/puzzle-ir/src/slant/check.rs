//! The independent Slant checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; no closed loop of
//! diagonals; each number counts the diagonals touching its point, row by row.
//!
//! Loops are found by joining the two ends of each diagonal, cell by cell in reading
//! order: the first diagonal whose ends are already joined closes a loop.
//!
//! ```
//! use puzzle_ir::slant::{check, Slant, SlantAnswer};
//! let puzzle = Slant::parse("p", "kind: slant\ngrid:\n...\n...\n...\n").unwrap();
//! let diamond = SlantAnswer::parse_text(&puzzle, "a", "/\\\n\\/\n").unwrap();
//! assert!(check(&puzzle, &diamond).is_err());
//! let answer = SlantAnswer::parse_text(&puzzle, "a", "//\n\\/\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Slant, SlantAnswer};
use crate::grid::WrongSize;
use std::fmt;

/// The first broken rule found, with 1-based positions for people (a point's row and
/// column count the lines of points, from 1 at the top left corner).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// The diagonals form a closed loop; the cell whose diagonal closes it, in reading
    /// order.
    Loop { cell: (usize, usize) },
    /// A number differs from the count of diagonals touching its point.
    WrongCount {
        point: (usize, usize),
        number: u8,
        touching: u8,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::Loop { cell } => write!(
                f,
                "the diagonals form a closed loop through cell ({}, {})",
                cell.0, cell.1
            ),
            Violation::WrongCount {
                point,
                number,
                touching,
            } => write!(
                f,
                "the point ({}, {}) shows {number} but {touching} diagonals touch it",
                point.0, point.1
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Slant, answer: &SlantAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    WrongSize::check((rows, cols), (answer.rows(), answer.cols())).map_err(Violation::WrongSize)?;
    if let Some((r, c)) = loop_closer(answer) {
        return Err(Violation::Loop {
            cell: (r + 1, c + 1),
        });
    }
    for row in 0..=rows {
        for col in 0..=cols {
            let Some(number) = puzzle.number(row, col) else {
                continue;
            };
            let touching = answer.touching(row, col);
            if touching != number {
                return Err(Violation::WrongCount {
                    point: (row + 1, col + 1),
                    number,
                    touching,
                });
            }
        }
    }
    Ok(())
}

/// The first cell, in reading order, whose diagonal joins two points already joined by
/// the diagonals before it.
fn loop_closer(answer: &SlantAnswer) -> Option<(usize, usize)> {
    let width = answer.cols() + 1;
    let mut parent: Vec<usize> = (0..(answer.rows() + 1) * width).collect();
    fn root(parent: &mut [usize], mut point: usize) -> usize {
        while parent[point] != point {
            parent[point] = parent[parent[point]];
            point = parent[point];
        }
        point
    }
    for r in 0..answer.rows() {
        for c in 0..answer.cols() {
            let [a, b] = answer.diagonal(r, c).ends(r, c).map(|(pr, pc)| pr * width + pc);
            let (a, b) = (root(&mut parent, a), root(&mut parent, b));
            if a == b {
                return Some((r, c));
            }
            parent[a] = b;
        }
    }
    None
}
