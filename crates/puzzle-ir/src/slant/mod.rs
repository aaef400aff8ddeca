//! Slant (Gokigen Naname, Nikoli): a grid of cells whose corner points may hold numbers
//! 0..4. Draw one diagonal, `/` or `\`, in every cell so that each number counts the
//! diagonals that touch its point and the diagonals form no closed loop.
//!
//! A point may also hold pzprjs's unknown number `?`: it asks nothing and is kept as it
//! is written.
//!
//! ```
//! use puzzle_ir::slant::{Number, Slant};
//!
//! let puzzle = Slant::parse("p.txt", "kind: slant\ngrid:\n1.?\n.4.\n...\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 2));
//! assert_eq!(puzzle.point(1, 1), Some(Number::Known(4)));
//! assert_eq!(puzzle.point(0, 2), Some(Number::Unknown));
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use answer::{Diagonal, SlantAnswer};
pub use check::check;
pub use crate::small_number::Number;

use crate::error::ParseError;
use crate::text::Document;
use crate::vertex_clues::VertexClues;

/// A Slant puzzle: its cells and the numbers on their corner points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slant {
    points: VertexClues,
}

/// A Slant puzzle is its numbered points.
impl std::ops::Deref for Slant {
    type Target = VertexClues;

    fn deref(&self) -> &VertexClues {
        &self.points
    }
}

impl Slant {
    pub fn new(points: VertexClues) -> Self {
        Slant { points }
    }

    /// Parses a native Slant file (header with `kind: slant`).
    pub fn parse(file: &str, text: &str) -> Result<Slant, ParseError> {
        Slant::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document: `rows + 1` rows of `cols + 1`
    /// points, each `.`, `?` or a number 0..4.
    pub fn from_document(doc: &Document) -> Result<Slant, ParseError> {
        doc.allow_only("slant", &["kind"], &["grid"])?;
        let expected = "`.`, `?` or a number 0..4";
        let too_small = "the grid needs at least two rows of two points (one cell)";
        VertexClues::from_document(doc, expected, too_small).map(Slant::new)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::slant::Slant;
    /// let text = "kind: slant\ngrid:\n1.?\n.4.\n..0\n";
    /// assert_eq!(Slant::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: slant\n");
        out.push_str(&self.points.to_block());
        out
    }
}
