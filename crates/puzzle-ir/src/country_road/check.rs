//! The independent Country Road checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in pzprjs's order, so that each of its failing boards fails here for
//! its reason, and the first failure is reported: size; some line is drawn; no branch,
//! no crossing; no room the loop crosses into more than once (more than two of its
//! links cross the room's border); each number is how many of its room's cells the loop
//! visits; no room the loop misses; no two missed cells side by side across a room
//! border; no cell where a line ends; the lines are one piece.
//!
//! ```
//! use puzzle_ir::country_road::{check, CountryRoad, CountryRoadAnswer};
//! let text = "kind: country-road\nrooms:\na a b\na a b\nnumbers:\nb 2\n";
//! let puzzle = CountryRoad::parse("p", text).unwrap();
//! let answer = CountryRoadAnswer::parse_text(&puzzle, "a", ".-.-.\n|   |\n.-.-.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = CountryRoadAnswer::parse_text(&puzzle, "a", ".-. .\n| |\n.-. .\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{CountryRoad, CountryRoadAnswer};
use crate::grid::Grid;
use crate::lines::{self, LineFault, LineGraph, LinePuzzle};
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people; a room is
/// named by its first cell in reading order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// A rule on the lines alone: the size, no line, a branch, a crossing, a dead end,
    /// several pieces.
    Line(LineFault),
    /// The loop crosses a room's border more than twice: it passes through the room
    /// more than once.
    EnteredTwice {
        row: usize,
        col: usize,
        crossings: usize,
    },
    /// A room's number differs from how many of its cells the loop visits.
    WrongCount {
        row: usize,
        col: usize,
        number: u32,
        visited: usize,
    },
    /// The loop visits no cell of a room.
    RoomMissed { row: usize, col: usize },
    /// Two cells side by side in different rooms, both missed by the loop; the first in
    /// reading order and the one right of it or below it.
    MissedTouch {
        row: usize,
        col: usize,
        other_row: usize,
        other_col: usize,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Line(fault) => fault.describe(CountryRoad::LATTICE).fmt(f),
            Violation::EnteredTwice {
                row,
                col,
                crossings,
            } => write!(
                f,
                "the loop crosses the border of the room at row {row}, column {col} {} times: it passes through the room more than once",
                crossings
            ),
            Violation::WrongCount {
                row,
                col,
                number,
                visited,
            } => write!(
                f,
                "the room at row {row}, column {col} has number {number} but the loop visits {visited} of its cells"
            ),
            Violation::RoomMissed { row, col } => write!(
                f,
                "the loop misses the room at row {row}, column {col}"
            ),
            Violation::MissedTouch {
                row,
                col,
                other_row,
                other_col,
            } => write!(
                f,
                "the cells at row {row}, column {col} and at row {other_row}, column {other_col} are both missed by the loop and touch across a room border"
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &CountryRoad, answer: &CountryRoadAnswer) -> Result<(), Violation> {
    let lines = lines::drawn(puzzle, answer, Violation::Line, |_, _, _, _| {
        unreachable!("a Country Road cell holds no clue to be written differently")
    })?;
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let room = |cell: usize| puzzle.room_of_cell(cell);
    let visited = |cell: usize| lines.degree(cell) > 0;
    let first_cell = |r: usize| {
        let (row, col) = puzzle.first_cell(r);
        (row + 1, col + 1)
    };
    let crossings = border_crossings(puzzle, grid, &lines);
    if let Some(r) = (0..puzzle.len()).find(|&r| crossings[r] > 2) {
        let (row, col) = first_cell(r);
        let crossings = crossings[r];
        return Err(Violation::EnteredTwice { row, col, crossings });
    }
    let counts: Vec<usize> = (0..puzzle.len())
        .map(|r| puzzle.cells(r).filter(|&(y, x)| visited(grid.index(y, x))).count())
        .collect();
    for (r, &visited) in counts.iter().enumerate() {
        match puzzle.known(r) {
            Some(number) if number as usize != visited => {
                let (row, col) = first_cell(r);
                return Err(Violation::WrongCount { row, col, number, visited });
            }
            _ => {}
        }
    }
    if let Some(r) = (0..puzzle.len()).find(|&r| counts[r] == 0) {
        let (row, col) = first_cell(r);
        return Err(Violation::RoomMissed { row, col });
    }
    let touching = (grid.adjacent_pairs())
        .find(|&(a, b)| room(a) != room(b) && !visited(a) && !visited(b));
    if let Some((a, b)) = touching {
        let ((row, col), (other_row, other_col)) = (grid.position(a), grid.position(b));
        return Err(Violation::MissedTouch {
            row: row + 1,
            col: col + 1,
            other_row: other_row + 1,
            other_col: other_col + 1,
        });
    }
    lines.no_dead_end().map_err(Violation::Line)?;
    lines.one_piece().map_err(Violation::Line)
}

/// Per room, how many drawn links join one of its cells to a cell of another room.
fn border_crossings(puzzle: &CountryRoad, grid: Grid, lines: &LineGraph) -> Vec<usize> {
    let mut crossings = vec![0; puzzle.len()];
    for (a, b) in grid.adjacent_pairs() {
        let (room_a, room_b) = (puzzle.room_of_cell(a), puzzle.room_of_cell(b));
        if room_a != room_b && lines.linked(a).any(|next| next == b) {
            crossings[room_a] += 1;
            crossings[room_b] += 1;
        }
    }
    crossings
}
