//! The independent Akari checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order after the answer's fit to the puzzle,
//! so that each of its failing boards fails here for its reason) and the first failure
//! is reported: size; the black cells and numbers the answer writes against the
//! puzzle's, and no light on a black cell; no two lights see each other; each number
//! counts the lights beside it; every white cell is lit.
//!
//! ```
//! use puzzle_ir::akari::{check, Akari, AkariAnswer};
//! let puzzle = Akari::parse("p", "kind: akari\ngrid:\n...\n.1.\n").unwrap();
//! let answer = AkariAnswer::parse_text(&puzzle, "a", "o.o\n.1.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // the two lights see each other
//! let answer = AkariAnswer::parse_text(&puzzle, "a", "o..\n.1.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // no light beside the 1
//! let answer = AkariAnswer::parse_text(&puzzle, "a", ".o.\n.1.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // the bottom corners are dark
//! let answer = AkariAnswer::parse_text(&puzzle, "a", ".o.\no1o\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // three lights beside the 1
//! let puzzle = Akari::parse("p", "kind: akari\ngrid:\n...\n#1.\n").unwrap();
//! let answer = AkariAnswer::parse_text(&puzzle, "a", ".o.\n#1o\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // two lights beside the 1
//! let answer = AkariAnswer::parse_text(&puzzle, "a", "o..\n#1o\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Akari, AkariAnswer, Cell, Mark};
use crate::grid::{Grid, WrongSize};
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A cell of the answer is not the puzzle's: another black cell or number, a black
    /// cell on a white one, or a light on a black cell.
    CellChanged {
        cell: (usize, usize),
        expected: char,
        got: char,
    },
    /// Two lights in one row or column with no black cell between them: the first in
    /// reading order, and the next one it sees.
    LightsSeeEachOther {
        first: (usize, usize),
        second: (usize, usize),
    },
    /// A number with another count of lights beside it.
    WrongCount {
        cell: (usize, usize),
        number: u8,
        lights: usize,
    },
    /// A white cell that no light reaches.
    Dark { cell: (usize, usize) },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::CellChanged {
                cell: (r, c),
                expected,
                got,
            } => write!(f, "cell ({r}, {c}) shows `{got}` but the puzzle has `{expected}`"),
            Violation::LightsSeeEachOther { first, second } => write!(
                f,
                "the lights at ({}, {}) and ({}, {}) see each other",
                first.0, first.1, second.0, second.1
            ),
            Violation::WrongCount {
                cell: (r, c),
                number,
                lights,
            } => write!(
                f,
                "the {number} at ({r}, {c}) has {lights} beside it",
                lights = crate::plural::count(*lights, "light")
            ),
            Violation::Dark { cell: (r, c) } => write!(f, "the white cell ({r}, {c}) is not lit"),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Akari, answer: &AkariAnswer) -> Result<(), Violation> {
    let grid = puzzle.grid();
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    let marks = answer.marks().iter().zip(puzzle.cells());
    for (i, (&mark, &cell)) in marks.enumerate() {
        let fits = match mark {
            Mark::Light => cell == Cell::White,
            Mark::Plain(shown) => shown == cell,
        };
        if !fits {
            return Err(Violation::CellChanged {
                cell: grid.place(i),
                expected: cell.symbol(),
                got: mark.symbol(),
            });
        }
    }
    let lights = answer.lights();
    if let Some((a, b)) = lights_in_sight(grid, puzzle, &lights) {
        return Err(Violation::LightsSeeEachOther {
            first: grid.place(a),
            second: grid.place(b),
        });
    }
    for (i, &cell) in puzzle.cells().iter().enumerate() {
        if let Cell::Black(Some(number)) = cell {
            let beside = grid.neighbours(i).filter(|&n| lights[n]).count();
            if beside != usize::from(number) {
                return Err(Violation::WrongCount {
                    cell: grid.place(i),
                    number,
                    lights: beside,
                });
            }
        }
    }
    let lit = lit_cells(grid, puzzle, &lights);
    match (0..grid.len()).find(|&i| puzzle.cells()[i] == Cell::White && !lit[i]) {
        Some(dark) => Err(Violation::Dark {
            cell: grid.place(dark),
        }),
        None => Ok(()),
    }
}

/// The first light in reading order that sees another, and the nearest light it sees
/// (along its row first).
fn lights_in_sight(grid: Grid, puzzle: &Akari, lights: &[bool]) -> Option<(usize, usize)> {
    (0..grid.len()).filter(|&i| lights[i]).find_map(|light| {
        let (right, down) = (beam(grid, puzzle, light, 0, 1), beam(grid, puzzle, light, 1, 0));
        let seen = right.chain(down).find(|&other| lights[other]);
        seen.map(|other| (light, other))
    })
}

/// Per cell, whether a light shines on it: the light's own cell and the white cells it
/// sees in the four directions.
fn lit_cells(grid: Grid, puzzle: &Akari, lights: &[bool]) -> Vec<bool> {
    let mut lit = lights.to_vec();
    for light in (0..grid.len()).filter(|&i| lights[i]) {
        for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
            for cell in beam(grid, puzzle, light, dr, dc) {
                lit[cell] = true;
            }
        }
    }
    lit
}

/// The cells seen from `from` in the direction (`dr`, `dc`): the white cells up to the
/// first black cell or the border.
fn beam(grid: Grid, puzzle: &Akari, from: usize, dr: isize, dc: isize) -> impl Iterator<Item = usize> + '_ {
    let (row, col) = grid.position(from);
    (1..)
        .map(move |k| (row as isize + dr * k, col as isize + dc * k))
        .take_while(move |&(r, c)| r >= 0 && c >= 0 && (r as usize) < grid.rows && (c as usize) < grid.cols)
        .map(move |(r, c)| grid.index(r as usize, c as usize))
        .take_while(|&i| puzzle.cells()[i] == Cell::White)
}
