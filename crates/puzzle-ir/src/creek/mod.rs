//! Creek: a grid of cells with numbers 0..4 on some of the points where cells meet
//! (their corners, the border's included). Shade cells so that each number counts the
//! shaded cells among the (up to four) cells around its point, and the unshaded cells
//! form one orthogonally connected area. At least one cell is shaded (pzprjs's rule).
//!
//! A point may also hold pzprjs's unknown number `?`, a number nobody knows: it asks
//! nothing of the shading and is kept as it is written.
//!
//! ```
//! use puzzle_ir::creek::Creek;
//!
//! let puzzle = Creek::parse("p.txt", "kind: creek\ngrid:\n1..\n...\n..?\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 2));
//! assert_eq!(puzzle.number(0, 0), Some(1));
//! assert_eq!(puzzle.number(2, 2), None);
//! assert_eq!(puzzle.cells_around(1, 1).count(), 4);
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use check::check;
pub use crate::small_number::Number;

use crate::error::ParseError;
use crate::shaded::{Plain, ShadedGrid};
use crate::text::Document;
use crate::vertex_clues::VertexClues;

/// A Creek answer: rows of `#` (shaded) and `.` (unshaded), a character per cell.
pub type CreekAnswer = ShadedGrid<Plain>;

/// A Creek puzzle: its cells and the numbers on their corner points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Creek {
    points: VertexClues,
}

/// A Creek puzzle is its numbered points.
impl std::ops::Deref for Creek {
    type Target = VertexClues;

    fn deref(&self) -> &VertexClues {
        &self.points
    }
}

impl Creek {
    pub fn new(points: VertexClues) -> Self {
        Creek { points }
    }

    /// Parses a native Creek file (header with `kind: creek`): the grid of points, a
    /// character each, `.` (no number), `?` (an unknown number) or a number 0..4.
    pub fn parse(file: &str, text: &str) -> Result<Creek, ParseError> {
        Creek::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Creek, ParseError> {
        doc.allow_only("creek", &["kind"], &["grid"])?;
        let expected = "`.` (no number), `?` (an unknown number) or a number 0..4";
        let too_small = "the grid of points needs at least two rows and two columns (the corners of one cell)";
        VertexClues::from_document(doc, expected, too_small).map(Creek::new)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::creek::Creek;
    /// let text = "kind: creek\ngrid:\n0..4\n.?2.\n";
    /// assert_eq!(Creek::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: creek\n");
        out.push_str(&self.points.to_block());
        out
    }
}
