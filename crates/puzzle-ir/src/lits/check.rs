//! The independent LITS checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in pzprjs's order, so that each of its failing boards fails here for
//! its reason, and the first failure is reported: size; no 2x2 block shaded; no room
//! with more than four shaded cells; each room's shaded cells joined; no two
//! tetrominoes of one shape touching across rooms; the shaded cells one area; no room
//! without shaded cells; no room with fewer than four.
//!
//! ```
//! use puzzle_ir::lits::{check, Lits, LitsAnswer};
//! let puzzle = Lits::parse("p", "kind: lits\nrooms:\na a b b\na a b c\na b b c\nc c c c\n").unwrap();
//! let answer = LitsAnswer::parse_text(&puzzle, "a", "#.##\n###.\n#.#.\n####\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Lits, LitsAnswer};
use crate::grid::{Grid, WrongSize};
use crate::tetromino::{shape_of, Shape};
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people; a room is named
/// by its first cell in reading order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A 2x2 block of shaded cells; its top-left cell.
    Block { row: usize, col: usize },
    /// A room with more than four shaded cells.
    TooMany {
        row: usize,
        col: usize,
        shaded: usize,
    },
    /// A room whose shaded cells are not joined.
    Split { row: usize, col: usize },
    /// Two tetrominoes of one shape touch; the cell of the first beside the second.
    SameShape { row: usize, col: usize, shape: char },
    /// The shaded cells form several areas.
    Divided { areas: usize },
    /// A room without shaded cells.
    Empty { row: usize, col: usize },
    /// A room with fewer than four shaded cells.
    TooFew {
        row: usize,
        col: usize,
        shaded: usize,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::Block { row, col } => {
                write!(f, "the 2x2 block at row {row}, column {col} is all shaded")
            }
            Violation::TooMany { row, col, shaded } => write!(
                f,
                "the room at row {row}, column {col} has {shaded} shaded cells, more than 4"
            ),
            Violation::Split { row, col } => write!(
                f,
                "the shaded cells of the room at row {row}, column {col} are not joined"
            ),
            Violation::SameShape { row, col, shape } => write!(
                f,
                "two {shape} tetrominoes touch at row {row}, column {col}"
            ),
            Violation::Divided { areas } => {
                write!(f, "the shaded cells form {areas} separate areas, not one")
            }
            Violation::Empty { row, col } => {
                write!(f, "the room at row {row}, column {col} has no shaded cell")
            }
            Violation::TooFew { row, col, shaded } => write!(
                f,
                "the room at row {row}, column {col} has {shaded} shaded cells, fewer than 4"
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Lits, answer: &LitsAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    WrongSize::check((rows, cols), (answer.rows(), answer.cols())).map_err(Violation::WrongSize)?;
    check_blocks(answer)?;
    let shaded = room_shading(puzzle, answer);
    for (room, cells) in shaded.iter().enumerate() {
        if cells.len() > 4 {
            let (row, col) = first(puzzle, room);
            return Err(Violation::TooMany {
                row,
                col,
                shaded: cells.len(),
            });
        }
    }
    let grid = Grid::new(rows, cols);
    for room in 0..shaded.len() {
        let in_room = |i: usize| answer.cells()[i] && puzzle.rooms().room_of_cell(i) == room;
        if grid.areas(in_room).len() > 1 {
            let (row, col) = first(puzzle, room);
            return Err(Violation::Split { row, col });
        }
    }
    check_shapes(puzzle, answer, &shaded)?;
    let areas = grid.areas(|i| answer.cells()[i]).len();
    if areas > 1 {
        return Err(Violation::Divided { areas });
    }
    if let Some(room) = shaded.iter().position(Vec::is_empty) {
        let (row, col) = first(puzzle, room);
        return Err(Violation::Empty { row, col });
    }
    if let Some(room) = shaded.iter().position(|cells| cells.len() < 4) {
        let (row, col) = first(puzzle, room);
        let shaded = shaded[room].len();
        return Err(Violation::TooFew { row, col, shaded });
    }
    Ok(())
}

/// The 1-based first cell of `room`.
fn first(puzzle: &Lits, room: usize) -> (usize, usize) {
    let (row, col) = puzzle.rooms().first_cell(room);
    (row + 1, col + 1)
}

fn check_blocks(answer: &LitsAnswer) -> Result<(), Violation> {
    for block in Grid::new(answer.rows(), answer.cols()).blocks() {
        if block.iter().all(|&(r, c)| answer.is_shaded(r, c)) {
            let (row, col) = block[3];
            return Err(Violation::Block { row, col });
        }
    }
    Ok(())
}

/// The shaded cells of each room.
fn room_shading(puzzle: &Lits, answer: &LitsAnswer) -> Vec<Vec<(usize, usize)>> {
    let rooms = puzzle.rooms();
    (0..rooms.len())
        .map(|room| {
            rooms
                .cells(room)
                .filter(|&(r, c)| answer.is_shaded(r, c))
                .collect()
        })
        .collect()
}

/// No two shaded cells side by side in different rooms whose shaded cells are
/// tetrominoes of one shape.
fn check_shapes(
    puzzle: &Lits,
    answer: &LitsAnswer,
    shaded: &[Vec<(usize, usize)>],
) -> Result<(), Violation> {
    let shapes: Vec<Option<Shape>> = shaded.iter().map(|cells| shape_of(cells)).collect();
    let grid = Grid::new(answer.rows(), answer.cols());
    for (a, b) in grid.adjacent_pairs() {
        let (room, other) = (
            puzzle.rooms().room_of_cell(a),
            puzzle.rooms().room_of_cell(b),
        );
        let both = answer.cells()[a] && answer.cells()[b];
        if both && other != room && shapes[room].is_some() && shapes[room] == shapes[other] {
            let shape = shapes[room].expect("checked").letter();
            let (row, col) = grid.position(a);
            return Err(Violation::SameShape {
                row: row + 1,
                col: col + 1,
                shape,
            });
        }
    }
    Ok(())
}
