//! Battleship: a fleet of ships, each a polyomino (straight ships in the classic
//! puzzle), is hidden in the grid. Every ship lies in the grid in any orientation (turned
//! or mirrored); two ships never touch, not even diagonally; the number beside a row or
//! above a column, where given, counts its ship cells; a given segment (water, a
//! single-cell ship, an end, a middle part, a corner, or some ship part) shows what its
//! cell is.
//!
//! The answer is the ship cells; each is drawn as the segment its neighbours make it
//! (an end, a middle, a single ship, ...), the way pzprjs draws it.
//!
//! ```
//! use puzzle_ir::battleship::{check, Battleship, BattleshipAnswer};
//!
//! let text = "kind: battleship\nfleet: 2 1\nrows: 2 0 1\ngrid:\n<..\n...\n...\n";
//! let puzzle = Battleship::parse("p.txt", text).unwrap();
//! let answer = BattleshipAnswer::parse_text(&puzzle, "a.txt", "<>.\n...\n..o\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

mod answer;
pub mod check;
mod fleet;
pub mod generate;
mod kind;
mod parse;
mod puzzlink;
mod segment;

pub use answer::BattleshipAnswer;
pub use check::check;
pub use fleet::Fleet;
pub use segment::{Given, Segment};

use crate::grid::Grid;

/// A Battleship puzzle: its fleet, its given segments and the ship counts of its rows
/// and columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Battleship {
    shape: Grid,
    fleet: Fleet,
    givens: Vec<Option<Given>>,
    row_counts: Vec<Option<u32>>,
    col_counts: Vec<Option<u32>>,
}

/// Why a [`Battleship`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("a grid needs at least one row and one column")]
    Empty,
    #[error("{givens} cells for a grid of {rows} x {cols} cells")]
    Givens {
        givens: usize,
        rows: usize,
        cols: usize,
    },
}

impl Battleship {
    /// A puzzle of `row_counts.len()` rows and `col_counts.len()` columns, its givens
    /// row-major.
    pub fn new(
        fleet: Fleet,
        givens: Vec<Option<Given>>,
        row_counts: Vec<Option<u32>>,
        col_counts: Vec<Option<u32>>,
    ) -> Result<Self, ShapeError> {
        let (rows, cols) = (row_counts.len(), col_counts.len());
        if rows == 0 || cols == 0 {
            return Err(ShapeError::Empty);
        }
        if givens.len() != rows * cols {
            let givens = givens.len();
            return Err(ShapeError::Givens { givens, rows, cols });
        }
        Ok(Battleship {
            shape: Grid::new(rows, cols),
            fleet,
            givens,
            row_counts,
            col_counts,
        })
    }

    pub fn rows(&self) -> usize {
        self.shape.rows
    }

    pub fn cols(&self) -> usize {
        self.shape.cols
    }

    /// The grid's shape.
    pub fn shape(&self) -> Grid {
        self.shape
    }

    /// The ships to place.
    pub fn fleet(&self) -> &Fleet {
        &self.fleet
    }

    /// Row-major, what each cell is given as (`None`: nothing).
    pub fn givens(&self) -> &[Option<Given>] {
        &self.givens
    }

    /// The ship count of each row, top to bottom (`None`: not given).
    pub fn row_counts(&self) -> &[Option<u32>] {
        &self.row_counts
    }

    /// The ship count of each column, left to right (`None`: not given).
    pub fn col_counts(&self) -> &[Option<u32>] {
        &self.col_counts
    }
}
