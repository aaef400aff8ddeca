//! The independent Ripple Effect checker, written from the rules and sharing no code
//! with any encoder.
//!
//! The checks run in pzprjs's order, so that each of its failing boards fails here for
//! its reason, and the first failure is reported: size; the givens copied; each number
//! at most its room's size; no number twice in a room; equal numbers k more than k
//! cells apart in each row and column; no cell empty. Together these say that a room
//! of n cells holds 1..n once each (its `?` cells standing for the numbers left over).
//!
//! ```
//! use puzzle_ir::ripple_effect::{check, RippleEffect, RippleEffectAnswer};
//! let puzzle = RippleEffect::parse("p", "kind: ripple-effect\nrooms:\na a b\n").unwrap();
//! let answer = RippleEffectAnswer::parse_text(&puzzle, "a", "121\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = RippleEffectAnswer::parse_text(&puzzle, "a", "211\n").unwrap();
//! assert_eq!(
//!     check(&puzzle, &wrong).unwrap_err().to_string(),
//!     "the 1s at row 1, column 2 and row 1, column 3 are 1 cell apart, not more than 1"
//! );
//! ```

use super::{RippleEffect, RippleEffectAnswer};
use crate::grid::{place_text, Grid, WrongSize};
use crate::plural::count;
use crate::shading::{number_text, UNKNOWN};
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
    /// A number above the size of its room.
    TooLarge { at: Place, value: u32, size: usize },
    /// A number twice in one room: its first two cells in reading order.
    Repeated {
        value: u32,
        first: Place,
        second: Place,
    },
    /// Two equal numbers in a row or column at most that number of cells apart.
    TooClose {
        value: u32,
        first: Place,
        second: Place,
    },
    /// A cell without a number.
    Empty { at: Place },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::GivenChanged { at, given, got } => write!(
                f,
                "the cell at {} holds {} where the puzzle shows {}",
                place_text(*at),
                shown(*got),
                shown(*given)
            ),
            Violation::TooLarge { at, value, size } => write!(
                f,
                "the {value} at {} is larger than its room of {size} cells",
                place_text(*at)
            ),
            Violation::Repeated {
                value,
                first,
                second,
            } => write!(
                f,
                "the room of {} holds {value} twice, again at {}",
                place_text(*first),
                place_text(*second)
            ),
            Violation::TooClose {
                value,
                first,
                second,
            } => {
                let apart = first.0.abs_diff(second.0) + first.1.abs_diff(second.1);
                write!(
                    f,
                    "the {value}s at {} and {} are {} apart, not more than {value}",
                    place_text(*first),
                    place_text(*second),
                    count(apart, "cell")
                )
            }
            Violation::Empty { at } => write!(f, "the cell at {} has no number", place_text(*at)),
        }
    }
}

/// A cell's content in words.
fn shown(value: Option<u32>) -> String {
    match value {
        None => "nothing".to_owned(),
        Some(value) => number_text(Some(value)),
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &RippleEffect, answer: &RippleEffectAnswer) -> Result<(), Violation> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    let values = answer.values();
    let at = |cell: usize| {
        let (row, col) = grid.position(cell);
        (row + 1, col + 1)
    };
    // The numbers the answer writes, `?` and empty cells left out.
    let number = |cell: usize| values[cell].filter(|&v| v != UNKNOWN);
    for (cell, (&given, &got)) in puzzle.givens().iter().zip(values).enumerate() {
        let copied = match given {
            Some(_) => got == given,
            None => got != Some(UNKNOWN),
        };
        if !copied {
            let at = at(cell);
            return Err(Violation::GivenChanged { at, given, got });
        }
    }
    let rooms = puzzle.rooms();
    for cell in 0..grid.len() {
        let size = rooms.size(rooms.room_of_cell(cell));
        if let Some(value) = number(cell).filter(|&v| v as usize > size) {
            let at = at(cell);
            return Err(Violation::TooLarge { at, value, size });
        }
    }
    for room in 0..rooms.len() {
        let cells: Vec<usize> = (rooms.cells(room))
            .map(|(r, c)| grid.index(r, c))
            .collect();
        for (k, &second) in cells.iter().enumerate() {
            let Some(value) = number(second) else {
                continue;
            };
            if let Some(&first) = cells[..k].iter().find(|&&c| number(c) == Some(value)) {
                let (first, second) = (at(first), at(second));
                return Err(Violation::Repeated {
                    value,
                    first,
                    second,
                });
            }
        }
    }
    for line in grid.lines() {
        for (k, &second) in line.iter().enumerate() {
            let Some(value) = number(second) else {
                continue;
            };
            let near = &line[k.saturating_sub(value as usize)..k];
            if let Some(&first) = near.iter().find(|&&c| number(c) == Some(value)) {
                let (first, second) = (at(first), at(second));
                return Err(Violation::TooClose {
                    value,
                    first,
                    second,
                });
            }
        }
    }
    match values.iter().position(Option::is_none) {
        Some(cell) => Err(Violation::Empty { at: at(cell) }),
        None => Ok(()),
    }
}
