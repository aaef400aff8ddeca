//! The independent Shikaku checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The regions are the areas of cells that no border separates. The checks run in this
//! order (pzprjs's order, so that each of its failing boards fails here for its reason)
//! and the first failure is reported: size; the numbers the answer writes against the
//! puzzle's; every region holds a number; no region holds two; every region is a
//! rectangle; a region's known number is its area; no border stops inside the grid
//! (a border that separates nothing).
//!
//! ```
//! use puzzle_ir::shikaku::{check, Shikaku, ShikakuAnswer};
//! let puzzle = Shikaku::parse("p", "kind: shikaku\ngrid:\n2 .\n. 2\n").unwrap();
//! let across = "+-+-+\n|2 .|\n+-+-+\n|. 2|\n+-+-+\n";
//! assert!(check(&puzzle, &ShikakuAnswer::parse_text(&puzzle, "a", across).unwrap()).is_ok());
//! let whole = "+-+-+\n|2 .|\n+ + +\n|. 2|\n+-+-+\n";
//! assert!(check(&puzzle, &ShikakuAnswer::parse_text(&puzzle, "a", whole).unwrap()).is_err());
//! ```

use super::{Shikaku, ShikakuAnswer, UNKNOWN};
use crate::grid::{Grid, WrongSize};
use crate::shading::number_text;
use std::fmt;

/// The first broken rule found, with 1-based positions for people; a region is named
/// by its first cell in reading order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A cell shows another number than the puzzle's.
    NumberChanged {
        cell: (usize, usize),
        expected: Option<u32>,
        got: Option<u32>,
    },
    /// A region without a number.
    NoNumber { region: (usize, usize) },
    /// A region with two numbers (or more).
    TwoNumbers {
        first: (usize, usize),
        second: (usize, usize),
    },
    /// A region that is no rectangle.
    NotRectangle { region: (usize, usize) },
    /// A region whose number is not its area.
    WrongArea {
        number: (usize, usize),
        value: u32,
        area: usize,
    },
    /// A border that stops at a corner inside the grid: the bottom-right corner of
    /// `cell`.
    DeadEnd { cell: (usize, usize) },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::NumberChanged {
                cell: (r, c),
                expected,
                got,
            } => write!(
                f,
                "cell ({r}, {c}) shows `{}` where the puzzle has `{}`",
                number_text(got),
                number_text(expected)
            ),
            Violation::NoNumber { region: (r, c) } => {
                write!(f, "the region at ({r}, {c}) holds no number")
            }
            Violation::TwoNumbers { first, second } => write!(
                f,
                "one region holds two numbers, at ({}, {}) and ({}, {})",
                first.0, first.1, second.0, second.1
            ),
            Violation::NotRectangle { region: (r, c) } => {
                write!(f, "the region at ({r}, {c}) is not a rectangle")
            }
            Violation::WrongArea {
                number: (r, c),
                value,
                area,
            } => write!(
                f,
                "the rectangle of the number {value} at ({r}, {c}) has {area} cells"
            ),
            Violation::DeadEnd { cell: (r, c) } => write!(
                f,
                "a border stops at the bottom-right corner of cell ({r}, {c})"
            ),
        }
    }
}

/// Checks `answer` against `puzzle` and the rules of Shikaku.
pub fn check(puzzle: &Shikaku, answer: &ShikakuAnswer) -> Result<(), Violation> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    for cell in 0..grid.len() {
        let (r, c) = grid.position(cell);
        let (expected, got) = (puzzle.number(r, c), answer.number(r, c));
        if expected != got {
            let cell = grid.place(cell);
            return Err(Violation::NumberChanged {
                cell,
                expected,
                got,
            });
        }
    }
    let regions = answer.regions();
    let numbered = |region: &[usize]| -> Vec<usize> {
        (region.iter().copied())
            .filter(|&cell| puzzle.numbers()[cell].is_some())
            .collect()
    };
    let first = |region: &[usize]| grid.place(region[0]);
    for region in &regions {
        if numbered(region).is_empty() {
            return Err(Violation::NoNumber {
                region: first(region),
            });
        }
    }
    for region in &regions {
        if let [one, two, ..] = numbered(region)[..] {
            return Err(Violation::TwoNumbers {
                first: grid.place(one),
                second: grid.place(two),
            });
        }
    }
    for region in &regions {
        if !is_rectangle(grid, region) {
            return Err(Violation::NotRectangle {
                region: first(region),
            });
        }
    }
    for region in &regions {
        let cell = numbered(region)[0];
        match puzzle.numbers()[cell] {
            Some(value) if value != UNKNOWN && value as usize != region.len() => {
                return Err(Violation::WrongArea {
                    number: grid.place(cell),
                    value,
                    area: region.len(),
                })
            }
            _ => {}
        }
    }
    dead_end(answer).map_or(Ok(()), |cell| Err(Violation::DeadEnd { cell }))
}

/// Whether `region` fills its bounding box.
fn is_rectangle(grid: Grid, region: &[usize]) -> bool {
    let places: Vec<(usize, usize)> = region.iter().map(|&cell| grid.position(cell)).collect();
    let span = |side: fn(&(usize, usize)) -> usize| {
        let low = places.iter().map(side).min().unwrap_or(0);
        let high = places.iter().map(side).max().unwrap_or(0);
        high - low + 1
    };
    span(|p| p.0) * span(|p| p.1) == region.len()
}

/// The first cell, in reading order and 1-based, at whose bottom-right corner (inside
/// the grid) exactly one of the four borders meeting there is drawn.
fn dead_end(answer: &ShikakuAnswer) -> Option<(usize, usize)> {
    let (rows, cols) = (answer.rows(), answer.cols());
    (0..rows.saturating_sub(1))
        .flat_map(|r| (0..cols.saturating_sub(1)).map(move |c| (r, c)))
        .find(|&(r, c)| {
            let meeting = [
                answer.wall_right(r, c),
                answer.wall_right(r + 1, c),
                answer.wall_below(r, c),
                answer.wall_below(r, c + 1),
            ];
            meeting.iter().filter(|&&on| on).count() == 1
        })
        .map(|(r, c)| (r + 1, c + 1))
}
