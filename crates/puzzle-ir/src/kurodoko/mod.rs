//! Kurodoko (Nikoli, also Kuromasu): a grid with numbers in some cells. Shade some
//! cells so that no two shaded cells are orthogonal neighbours, the unshaded cells form
//! one orthogonally connected area, numbered cells stay unshaded, and each number counts
//! the cells it sees: itself and the unshaded cells in the four directions up to the
//! first shaded cell or the border. At least one cell is shaded (pzprjs's rule too). A
//! cell may hold pzprjs's unknown number `?`: it stays unshaded and counts nothing.
//!
//! ```
//! use puzzle_ir::kurodoko::Kurodoko;
//!
//! let puzzle = Kurodoko::parse("p.txt", "kind: kurodoko\ngrid:\n3 . .\n. . 2\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert_eq!(puzzle.number(1, 2), Some(2));
//! ```

pub mod check;
pub mod generate;
mod kind;

pub use crate::shading::{ShapeError, MAX_NUMBER, UNKNOWN};
pub use check::check;

use crate::error::ParseError;
use crate::seen_numbers::{self, SeenNumbers};
use crate::shaded::{Numbered, ShadedGrid};
use crate::shading::NumberGrid;
use crate::text::Document;

/// A Kurodoko answer: the grid with each shaded cell written `#` and each unshaded cell
/// as the puzzle writes it (its number, or `.`), cells separated by spaces.
pub type KurodokoAnswer = ShadedGrid<Numbered>;

/// A Kurodoko puzzle: a grid of cells, each with a number, the unknown number
/// ([`UNKNOWN`]) or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kurodoko(NumberGrid);

impl std::ops::Deref for Kurodoko {
    type Target = NumberGrid;

    fn deref(&self) -> &NumberGrid {
        &self.0
    }
}

impl SeenNumbers for Kurodoko {
    fn from_numbers(numbers: NumberGrid) -> Self {
        Kurodoko(numbers)
    }
}

impl Kurodoko {
    /// A puzzle from row-major numbers.
    pub fn new(rows: usize, cols: usize, numbers: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        seen_numbers::new(rows, cols, numbers)
    }

    /// Parses a native Kurodoko file (header with `kind: kurodoko`): rows of
    /// whitespace-separated cells, each a number 1..255, `?` (unknown) or `.`.
    pub fn parse(file: &str, text: &str) -> Result<Kurodoko, ParseError> {
        Kurodoko::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Kurodoko, ParseError> {
        seen_numbers::from_document(doc)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::kurodoko::Kurodoko;
    /// let text = "kind: kurodoko\ngrid:\n2 . ?\n. . 12\n";
    /// assert_eq!(Kurodoko::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        self.0.write_native("kurodoko", comments)
    }
}
