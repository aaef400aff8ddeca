//! The independent Hashiwokakero checker, written from the rules and sharing no code
//! with any encoder: it reads the drawing place by place.
//!
//! The checks run in this order (pzprjs's order after the drawing's fit to the puzzle,
//! so that each of its failing boards fails here for its reason) and the first failure
//! is reported: size; the islands and numbers the drawing shows against the puzzle's;
//! some bridge (pzprjs's rule: an empty board is never solved); every bridge runs straight from an
//! island to an island, the same count all along (so no two cross); no island has more
//! bridges than its number; the islands are connected; no island has fewer.
//!
//! ```
//! use puzzle_ir::hashi::{check, Hashi, HashiAnswer};
//! let puzzle = Hashi::parse("p", "kind: hashi\ngrid:\n2 . 3\n. . .\n. . 1\n").unwrap();
//! let answer = HashiAnswer::parse_text(&puzzle, "a", "2===3\n    |\n. . |\n    |\n. . 1\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let answer = HashiAnswer::parse_text(&puzzle, "a", "2---3\n    |\n. . |\n    |\n. . 1\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // the 2 has one bridge
//! let answer = HashiAnswer::parse_text(&puzzle, "a", "2===3\n\n. . .\n\n. . 1\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // the 1 is cut off
//! ```

use super::{Hashi, HashiAnswer};
use crate::grid::{Grid, WrongSize};
use crate::shading::number_text;
use std::fmt;

/// The first broken rule found, with 1-based cells for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A cell of the answer is not the puzzle's: another island or number, an island
    /// on water, or water or a bridge on an island.
    CellChanged {
        cell: (usize, usize),
        expected: String,
        got: char,
    },
    /// Not one bridge (pzprjs's rule: a board is never solved empty).
    NoBridges,
    /// A bridge at or beside this cell does not run straight from an island to an
    /// island with one count all along.
    LooseBridge { cell: (usize, usize) },
    /// An island with more bridges than its number.
    TooMany {
        cell: (usize, usize),
        number: u32,
        bridges: usize,
    },
    /// An island that the bridges do not join to the first island.
    Divided { cell: (usize, usize) },
    /// An island with fewer bridges than its number.
    TooFew {
        cell: (usize, usize),
        number: u32,
        bridges: usize,
    },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bridges = |n: &usize| crate::plural::count(*n, "bridge");
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::CellChanged {
                cell: (r, c),
                expected,
                got,
            } => write!(f, "cell ({r}, {c}) shows `{got}` but the puzzle has `{expected}`"),
            Violation::NoBridges => write!(f, "no bridge is built"),
            Violation::LooseBridge { cell: (r, c) } => write!(
                f,
                "the bridge at cell ({r}, {c}) does not run straight from an island to an island"
            ),
            Violation::TooMany {
                cell: (r, c),
                number,
                bridges: n,
            } => write!(f, "the island {number} at ({r}, {c}) has {}", bridges(n)),
            Violation::Divided { cell: (r, c) } => write!(
                f,
                "the island at ({r}, {c}) is not connected to the others"
            ),
            Violation::TooFew {
                cell: (r, c),
                number,
                bridges: n,
            } => write!(f, "the island {number} at ({r}, {c}) has only {}", bridges(n)),
        }
    }
}

impl std::error::Error for Violation {}

