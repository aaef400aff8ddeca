//! The independent Kurodoko checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; the numbers the
//! answer writes against the puzzle (a numbered cell shaded included); some cell is
//! shaded; no two shaded cells touch, row by row; the unshaded cells are one area; each
//! number sees as many cells as it says, in reading order (an unknown number `?` says
//! nothing).
//!
//! ```
//! use puzzle_ir::kurodoko::{check, Kurodoko, KurodokoAnswer};
//! let puzzle = Kurodoko::parse("p", "kind: kurodoko\ngrid:\n3 . .\n. . 3\n").unwrap();
//! let answer = KurodokoAnswer::parse_text(&puzzle, "a", "3 # .\n. . 3\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // the first 3 sees 2 cells
//! let answer = KurodokoAnswer::parse_text(&puzzle, "a", "3 . .\n. . 3\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // nothing is shaded
//! let answer = KurodokoAnswer::parse_text(&puzzle, "a", "3 . #\n. . 3\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Kurodoko, KurodokoAnswer};
use crate::apart::{self, Broken};
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
    /// A shading rule broken: nothing shaded, shaded cells touching, or the unshaded
    /// cells divided.
    Shading(Broken),
    /// A number that sees another count of cells.
    WrongView(WrongView),
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Shading(broken) => broken.fmt(f),
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::NumberChanged(changed) => changed.fmt(f),
            Violation::WrongView(wrong) => wrong.fmt(f),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Kurodoko, answer: &KurodokoAnswer) -> Result<(), Violation> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    if let Some(changed) = answer.changed_number(puzzle, true) {
        return Err(Violation::NumberChanged(changed));
    }
    let shaded = answer.cells();
    apart::check(grid, shaded).map_err(Violation::Shading)?;
    check_views(puzzle, shaded).map_err(Violation::WrongView)
}
