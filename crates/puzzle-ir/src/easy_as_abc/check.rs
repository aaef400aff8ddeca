//! The independent Easy as ABC checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in pzprjs's order, so that each of its failing boards fails here for
//! its reason, and the first failure is reported: size; the givens copied; no letter
//! twice in a row or column; each letter outside the grid the first letter seen from
//! it (a view that meets only blanks is left to the next rule); every letter in every
//! row and column.
//!
//! ```
//! use puzzle_ir::easy_as_abc::{check, EasyAsAbc, EasyAsAbcAnswer};
//! let text = "kind: easy-as-abc\nletters: A\ngrid:\n. . .\nA . .\n. . .\n";
//! let puzzle = EasyAsAbc::parse("p", text).unwrap();
//! let answer = EasyAsAbcAnswer::parse_text(&puzzle, "a", "A\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = EasyAsAbcAnswer::parse_text(&puzzle, "a", ".\n").unwrap();
//! assert_eq!(check(&puzzle, &wrong).unwrap_err().to_string(), "row 1 has no A");
//! ```

use super::{letter_text, EasyAsAbc, EasyAsAbcAnswer, Side, UNKNOWN};
use crate::grid::{Grid, Line, WrongSize};
use std::fmt;

pub use crate::grid::Place;

/// The first broken rule found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A cell differs from what the puzzle shows there (a given, `?`, or nothing: a `?`
    /// stands only where the puzzle shows one).
    GivenChanged {
        at: Place,
        given: Option<u32>,
        got: Option<u32>,
    },
    /// A letter twice in a row or column.
    Repeated { line: Line, letter: u32 },
    /// A letter outside the grid that is not the first letter seen from it (`seen` is
    /// `?` when the view meets pzprjs's unknown mark first).
    WrongView {
        side: Side,
        index: usize,
        letter: u32,
        seen: u32,
    },
    /// A letter missing from a row or column.
    Missing { line: Line, letter: u32 },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::GivenChanged { at, given, got } => write!(
                f,
                "the cell at row {}, column {} holds {} where the puzzle shows {}",
                at.0,
                at.1,
                shown(*got),
                shown(*given)
            ),
            Violation::Repeated { line, letter } => {
                write!(f, "{line} holds {} twice", letter_text(*letter))
            }
            Violation::WrongView {
                side,
                index,
                letter,
                seen,
            } => write!(
                f,
                "the {} {} sees {} first",
                letter_text(*letter),
                side.describe(*index),
                letter_text(*seen)
            ),
            Violation::Missing { line, letter } => {
                write!(f, "{line} has no {}", letter_text(*letter))
            }
        }
    }
}

/// A cell's content in words.
fn shown(value: Option<u32>) -> String {
    value.map_or("a blank".to_owned(), letter_text)
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &EasyAsAbc, answer: &EasyAsAbcAnswer) -> Result<(), Violation> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    let cells = answer.cells();
    for (cell, (&given, &got)) in puzzle.givens().iter().zip(cells).enumerate() {
        let copied = match given {
            Some(_) => got == given,
            None => got != Some(UNKNOWN),
        };
        if !copied {
            let (row, col) = grid.position(cell);
            let at = (row + 1, col + 1);
            return Err(Violation::GivenChanged { at, given, got });
        }
    }
    let lines: Vec<(Line, Vec<usize>)> = (grid.lines().enumerate())
        .map(|(i, line)| match i < grid.rows {
            true => (Line::Row(i), line),
            false => (Line::Col(i - grid.rows), line),
        })
        .collect();
    let letters = |line: &[usize]| -> Vec<u32> {
        (line.iter())
            .filter_map(|&cell| cells[cell].filter(|&v| v != UNKNOWN))
            .collect()
    };
    for (line, members) in &lines {
        let held = letters(members);
        if let Some(k) = (1..held.len()).find(|&k| held[..k].contains(&held[k])) {
            let letter = held[k];
            return Err(Violation::Repeated { line: *line, letter });
        }
    }
    for side in Side::ALL {
        for (index, &clue) in puzzle.side(side).iter().enumerate() {
            let Some(letter) = clue else { continue };
            let first = (puzzle.view(side, index).into_iter()).find_map(|cell| cells[cell]);
            if let Some(seen) = first.filter(|&seen| seen != letter) {
                return Err(Violation::WrongView {
                    side,
                    index,
                    letter,
                    seen,
                });
            }
        }
    }
    for (line, members) in &lines {
        let held = letters(members);
        if let Some(letter) = (1..=puzzle.letters()).find(|v| !held.contains(v)) {
            return Err(Violation::Missing { line: *line, letter });
        }
    }
    Ok(())
}
