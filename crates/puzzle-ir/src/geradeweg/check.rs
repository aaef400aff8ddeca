//! The independent Geradeweg checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in pzprjs's order, so that each of its failing boards fails here for
//! its reason, and the first failure is reported, row by row within each check: size;
//! no branch, no crossing; no number longer than a straight stretch through its cell;
//! none shorter; no unknown number where the loop turns on stretches of two lengths; no
//! number the loop misses; some line is drawn; no cell where a line ends; the lines are
//! one piece. A stretch through a cell along a row runs as far left and as far right of
//! it as links are drawn one after the other (the same along a column); it is empty
//! where the loop turns away from that row, or misses the cell.
//!
//! ```
//! use puzzle_ir::geradeweg::{check, Geradeweg, GeradewegAnswer};
//! let puzzle = Geradeweg::parse("p", "kind: geradeweg\ngrid:\n. 2 .\n. 2 .\n").unwrap();
//! let answer = GeradewegAnswer::parse_text(&puzzle, "a", ".-.-.\n|   |\n.-.-.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = GeradewegAnswer::parse_text(&puzzle, "a", ".-. .\n| |\n.-. .\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{Geradeweg, GeradewegAnswer, UNKNOWN};
use crate::lines::{self, LineFault, LineGraph, LinePuzzle};
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// A rule on the lines alone: the size, no line, a branch, a crossing, a dead end,
    /// several pieces.
    Line(LineFault),
    /// A straight stretch through a numbered cell is shorter than its number.
    TooShort(Stretch),
    /// A straight stretch through a numbered cell is longer than its number.
    TooLong(Stretch),
    /// The loop turns on an unknown number with stretches of two lengths.
    Unequal {
        row: usize,
        col: usize,
        across: usize,
        down: usize,
    },
    /// The loop misses a numbered cell.
    NumberMissed { row: usize, col: usize },
}

/// A straight stretch of the loop through a numbered cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stretch {
    pub row: usize,
    pub col: usize,
    pub number: u32,
    /// Along the cell's row (across) or its column (down).
    pub across: bool,
    /// Its length in steps.
    pub length: usize,
}

impl fmt::Display for Stretch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Stretch { row, col, number, across, length } = self;
        let axis = if *across { "across" } else { "down" };
        write!(
            f,
            "the straight stretch {axis} through the {number} at row {row}, column {col} is {length} long"
        )
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Line(fault) => fault.describe(Geradeweg::LATTICE).fmt(f),
            Violation::TooShort(stretch) | Violation::TooLong(stretch) => stretch.fmt(f),
            Violation::Unequal { row, col, across, down } => write!(
                f,
                "the loop turns on the unknown number at row {row}, column {col} with a stretch of {across} across and one of {down} down"
            ),
            Violation::NumberMissed { row, col } => {
                write!(f, "the loop misses the number at row {row}, column {col}")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Geradeweg, answer: &GeradewegAnswer) -> Result<(), Violation> {
    let unchanged =
        |_, _, _, _| unreachable!("a Geradeweg cell holds no clue to be written differently");
    // No line at all breaks the rule of the numbers first, as in pzprjs; the loop's after.
    let lines = match lines::drawn(puzzle, answer, Violation::Line, unchanged) {
        Err(Violation::Line(LineFault::NoLine)) => LineGraph::new(answer.edges()),
        drawn => drawn?,
    };
    let cols = puzzle.cols();
    let numbered = (puzzle.numbers().iter().enumerate())
        .filter_map(|(cell, number)| Some((cell / cols, cell % cols, (*number)?)));
    let stretches = |(row, col, number): (usize, usize, u32)| {
        [true, false].map(|across| Stretch {
            row: row + 1,
            col: col + 1,
            number,
            across,
            length: stretch(answer, row, col, across),
        })
    };
    let known = || numbered.clone().filter(|n| n.2 != UNKNOWN).flat_map(stretches);
    if let Some(short) = known().find(|s| s.length > 0 && s.length < s.number as usize) {
        return Err(Violation::TooShort(short));
    }
    if let Some(long) = known().find(|s| s.length > s.number as usize) {
        return Err(Violation::TooLong(long));
    }
    let unknown = numbered.clone().filter(|n| n.2 == UNKNOWN).map(stretches);
    for [across, down] in unknown {
        if across.length > 0 && down.length > 0 && across.length != down.length {
            let (row, col) = (across.row, across.col);
            let (across, down) = (across.length, down.length);
            return Err(Violation::Unequal { row, col, across, down });
        }
    }
    let missed = numbered.clone().find(|&(row, col, _)| lines.degree(row * cols + col) == 0);
    if let Some((row, col, _)) = missed {
        return Err(Violation::NumberMissed { row: row + 1, col: col + 1 });
    }
    if lines.is_empty() {
        return Err(Violation::Line(LineFault::NoLine));
    }
    lines.no_dead_end().map_err(Violation::Line)?;
    lines.one_piece().map_err(Violation::Line)
}

/// The length of the straight stretch through cell (`row`, `col`) along its row
/// (`across`) or its column: the links drawn one after the other on both sides of it.
pub fn stretch(answer: &GeradewegAnswer, row: usize, col: usize, across: bool) -> usize {
    let (rows, cols) = (answer.rows(), answer.cols());
    let (position, end) = if across { (col, cols) } else { (row, rows) };
    // Link k of the line joins its cells k and k + 1.
    let drawn = |k: usize| match across {
        true => answer.across(row, k),
        false => answer.down(k, col),
    };
    let after = (position..end - 1).take_while(|&k| drawn(k)).count();
    let before = (0..position).rev().take_while(|&k| drawn(k)).count();
    before + after
}
