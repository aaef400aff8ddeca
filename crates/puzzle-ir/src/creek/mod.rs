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
//! assert_eq!(puzzle.count(0, 0), Some(1));
//! assert_eq!(puzzle.count(2, 2), None);
//! assert_eq!(puzzle.cells_around(1, 1).count(), 4);
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use check::check;
pub use crate::small_number::Number;

use crate::error::ParseError;
use crate::grid::Grid;
use crate::shaded::{Plain, ShadedGrid};
use crate::text::Document;

/// A Creek answer: rows of `#` (shaded) and `.` (unshaded), a character per cell.
pub type CreekAnswer = ShadedGrid<Plain>;

/// The largest number a point may hold: a point touches at most four cells.
pub const MAX_COUNT: u8 = 4;

/// A Creek puzzle: `rows` x `cols` cells and the `(rows + 1) x (cols + 1)` points at
/// their corners, row-major, each with a number or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Creek {
    rows: usize,
    cols: usize,
    points: Vec<Option<Number>>,
}

/// Why a [`Creek`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("expected {expected} points, got {got}")]
    WrongCount { expected: usize, got: usize },
    #[error("a grid needs at least one row and one column of cells")]
    Empty,
    #[error("number {0} is outside 0..4")]
    BadNumber(u8),
}

impl Creek {
    /// A puzzle of `rows` x `cols` cells from the row-major numbers of its points.
    pub fn new(rows: usize, cols: usize, points: Vec<Option<Number>>) -> Result<Self, ShapeError> {
        if rows == 0 || cols == 0 {
            return Err(ShapeError::Empty);
        }
        let expected = (rows + 1) * (cols + 1);
        if points.len() != expected {
            let got = points.len();
            return Err(ShapeError::WrongCount { expected, got });
        }
        let too_large = points.iter().flatten().find_map(|&number| match number {
            Number::Known(n) if n > MAX_COUNT => Some(n),
            _ => None,
        });
        if let Some(n) = too_large {
            return Err(ShapeError::BadNumber(n));
        }
        Ok(Creek { rows, cols, points })
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
        let (rows, cols, points) = doc.char_grid("point", |ch| Number::read(ch, MAX_COUNT), expected)?;
        if rows < 2 || cols < 2 {
            let line = doc.block("grid").map_or(doc.last_line, |grid| grid.line);
            let message = "the grid of points needs at least two rows and two columns (the corners of one cell)";
            return Err(ParseError::new(doc.file, line, None, message));
        }
        Ok(Creek::new(rows - 1, cols - 1, points).expect("rows were checked while parsing"))
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
        out.push_str("kind: creek\ngrid:\n");
        for row in self.points.chunks(self.cols + 1) {
            out.extend(row.iter().map(|&number| Number::text(number)));
            out.push('\n');
        }
        out
    }

    /// Rows of cells.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of cells.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The cells' grid.
    pub fn grid(&self) -> Grid {
        Grid::new(self.rows, self.cols)
    }

    /// The points' grid: one row and one column more than the cells'.
    pub fn lattice(&self) -> Grid {
        Grid::new(self.rows + 1, self.cols + 1)
    }

    /// What the point at 0-based (row, col) holds, as it is written.
    pub fn point(&self, row: usize, col: usize) -> Option<Number> {
        self.points[self.lattice().index(row, col)]
    }

    /// Row-major points, as they are written.
    pub fn points(&self) -> &[Option<Number>] {
        &self.points
    }

    /// How many of the cells around the point at 0-based (row, col) are shaded, if its
    /// number is known.
    pub fn count(&self, row: usize, col: usize) -> Option<u8> {
        match self.point(row, col)? {
            Number::Known(n) => Some(n),
            Number::Unknown => None,
        }
    }

    /// The cells (row-major indices) around the point at 0-based (row, col): the up to
    /// four cells it is a corner of.
    pub fn cells_around(&self, row: usize, col: usize) -> impl Iterator<Item = usize> + '_ {
        let rows = row.saturating_sub(1)..(row + 1).min(self.rows);
        rows.flat_map(move |r| {
            (col.saturating_sub(1)..(col + 1).min(self.cols)).map(move |c| r * self.cols + c)
        })
    }

    /// The puzzle with the point at 0-based (row, col) holding `number`.
    pub fn with_point(&self, row: usize, col: usize, number: Option<Number>) -> Creek {
        let mut points = self.points.clone();
        points[self.lattice().index(row, col)] = number;
        Creek { points, ..self.clone() }
    }
}
