//! Slitherlink (Nikoli): a grid of cells, some holding a number 0..3. Draw one closed
//! loop along the edges of the cells, through the lattice of their corner points, so
//! that each number counts how many of its cell's four edges the loop uses. The loop
//! never branches or crosses itself.
//!
//! A cell may also hold pzprjs's unknown number `?`, a number nobody knows: it asks
//! nothing of the loop and is kept as it is written. pzprjs's variant `f`
//! ([`Slitherlink::every_point`]) asks in addition that the loop visits every point of
//! the lattice.
//!
//! ```
//! use puzzle_ir::slitherlink::Slitherlink;
//!
//! let puzzle = Slitherlink::parse("p.txt", "kind: slitherlink\ngrid:\n3.\n.1\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 2));
//! assert_eq!(puzzle.clue(0, 0), Some(3));
//! assert_eq!(puzzle.clue(0, 1), None);
//! ```

pub mod check;
pub mod generate;
mod kind;
mod parse;
mod puzzlink;

pub use check::check;

use crate::grid::{Grid, LayoutError};
pub use crate::small_number::Number;
use crate::lines::{ClueCells, Lattice, LineAnswer, LinePuzzle};

/// A Slitherlink answer: the loop drawn on the lattice of the cells' corner points, as on
/// paper (the drawing of the [lines kit](crate::lines) on [`Lattice::Corners`]). The
/// drawing has `2 * rows + 1` lines of `2 * cols + 1` characters: `+` at each point;
/// between two points of a line `-` where the loop runs and a space where it does not;
/// between two points of a column `|` or a space; at each cell's centre its number or
/// `.`.
///
/// ```text
/// +-+ +
/// |3|.
/// + + +
/// |.|1
/// +-+ +
/// ```
pub type SlitherlinkAnswer = LineAnswer<Slitherlink>;

/// The largest number a cell may hold: a cell has four edges, and a loop around one
/// cell alone is no puzzle worth a clue of 4.
pub const MAX_CLUE: u8 = 3;

/// A Slitherlink puzzle: `rows` x `cols` cells, row-major, each with a number or none,
/// and whether the loop must visit every point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slitherlink {
    rows: usize,
    cols: usize,
    clues: Vec<Option<Number>>,
    every_point: bool,
}

/// Why a [`Slitherlink`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error(transparent)]
    Layout(#[from] LayoutError),
    #[error("number {0} is outside 0..3")]
    BadNumber(u8),
}

impl Slitherlink {
    /// A puzzle from row-major clues, of plain Slitherlink (see
    /// [`Slitherlink::with_every_point`]).
    pub fn new(rows: usize, cols: usize, clues: Vec<Option<Number>>) -> Result<Self, ShapeError> {
        Grid::holding(rows, cols, clues.len())?;
        let too_large = clues.iter().flatten().find_map(|&clue| match clue {
            Number::Known(n) if n > MAX_CLUE => Some(n),
            _ => None,
        });
        if let Some(n) = too_large {
            return Err(ShapeError::BadNumber(n));
        }
        Ok(Slitherlink {
            rows,
            cols,
            clues,
            every_point: false,
        })
    }

    /// The puzzle of the same size and variant with `cells` (row-major, as
    /// [`Slitherlink::cells`] gives them).
    fn with_cells(&self, cells: Vec<Option<Number>>) -> Self {
        assert_eq!(cells.len(), self.clues.len(), "one entry per cell");
        Slitherlink {
            clues: cells,
            ..self.clone()
        }
    }

    /// The puzzle of pzprjs's variant `f`, where the loop visits every point of the
    /// lattice, when `every_point`; of plain Slitherlink when not.
    pub fn with_every_point(self, every_point: bool) -> Self {
        Slitherlink {
            every_point,
            ..self
        }
    }

    /// Whether the loop must visit every point of the lattice (pzprjs's variant `f`).
    pub fn every_point(&self) -> bool {
        self.every_point
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The number the loop must meet in the cell at 0-based (row, col), if any (none
    /// for an unknown number).
    pub fn clue(&self, row: usize, col: usize) -> Option<u8> {
        match self.cell(row, col)? {
            Number::Known(n) => Some(n),
            Number::Unknown => None,
        }
    }

    /// What the cell at 0-based (row, col) holds, as it is written.
    pub fn cell(&self, row: usize, col: usize) -> Option<Number> {
        self.clues[row * self.cols + col]
    }

    /// Row-major cells, as they are written.
    pub fn cells(&self) -> &[Option<Number>] {
        &self.clues
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::slitherlink::Slitherlink;
    /// let text = "kind: slitherlink\ngrid:\n3.0\n.2.\n";
    /// let puzzle = Slitherlink::parse("p", text).unwrap();
    /// assert_eq!(puzzle.to_native(&[]), text);
    /// let text = "kind: slitherlink\nvariants: every-point\ngrid:\n3?0\n.2.\n";
    /// let puzzle = Slitherlink::parse("p", text).unwrap();
    /// assert_eq!(puzzle.to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut fields = vec![("kind", "slitherlink")];
        if self.every_point {
            fields.push(("variants", parse::EVERY_POINT));
        }
        self.native_file(&fields, comments)
    }
}

/// The loop runs along the cells' sides; a cell is written as its number, `?` or `.`,
/// in the puzzle as in the answer drawing.
impl LinePuzzle for Slitherlink {
    const LATTICE: Lattice = Lattice::Corners;
    const CLUES: &'static str = "`.`, `?` or a number 0..3";
    type Clue = Number;

    fn clue_cells(&self) -> ClueCells<'_, Number> {
        let (rows, cols) = (self.rows, self.cols);
        ClueCells { rows, cols, clues: &self.clues }
    }

    fn clue_char(clue: Option<Number>) -> char {
        Number::text(clue)
    }

    fn clue_of_char(ch: char) -> Option<Option<Number>> {
        Number::read(ch, MAX_CLUE)
    }
}
