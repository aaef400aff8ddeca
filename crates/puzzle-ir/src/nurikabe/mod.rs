//! Nurikabe (Nikoli): a grid with some numbered cells. Shade cells so that the shaded
//! cells form one orthogonally connected wall with no 2x2 block, and every area of
//! unshaded cells (an island) holds exactly one number, which counts its cells. Numbered
//! cells stay unshaded.
//!
//! ```
//! use puzzle_ir::nurikabe::Nurikabe;
//!
//! let puzzle = Nurikabe::parse("p.txt", "kind: nurikabe\ngrid:\n2 . .\n. . 1\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert_eq!(puzzle.number(1, 2), Some(1));
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use crate::shading::MAX_NUMBER;
pub use answer::NurikabeAnswer;
pub use check::check;

use crate::error::ParseError;
use crate::shading::number_grid;
use crate::text::Document;

/// A Nurikabe puzzle: `rows` x `cols` cells, row-major, each with a number or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nurikabe {
    rows: usize,
    cols: usize,
    numbers: Vec<Option<u32>>,
}

/// Why a [`Nurikabe`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("expected {expected} cells, got {got}")]
    WrongCount { expected: usize, got: usize },
    #[error("a grid needs at least one row and one column")]
    Empty,
    #[error("number {0} is outside 1..{MAX_NUMBER}")]
    BadNumber(u32),
}

impl Nurikabe {
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
        Ok(Nurikabe {
            rows,
            cols,
            numbers,
        })
    }

    /// Parses a native Nurikabe file (header with `kind: nurikabe`): rows of
    /// whitespace-separated cells, each a number 1..255 or `.`.
    pub fn parse(file: &str, text: &str) -> Result<Nurikabe, ParseError> {
        Nurikabe::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Nurikabe, ParseError> {
        let (rows, cols, numbers) = number_grid(doc, "nurikabe")?;
        Ok(Nurikabe::new(rows, cols, numbers).expect("cells were checked while parsing"))
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
    /// use puzzle_ir::nurikabe::Nurikabe;
    /// let text = "kind: nurikabe\ngrid:\n2 . .\n. . 12\n";
    /// assert_eq!(Nurikabe::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: nurikabe\ngrid:\n");
        crate::shading::write_numbers(&mut out, self.cols, &self.numbers);
        out
    }
}
