//! Cave (also Bag): a grid with numbers in some cells. Shade some cells so that the
//! unshaded cells form one orthogonally connected cave, every shaded cell reaches the
//! border through orthogonally adjacent shaded cells (no shaded group is enclosed by the
//! cave), numbered cells stay unshaded, and each number counts the cells it sees:
//! itself and the unshaded cells in the four directions up to the first shaded cell or
//! the border. At least one cell is shaded (pzprjs's rule too). A cell may hold
//! pzprjs's unknown number `?`: it stays unshaded and counts nothing.
//!
//! ```
//! use puzzle_ir::cave::Cave;
//!
//! let puzzle = Cave::parse("p.txt", "kind: cave\ngrid:\n3 . .\n. . 2\n").unwrap();
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

/// A Cave answer: the grid with each shaded cell written `#` and each unshaded cell as
/// the puzzle writes it (its number, or `.`), cells separated by spaces.
pub type CaveAnswer = ShadedGrid<Numbered>;

/// A Cave puzzle: a grid of cells, each with a number, the unknown number ([`UNKNOWN`])
/// or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cave(NumberGrid);

impl std::ops::Deref for Cave {
    type Target = NumberGrid;

    fn deref(&self) -> &NumberGrid {
        &self.0
    }
}

impl SeenNumbers for Cave {
    fn from_numbers(numbers: NumberGrid) -> Self {
        Cave(numbers)
    }
}

impl Cave {
    /// A puzzle from row-major numbers.
    pub fn new(rows: usize, cols: usize, numbers: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        seen_numbers::new(rows, cols, numbers)
    }

    /// Parses a native Cave file (header with `kind: cave`): rows of whitespace-separated
    /// cells, each a number 1..255, `?` (unknown) or `.`.
    pub fn parse(file: &str, text: &str) -> Result<Cave, ParseError> {
        seen_numbers::from_document(&Document::parse(file, text)?)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::cave::Cave;
    /// let text = "kind: cave\ngrid:\n2 . ?\n. . 12\n";
    /// assert_eq!(Cave::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        self.0.write_native("cave", comments)
    }
}
