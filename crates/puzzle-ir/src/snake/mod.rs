//! Snake: shade one snake, a path of orthogonally adjacent cells one cell wide with two
//! ends, that touches itself nowhere: two of its cells that are side by side follow each
//! other along the path, and two that touch diagonally share a shaded neighbour (a turn
//! of the path, never two of its parts meeting at a corner). A number beside a row or
//! above a column, where given, counts the snake's cells in that line. A black circle
//! (`*`) is an end of the snake, a white circle (`o`) a cell of its body, neither end.
//!
//! ```
//! use puzzle_ir::snake::{check, Snake, SnakeAnswer};
//!
//! let text = "kind: snake\ncols: - 1 - -\nrows: 4 - - -\ngrid:\n....\n*...\n..o.\n....\n";
//! let puzzle = Snake::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (4, 4));
//! let answer = SnakeAnswer::parse_text(&puzzle, "a.txt", "####\n#..#\n..##\n..#.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

pub mod check;
pub mod generate;
mod kind;
mod parse;
mod puzzlink;

pub use check::check;

use crate::grid::Grid;
use crate::shaded::{Plain, ShadedGrid};

/// A Snake answer: the snake's cells shaded (`#`), the others `.`.
pub type SnakeAnswer = ShadedGrid<Plain>;

/// A circle given in a cell: what the snake's cell there is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Circle {
    /// A white circle: a cell of the body, with two shaded neighbours.
    Body,
    /// A black circle: an end, with one shaded neighbour.
    End,
}

impl Circle {
    /// pzprjs's number of the circle: 1 white, 2 black.
    pub fn number(self) -> u32 {
        match self {
            Circle::Body => 1,
            Circle::End => 2,
        }
    }

    /// The circle of pzprjs's number.
    pub fn from_number(number: u32) -> Option<Circle> {
        match number {
            1 => Some(Circle::Body),
            2 => Some(Circle::End),
            _ => None,
        }
    }

    /// The circle's character in the native grid: `o` white, `*` black.
    pub fn symbol(self) -> char {
        match self {
            Circle::Body => 'o',
            Circle::End => '*',
        }
    }

    /// The circle in words.
    pub fn noun(self) -> &'static str {
        match self {
            Circle::Body => "body circle",
            Circle::End => "end circle",
        }
    }

    /// The number of shaded neighbours the rules give the circle's cell.
    pub fn neighbours(self) -> usize {
        match self {
            Circle::Body => 2,
            Circle::End => 1,
        }
    }
}

/// A Snake puzzle: its circles and the counts of its rows and columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Snake {
    shape: Grid,
    circles: Vec<Option<Circle>>,
    row_counts: Vec<Option<u32>>,
    col_counts: Vec<Option<u32>>,
}

/// Why a [`Snake`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("a grid needs at least one row and one column")]
    Empty,
    #[error("{circles} cells for a grid of {rows} x {cols} cells")]
    Circles {
        circles: usize,
        rows: usize,
        cols: usize,
    },
}

impl Snake {
    /// A puzzle of `row_counts.len()` rows and `col_counts.len()` columns, its circles
    /// row-major.
    pub fn new(
        circles: Vec<Option<Circle>>,
        row_counts: Vec<Option<u32>>,
        col_counts: Vec<Option<u32>>,
    ) -> Result<Self, ShapeError> {
        let (rows, cols) = (row_counts.len(), col_counts.len());
        if rows == 0 || cols == 0 {
            return Err(ShapeError::Empty);
        }
        if circles.len() != rows * cols {
            let circles = circles.len();
            return Err(ShapeError::Circles {
                circles,
                rows,
                cols,
            });
        }
        Ok(Snake {
            shape: Grid::new(rows, cols),
            circles,
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

    /// Row-major, the circle of each cell.
    pub fn circles(&self) -> &[Option<Circle>] {
        &self.circles
    }

    /// The snake-cell count of each row, top to bottom (`None`: not given).
    pub fn row_counts(&self) -> &[Option<u32>] {
        &self.row_counts
    }

    /// The snake-cell count of each column, left to right (`None`: not given).
    pub fn col_counts(&self) -> &[Option<u32>] {
        &self.col_counts
    }
}
