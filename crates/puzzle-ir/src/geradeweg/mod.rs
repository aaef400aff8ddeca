//! Geradeweg (German for "straight way"): a grid with numbers in some cells. Draw
//! one closed loop through the centres of cells, from each cell to an orthogonal
//! neighbour, that never branches or crosses itself and passes every numbered cell; a
//! number is the length, in steps from cell to cell, of every straight stretch of the
//! loop that passes through its cell or turns there. A cell may hold pzprjs's unknown
//! number `?`: the loop passes it, and where it turns there its two stretches are
//! equally long.
//!
//! ```
//! use puzzle_ir::geradeweg::Geradeweg;
//!
//! let puzzle = Geradeweg::parse("p.txt", "kind: geradeweg\ngrid:\n2 . .\n. . ?\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert_eq!(puzzle.number(0, 0), Some(2));
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use crate::shading::{ShapeError, MAX_NUMBER, UNKNOWN};
pub use check::{check, stretch};

use crate::error::ParseError;
use crate::lines::{ClueCells, Lattice, LineAnswer, LinePuzzle};
use crate::shading::{Allowed, NumberGrid};
use crate::text::Document;
use std::convert::Infallible;

/// A Geradeweg answer: the loop drawn through the cells' centres, as on paper (the
/// drawing of the [lines kit](crate::lines) on [`Lattice::Centres`]), every cell a `.`
/// (the numbers are the puzzle's). The drawing has `2 * rows - 1` lines of
/// `2 * cols - 1` characters: at each cell (even line, even column) `.`; between two
/// cells of a row `-` where the loop joins them and a space where it does not; between
/// two cells of a column `|` or a space; a space between four cells.
///
/// ```text
/// .-.-.
/// |   |
/// .-.-.
/// ```
pub type GeradewegAnswer = LineAnswer<Geradeweg>;

/// A Geradeweg's numbers: 1..=[`MAX_NUMBER`] and the unknown number.
const NUMBERS: Allowed = Allowed {
    max: MAX_NUMBER,
    unknown: true,
};

/// A Geradeweg puzzle: a grid of cells, each with a number, the unknown number
/// ([`UNKNOWN`]) or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Geradeweg {
    numbers: NumberGrid,
    /// No cell's clue is drawn in the answer: the lines kit's view of the cells.
    cells: Vec<Option<Infallible>>,
}

/// A Geradeweg puzzle is its grid of numbers.
impl std::ops::Deref for Geradeweg {
    type Target = NumberGrid;

    fn deref(&self) -> &NumberGrid {
        &self.numbers
    }
}

impl Geradeweg {
    /// A puzzle from row-major numbers.
    pub fn new(rows: usize, cols: usize, numbers: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        NumberGrid::new(rows, cols, numbers, NUMBERS).map(Geradeweg::of)
    }

    fn of(numbers: NumberGrid) -> Geradeweg {
        let cells = vec![None; numbers.rows() * numbers.cols()];
        Geradeweg { numbers, cells }
    }

    /// Parses a native Geradeweg file (header with `kind: geradeweg`): rows of
    /// whitespace-separated cells, each a number 1..255, `?` (unknown) or `.`.
    pub fn parse(file: &str, text: &str) -> Result<Geradeweg, ParseError> {
        Geradeweg::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Geradeweg, ParseError> {
        NumberGrid::from_document(doc, "geradeweg", NUMBERS).map(Geradeweg::of)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::geradeweg::Geradeweg;
    /// let text = "kind: geradeweg\ngrid:\n2 . ?\n. . 12\n";
    /// assert_eq!(Geradeweg::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        self.numbers.write_native("geradeweg", comments)
    }
}

/// The loop runs through the cells' centres; every cell is drawn as `.`.
impl LinePuzzle for Geradeweg {
    const LATTICE: Lattice = Lattice::Centres;
    const CLUES: &'static str = "`.`";
    type Clue = Infallible;

    fn clue_cells(&self) -> ClueCells<'_, Infallible> {
        let (rows, cols) = (self.numbers.rows(), self.numbers.cols());
        ClueCells { rows, cols, clues: &self.cells }
    }

    fn clue_char(_: Option<Infallible>) -> char {
        '.'
    }

    fn clue_of_char(ch: char) -> Option<Option<Infallible>> {
        (ch == '.').then_some(None)
    }
}
