//! Nurikabe (Nikoli): a grid with some numbered cells. Shade cells so that the shaded
//! cells form one orthogonally connected wall with no 2x2 block, and every area of
//! unshaded cells (an island) holds exactly one number, which counts its cells. Numbered
//! cells stay unshaded. A cell may hold pzprjs's unknown number (`?`): its island holds
//! it as its one number, and has any size.
//!
//! ```
//! use puzzle_ir::nurikabe::Nurikabe;
//!
//! let puzzle = Nurikabe::parse("p.txt", "kind: nurikabe\ngrid:\n2 . .\n. . 1\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert_eq!(puzzle.number(1, 2), Some(1));
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use crate::shading::{ShapeError, UNKNOWN};
pub use check::check;

use crate::error::ParseError;
use crate::shaded::{Numbered, ShadedGrid};
use crate::shading::{Allowed, NumberGrid};
use crate::text::Document;

/// A Nurikabe answer: the grid with each shaded cell written `#` and each unshaded cell as
/// the puzzle writes it (its number, or `.`), cells separated by spaces.
pub type NurikabeAnswer = ShadedGrid<Numbered>;

/// The largest island a Nurikabe may number: pzprjs's largest number.
pub const MAX_NUMBER: u32 = 999;

/// A Nurikabe's numbers: 1..=[`MAX_NUMBER`] and [`UNKNOWN`].
const NUMBERS: Allowed = Allowed {
    max: MAX_NUMBER,
    unknown: true,
};

/// A Nurikabe puzzle: a grid of cells, each with a number, [`UNKNOWN`] or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nurikabe(NumberGrid);

impl std::ops::Deref for Nurikabe {
    type Target = NumberGrid;

    fn deref(&self) -> &NumberGrid {
        &self.0
    }
}

impl Nurikabe {
    /// A puzzle from row-major numbers.
    pub fn new(rows: usize, cols: usize, numbers: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        NumberGrid::new(rows, cols, numbers, NUMBERS).map(Nurikabe)
    }

    /// Parses a native Nurikabe file (header with `kind: nurikabe`): rows of
    /// whitespace-separated cells, each a number 1..999, `?` (unknown) or `.`.
    pub fn parse(file: &str, text: &str) -> Result<Nurikabe, ParseError> {
        Nurikabe::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Nurikabe, ParseError> {
        NumberGrid::from_document(doc, "nurikabe", NUMBERS).map(Nurikabe)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::nurikabe::Nurikabe;
    /// let text = "kind: nurikabe\ngrid:\n2 . ?\n. . 312\n";
    /// assert_eq!(Nurikabe::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        self.0.write_native("nurikabe", comments)
    }
}
