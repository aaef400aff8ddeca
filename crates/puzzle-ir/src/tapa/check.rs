//! The independent Tapa checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; clue cells
//! unshaded; some cell is shaded; no 2x2 block wholly shaded, row by row; each clue's
//! runs, in reading order; the shaded cells are one area.
//!
//! ```
//! use puzzle_ir::tapa::{check, Tapa, TapaAnswer};
//! let puzzle = Tapa::parse("p", "kind: tapa\ngrid:\n. . .\n. 3 .\n").unwrap();
//! let answer = TapaAnswer::parse_text(&puzzle, "a", "#.#\n#..\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // runs of 2 and 1 around the 3
//! let answer = TapaAnswer::parse_text(&puzzle, "a", "##.\n#..\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{RingClue, Tapa, TapaAnswer};
use crate::grid::{Grid, WrongSize};
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A clue cell is shaded.
    ClueShaded { row: usize, col: usize },
    /// No cell is shaded.
    NothingShaded,
    /// A 2x2 block wholly shaded, by its top left cell.
    Block { row: usize, col: usize },
    /// A clue whose ring has other runs of shaded cells.
    WrongRuns {
        row: usize,
        col: usize,
        clue: RingClue,
        runs: Vec<usize>,
    },
    /// The shaded cells fall apart into several areas.
    ShadedDivided { areas: usize },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::ClueShaded { row, col } => {
                write!(f, "the clue cell ({row}, {col}) is shaded")
            }
            Violation::NothingShaded => write!(f, "no cell is shaded"),
            Violation::Block { row, col } => write!(
                f,
                "the 2x2 block at ({row}, {col}) to ({}, {}) is all shaded",
                row + 1,
                col + 1
            ),
            Violation::WrongRuns {
                row,
                col,
                clue,
                runs,
            } => {
                let runs: Vec<String> = runs.iter().map(usize::to_string).collect();
                let runs = if runs.is_empty() { "none".into() } else { runs.join(",") };
                write!(
                    f,
                    "the clue {clue} at ({row}, {col}) has runs of shaded neighbours {runs}"
                )
            }
            Violation::ShadedDivided { areas } => {
                write!(f, "the shaded cells form {areas} separate areas, not one")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// The eight neighbours around a cell, clockwise from the upper left, as offsets.
const AROUND: [(isize, isize); 8] =
    [(-1, -1), (-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1)];

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Tapa, answer: &TapaAnswer) -> Result<(), Violation> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    let shaded = answer.cells();
    let clues = puzzle.clues_by_cell();
    if let Some(cell) = (0..grid.len()).find(|&i| clues[i].is_some() && shaded[i]) {
        let (row, col) = grid.place(cell);
        return Err(Violation::ClueShaded { row, col });
    }
    if !shaded.contains(&true) {
        return Err(Violation::NothingShaded);
    }
    for block in grid.blocks() {
        if block.iter().all(|&(r, c)| shaded[grid.index(r, c)]) {
            let (row, col) = block[3];
            return Err(Violation::Block { row, col });
        }
    }
    for (cell, clue) in clues.iter().enumerate() {
        let Some(clue) = clue else { continue };
        let runs = runs_around(grid, shaded, cell);
        if !clue.fits(&runs) {
            let (row, col) = grid.place(cell);
            let clue = clue.clone();
            return Err(Violation::WrongRuns { row, col, clue, runs });
        }
    }
    let areas = grid.areas(|i| shaded[i]).len();
    if areas > 1 {
        return Err(Violation::ShadedDivided { areas });
    }
    Ok(())
}

/// The lengths of the runs of shaded cells around `cell`, going round its ring (a run
/// may pass the upper left corner); none when no neighbour is shaded.
pub fn runs_around(grid: Grid, shaded: &[bool], cell: usize) -> Vec<usize> {
    let (row, col) = grid.position(cell);
    let ring = AROUND.map(|(dr, dc)| {
        let (r, c) = (row.wrapping_add_signed(dr), col.wrapping_add_signed(dc));
        r < grid.rows && c < grid.cols && shaded[grid.index(r, c)]
    });
    let Some(start) = ring.iter().position(|&s| !s) else {
        return vec![8];
    };
    let mut runs = Vec::new();
    let mut length = 0;
    for step in 1..=8 {
        if ring[(start + step) % 8] {
            length += 1;
        } else if length > 0 {
            runs.push(length);
            length = 0;
        }
    }
    runs
}
