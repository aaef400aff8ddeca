//! Hitori (Nikoli): a grid of numbered cells. Shade some cells so that no number appears
//! twice among the unshaded cells of a row or of a column, no two shaded cells are
//! orthogonal neighbours, and the unshaded cells form one orthogonally connected area.
//! At least one cell is shaded (pzprjs's rule too). A cell may be left without a number
//! or hold pzprjs's unknown number `?` (pzprjs allows both): it takes part in the shading
//! rules only.
//!
//! ```
//! use puzzle_ir::hitori::Hitori;
//!
//! let puzzle = Hitori::parse("p.txt", "kind: hitori\ngrid:\n1 1\n2 1\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 2));
//! assert_eq!(puzzle.number(1, 0), Some(2));
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use crate::shading::{ShapeError, MAX_NUMBER};
pub use check::check;

use crate::error::ParseError;
use crate::shaded::{Numbered, ShadedGrid};
use crate::shading::{Allowed, NumberGrid};
use crate::text::Document;

/// A Hitori answer: the grid with each shaded cell written `#` and each unshaded cell as
/// the puzzle writes it (its number, or `.`), cells separated by spaces.
pub type HitoriAnswer = ShadedGrid<Numbered>;

/// A Hitori's numbers: 1..=[`MAX_NUMBER`] and the unknown number.
const NUMBERS: Allowed = Allowed {
    max: MAX_NUMBER,
    unknown: true,
};

/// A Hitori puzzle: a grid of cells, each with a number, the unknown number
/// ([`UNKNOWN`](crate::shading::UNKNOWN)) or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hitori(NumberGrid);

impl std::ops::Deref for Hitori {
    type Target = NumberGrid;

    fn deref(&self) -> &NumberGrid {
        &self.0
    }
}

impl Hitori {
    /// A puzzle from row-major numbers.
    pub fn new(rows: usize, cols: usize, numbers: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        NumberGrid::new(rows, cols, numbers, NUMBERS).map(Hitori)
    }

    /// Parses a native Hitori file (header with `kind: hitori`): rows of
    /// whitespace-separated cells, each a number 1..255, `?` (unknown) or `.`.
    pub fn parse(file: &str, text: &str) -> Result<Hitori, ParseError> {
        Hitori::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Hitori, ParseError> {
        NumberGrid::from_document(doc, "hitori", NUMBERS).map(Hitori)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::hitori::Hitori;
    /// let text = "kind: hitori\ngrid:\n2 . ?\n. . 12\n";
    /// assert_eq!(Hitori::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        self.0.write_native("hitori", comments)
    }
}
