//! Tents: a grid with trees. Place tents in empty cells so that the trees and the tents
//! pair up, each tree with one orthogonally adjacent tent of its own and each tent with
//! one tree (a perfect matching between trees and tents); no two tents touch, not even
//! diagonally; the number beside a row or above a column, where given, counts its
//! tents.
//!
//! The answer is where the tents stand: which tree owns which tent is not part of it
//! (pzprjs's answer holds it only as an optional mark), and the checker finds a
//! matching itself.
//!
//! ```
//! use puzzle_ir::tents::{check, Tents, TentsAnswer};
//!
//! let text = "kind: tents\ncols: 1 0 1\nrows: 1 - 1\ngrid:\n.T.\n...\n.T.\n";
//! let puzzle = Tents::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (3, 3));
//! let answer = TentsAnswer::parse_text(&puzzle, "a.txt", "AT.\n...\n.TA\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod parse;
mod puzzlink;

pub use answer::{Cell, TentsAnswer};
pub use check::check;

use crate::grid::Grid;

/// A Tents puzzle: its trees and the tent counts of its rows and columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tents {
    shape: Grid,
    trees: Vec<bool>,
    row_counts: Vec<Option<u32>>,
    col_counts: Vec<Option<u32>>,
}

/// Why a [`Tents`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("a grid needs at least one row and one column")]
    Empty,
    #[error("{trees} trees for a grid of {rows} x {cols} cells")]
    Trees { trees: usize, rows: usize, cols: usize },
}

impl Tents {
    /// A puzzle of `row_counts.len()` rows and `col_counts.len()` columns, its trees
    /// row-major.
    pub fn new(
        trees: Vec<bool>,
        row_counts: Vec<Option<u32>>,
        col_counts: Vec<Option<u32>>,
    ) -> Result<Self, ShapeError> {
        let (rows, cols) = (row_counts.len(), col_counts.len());
        if rows == 0 || cols == 0 {
            return Err(ShapeError::Empty);
        }
        if trees.len() != rows * cols {
            let trees = trees.len();
            return Err(ShapeError::Trees { trees, rows, cols });
        }
        Ok(Tents {
            shape: Grid::new(rows, cols),
            trees,
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

    /// Row-major, whether each cell holds a tree.
    pub fn trees(&self) -> &[bool] {
        &self.trees
    }

    /// Whether the cell at 0-based (`row`, `col`) holds a tree.
    pub fn is_tree(&self, row: usize, col: usize) -> bool {
        self.trees[self.shape.index(row, col)]
    }

    /// The tent count of each row, top to bottom (`None`: not given).
    pub fn row_counts(&self) -> &[Option<u32>] {
        &self.row_counts
    }

    /// The tent count of each column, left to right (`None`: not given).
    pub fn col_counts(&self) -> &[Option<u32>] {
        &self.col_counts
    }
}
