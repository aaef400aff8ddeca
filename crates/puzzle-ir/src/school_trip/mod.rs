//! School Trip (修学旅行の夜, pzprjs's `shugaku`): some cells are pillars, black cells
//! that may hold a number. Fill every other cell: lay futons, each two cells side by side
//! with a pillow at one end, and make the remaining cells aisles. The aisles are one
//! orthogonally connected area with no 2x2 block of aisle; every futon touches an aisle
//! by a side of one of its two cells; no futon lies with its pillow at its north end; a
//! number counts the pillows in the cells that share a side with its pillar. The unknown
//! number `?` marks a pillar that counts nothing.
//!
//! ```
//! use puzzle_ir::school_trip::{check, SchoolTrip, SchoolTripAnswer};
//!
//! let puzzle = SchoolTrip::parse("p.txt", "kind: school-trip\ngrid:\n1..\n...\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! let answer = SchoolTripAnswer::parse_text(&puzzle, "a.txt", "1P<\n###\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use answer::{Cell, SchoolTripAnswer, Side};
pub use check::check;

use crate::error::ParseError;
use crate::grid::Grid;
use crate::small_number::Number;
use crate::text::Document;
use crate::PuzzleKind;

/// The largest number: a pillar has four sides.
pub const MAX_NUMBER: u8 = 4;

/// A School Trip puzzle: `rows` x `cols` cells, row-major, each a pillar (with its
/// number, or `?`) or a cell to fill.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchoolTrip {
    shape: Grid,
    pillars: Vec<Option<Number>>,
}

/// The cells given do not make a grid.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("a School Trip needs at least one row and one column")]
    Empty,
    #[error("{got} cells given for {rows}x{cols}")]
    CellCount { rows: usize, cols: usize, got: usize },
    #[error("the number {0} is above {MAX_NUMBER}")]
    TooLarge(u8),
}

impl SchoolTrip {
    /// A puzzle from its row-major pillars.
    pub fn new(rows: usize, cols: usize, pillars: Vec<Option<Number>>) -> Result<Self, ShapeError> {
        if rows == 0 || cols == 0 {
            return Err(ShapeError::Empty);
        }
        if pillars.len() != rows * cols {
            let got = pillars.len();
            return Err(ShapeError::CellCount { rows, cols, got });
        }
        if let Some(&Some(Number::Known(n))) = (pillars.iter())
            .find(|p| matches!(p, Some(Number::Known(n)) if *n > MAX_NUMBER))
        {
            return Err(ShapeError::TooLarge(n));
        }
        let shape = Grid::new(rows, cols);
        Ok(SchoolTrip { shape, pillars })
    }

    pub fn rows(&self) -> usize {
        self.shape.rows
    }

    pub fn cols(&self) -> usize {
        self.shape.cols
    }

    /// The grid's shape.
    pub fn shape(&self) -> Grid {
        self.shape
    }

    /// Row-major, each cell's pillar (its number or `?`), or `None` for a cell to fill.
    pub fn pillars(&self) -> &[Option<Number>] {
        &self.pillars
    }

    /// Every known number: its cell, row-major, and its value.
    pub fn counts(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        (self.pillars.iter().enumerate()).filter_map(|(cell, pillar)| match pillar {
            Some(Number::Known(n)) => Some((cell, *n)),
            _ => None,
        })
    }

    /// Parses a native file (header with `kind: school-trip`).
    pub fn parse(file: &str, text: &str) -> Result<SchoolTrip, ParseError> {
        SchoolTrip::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document: rows of characters, each `.` (a
    /// cell to fill), a pillar's number 0-4 or `?` (a pillar without one).
    pub fn from_document(doc: &Document) -> Result<SchoolTrip, ParseError> {
        doc.allow_only(Self::NAME, &["kind"], &["grid"])?;
        let read = |ch| Number::read(ch, MAX_NUMBER);
        let expected = "`.`, a pillar's number 0-4 or `?`";
        let (rows, cols, pillars) = doc.char_grid("cell", read, expected)?;
        Ok(SchoolTrip::new(rows, cols, pillars).expect("cells were checked while parsing"))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::school_trip::SchoolTrip;
    /// let text = "kind: school-trip\ngrid:\n2.?\n.0.\n";
    /// assert_eq!(SchoolTrip::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: school-trip\ngrid:\n");
        for row in self.pillars.chunks(self.cols()) {
            out.extend(row.iter().map(|&pillar| Number::text(pillar)));
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        SchoolTrip::parse("p", text).unwrap_err().to_string()
    }

    #[test]
    fn bad_input_is_located() {
        let head = "kind: school-trip\n";
        assert_eq!(
            error(&format!("{head}grid:\n.5\n")),
            "p:3:2: bad cell `5`; expected `.`, a pillar's number 0-4 or `?`"
        );
        assert!(error(&format!("{head}size: 2\ngrid:\n.\n")).contains("unknown key `size`"));
    }
}
