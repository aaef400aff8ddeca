//! Fillomino (Nikoli): a grid with some numbered cells. Write a number in every cell so
//! that the grid divides into regions, each a connected group of cells all holding
//! the region's size, and no two regions of one size share an edge. So the regions are
//! the maximal connected groups of cells with equal numbers, and each such group of
//! k-cells has exactly k cells. A given may be pzprjs's unknown number `?`: the cell
//! holds some number the puzzle does not tell, and the answer writes it.
//!
//! ```
//! use puzzle_ir::fillomino::Fillomino;
//!
//! let text = "kind: fillomino\ngrid:\n2 . ?\n. . 12\n";
//! let puzzle = Fillomino::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert_eq!((puzzle.number(0, 0), puzzle.known_number(5)), (Some(2), Some(12)));
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use crate::shading::ShapeError;
pub use answer::FillominoAnswer;
pub use check::{check, Violation};

use crate::error::ParseError;
use crate::grid::Grid;
use crate::shading::{Allowed, NumberGrid};
use crate::text::Document;

/// The largest given: what pzprjs's Fillomino URLs carry in their shorter forms.
pub const MAX_GIVEN: u32 = 255;

/// A Fillomino's givens: 1..=[`MAX_GIVEN`] and the unknown number.
const GIVENS: Allowed = Allowed {
    max: MAX_GIVEN,
    unknown: true,
};

/// A Fillomino puzzle: a grid of cells, each with a given number, the unknown number
/// ([`UNKNOWN`](crate::shading::UNKNOWN)) or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fillomino(NumberGrid);

impl std::ops::Deref for Fillomino {
    type Target = NumberGrid;

    fn deref(&self) -> &NumberGrid {
        &self.0
    }
}

impl Fillomino {
    /// A puzzle from row-major givens.
    pub fn new(rows: usize, cols: usize, givens: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        NumberGrid::new(rows, cols, givens, GIVENS).map(Fillomino)
    }

    /// Parses a native Fillomino file (header with `kind: fillomino`): rows of
    /// whitespace-separated cells, each a number 1..255, `?` (unknown) or `.`.
    pub fn parse(file: &str, text: &str) -> Result<Fillomino, ParseError> {
        Fillomino::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Fillomino, ParseError> {
        NumberGrid::from_document(doc, "fillomino", GIVENS).map(Fillomino)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        self.0.write_native("fillomino", comments)
    }

    /// The most cells a region of an answer may have: the largest given, or the largest
    /// connected group of cells without a known given (a region larger than every given
    /// holds none).
    pub fn largest_region(&self) -> usize {
        let grid = Grid::new(self.rows(), self.cols());
        let open = grid.areas(|cell| self.known_number(cell).is_none());
        let largest_given = self.numbers().iter().flatten().max().copied().unwrap_or(0);
        (open.iter().map(Vec::len).max().unwrap_or(0)).max(largest_given as usize)
    }

    /// The puzzle with the row-major `cell` given as `given`.
    pub fn with_given_at(&self, cell: usize, given: Option<u32>) -> Self {
        let mut givens = self.numbers().to_vec();
        givens[cell] = given;
        Fillomino::new(self.rows(), self.cols(), givens).expect("a given the puzzle allows")
    }
}
