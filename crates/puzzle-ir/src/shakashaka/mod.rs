//! Shakashaka (Nikoli): black cells, some numbered 0..4, and white cells. Some white cells
//! get a black half-square triangle so that each number counts the triangles among its
//! orthogonal neighbours, and every connected white area (white cells and white halves)
//! is a rectangle, upright or turned 45 degrees.
//!
//! ```
//! use puzzle_ir::shakashaka::{Shakashaka, Square};
//!
//! let puzzle = Shakashaka::parse("p.txt", "kind: shakashaka\ngrid:\n2..2\n....\n....\n2..2\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (4, 4));
//! assert_eq!(puzzle.square(0, 0), Square::Number(2));
//! assert_eq!(puzzle.square(1, 1), Square::White);
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod parse;
mod puzzlink;

pub use answer::{Corner, Shade, ShakashakaAnswer};
pub use check::check;

/// A square of the puzzle grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Square {
    /// A white square: the solver decides whether it holds a triangle.
    White,
    /// A black square without a number.
    Black,
    /// A black square with a number 0..=4: how many orthogonal neighbours hold a triangle.
    Number(u8),
}

impl Square {
    /// Whether the square is black (numbered or not).
    pub fn is_black(self) -> bool {
        self != Square::White
    }
}

/// A Shakashaka puzzle: `rows` x `cols` squares, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shakashaka {
    rows: usize,
    cols: usize,
    squares: Vec<Square>,
}

/// Why a [`Shakashaka`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("expected {expected} squares, got {got}")]
    WrongCount { expected: usize, got: usize },
    #[error("a grid needs at least one row and one column")]
    Empty,
    #[error("number {0} is outside 0..4")]
    BadNumber(u8),
}

impl Shakashaka {
    /// A puzzle from row-major squares.
    pub fn new(rows: usize, cols: usize, squares: Vec<Square>) -> Result<Self, ShapeError> {
        if rows == 0 || cols == 0 {
            return Err(ShapeError::Empty);
        }
        if squares.len() != rows * cols {
            return Err(ShapeError::WrongCount {
                expected: rows * cols,
                got: squares.len(),
            });
        }
        if let Some(Square::Number(n)) = squares
            .iter()
            .find(|s| matches!(s, Square::Number(n) if *n > 4))
        {
            return Err(ShapeError::BadNumber(*n));
        }
        Ok(Shakashaka {
            rows,
            cols,
            squares,
        })
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The square at 0-based (row, col).
    pub fn square(&self, row: usize, col: usize) -> Square {
        self.squares[row * self.cols + col]
    }

    /// Row-major squares.
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::shakashaka::Shakashaka;
    /// let text = "kind: shakashaka\ngrid:\n#.1\n...\n";
    /// let puzzle = Shakashaka::parse("p", text).unwrap();
    /// assert_eq!(puzzle.to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: shakashaka\ngrid:\n");
        for row in self.squares.chunks(self.cols) {
            out.extend(row.iter().map(|s| match s {
                Square::White => '.',
                Square::Black => '#',
                Square::Number(n) => char::from(b'0' + n),
            }));
            out.push('\n');
        }
        out
    }
}
