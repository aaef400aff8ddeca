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

/// The largest number a point may hold: a point touches at most four cells.
pub const MAX_NUMBER: u8 = 4;

/// A Slant puzzle: `rows` x `cols` cells and the numbers of their `(rows + 1) x (cols +
/// 1)` corner points, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slant {
    rows: usize,
    cols: usize,
    points: Vec<Option<Number>>,
}

/// Why a [`Slant`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("expected {expected} points, got {got}")]
    WrongCount { expected: usize, got: usize },
    #[error("a grid needs at least one cell: two rows and two columns of points")]
    Empty,
    #[error("number {0} is outside 0..4")]
    BadNumber(u8),
}

impl Slant {
    /// A puzzle of `rows` x `cols` cells from the row-major numbers of their corner points.
    pub fn new(rows: usize, cols: usize, points: Vec<Option<Number>>) -> Result<Self, ShapeError> {
        if rows == 0 || cols == 0 {
            return Err(ShapeError::Empty);
        }
        let expected = (rows + 1) * (cols + 1);
        if points.len() != expected {
            return Err(ShapeError::WrongCount {
                expected,
                got: points.len(),
            });
        }
        let too_large = points.iter().flatten().find_map(|&number| match number {
            Number::Known(n) if n > MAX_NUMBER => Some(n),
            _ => None,
        });
        if let Some(n) = too_large {
            return Err(ShapeError::BadNumber(n));
        }
        Ok(Slant { rows, cols, points })
    }

    /// Rows of cells.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of cells.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// What the corner point at 0-based (row, col) holds (`row <= rows`, `col <= cols`).
    pub fn point(&self, row: usize, col: usize) -> Option<Number> {
        self.points[row * (self.cols + 1) + col]
    }

    /// The number the point at (row, col) asks for, if any (none for `?`).
    pub fn number(&self, row: usize, col: usize) -> Option<u8> {
        match self.point(row, col)? {
            Number::Known(n) => Some(n),
            Number::Unknown => None,
        }
    }

    /// Row-major points, as they are written.
    pub fn points(&self) -> &[Option<Number>] {
        &self.points
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
        let (rows, cols, points) = doc.char_grid("point", |ch| Number::read(ch, MAX_NUMBER), expected)?;
        if rows < 2 || cols < 2 {
            let grid = doc.block("grid").expect("char_grid read it");
            return Err(ParseError::new(
                doc.file,
                grid.line,
                None,
                "the grid needs at least two rows of two points (one cell)",
            ));
        }
        Ok(Slant::new(rows - 1, cols - 1, points).expect("rows were checked while parsing"))
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
        out.push_str("kind: slant\ngrid:\n");
        for row in self.points.chunks(self.cols + 1) {
            out.extend(row.iter().map(|&p| Number::text(p)));
            out.push('\n');
        }
        out
    }
}
