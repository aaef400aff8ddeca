//! The independent Heyawake checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in pzprjs's order, so that each of its failing boards fails here for
//! its reason, and the first failure is reported: size; some cell is shaded; no two
//! shaded cells touch; the unshaded cells are one area; each number counts its room's
//! shaded cells; no run of unshaded cells crosses two room borders.
//!
//! ```
//! use puzzle_ir::heyawake::{check, Heyawake, HeyawakeAnswer};
//! let puzzle = Heyawake::parse("p", "kind: heyawake\nrooms:\na a b\na a b\nnumbers:\nb 1\n").unwrap();
//! let answer = HeyawakeAnswer::parse_text(&puzzle, "a", "..#\n...\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = HeyawakeAnswer::parse_text(&puzzle, "a", "..#\n..#\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{Heyawake, HeyawakeAnswer};
use crate::grid::{Grid, WrongSize};
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// No cell is shaded.
    NoShade,
    /// Two shaded cells side by side; the first of them in reading order.
    Adjacent { row: usize, col: usize },
    /// The unshaded cells form several areas.
    Divided { areas: usize },
    /// A room's number differs from its count of shaded cells; the room's first cell.
    WrongCount {
        row: usize,
        col: usize,
        number: u32,
        shaded: usize,
    },
    /// A run of unshaded cells crosses two room borders; its first cell and direction.
    LongRun {
        row: usize,
        col: usize,
        across: bool,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::NoShade => write!(f, "no cell is shaded"),
            Violation::Adjacent { row, col } => write!(
                f,
                "the shaded cell at row {row}, column {col} touches another shaded cell"
            ),
            Violation::Divided { areas } => {
                write!(f, "the unshaded cells form {areas} separate areas, not one")
            }
            Violation::WrongCount {
                row,
                col,
                number,
                shaded,
            } => write!(
                f,
                "the room at row {row}, column {col} has number {number} but {shaded} shaded cells"
            ),
            Violation::LongRun { row, col, across } => write!(
                f,
                "the unshaded run {} from row {row}, column {col} crosses two room borders",
                if *across { "across" } else { "down" }
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Heyawake, answer: &HeyawakeAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    WrongSize::check((rows, cols), (answer.rows(), answer.cols())).map_err(Violation::WrongSize)?;
    if !answer.cells().iter().any(|&s| s) {
        return Err(Violation::NoShade);
    }
    check_adjacent(answer)?;
    let grid = Grid::new(rows, cols);
    let areas = grid.areas(|i| !answer.cells()[i]).len();
    if areas > 1 {
        return Err(Violation::Divided { areas });
    }
    check_counts(puzzle, answer)?;
    check_runs(puzzle, answer)
}

fn check_adjacent(answer: &HeyawakeAnswer) -> Result<(), Violation> {
    let grid = Grid::new(answer.rows(), answer.cols());
    let shaded = answer.cells();
    match grid.adjacent_pairs().find(|&(a, b)| shaded[a] && shaded[b]) {
        Some((first, _)) => {
            let (row, col) = grid.position(first);
            Err(Violation::Adjacent {
                row: row + 1,
                col: col + 1,
            })
        }
        None => Ok(()),
    }
}

fn check_counts(puzzle: &Heyawake, answer: &HeyawakeAnswer) -> Result<(), Violation> {
    let rooms = puzzle.rooms();
    for room in 0..rooms.len() {
        let Some(number) = puzzle.known(room) else {
            continue;
        };
        let shaded = rooms
            .cells(room)
            .filter(|&(r, c)| answer.is_shaded(r, c))
            .count();
        if shaded != number as usize {
            let (row, col) = rooms.first_cell(room);
            return Err(Violation::WrongCount {
                row: row + 1,
                col: col + 1,
                number,
                shaded,
            });
        }
    }
    Ok(())
}

/// Walks every row, then every column, counting the room borders inside each run of
/// unshaded cells.
fn check_runs(puzzle: &Heyawake, answer: &HeyawakeAnswer) -> Result<(), Violation> {
    let rooms = puzzle.rooms();
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    for (k, line) in grid.lines().enumerate() {
        let mut start = 0;
        let mut borders = 0;
        for (i, &cell) in line.iter().enumerate() {
            if answer.cells()[cell] {
                start = i + 1;
                borders = 0;
                continue;
            }
            if i > start {
                borders += usize::from(rooms.room_of_cell(line[i - 1]) != rooms.room_of_cell(cell));
            }
            if borders >= 2 {
                let (row, col) = grid.position(line[start]);
                return Err(Violation::LongRun {
                    row: row + 1,
                    col: col + 1,
                    across: k < grid.rows,
                });
            }
        }
    }
    Ok(())
}
