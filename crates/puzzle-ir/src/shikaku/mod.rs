//! Shikaku (Nikoli): a grid with numbers in some cells. Divide the grid into rectangles
//! along the cells' sides so that each rectangle holds exactly one number, and that
//! number is its area. A cell may hold pzprjs's unknown number `?`: its rectangle holds
//! no other number and may have any area.
//!
//! ```
//! use puzzle_ir::shikaku::Shikaku;
//!
//! let puzzle = Shikaku::parse("p.txt", "kind: shikaku\ngrid:\n2 . ?\n. 12 .\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert_eq!(puzzle.number(1, 1), Some(12));
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use crate::shading::{ShapeError, UNKNOWN};
pub use answer::ShikakuAnswer;
pub use check::check;

use crate::error::ParseError;
use crate::shading::{Allowed, NumberGrid};
use crate::text::Document;

/// The largest number a cell may hold: what pzprjs's number format carries in three
/// hexadecimal digits stays above it, and no rectangle of a puzzle people play is larger.
pub const MAX_NUMBER: u32 = 999;

/// A Shikaku's numbers: 1..=[`MAX_NUMBER`] and the unknown number.
const NUMBERS: Allowed = Allowed {
    max: MAX_NUMBER,
    unknown: true,
};

/// A Shikaku puzzle: a grid of cells, each with a number, the unknown number
/// ([`UNKNOWN`]) or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shikaku(NumberGrid);

impl std::ops::Deref for Shikaku {
    type Target = NumberGrid;

    fn deref(&self) -> &NumberGrid {
        &self.0
    }
}

impl Shikaku {
    /// A puzzle from row-major numbers.
    pub fn new(rows: usize, cols: usize, numbers: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        NumberGrid::new(rows, cols, numbers, NUMBERS).map(Shikaku)
    }

    /// Parses a native Shikaku file (header with `kind: shikaku`): rows of
    /// whitespace-separated cells, each a number 1..999, `?` (unknown) or `.`.
    pub fn parse(file: &str, text: &str) -> Result<Shikaku, ParseError> {
        Shikaku::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Shikaku, ParseError> {
        NumberGrid::from_document(doc, "shikaku", NUMBERS).map(Shikaku)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::shikaku::Shikaku;
    /// let text = "kind: shikaku\ngrid:\n2 . ?\n. . 12\n";
    /// assert_eq!(Shikaku::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        self.0.write_native("shikaku", comments)
    }

    /// Row-major cells that hold a number, known or not.
    pub fn numbered_cells(&self) -> Vec<usize> {
        (self.numbers().iter().enumerate())
            .filter_map(|(cell, number)| number.map(|_| cell))
            .collect()
    }
}
