//! The independent Slitherlink checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; the numbers
//! written in the drawing against the puzzle; some line is drawn; no point where three
//! lines meet (a branch), none where four meet (a crossing), row by row; each number
//! counts its cell's lines, row by row (an unknown number `?` counts nothing); the lines
//! are one piece; no point where a line ends; in the variant where the loop visits
//! every point, no point it misses, row by row.
//!
//! ```
//! use puzzle_ir::slitherlink::{check, Slitherlink, SlitherlinkAnswer};
//! let puzzle = Slitherlink::parse("p", "kind: slitherlink\ngrid:\n3.\n.1\n").unwrap();
//! let answer = SlitherlinkAnswer::parse_text(&puzzle, "a", "+-+ +\n|3|.\n+ + +\n|.|1\n+-+ +\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = SlitherlinkAnswer::parse_text(&puzzle, "a", "+-+ +\n|3|.\n+-+ +\n . 1\n+ + +\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{Number, Slitherlink, SlitherlinkAnswer};
use crate::lines::{self, LineFault, LinePuzzle};
use std::fmt;

/// The first broken rule found, with 1-based positions for people. Points are counted
/// from the top-left corner of the grid, (1, 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// A rule on the lines alone: the size, no line, a branch, a crossing, several
    /// pieces, a dead end.
    Line(LineFault),
    /// The drawing writes a cell's number differently from the puzzle.
    NumberChanged {
        row: usize,
        col: usize,
        expected: Option<Number>,
        got: Option<Number>,
    },
    /// A number that does not count the lines around its cell.
    WrongCount {
        row: usize,
        col: usize,
        number: u8,
        lines: u8,
    },
    /// A point the loop does not visit, where it must visit every point.
    PointMissed { row: usize, col: usize },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Line(fault) => fault.describe(Slitherlink::LATTICE).fmt(f),
            Violation::NumberChanged {
                row,
                col,
                expected,
                got,
            } => {
                let show = |n: &Option<Number>| match n {
                    Some(Number::Known(n)) => format!("the number {n}"),
                    Some(Number::Unknown) => "the unknown number `?`".to_string(),
                    None => "no number".to_string(),
                };
                write!(
                    f,
                    "cell ({row}, {col}) shows {} but the puzzle has {}",
                    show(got),
                    show(expected)
                )
            }
            Violation::WrongCount {
                row,
                col,
                number,
                lines,
            } => write!(
                f,
                "cell ({row}, {col}) has number {number} but {lines} of its edges are on the loop"
            ),
            Violation::PointMissed { row, col } => write!(
                f,
                "the loop does not visit point ({row}, {col}), but must visit every point"
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Slitherlink, answer: &SlitherlinkAnswer) -> Result<(), Violation> {
    let lines = lines::drawn(
        puzzle,
        answer,
        Violation::Line,
        |row, col, expected, got| Violation::NumberChanged {
            row,
            col,
            expected,
            got,
        },
    )?;
    check_counts(puzzle, answer)?;
    lines.one_piece().map_err(Violation::Line)?;
    lines.no_dead_end().map_err(Violation::Line)?;
    if puzzle.every_point() {
        lines.first(|point| lines.degree(point) == 0, |row, col| {
            Violation::PointMissed { row, col }
        })?;
    }
    Ok(())
}

fn check_counts(puzzle: &Slitherlink, answer: &SlitherlinkAnswer) -> Result<(), Violation> {
    for row in 0..puzzle.rows() {
        for col in 0..puzzle.cols() {
            let Some(number) = puzzle.clue(row, col) else {
                continue;
            };
            let lines = answer.edges().around(row, col) as u8;
            if lines != number {
                return Err(Violation::WrongCount {
                    row: row + 1,
                    col: col + 1,
                    number,
                    lines,
                });
            }
        }
    }
    Ok(())
}
