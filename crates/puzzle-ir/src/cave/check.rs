//! The independent Cave checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's, so that each of its failing boards fails here
//! for its reason) and the first failure is reported: size; the numbers the answer
//! writes against the puzzle (a numbered cell shaded included); some cell is shaded; the
//! unshaded cells are one area; every shaded cell reaches the border through shaded
//! cells; each number sees as many cells as it says, in reading order (an unknown number
//! `?` says nothing).
//!
//! ```
//! use puzzle_ir::cave::{check, Cave, CaveAnswer};
//! let puzzle = Cave::parse("p", "kind: cave\ngrid:\n. . .\n. 1 .\n. . .\n").unwrap();
//! let ring = "# # #\n# 1 #\n# # #\n";
//! assert!(check(&puzzle, &CaveAnswer::parse_text(&puzzle, "a", ring).unwrap()).is_ok());
//! let puzzle = Cave::parse("p", "kind: cave\ngrid:\n. . .\n. . .\n. . 5\n").unwrap();
//! let answer = CaveAnswer::parse_text(&puzzle, "a", ". . .\n. # .\n. . 5\n").unwrap();
//! assert_eq!(
//!     check(&puzzle, &answer).unwrap_err().to_string(),
//!     "the shaded cell (2, 2) does not reach the border through shaded cells"
//! );
//! ```

use super::{Cave, CaveAnswer};
use crate::apart::Broken;
use crate::grid::{Grid, WrongSize};
use crate::seen_numbers::{check_views, WrongView};
use crate::shaded::NumberChanged;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A cell shows another number than the puzzle's, or a numbered cell is shaded.
    NumberChanged(NumberChanged),
    /// Nothing shaded ([`Broken::NothingShaded`]) or the cave divided
    /// ([`Broken::UnshadedDivided`]).
    Shading(Broken),
    /// A shaded cell, the first in reading order, whose shaded area does not reach the
    /// border.
    Enclosed { row: usize, col: usize },
    /// A number that sees another count of cells.
    WrongView(WrongView),
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::NumberChanged(changed) => changed.fmt(f),
            Violation::Shading(broken) => broken.fmt(f),
            Violation::Enclosed { row, col } => write!(
                f,
                "the shaded cell ({row}, {col}) does not reach the border through shaded cells"
            ),
            Violation::WrongView(wrong) => wrong.fmt(f),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Cave, answer: &CaveAnswer) -> Result<(), Violation> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    if let Some(changed) = answer.changed_number(puzzle, true) {
        return Err(Violation::NumberChanged(changed));
    }
    let shaded = answer.cells();
    if !shaded.contains(&true) {
        return Err(Violation::Shading(Broken::NothingShaded));
    }
    let areas = grid.areas(|i| !shaded[i]).len();
    if areas > 1 {
        return Err(Violation::Shading(Broken::UnshadedDivided { areas }));
    }
    if let Some(cell) = enclosed(grid, shaded) {
        let (row, col) = grid.position(cell);
        let (row, col) = (row + 1, col + 1);
        return Err(Violation::Enclosed { row, col });
    }
    check_views(puzzle, shaded).map_err(Violation::WrongView)
}

/// The first shaded cell, in reading order, that no path of shaded cells joins to a
/// shaded cell on the border.
pub(super) fn enclosed(grid: Grid, shaded: &[bool]) -> Option<usize> {
    let on_border = |cell| {
        let (row, col) = grid.position(cell);
        row == 0 || col == 0 || row + 1 == grid.rows || col + 1 == grid.cols
    };
    let starts = (0..grid.len()).filter(|&i| shaded[i] && on_border(i)).collect();
    let reached = grid.reached(starts, |i| shaded[i]);
    (0..grid.len()).find(|&i| shaded[i] && !reached[i])
}
