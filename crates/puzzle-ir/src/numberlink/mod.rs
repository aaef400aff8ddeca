//! Numberlink: a grid with numbers in some cells. Join each two cells of one number by a
//! line through the centres of cells, from each cell to an orthogonal neighbour; lines
//! never branch, cross or share a cell, a line enters no numbered cell but at its ends,
//! and every line joins two numbers. A cell may hold pzprjs's unknown number `?`, which
//! a line joins to any number. Two rules on the cells no line needs:
//!
//! * puzz.link's (pzprjs `numlin`, the default): a cell may stay empty.
//! * Janko's (`cells: all`): every cell lies on a line.
//!
//! ```
//! use puzzle_ir::numberlink::Numberlink;
//!
//! let puzzle = Numberlink::parse("p.txt", "kind: numberlink\ngrid:\n1 . 2\n. . ?\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert_eq!((puzzle.number(0, 2), puzzle.every_cell()), (Some(2), false));
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use crate::shading::{ShapeError, UNKNOWN};
pub use check::check;

use crate::error::ParseError;
use crate::lines::{ClueCells, Lattice, LineAnswer, LinePuzzle};
use crate::shading::{Allowed, NumberGrid};
use crate::text::Document;
use std::convert::Infallible;

/// A Numberlink answer: the lines drawn through the cells' centres, as on paper (the
/// drawing of the [lines kit](crate::lines) on [`Lattice::Centres`]), every cell a `.`
/// (the numbers are the puzzle's): `2 * rows - 1` lines of `2 * cols - 1` characters,
/// `.` at each cell, `-` or a space between two cells of a row, `|` or a space between
/// two cells of a column, a space between four cells.
///
/// ```text
/// .-. .
///     |
/// . .-.
/// ```
pub type NumberlinkAnswer = LineAnswer<Numberlink>;

/// The largest number of a Numberlink: pzprjs's largest numlin number.
pub const MAX_NUMBER: u32 = 999;

/// A Numberlink's numbers: 1..=[`MAX_NUMBER`] and the unknown number.
const NUMBERS: Allowed = Allowed {
    max: MAX_NUMBER,
    unknown: true,
};

/// The header field of the rule on unused cells, and its two values.
const CELLS: &str = "cells";
const ALL: &str = "all";
const SOME: &str = "some";

/// A Numberlink puzzle: a grid of cells, each with a number, the unknown number
/// ([`UNKNOWN`]) or none, and whether every cell must lie on a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Numberlink {
    numbers: NumberGrid,
    every_cell: bool,
    /// No cell's clue is drawn in the answer: the lines kit's view of the cells.
    cells: Vec<Option<Infallible>>,
}

/// A Numberlink puzzle is its grid of numbers.
impl std::ops::Deref for Numberlink {
    type Target = NumberGrid;

    fn deref(&self) -> &NumberGrid {
        &self.numbers
    }
}

impl Numberlink {
    /// A puzzle from row-major numbers, under puzz.link's rule (`every_cell` false) or
    /// Janko's (true).
    pub fn new(
        rows: usize,
        cols: usize,
        numbers: Vec<Option<u32>>,
        every_cell: bool,
    ) -> Result<Self, ShapeError> {
        NumberGrid::new(rows, cols, numbers, NUMBERS).map(|n| Numberlink::of(n, every_cell))
    }

    fn of(numbers: NumberGrid, every_cell: bool) -> Numberlink {
        let cells = vec![None; numbers.rows() * numbers.cols()];
        Numberlink { numbers, every_cell, cells }
    }

    /// Whether every cell must lie on a line (Janko's rule).
    pub fn every_cell(&self) -> bool {
        self.every_cell
    }

    /// The same numbers under the other rule when `every_cell` differs.
    pub fn with_every_cell(&self, every_cell: bool) -> Numberlink {
        Numberlink::of(self.numbers.clone(), every_cell)
    }

    /// Parses a native Numberlink file (header with `kind: numberlink` and optionally
    /// `cells: all` or `cells: some`): rows of whitespace-separated cells, each a number
    /// 1..[`MAX_NUMBER`], `?` (unknown) or `.`.
    pub fn parse(file: &str, text: &str) -> Result<Numberlink, ParseError> {
        Numberlink::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Numberlink, ParseError> {
        let numbers = NumberGrid::from_document_with(doc, "numberlink", &["kind", CELLS], NUMBERS)?;
        let every_cell = match doc.field(CELLS) {
            None => false,
            Some(field) if field.value == ALL => true,
            Some(field) if field.value == SOME => false,
            Some(field) => {
                let message =
                    format!("bad `cells: {}`: expected `all` (Janko's rule) or `some`", field.value);
                return Err(ParseError::new(doc.file, field.line, Some(field.value_column), message));
            }
        };
        Ok(Numberlink::of(numbers, every_cell))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines; Janko's rule
    /// as the header line `cells: all`.
    ///
    /// ```
    /// use puzzle_ir::numberlink::Numberlink;
    /// let text = "kind: numberlink\ncells: all\ngrid:\n2 . ?\n. . 2\n";
    /// assert_eq!(Numberlink::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let text = self.numbers.write_native("numberlink", comments);
        match self.every_cell {
            true => text.replacen("\ngrid:\n", &format!("\n{CELLS}: {ALL}\ngrid:\n"), 1),
            false => text,
        }
    }
}

/// The lines run through the cells' centres; every cell is drawn as `.`.
impl LinePuzzle for Numberlink {
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
