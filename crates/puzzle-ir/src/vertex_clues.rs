//! Numbers on the points where a grid's cells meet (their corners, the border's
//! included), each 0..4 or pzprjs's unknown number `?`, which asks nothing: the board of
//! the kinds whose clues count what meets a point (Creek, Slant).
//!
//! The native form is a `grid:` block of `rows + 1` rows of `cols + 1` characters, `.`
//! (no number), `?` or a digit 0..4.
//!
//! ```
//! use puzzle_ir::small_number::Number;
//! use puzzle_ir::text::Document;
//! use puzzle_ir::vertex_clues::VertexClues;
//!
//! let doc = Document::parse("p", "kind: creek\ngrid:\n1.?\n.4.\n...\n").unwrap();
//! let points = VertexClues::from_document(&doc, "a point", "too small").unwrap();
//! assert_eq!((points.rows(), points.cols()), (2, 2));
//! assert_eq!((points.point(0, 2), points.number(1, 1)), (Some(Number::Unknown), Some(4)));
//! assert_eq!(points.cells_around(1, 1).count(), 4);
//! assert_eq!(points.to_block(), "grid:\n1.?\n.4.\n...\n");
//! ```

use crate::error::ParseError;
use crate::grid::Grid;
use crate::small_number::Number;
use crate::text::Document;
use crate::Clue;

/// The largest number a point may hold: a point touches at most four cells.
pub const MAX_NUMBER: u8 = 4;

/// `rows` x `cols` cells and the numbers of their `(rows + 1) x (cols + 1)` corner
/// points, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VertexClues {
    rows: usize,
    cols: usize,
    points: Vec<Option<Number>>,
}

/// Why [`VertexClues`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("expected {expected} points, got {got}")]
    WrongCount { expected: usize, got: usize },
    #[error("a grid needs at least one cell: two rows and two columns of points")]
    Empty,
    #[error("number {0} is outside 0..4")]
    BadNumber(u8),
}

impl VertexClues {
    /// The points of `rows` x `cols` cells from their row-major numbers.
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
            Number::Known(n) if n > MAX_NUMBER => Some(n),
            _ => None,
        });
        if let Some(n) = too_large {
            return Err(ShapeError::BadNumber(n));
        }
        Ok(VertexClues { rows, cols, points })
    }

    /// The points of `rows` x `cols` cells, none numbered.
    pub fn blank(rows: usize, cols: usize) -> Result<Self, ShapeError> {
        VertexClues::new(rows, cols, vec![None; (rows + 1) * (cols + 1)])
    }

    /// Reads the `grid:` block of a document whose keys the caller has checked; a bad
    /// character's error says it `expected` this, and a grid of fewer than two rows or
    /// columns of points is `too_small`.
    pub fn from_document(
        doc: &Document,
        expected: &str,
        too_small: &str,
    ) -> Result<Self, ParseError> {
        let read = |ch| Number::read(ch, MAX_NUMBER);
        let (rows, cols, points) = doc.char_grid("point", read, expected)?;
        if rows < 2 || cols < 2 {
            let line = doc.block("grid").map_or(doc.last_line, |grid| grid.line);
            return Err(ParseError::new(doc.file, line, None, too_small));
        }
        Ok(VertexClues::new(rows - 1, cols - 1, points).expect("rows were checked while parsing"))
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

    /// What the point at 0-based (row, col) holds, as it is written (`row <= rows`,
    /// `col <= cols`).
    pub fn point(&self, row: usize, col: usize) -> Option<Number> {
        self.points[self.lattice().index(row, col)]
    }

    /// Row-major points, as they are written.
    pub fn points(&self) -> &[Option<Number>] {
        &self.points
    }

    /// The number the point at 0-based (row, col) asks for, if it shows a known one
    /// (none for `?`).
    pub fn number(&self, row: usize, col: usize) -> Option<u8> {
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

    /// The points with the one at 0-based (row, col) holding `number`.
    pub fn with_point(&self, row: usize, col: usize, number: Option<Number>) -> Self {
        let mut points = self.points.clone();
        points[self.lattice().index(row, col)] = number;
        VertexClues {
            points,
            ..self.clone()
        }
    }

    /// The known numbers, point by point in reading order: an unknown number `?` asks
    /// nothing, so erasing it changes no answer.
    pub fn clues(&self) -> Vec<Clue> {
        let lattice = self.lattice();
        (0..lattice.len())
            .filter_map(|point| {
                let (row, col) = lattice.position(point);
                let value = self.number(row, col)?.into();
                Some(Clue::Number { row, col, value })
            })
            .collect()
    }

    /// The points with the known number of `clue` erased, if `clue` names one.
    pub fn without_clue(&self, clue: &Clue) -> Option<Self> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        (row <= self.rows && col <= self.cols).then_some(())?;
        self.number(row, col)?;
        Some(self.with_point(row, col, None))
    }

    /// The `grid:` block of the points.
    pub fn to_block(&self) -> String {
        let mut out = String::from("grid:\n");
        for row in self.points.chunks(self.cols + 1) {
            out.extend(row.iter().map(|&number| Number::text(number)));
            out.push('\n');
        }
        out
    }
}
