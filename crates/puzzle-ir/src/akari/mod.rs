//! Akari (Light Up, Nikoli's 美術館): white cells and black cells, some black cells
//! numbered 0..4. Place lights on white cells so that every white cell is lit (a light
//! lights its own cell and sees along its row and its column until a black cell or the
//! border), no two lights see each other, and each number counts the lights among its
//! orthogonal neighbours. A black cell without a number (pzprjs's unknown number too)
//! counts nothing.
//!
//! ```
//! use puzzle_ir::akari::{Akari, Cell};
//!
//! let puzzle = Akari::parse("p.txt", "kind: akari\ngrid:\n.1.\n...\n#..\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (3, 3));
//! assert_eq!(puzzle.cell(0, 1), Cell::Black(Some(1)));
//! assert_eq!(puzzle.cell(2, 0), Cell::Black(None));
//! assert_eq!(puzzle.cell(1, 1), Cell::White);
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use answer::{AkariAnswer, Mark};
pub use check::check;

use crate::error::ParseError;
use crate::grid::{Grid, LayoutError};
use crate::text::Document;

/// A cell of the puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    /// A white cell: the solver decides whether it holds a light.
    White,
    /// A black cell, with the number 0..=4 of lights beside it or none.
    Black(Option<u8>),
}

impl Cell {
    /// How the native grid writes the cell: `.` white, `#` black, its number.
    pub fn symbol(self) -> char {
        match self {
            Cell::White => '.',
            Cell::Black(None) => '#',
            Cell::Black(Some(n)) => char::from(b'0' + n),
        }
    }

    /// The cell that `symbol` writes.
    pub fn from_symbol(symbol: char) -> Option<Cell> {
        match symbol {
            '.' => Some(Cell::White),
            '#' => Some(Cell::Black(None)),
            '0'..='4' => Some(Cell::Black(Some(symbol as u8 - b'0'))),
            _ => None,
        }
    }
}

/// An Akari puzzle: `rows` x `cols` cells, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Akari {
    grid: Grid,
    cells: Vec<Cell>,
}

/// Why an [`Akari`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error(transparent)]
    Layout(#[from] LayoutError),
    #[error("number {0} is outside 0..4")]
    BadNumber(u8),
}

impl Akari {
    /// A puzzle from row-major cells.
    pub fn new(rows: usize, cols: usize, cells: Vec<Cell>) -> Result<Self, ShapeError> {
        let grid = Grid::holding(rows, cols, cells.len())?;
        if let Some(&Cell::Black(Some(n))) = cells.iter().find(|c| matches!(c, Cell::Black(Some(n)) if *n > 4)) {
            return Err(ShapeError::BadNumber(n));
        }
        Ok(Akari { grid, cells })
    }

    pub fn rows(&self) -> usize {
        self.grid.rows
    }

    pub fn cols(&self) -> usize {
        self.grid.cols
    }

    /// The shape of the grid.
    pub fn grid(&self) -> Grid {
        self.grid
    }

    /// The cell at 0-based (row, col).
    pub fn cell(&self, row: usize, col: usize) -> Cell {
        self.cells[self.grid.index(row, col)]
    }

    /// Row-major cells.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Parses a native Akari file (header with `kind: akari`).
    pub fn parse(file: &str, text: &str) -> Result<Akari, ParseError> {
        Akari::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document: one character a cell, `.`
    /// white, `#` black, `0`..`4` black with a number.
    pub fn from_document(doc: &Document) -> Result<Akari, ParseError> {
        doc.allow_only("akari", &["kind"], &["grid"])?;
        let expected = "`.` (white), `#` (black) or a number 0..4";
        let (rows, cols, cells) = doc.char_grid("cell", Cell::from_symbol, expected)?;
        Ok(Akari::new(rows, cols, cells).expect("cells were checked while parsing"))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::akari::Akari;
    /// let text = "kind: akari\ngrid:\n#.1\n...\n";
    /// assert_eq!(Akari::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: akari\ngrid:\n");
        for row in self.cells.chunks(self.grid.cols) {
            out.extend(row.iter().map(|cell| cell.symbol()));
            out.push('\n');
        }
        out
    }
}
