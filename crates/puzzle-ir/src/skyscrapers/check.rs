//! The independent Skyscrapers checker, written from the rules and sharing no code
//! with any encoder.
//!
//! The checks run in pzprjs's order, so that each of its failing boards fails here for
//! its reason, and the first failure is reported: size; the givens copied; no height
//! twice in a row or column; every clue sees its count (an empty cell is seen by no
//! one); no cell empty. Together these say that every row and column holds 1..n once
//! each, as the clues see them.
//!
//! ```
//! use puzzle_ir::skyscrapers::{check, Skyscrapers, SkyscrapersAnswer};
//! let text = "kind: skyscrapers\ngrid:\n. 2 . .\n. . . .\n. . . .\n. . . .\n";
//! let puzzle = Skyscrapers::parse("p", text).unwrap();
//! let answer = SkyscrapersAnswer::parse_text(&puzzle, "a", "12\n21\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = SkyscrapersAnswer::parse_text(&puzzle, "a", "21\n12\n").unwrap();
//! assert_eq!(
//!     check(&puzzle, &wrong).unwrap_err().to_string(),
//!     "the clue 2 above column 1 sees 1 building"
//! );
//! ```

use super::{seen, Side, Skyscrapers, SkyscrapersAnswer};
use crate::grid::{place_text, Grid, WrongSize};
use crate::plural::count;
use std::fmt;

pub use crate::grid::Place;

/// The first broken rule found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A given cell holds something else.
    GivenChanged {
        at: Place,
        given: u32,
        got: Option<u32>,
    },
    /// A height twice in one row or column: its first two cells in reading order.
    Repeated {
        height: u32,
        first: Place,
        second: Place,
    },
    /// A clue that sees another number of buildings (`index` 1-based).
    WrongView {
        side: Side,
        index: usize,
        clue: u32,
        seen: usize,
    },
    /// A cell without a height.
    Empty { at: Place },
}

/// Where a clue stands, in words: "above column 3".
pub fn clue_place(side: Side, index: usize) -> String {
    match side {
        Side::Top => format!("above column {index}"),
        Side::Bottom => format!("below column {index}"),
        Side::Left => format!("left of row {index}"),
        Side::Right => format!("right of row {index}"),
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::GivenChanged { at, given, got } => {
                let got = got.map_or("nothing".to_owned(), |h| h.to_string());
                write!(f, "the cell at {} holds {got} where the puzzle gives {given}", place_text(*at))
            }
            Violation::Repeated {
                height,
                first,
                second,
            } => write!(
                f,
                "the height {height} at {} again at {} in one line",
                place_text(*first),
                place_text(*second)
            ),
            Violation::WrongView {
                side,
                index,
                clue,
                seen,
            } => write!(
                f,
                "the clue {clue} {} sees {}",
                clue_place(*side, *index),
                count(*seen, "building")
            ),
            Violation::Empty { at } => write!(f, "the cell at {} has no height", place_text(*at)),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Skyscrapers, answer: &SkyscrapersAnswer) -> Result<(), Violation> {
    let n = puzzle.size();
    let grid = Grid::new(n, n);
    WrongSize::check((n, n), (answer.size(), answer.size())).map_err(Violation::WrongSize)?;
    let heights = answer.heights();
    let at = |cell: usize| {
        let (row, col) = grid.position(cell);
        (row + 1, col + 1)
    };
    for (cell, &got) in heights.iter().enumerate() {
        let (row, col) = grid.position(cell);
        if let Some(given) = puzzle.given(row, col).filter(|&g| got != Some(g)) {
            return Err(Violation::GivenChanged { at: at(cell), given, got });
        }
    }
    let mut repeats: Vec<(usize, usize)> = Vec::new();
    for line in grid.lines() {
        for (k, &second) in line.iter().enumerate() {
            let Some(height) = heights[second] else { continue };
            if let Some(&first) = line[..k].iter().find(|&&c| heights[c] == Some(height)) {
                repeats.push((first, second));
            }
        }
    }
    if let Some(&(first, second)) = repeats.iter().min_by_key(|&&(a, b)| (b, a)) {
        return Err(Violation::Repeated {
            height: heights[second].expect("a repeated height"),
            first: at(first),
            second: at(second),
        });
    }
    for (side, index, clue) in puzzle.clues() {
        let line: Vec<u32> = (puzzle.line_of_sight(side, index).iter())
            .map(|&cell| heights[cell].unwrap_or(0))
            .collect();
        let seen = seen(&line);
        if seen != clue as usize {
            return Err(Violation::WrongView {
                side,
                index: index + 1,
                clue,
                seen,
            });
        }
    }
    match heights.iter().position(Option::is_none) {
        Some(cell) => Err(Violation::Empty { at: at(cell) }),
        None => Ok(()),
    }
}
