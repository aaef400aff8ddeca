//! Hashiwokakero (Nikoli's 橋をかけろ, also Hashi or Bridges): islands in some cells,
//! most of them numbered. Join islands by bridges: a bridge runs straight along a row
//! or a column between two islands with no island between them, two islands are joined
//! by no bridge, one or two, bridges never cross each other, an island's number is how
//! many bridges end at it, and every island reaches every other over bridges. At least
//! one bridge is built (pzprjs's rule: a board without islands has no answer). An island
//! may show pzprjs's unknown number `?`: it is an island whose count is not given.
//!
//! ```
//! use puzzle_ir::hashi::Hashi;
//!
//! let text = "kind: hashi\ngrid:\n2 . 3\n. . .\n? . 1\n";
//! let puzzle = Hashi::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (3, 3));
//! assert_eq!(puzzle.spans().len(), 4);
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use crate::shading::{ShapeError, UNKNOWN};
pub use answer::HashiAnswer;
pub use check::check;

use crate::error::ParseError;
use crate::grid::Grid;
use crate::shading::{Allowed, NumberGrid};
use crate::text::Document;

/// The largest number an island may show: four neighbours, two bridges each.
pub const MAX_NUMBER: u32 = 8;

/// An island's numbers: 1..=[`MAX_NUMBER`] and the unknown number.
const NUMBERS: Allowed = Allowed {
    max: MAX_NUMBER,
    unknown: true,
};

/// A Hashiwokakero puzzle: a grid of cells, each an island (with its number or
/// [`UNKNOWN`]) or water.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hashi(NumberGrid);

impl std::ops::Deref for Hashi {
    type Target = NumberGrid;

    fn deref(&self) -> &NumberGrid {
        &self.0
    }
}

/// Where a bridge may be built: two islands of a row (`across`) or of a column with only
/// water between them, by row-major cell, `from` before `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub from: usize,
    pub to: usize,
    pub across: bool,
}

impl Span {
    /// The water cells the bridge passes over, from `from` to `to`.
    pub fn inner(self, grid: Grid) -> impl Iterator<Item = usize> {
        let step = if self.across { 1 } else { grid.cols };
        (self.from + step..self.to).step_by(step)
    }
}

impl Hashi {
    /// A puzzle from row-major numbers (`None` water).
    pub fn new(rows: usize, cols: usize, numbers: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        NumberGrid::new(rows, cols, numbers, NUMBERS).map(Hashi)
    }

    /// Parses a native Hashiwokakero file (header with `kind: hashi`): rows of
    /// whitespace-separated cells, each a number 1..8, `?` (an island without its number)
    /// or `.` (water).
    pub fn parse(file: &str, text: &str) -> Result<Hashi, ParseError> {
        Hashi::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Hashi, ParseError> {
        NumberGrid::from_document(doc, "hashi", NUMBERS).map(Hashi)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        self.0.write_native("hashi", comments)
    }

    /// The shape of the grid.
    pub fn grid(&self) -> Grid {
        Grid::new(self.rows(), self.cols())
    }

    /// Whether the row-major `cell` is an island.
    pub fn is_island(&self, cell: usize) -> bool {
        self.numbers()[cell].is_some()
    }

    /// Every place a bridge may be built: for each island, the next island to its right
    /// and the next below it, in reading order.
    pub fn spans(&self) -> Vec<Span> {
        let grid = self.grid();
        let mut spans = Vec::new();
        for from in (0..grid.len()).filter(|&i| self.is_island(i)) {
            let (row, col) = grid.position(from);
            let mut right = (col + 1..grid.cols).map(|c| grid.index(row, c));
            if let Some(to) = right.find(|&i| self.is_island(i)) {
                spans.push(Span { from, to, across: true });
            }
            let mut down = (row + 1..grid.rows).map(|r| grid.index(r, col));
            if let Some(to) = down.find(|&i| self.is_island(i)) {
                spans.push(Span { from, to, across: false });
            }
        }
        spans
    }

    /// The island at `cell` with its number made unknown (`None`: no number there).
    pub fn without_number_at(&self, cell: usize) -> Option<Hashi> {
        let mut numbers = self.numbers().to_vec();
        let number = numbers.get_mut(cell)?;
        number.filter(|&n| n != UNKNOWN)?;
        *number = Some(UNKNOWN);
        Some(Hashi(NumberGrid::new(self.rows(), self.cols(), numbers, NUMBERS).ok()?))
    }
}
