//! The independent Nurimisaki checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; the numbers the
//! answer writes against the puzzle (a circled cell shaded included); some cell is
//! shaded; no 2x2 block wholly shaded, row by row; the unshaded cells are one area;
//! each number sees as many cells as it says, along its row and column, in reading
//! order; no 2x2 block wholly unshaded; every circle is a cape; every cape is circled.
//!
//! ```
//! use puzzle_ir::nurimisaki::{check, Nurimisaki, NurimisakiAnswer};
//! let puzzle = Nurimisaki::parse("p", "kind: nurimisaki\ngrid:\n3 . .\n. . ?\n").unwrap();
//! let answer = NurimisakiAnswer::parse_text(&puzzle, "a", "3 . #\n# . ?\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // the 3 sees 2 cells
//! let answer = NurimisakiAnswer::parse_text(&puzzle, "a", "3 . .\n# . ?\n").unwrap();
//! assert!(check(&puzzle, &answer).is_err()); // four unshaded cells in a block
//! let answer = NurimisakiAnswer::parse_text(&puzzle, "a", "3 . .\n# # ?\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Nurimisaki, NurimisakiAnswer};
use crate::grid::{Grid, WrongSize};
use crate::shaded::NumberChanged;
use crate::sight::Sight;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// A cell shows another number than the puzzle's, or a circled cell is shaded.
    NumberChanged(NumberChanged),
    /// No cell is shaded.
    NothingShaded,
    /// A 2x2 block of one colour, by its top left cell.
    Block { row: usize, col: usize, shaded: bool },
    /// The unshaded cells fall apart into several areas.
    UnshadedDivided { areas: usize },
    /// A number that sees another count of cells.
    WrongView {
        row: usize,
        col: usize,
        number: u32,
        seen: usize,
    },
    /// A circle whose cell has another count of unshaded neighbours than one.
    CircleNotCape { row: usize, col: usize },
    /// An unshaded cell with one unshaded neighbour and no circle.
    CapeNotCircled { row: usize, col: usize },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::NumberChanged(changed) => changed.fmt(f),
            Violation::NothingShaded => write!(f, "no cell is shaded"),
            Violation::Block { row, col, shaded } => write!(
                f,
                "the 2x2 block at ({row}, {col}) to ({}, {}) is all {}",
                row + 1,
                col + 1,
                if *shaded { "shaded" } else { "unshaded" }
            ),
            Violation::UnshadedDivided { areas } => {
                write!(f, "the unshaded cells form {areas} separate areas, not one")
            }
            Violation::WrongView {
                row,
                col,
                number,
                seen,
            } => write!(
                f,
                "the number {number} at ({row}, {col}) sees {seen} cells, itself included"
            ),
            Violation::CircleNotCape { row, col } => write!(
                f,
                "the circle at ({row}, {col}) is not a cape (one unshaded neighbour)"
            ),
            Violation::CapeNotCircled { row, col } => write!(
                f,
                "the cape at ({row}, {col}) (one unshaded neighbour) has no circle"
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Nurimisaki, answer: &NurimisakiAnswer) -> Result<(), Violation> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    if let Some(changed) = answer.changed_number(puzzle, true) {
        return Err(Violation::NumberChanged(changed));
    }
    let shaded = answer.cells();
    if !shaded.contains(&true) {
        return Err(Violation::NothingShaded);
    }
    one_colour_block(grid, shaded, true)?;
    let areas = grid.areas(|i| !shaded[i]).len();
    if areas > 1 {
        return Err(Violation::UnshadedDivided { areas });
    }
    let sight = Sight::new(grid, |i| !shaded[i]);
    for cell in 0..grid.len() {
        let Some(number) = puzzle.known_number(cell) else {
            continue;
        };
        let seen = 1 + sight.seen(cell).count();
        if seen != number as usize {
            let (row, col) = at(grid, cell);
            return Err(Violation::WrongView {
                row,
                col,
                number,
                seen,
            });
        }
    }
    one_colour_block(grid, shaded, false)?;
    let cape = |cell: usize| {
        !shaded[cell] && grid.neighbours(cell).filter(|&n| !shaded[n]).count() == 1
    };
    if let Some(cell) = (0..grid.len()).find(|&i| puzzle.circled(i) && !cape(i)) {
        let (row, col) = at(grid, cell);
        return Err(Violation::CircleNotCape { row, col });
    }
    if let Some(cell) = (0..grid.len()).find(|&i| !puzzle.circled(i) && cape(i)) {
        let (row, col) = at(grid, cell);
        return Err(Violation::CapeNotCircled { row, col });
    }
    Ok(())
}

/// The first 2x2 block, row by row, whose cells are all `shaded` (or all unshaded).
fn one_colour_block(grid: Grid, cells: &[bool], shaded: bool) -> Result<(), Violation> {
    for block in grid.blocks() {
        if block.iter().all(|&(r, c)| cells[grid.index(r, c)] == shaded) {
            let (row, col) = block[3];
            return Err(Violation::Block { row, col, shaded });
        }
    }
    Ok(())
}

/// The 1-based (row, column) of `cell`.
fn at(grid: Grid, cell: usize) -> (usize, usize) {
    let (row, col) = grid.position(cell);
    (row + 1, col + 1)
}
