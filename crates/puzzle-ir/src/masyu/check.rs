//! The independent Masyu checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported, row by row within each
//! check: size; the pearls written in the drawing against the puzzle; some line is
//! drawn; no cell where three lines meet (a branch), none where four meet (a crossing);
//! no white pearl the loop turns on; no black pearl it goes straight through; no black
//! pearl beside which the loop turns; no white pearl with the loop straight in both
//! cells next to it; no pearl the loop misses; no cell where a line ends; the lines are
//! one piece.
//!
//! ```
//! use puzzle_ir::masyu::{check, Masyu, MasyuAnswer};
//! let puzzle = Masyu::parse("p", "kind: masyu\ngrid:\n.o.\n...\n").unwrap();
//! let answer = MasyuAnswer::parse_text(&puzzle, "a", ".-o-.\n|   |\n.-.-.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = MasyuAnswer::parse_text(&puzzle, "a", ".-o-.\n|   |\n.-. .\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{Masyu, MasyuAnswer, Pearl};
use crate::lines::{self, LineFault, LinePuzzle};
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// A rule on the lines alone: the size, no line, a branch, a crossing, a dead end,
    /// several pieces.
    Line(LineFault),
    /// The drawing writes a cell's pearl differently from the puzzle.
    PearlChanged {
        row: usize,
        col: usize,
        expected: Option<Pearl>,
        got: Option<Pearl>,
    },
    /// The loop turns on a white pearl.
    WhiteTurns { row: usize, col: usize },
    /// The loop goes straight through a black pearl.
    BlackStraight { row: usize, col: usize },
    /// The loop turns in a cell next to a black pearl.
    BlackNeighbourTurns { row: usize, col: usize },
    /// The loop goes straight through both cells next to a white pearl.
    WhiteNeighboursStraight { row: usize, col: usize },
    /// The loop does not pass a pearl.
    PearlMissed { row: usize, col: usize },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Line(fault) => fault.describe(Masyu::LATTICE).fmt(f),
            Violation::PearlChanged {
                row,
                col,
                expected,
                got,
            } => {
                let show = |p: &Option<Pearl>| {
                    p.map_or("no pearl".to_string(), |p| format!("a {}", p.noun()))
                };
                write!(
                    f,
                    "cell ({row}, {col}) shows {} but the puzzle has {}",
                    show(got),
                    show(expected)
                )
            }
            Violation::WhiteTurns { row, col } => {
                write!(
                    f,
                    "the loop turns on the white pearl in cell ({row}, {col})"
                )
            }
            Violation::BlackStraight { row, col } => write!(
                f,
                "the loop goes straight through the black pearl in cell ({row}, {col})"
            ),
            Violation::BlackNeighbourTurns { row, col } => write!(
                f,
                "the loop turns next to the black pearl in cell ({row}, {col})"
            ),
            Violation::WhiteNeighboursStraight { row, col } => write!(
                f,
                "the loop turns in neither cell next to the white pearl in cell ({row}, {col})"
            ),
            Violation::PearlMissed { row, col } => {
                write!(f, "the loop misses the pearl in cell ({row}, {col})")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Masyu, answer: &MasyuAnswer) -> Result<(), Violation> {
    let lines = lines::drawn(
        puzzle,
        answer,
        Violation::Line,
        |row, col, expected, got| Violation::PearlChanged {
            row,
            col,
            expected,
            got,
        },
    )?;
    let pearl = |cell: usize| puzzle.pearls()[cell];
    let white = |cell: usize| pearl(cell) == Some(Pearl::White);
    let black = |cell: usize| pearl(cell) == Some(Pearl::Black);
    lines.first(
        |cell| white(cell) && lines.turns(cell),
        |row, col| Violation::WhiteTurns { row, col },
    )?;
    lines.first(
        |cell| black(cell) && lines.straight(cell),
        |row, col| Violation::BlackStraight { row, col },
    )?;
    lines.first(
        |cell| {
            black(cell)
                && lines.degree(cell) == 2
                && lines.linked(cell).any(|next| lines.turns(next))
        },
        |row, col| Violation::BlackNeighbourTurns { row, col },
    )?;
    lines.first(
        |cell| {
            white(cell)
                && lines.degree(cell) == 2
                && lines
                    .linked(cell)
                    .filter(|&next| lines.straight(next))
                    .count()
                    == 2
        },
        |row, col| Violation::WhiteNeighboursStraight { row, col },
    )?;
    lines.first(
        |cell| pearl(cell).is_some() && lines.degree(cell) == 0,
        |row, col| Violation::PearlMissed { row, col },
    )?;
    lines.no_dead_end().map_err(Violation::Line)?;
    lines.one_piece().map_err(Violation::Line)
}
