//! The independent Star Battle checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in pzprjs's order, so that each of its failing boards fails here for
//! its reason, and the first failure is reported: size; no two stars touching; no room
//! with more than K stars; no room with fewer; every row, then every column, with K.
//!
//! ```
//! use puzzle_ir::star_battle::{check, StarBattle, StarBattleAnswer};
//! let text = "kind: star-battle\nstars: 1\nrooms:\na a b b\na a a b\nc c d b\nc d d d\n";
//! let puzzle = StarBattle::parse("p", text).unwrap();
//! let answer = StarBattleAnswer::parse_text(&puzzle, "a", ".#..\n...#\n#...\n..#.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = StarBattleAnswer::parse_text(&puzzle, "a", ".#..\n...#\n..#.\n#...\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{StarBattle, StarBattleAnswer};
use crate::grid::{Grid, WrongSize};
use crate::plural::count;
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people; a room is named
/// by its first cell in reading order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// Two stars touch by a side or a corner; the first of them in reading order.
    Touching { row: usize, col: usize },
    /// A room with more stars than K.
    RoomOver {
        row: usize,
        col: usize,
        stars: usize,
        wanted: usize,
    },
    /// A room with fewer stars than K.
    RoomUnder {
        row: usize,
        col: usize,
        stars: usize,
        wanted: usize,
    },
    /// A row (`across`) or column whose count of stars is not K; its 1-based index.
    Line {
        across: bool,
        index: usize,
        stars: usize,
        wanted: usize,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Violation::WrongSize(ref wrong) => wrong.fmt(f),
            Violation::Touching { row, col } => write!(
                f,
                "the star at row {row}, column {col} touches another star"
            ),
            Violation::RoomOver {
                row,
                col,
                stars,
                wanted,
            } => write!(
                f,
                "the room at row {row}, column {col} has {}, more than {wanted}",
                count(stars, "star")
            ),
            Violation::RoomUnder {
                row,
                col,
                stars,
                wanted,
            } => write!(
                f,
                "the room at row {row}, column {col} has {}, fewer than {wanted}",
                count(stars, "star")
            ),
            Violation::Line {
                across,
                index,
                stars,
                wanted,
            } => write!(
                f,
                "{} {index} has {}, not {wanted}",
                if across { "row" } else { "column" },
                count(stars, "star")
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &StarBattle, answer: &StarBattleAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    WrongSize::check((rows, cols), (answer.rows(), answer.cols())).map_err(Violation::WrongSize)?;
    let grid = Grid::new(rows, cols);
    let star = answer.cells();
    if let Some((first, _)) = grid.touching_pairs().find(|&(a, b)| star[a] && star[b]) {
        let (row, col) = grid.position(first);
        return Err(Violation::Touching {
            row: row + 1,
            col: col + 1,
        });
    }
    check_rooms(puzzle, answer, true)?;
    check_rooms(puzzle, answer, false)?;
    check_lines(puzzle, answer)
}

/// Every room against K: those with more stars when `over`, else those with fewer.
fn check_rooms(
    puzzle: &StarBattle,
    answer: &StarBattleAnswer,
    over: bool,
) -> Result<(), Violation> {
    let wanted = puzzle.stars();
    for room in 0..puzzle.len() {
        let stars = (puzzle.cells(room))
            .filter(|&(r, c)| answer.is_shaded(r, c))
            .count();
        let (row, col) = puzzle.first_cell(room);
        let (row, col) = (row + 1, col + 1);
        match stars.cmp(&wanted) {
            std::cmp::Ordering::Greater if over => {
                return Err(Violation::RoomOver {
                    row,
                    col,
                    stars,
                    wanted,
                })
            }
            std::cmp::Ordering::Less if !over => {
                return Err(Violation::RoomUnder {
                    row,
                    col,
                    stars,
                    wanted,
                })
            }
            _ => {}
        }
    }
    Ok(())
}

fn check_lines(puzzle: &StarBattle, answer: &StarBattleAnswer) -> Result<(), Violation> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let wanted = puzzle.stars();
    for (k, line) in grid.lines().enumerate() {
        let stars = line.iter().filter(|&&cell| answer.cells()[cell]).count();
        if stars != wanted {
            let across = k < grid.rows;
            return Err(Violation::Line {
                across,
                index: if across { k + 1 } else { k - grid.rows + 1 },
                stars,
                wanted,
            });
        }
    }
    Ok(())
}
