//! Hitori (Nikoli): a grid of numbered cells. Shade some cells so that no number appears
//! twice among the unshaded cells of a row or of a column, no two shaded cells are
//! orthogonal neighbours, and the unshaded cells form one orthogonally connected area.
//! At least one cell is shaded (pzprjs's rule too). A cell may be left without a number
//! (pzprjs allows it): it takes part in the shading rules only.
//!
//! ```
//! use puzzle_ir::hitori::Hitori;
//!
//! let puzzle = Hitori::parse("p.txt", "kind: hitori\ngrid:\n1 1\n2 1\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 2));
//! assert_eq!(puzzle.number(1, 0), Some(2));
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod parse;
mod puzzlink;

pub use crate::shading::MAX_NUMBER;
pub use answer::HitoriAnswer;
pub use check::check;

/// A Hitori puzzle: `rows` x `cols` cells, row-major, each with a number or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hitori {
    rows: usize,
    cols: usize,
    numbers: Vec<Option<u32>>,
}

/// Why a [`Hitori`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("expected {expected} cells, got {got}")]
    WrongCount { expected: usize, got: usize },
    #[error("a grid needs at least one row and one column")]
    Empty,
    #[error("number {0} is outside 1..{MAX_NUMBER}")]
    BadNumber(u32),
}

impl Hitori {
    /// A puzzle from row-major numbers.
    pub fn new(rows: usize, cols: usize, numbers: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        if rows == 0 || cols == 0 {
            return Err(ShapeError::Empty);
        }
        if numbers.len() != rows * cols {
            return Err(ShapeError::WrongCount {
                expected: rows * cols,
                got: numbers.len(),
            });
        }
        if let Some(&n) = numbers
            .iter()
            .flatten()
            .find(|&&n| !(1..=MAX_NUMBER).contains(&n))
        {
            return Err(ShapeError::BadNumber(n));
        }
        Ok(Hitori {
            rows,
            cols,
            numbers,
        })
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The number of the cell at 0-based (row, col), if any.
    pub fn number(&self, row: usize, col: usize) -> Option<u32> {
        self.numbers[row * self.cols + col]
    }

    /// Row-major numbers.
    pub fn numbers(&self) -> &[Option<u32>] {
        &self.numbers
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::hitori::Hitori;
    /// let text = "kind: hitori\ngrid:\n1 12 .\n3 1 2\n";
    /// let puzzle = Hitori::parse("p", text).unwrap();
    /// assert_eq!(puzzle.to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: hitori\ngrid:\n");
        crate::shading::write_numbers(&mut out, self.cols, &self.numbers);
        out
    }
}
