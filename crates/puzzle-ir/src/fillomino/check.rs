//! The independent Fillomino checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The regions of an answer are its maximal connected groups of cells with equal
//! numbers (two regions of one size never share an edge, so no other division fits).
//! The first failure is reported, in this order: size; the givens copied; a group of
//! k-cells with more than k cells; one with fewer; no cell empty (pzprjs checks the
//! small groups before the large ones, but its unfinished boards draw borders, which
//! an answer here has not: this order fails its test boards for its reasons where
//! numbers can). On an unfinished
//! board a group is its filled cells only (pzprjs joins empty cells to the groups
//! around them, which the borders a player draws there keep apart; an answer here
//! has no borders).
//!
//! ```
//! use puzzle_ir::fillomino::{check, Fillomino, FillominoAnswer};
//! let puzzle = Fillomino::parse("p", "kind: fillomino\ngrid:\n. 2 .\n").unwrap();
//! let answer = FillominoAnswer::parse_text(&puzzle, "a", "122\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = FillominoAnswer::parse_text(&puzzle, "a", "121\n").unwrap();
//! assert_eq!(
//!     check(&puzzle, &wrong).unwrap_err().to_string(),
//!     "the 2 at row 1, column 2 lies in a group of 1 cell, not 2"
//! );
//! ```

use super::{Fillomino, FillominoAnswer};
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
    /// A given cell holds another number, or none.
    GivenChanged {
        at: Place,
        given: u32,
        got: Option<u32>,
    },
    /// A group of cells holding `value` (its first cell `at`) with more than `value`
    /// cells.
    TooLarge { at: Place, value: u32, size: usize },
    /// A group of cells holding `value` with fewer than `value` cells.
    TooSmall { at: Place, value: u32, size: usize },
    /// A cell without a number.
    Empty { at: Place },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::GivenChanged { at, given, got } => write!(
                f,
                "the cell at {} holds {} where the puzzle gives {given}",
                place_text(*at),
                match got {
                    None => "nothing".to_owned(),
                    Some(_) => number_text(*got),
                }
            ),
            Violation::TooSmall { at, value, size } | Violation::TooLarge { at, value, size } => {
                write!(
                    f,
                    "the {value} at {} lies in a group of {}, not {value}",
                    place_text(*at),
                    count(*size, "cell")
                )
            }
            Violation::Empty { at } => write!(f, "the cell at {} has no number", place_text(*at)),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Fillomino, answer: &FillominoAnswer) -> Result<(), Violation> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    let values = answer.values();
    for (cell, (&given, &got)) in puzzle.numbers().iter().zip(values).enumerate() {
        match given {
            Some(given) if given != UNKNOWN && got != Some(given) => {
                let at = grid.place(cell);
                return Err(Violation::GivenChanged { at, given, got });
            }
            Some(UNKNOWN) if got.is_none() => {
                return Err(Violation::Empty { at: grid.place(cell) })
            }
            _ => {}
        }
    }
    // Each group of equal numbers: its first cell, its number and its size.
    let groups: Vec<(Place, u32, usize)> = (grid.components(|a, b| values[a] == values[b]))
        .into_iter()
        .filter_map(|g| values[g[0]].map(|v| (grid.place(g[0]), v, g.len())))
        .collect();
    if let Some((at, value, size)) = groups.iter().copied().find(|&(_, v, size)| size > v as usize) {
        return Err(Violation::TooLarge { at, value, size });
    }
    if let Some((at, value, size)) = groups.iter().copied().find(|&(_, v, size)| size < v as usize) {
        return Err(Violation::TooSmall { at, value, size });
    }
    match values.iter().position(Option::is_none) {
        Some(cell) => Err(Violation::Empty { at: grid.place(cell) }),
        None => Ok(()),
    }
}
