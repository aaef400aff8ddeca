//! The independent Nurikabe checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; the numbers the
//! answer writes against the puzzle (a numbered cell shaded included); no 2x2 block of
//! shaded cells, row by row; every island holds a number; the shaded cells are one
//! area; no island holds two numbers; each island's size is its number (an unknown
//! number, `?`, allows any size). Islands are taken in the order of their first cell.
//!
//! ```
//! use puzzle_ir::nurikabe::{check, Nurikabe, NurikabeAnswer};
//! let puzzle = Nurikabe::parse("p", "kind: nurikabe\ngrid:\n2 . .\n. . 1\n").unwrap();
//! let answer = NurikabeAnswer::parse_text(&puzzle, "a", "2 # #\n. # 1\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! // The shaded cell at the top right is cut off from the others.
//! let split = NurikabeAnswer::parse_text(&puzzle, "a", "2 . #\n# # 1\n").unwrap();
//! assert!(check(&puzzle, &split).is_err());
//! let wrong = NurikabeAnswer::parse_text(&puzzle, "a", "2 . .\n# # 1\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{Nurikabe, NurikabeAnswer, UNKNOWN};
use crate::grid::{Grid, WrongSize};
use crate::shaded::NumberChanged;
use std::fmt;

/// The first broken rule found, with 1-based positions for people; an island by its
/// first cell in reading order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A cell shows another number than the puzzle's, or a numbered cell is shaded.
    NumberChanged(NumberChanged),
    /// A 2x2 block of shaded cells, by its top left cell.
    Block { row: usize, col: usize },
    /// An island without a number.
    NoNumber { row: usize, col: usize },
    /// The shaded cells fall apart into several areas.
    WallDivided { areas: usize },
    /// An island with two numbers or more.
    SeveralNumbers {
        row: usize,
        col: usize,
        numbers: usize,
    },
    /// An island whose size is not its number.
    IslandSize {
        row: usize,
        col: usize,
        number: u32,
        cells: usize,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::NumberChanged(changed) => changed.fmt(f),
            Violation::Block { row, col } => write!(
                f,
                "the 2x2 block at ({row}, {col}) to ({}, {}) is all shaded",
                row + 1,
                col + 1
            ),
            Violation::NoNumber { row, col } => {
                write!(f, "the island at ({row}, {col}) holds no number")
            }
            Violation::WallDivided { areas } => {
                write!(f, "the shaded cells form {areas} separate areas, not one")
            }
            Violation::SeveralNumbers { row, col, numbers } => write!(
                f,
                "the island at ({row}, {col}) holds {numbers} numbers, not one"
            ),
            Violation::IslandSize {
                row,
                col,
                number,
                cells,
            } => write!(
                f,
                "the island at ({row}, {col}) has {cells} cells but its number is {number}"
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Nurikabe, answer: &NurikabeAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    WrongSize::check((rows, cols), (answer.rows(), answer.cols())).map_err(Violation::WrongSize)?;
    if let Some(changed) = answer.changed_number(puzzle, true) {
        return Err(Violation::NumberChanged(changed));
    }
    let grid = Grid::new(rows, cols);
    for block in grid.blocks() {
        if block.iter().all(|&(r, c)| answer.is_shaded(r, c)) {
            let (row, col) = block[3];
            return Err(Violation::Block { row, col });
        }
    }
    let islands = grid.areas(|i| !answer.cells()[i]);
    let numbers_of = |island: &[usize]| -> Vec<u32> {
        island.iter().filter_map(|&i| puzzle.numbers()[i]).collect()
    };
    let at = |island: &[usize]| (island[0] / cols + 1, island[0] % cols + 1);
    if let Some(island) = islands.iter().find(|island| numbers_of(island).is_empty()) {
        let (row, col) = at(island);
        return Err(Violation::NoNumber { row, col });
    }
    let wall = grid.areas(|i| answer.cells()[i]).len();
    if wall > 1 {
        return Err(Violation::WallDivided { areas: wall });
    }
    for island in &islands {
        let numbers = numbers_of(island);
        let (row, col) = at(island);
        if numbers.len() > 1 {
            return Err(Violation::SeveralNumbers {
                row,
                col,
                numbers: numbers.len(),
            });
        }
    }
    for island in &islands {
        let number = numbers_of(island)[0];
        if number != UNKNOWN && island.len() != number as usize {
            let (row, col) = at(island);
            return Err(Violation::IslandSize {
                row,
                col,
                number,
                cells: island.len(),
            });
        }
    }
    Ok(())
}
