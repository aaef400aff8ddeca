//! The independent Shimaguni checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in pzprjs's order, so that each of its failing boards fails here for
//! its reason, and the first failure is reported: size; no two shaded cells of
//! different rooms touch; each room's shaded cells are one island; each number is its
//! room's island's size; the islands of touching rooms differ in size; every room has
//! an island.
//!
//! ```
//! use puzzle_ir::shimaguni::{check, Shimaguni, ShimaguniAnswer};
//! let puzzle = Shimaguni::parse("p", "kind: shimaguni\nrooms:\na a b\na a b\nnumbers:\nb 2\n").unwrap();
//! let answer = ShimaguniAnswer::parse_text(&puzzle, "a", "#.#\n..#\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = ShimaguniAnswer::parse_text(&puzzle, "a", "##.\n..#\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{Shimaguni, ShimaguniAnswer};
use crate::grid::{Grid, WrongSize};
use crate::plural::count;
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people; a room is
/// named by its first cell in reading order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// Two shaded cells side by side in different rooms; the first in reading order.
    TouchAcross { row: usize, col: usize },
    /// A room's shaded cells form several islands.
    Divided {
        row: usize,
        col: usize,
        islands: usize,
    },
    /// A room's number differs from the size of its island.
    WrongNumber {
        row: usize,
        col: usize,
        number: u32,
        shaded: usize,
    },
    /// Two touching rooms have islands of one size.
    SameSize {
        row: usize,
        col: usize,
        other_row: usize,
        other_col: usize,
        size: usize,
    },
    /// A room has no shaded cell.
    NoIsland { row: usize, col: usize },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::TouchAcross { row, col } => write!(
                f,
                "the shaded cell at row {row}, column {col} touches a shaded cell of another room"
            ),
            Violation::Divided { row, col, islands } => write!(
                f,
                "the room at row {row}, column {col} holds {islands} islands, not one"
            ),
            Violation::WrongNumber {
                row,
                col,
                number,
                shaded,
            } => write!(
                f,
                "the room at row {row}, column {col} has number {number} but an island of {}",
                count(*shaded, "cell")
            ),
            Violation::SameSize {
                row,
                col,
                other_row,
                other_col,
                size,
            } => write!(
                f,
                "the rooms at row {row}, column {col} and at row {other_row}, column {other_col} touch and both have islands of {}",
                count(*size, "cell")
            ),
            Violation::NoIsland { row, col } => {
                write!(f, "the room at row {row}, column {col} has no shaded cell")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Shimaguni, answer: &ShimaguniAnswer) -> Result<(), Violation> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    let across: Vec<(usize, usize)> = (grid.adjacent_pairs())
        .filter(|&(a, b)| puzzle.room_of_cell(a) != puzzle.room_of_cell(b))
        .collect();
    let shaded = answer.cells();
    if let Some(&(a, _)) = across.iter().find(|&&(a, b)| shaded[a] && shaded[b]) {
        let (row, col) = grid.position(a);
        return Err(Violation::TouchAcross {
            row: row + 1,
            col: col + 1,
        });
    }
    check_one_island(puzzle, grid, shaded)?;
    let sizes: Vec<usize> = (0..puzzle.len())
        .map(|r| puzzle.cells(r).filter(|&(y, x)| answer.is_shaded(y, x)).count())
        .collect();
    check_numbers(puzzle, &sizes)?;
    check_touching_sizes(puzzle, &across, &sizes)?;
    match (0..puzzle.len()).find(|&r| sizes[r] == 0) {
        Some(r) => {
            let (row, col) = first_cell(puzzle, r);
            Err(Violation::NoIsland { row, col })
        }
        None => Ok(()),
    }
}

/// The first cell of `room`, 1-based.
fn first_cell(puzzle: &Shimaguni, room: usize) -> (usize, usize) {
    let (row, col) = puzzle.first_cell(room);
    (row + 1, col + 1)
}

/// No room holds two islands. Shaded cells of two rooms never touch by now, so each
/// shaded area lies in one room.
fn check_one_island(puzzle: &Shimaguni, grid: Grid, shaded: &[bool]) -> Result<(), Violation> {
    let mut islands = vec![0; puzzle.len()];
    for area in grid.areas(|i| shaded[i]) {
        islands[puzzle.room_of_cell(area[0])] += 1;
    }
    match (0..puzzle.len()).find(|&r| islands[r] > 1) {
        Some(r) => {
            let (row, col) = first_cell(puzzle, r);
            Err(Violation::Divided {
                row,
                col,
                islands: islands[r],
            })
        }
        None => Ok(()),
    }
}

/// Each known number is its room's island's size.
fn check_numbers(puzzle: &Shimaguni, sizes: &[usize]) -> Result<(), Violation> {
    for (r, &size) in sizes.iter().enumerate() {
        match puzzle.known(r) {
            Some(number) if number as usize != size => {
                let (row, col) = first_cell(puzzle, r);
                return Err(Violation::WrongNumber {
                    row,
                    col,
                    number,
                    shaded: size,
                });
            }
            _ => {}
        }
    }
    Ok(())
}

/// No two touching rooms (the rooms of the cell pairs `across`) have islands of one
/// size; the pair of lowest rooms is reported.
fn check_touching_sizes(
    puzzle: &Shimaguni,
    across: &[(usize, usize)],
    sizes: &[usize],
) -> Result<(), Violation> {
    let rooms = |&(a, b): &(usize, usize)| {
        let (ra, rb) = (puzzle.room_of_cell(a), puzzle.room_of_cell(b));
        (ra.min(rb), ra.max(rb))
    };
    let same = (across.iter().map(rooms))
        .filter(|&(a, b)| sizes[a] > 0 && sizes[a] == sizes[b])
        .min();
    match same {
        Some((a, b)) => {
            let ((row, col), (other_row, other_col)) = (first_cell(puzzle, a), first_cell(puzzle, b));
            Err(Violation::SameSize {
                row,
                col,
                other_row,
                other_col,
                size: sizes[a],
            })
        }
        None => Ok(()),
    }
}