/// The four directions as steps in the drawing.
const DIRECTIONS: [(isize, isize); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Hashi, answer: &HashiAnswer) -> Result<(), Violation> {
    let grid = puzzle.grid();
    WrongSize::check((grid.rows, grid.cols), answer.size()).map_err(Violation::WrongSize)?;
    let one_based = |cell: usize| {
        let (r, c) = grid.position(cell);
        (r + 1, c + 1)
    };
    for (cell, &number) in puzzle.numbers().iter().enumerate() {
        let (r, c) = grid.position(cell);
        let got = answer.at(2 * r, 2 * c);
        let fits = match number {
            Some(_) => got.to_string() == number_text(number),
            None => ".-=|\"".contains(got),
        };
        if !fits {
            let expected = number_text(number);
            return Err(Violation::CellChanged { cell: one_based(cell), expected, got });
        }
    }
    let islands: Vec<usize> = (0..grid.len()).filter(|&i| puzzle.is_island(i)).collect();
    let (height, width) = answer.drawing_size();
    let any_bridge = (0..height).any(|l| (0..width).any(|c| answer.bridges_at(l, c) > 0));
    if !any_bridge {
        return Err(Violation::NoBridges);
    }
    if let Some(cell) = loose_bridge(puzzle, answer) {
        return Err(Violation::LooseBridge { cell: one_based(cell) });
    }
    let counts: Vec<(usize, u32, usize)> = (islands.iter())
        .filter_map(|&i| puzzle.known_number(i).map(|n| (i, n, bridges_of(answer, grid, i))))
        .collect();
    if let Some(&(i, number, bridges)) = counts.iter().find(|(_, n, b)| *b > *n as usize) {
        return Err(Violation::TooMany { cell: one_based(i), number, bridges });
    }
    if let Some(&first) = islands.first() {
        let reached = reached_islands(answer, grid, first);
        if let Some(&cut_off) = islands.iter().find(|&&i| !reached[i]) {
            return Err(Violation::Divided { cell: one_based(cut_off) });
        }
    }
    match counts.iter().find(|(_, n, b)| *b < *n as usize) {
        Some(&(i, number, bridges)) => Err(Violation::TooFew { cell: one_based(i), number, bridges }),
        None => Ok(()),
    }
}

/// The first cell in reading order where a bridge breaks off: a place between two cells
/// with bridges whose cell on either side is neither an island nor water with as many
/// bridges the same way, or water with a bridge whose places on either side do not
/// carry as many.
fn loose_bridge(puzzle: &Hashi, answer: &HashiAnswer) -> Option<usize> {
    let grid = puzzle.grid();
    let (height, width) = answer.drawing_size();
    let holds = |line: isize, col: isize, count: usize, across: bool| -> bool {
        if line < 0 || col < 0 || line as usize >= height || col as usize >= width {
            return false;
        }
        let (line, col) = (line as usize, col as usize);
        let ch = answer.at(line, col);
        let same_way = if across { "-=".contains(ch) } else { "|\"".contains(ch) };
        let is_island = line % 2 == 0 && col % 2 == 0 && puzzle.is_island(grid.index(line / 2, col / 2));
        is_island || (same_way && answer.bridges_at(line, col) == count)
    };
    for line in 0..height {
        for col in 0..width {
            let count = answer.bridges_at(line, col);
            if count == 0 {
                continue;
            }
            let across = "-=".contains(answer.at(line, col));
            let (dl, dc) = if across { (0, 1) } else { (1, 0) };
            let (l, c) = (line as isize, col as isize);
            if !holds(l - dl, c - dc, count, across) || !holds(l + dl, c + dc, count, across) {
                return Some(grid.index(line / 2, col / 2));
            }
        }
    }
    None
}

/// How many bridges end at the island `cell`.
fn bridges_of(answer: &HashiAnswer, grid: Grid, cell: usize) -> usize {
    let (r, c) = grid.position(cell);
    let (height, width) = answer.drawing_size();
    (DIRECTIONS.iter())
        .filter_map(|&(dl, dc)| {
            let line = (2 * r).checked_add_signed(dl).filter(|&l| l < height)?;
            let col = (2 * c).checked_add_signed(dc).filter(|&c| c < width)?;
            Some(answer.bridges_at(line, col))
        })
        .sum()
}

/// Per cell, whether the island there is reached from the island `start` over bridges.
fn reached_islands(answer: &HashiAnswer, grid: Grid, start: usize) -> Vec<bool> {
    let (height, width) = answer.drawing_size();
    let mut reached = vec![false; grid.len()];
    reached[start] = true;
    let mut stack = vec![start];
    while let Some(cell) = stack.pop() {
        let (r, c) = grid.position(cell);
        for &(dl, dc) in &DIRECTIONS {
            let (mut line, mut col) = (2 * r, 2 * c);
            loop {
                let next_line = line.checked_add_signed(dl).filter(|&l| l < height);
                let next_col = col.checked_add_signed(dc).filter(|&c| c < width);
                let (Some(l), Some(c)) = (next_line, next_col) else { break };
                (line, col) = (l, c);
                if answer.bridges_at(line, col) == 0 {
                    break;
                }
            }
            let at_cell = line % 2 == 0 && col % 2 == 0 && (line, col) != (2 * r, 2 * c);
            if !at_cell || answer.bridges_at(line, col) > 0 {
                continue;
            }
            let other = grid.index(line / 2, col / 2);
            if !reached[other] {
                reached[other] = true;
                stack.push(other);
            }
        }
    }
    reached
}
