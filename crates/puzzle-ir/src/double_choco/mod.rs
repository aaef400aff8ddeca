//! Double Choco (Nikoli): a grid of white and grey cells, some holding a number. Divide
//! the grid along the cells' edges into regions, each made of one connected group of
//! white cells and one connected group of grey cells (its two *halves*) of the same
//! shape, turned or mirrored; a number is the count of cells of the half holding it.
//! A number may be pzprjs's unknown number `?`: it says nothing.
//!
//! ```
//! use puzzle_ir::double_choco::DoubleChoco;
//!
//! let text = "kind: double-choco\ngrid:\n2 . #\n# # #?\n";
//! let puzzle = DoubleChoco::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert!(puzzle.is_grey(1, 0) && !puzzle.is_grey(0, 1));
//! assert_eq!(puzzle.number(0, 0), Some(2));
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use crate::shading::UNKNOWN;
pub use answer::DoubleChocoAnswer;
pub use check::{check, Violation};

use crate::error::ParseError;
use crate::grid::{Grid, LayoutError};
use crate::text::Document;

/// The largest number a cell may hold: pzprjs's number format carries it, and no half
/// of a puzzle people play is larger.
pub const MAX_NUMBER: u32 = 999;

/// A Double Choco puzzle: per cell (row-major) its colour and its number, the unknown
/// number ([`UNKNOWN`]) or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DoubleChoco {
    rows: usize,
    cols: usize,
    grey: Vec<bool>,
    numbers: Vec<Option<u32>>,
}

/// A cell of the native grid: its colour and its number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    pub grey: bool,
    pub number: Option<u32>,
}

impl Cell {
    /// The cell's token: `.` white, `#` grey, a number or `?` (after `#` when grey).
    pub fn token(self) -> String {
        let number = match self.number {
            None => String::new(),
            Some(UNKNOWN) => "?".to_owned(),
            Some(n) => n.to_string(),
        };
        match (self.grey, number.is_empty()) {
            (false, true) => ".".to_owned(),
            (false, false) => number,
            (true, _) => format!("#{number}"),
        }
    }

    /// The cell a token stands for, or the message saying what a token is.
    pub fn read(token: &str) -> Result<Cell, String> {
        let (grey, rest) = match token.strip_prefix('#') {
            Some(rest) => (true, rest),
            None => (false, token),
        };
        let number = match rest {
            "" if grey => Ok(None),
            "." if !grey => Ok(None),
            "?" => Ok(Some(UNKNOWN)),
            _ => match rest.parse::<u32>() {
                Ok(n) if (1..=MAX_NUMBER).contains(&n) && rest.bytes().all(|b| b.is_ascii_digit()) => {
                    Ok(Some(n))
                }
                _ => Err(format!(
                    "bad cell `{token}`; expected `.` (white), `#` (grey), a number 1..{MAX_NUMBER} or `?` (unknown), after `#` in a grey cell"
                )),
            },
        }?;
        Ok(Cell { grey, number })
    }
}

impl DoubleChoco {
    /// A puzzle from row-major colours (`true` grey) and numbers.
    pub fn new(
        rows: usize,
        cols: usize,
        grey: Vec<bool>,
        numbers: Vec<Option<u32>>,
    ) -> Result<Self, LayoutError> {
        Grid::holding(rows, cols, grey.len())?;
        Grid::holding(rows, cols, numbers.len())?;
        Ok(DoubleChoco {
            rows,
            cols,
            grey,
            numbers,
        })
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The grid of cells.
    pub fn grid(&self) -> Grid {
        Grid::new(self.rows, self.cols)
    }

    /// Whether the cell at 0-based (row, col) is grey.
    pub fn is_grey(&self, row: usize, col: usize) -> bool {
        self.grey[row * self.cols + col]
    }

    /// The colours, row-major (`true` grey).
    pub fn greys(&self) -> &[bool] {
        &self.grey
    }

    /// The number at 0-based (row, col): a count, [`UNKNOWN`] or none.
    pub fn number(&self, row: usize, col: usize) -> Option<u32> {
        self.numbers[row * self.cols + col]
    }

    /// The numbers, row-major.
    pub fn numbers(&self) -> &[Option<u32>] {
        &self.numbers
    }

    /// The cell at row-major `cell`.
    pub fn cell(&self, cell: usize) -> Cell {
        Cell {
            grey: self.grey[cell],
            number: self.numbers[cell],
        }
    }

    /// The known counts (not `?`) with their row-major cells.
    pub fn counts(&self) -> Vec<(usize, usize)> {
        (self.numbers.iter().enumerate())
            .filter_map(|(cell, &n)| n.filter(|&n| n != UNKNOWN).map(|n| (cell, n as usize)))
            .collect()
    }

    /// The puzzle with the number of `cell` set to `number`.
    pub fn with_number(&self, cell: usize, number: Option<u32>) -> DoubleChoco {
        let mut numbers = self.numbers.clone();
        numbers[cell] = number;
        DoubleChoco {
            numbers,
            ..self.clone()
        }
    }

    /// Parses a native Double Choco file (header with `kind: double-choco`): rows of
    /// whitespace-separated cells, each `.` (white), `#` (grey), a number or `?` (white),
    /// or `#` with a number or `?` (grey).
    pub fn parse(file: &str, text: &str) -> Result<DoubleChoco, ParseError> {
        DoubleChoco::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<DoubleChoco, ParseError> {
        doc.allow_only("double-choco", &["kind"], &["grid"])?;
        let (rows, cols, cells) = doc.token_grid(Cell::read)?;
        let grey = cells.iter().map(|cell| cell.grey).collect();
        let numbers = cells.iter().map(|cell| cell.number).collect();
        DoubleChoco::new(rows, cols, grey, numbers).map_err(|e| doc.missing(e.to_string()))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: double-choco\ngrid:\n");
        let cells: Vec<usize> = (0..self.grey.len()).collect();
        out.push_str(&crate::token_grid::write(&cells, self.cols, |cell| {
            self.cell(cell).token()
        }));
        out
    }
}
