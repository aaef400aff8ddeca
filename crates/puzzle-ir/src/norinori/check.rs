//! The independent Norinori checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in pzprjs's order, so that each of its failing boards fails here for
//! its reason, and the first failure is reported: size; no more than two shaded cells
//! joined side by side; no room with more than two shaded cells; no shaded cell without
//! a shaded neighbour; no room with one shaded cell; no room without one.
//!
//! ```
//! use puzzle_ir::norinori::{check, Norinori, NorinoriAnswer};
//! let puzzle = Norinori::parse("p", "kind: norinori\nrooms:\na a b b\na a b b\n").unwrap();
//! let answer = NorinoriAnswer::parse_text(&puzzle, "a", "##..\n..##\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let answer = NorinoriAnswer::parse_text(&puzzle, "a", "#..#\n#..#\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let answer = NorinoriAnswer::parse_text(&puzzle, "a", "#.#.\n#..#\n").unwrap();
//! assert_eq!(
//!     check(&puzzle, &answer).unwrap_err().to_string(),
//!     "the shaded cell at row 1, column 3 has no shaded cell beside it"
//! );
//! ```

use super::{Norinori, NorinoriAnswer};
use crate::grid::{Grid, WrongSize};
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people; a room, or a
/// group of shaded cells, is named by its first cell in reading order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// More than two shaded cells joined side by side.
    Clump {
        row: usize,
        col: usize,
        cells: usize,
    },
    /// A room with more than two shaded cells.
    TooMany {
        row: usize,
        col: usize,
        shaded: usize,
    },
    /// A shaded cell with no shaded cell beside it.
    Alone { row: usize, col: usize },
    /// A room with one shaded cell.
    OnlyOne { row: usize, col: usize },
    /// A room without shaded cells.
    Empty { row: usize, col: usize },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::Clump { row, col, cells } => write!(
                f,
                "the shaded cells from row {row}, column {col} join {cells} cells, more than 2"
            ),
            Violation::TooMany { row, col, shaded } => write!(
                f,
                "the room at row {row}, column {col} has {shaded} shaded cells, more than 2"
            ),
            Violation::Alone { row, col } => write!(
                f,
                "the shaded cell at row {row}, column {col} has no shaded cell beside it"
            ),
            Violation::OnlyOne { row, col } => write!(
                f,
                "the room at row {row}, column {col} has 1 shaded cell, fewer than 2"
            ),
            Violation::Empty { row, col } => {
                write!(f, "the room at row {row}, column {col} has no shaded cell")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Norinori, answer: &NorinoriAnswer) -> Result<(), Violation> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    let groups = grid.areas(|cell| answer.cells()[cell]);
    let at = |cell: usize| {
        let (row, col) = grid.position(cell);
        (row + 1, col + 1)
    };
    if let Some(group) = groups.iter().find(|group| group.len() > 2) {
        let (row, col) = at(group[0]);
        let cells = group.len();
        return Err(Violation::Clump { row, col, cells });
    }
    let shaded = shaded_per_room(puzzle, answer);
    let first = |room: usize| {
        let (row, col) = puzzle.rooms().first_cell(room);
        (row + 1, col + 1)
    };
    if let Some(room) = shaded.iter().position(|&n| n > 2) {
        let (row, col) = first(room);
        let shaded = shaded[room];
        return Err(Violation::TooMany { row, col, shaded });
    }
    if let Some(group) = groups.iter().find(|group| group.len() == 1) {
        let (row, col) = at(group[0]);
        return Err(Violation::Alone { row, col });
    }
    if let Some(room) = shaded.iter().position(|&n| n == 1) {
        let (row, col) = first(room);
        return Err(Violation::OnlyOne { row, col });
    }
    if let Some(room) = shaded.iter().position(|&n| n == 0) {
        let (row, col) = first(room);
        return Err(Violation::Empty { row, col });
    }
    Ok(())
}

/// The number of shaded cells of each room.
fn shaded_per_room(puzzle: &Norinori, answer: &NorinoriAnswer) -> Vec<usize> {
    let rooms = puzzle.rooms();
    (0..rooms.len())
        .map(|room| rooms.cells(room).filter(|&(r, c)| answer.is_shaded(r, c)).count())
        .collect()
}
