//! The puzzle of the kinds that shade cells of a numbered grid (Hitori, Nurikabe): a
//! [`NumberGrid`], read from and written to a native grid of numbers. Their answers are
//! [`ShadedGrid`](crate::shaded::ShadedGrid)s in the
//! [`Numbered`](crate::shaded::Numbered) form.

use crate::error::ParseError;
use crate::grid::{Grid, LayoutError};
use crate::plural::count;
use crate::text::{tokens, Document};
use crate::Clue;

/// The largest number a cell may hold: what pzprjs 0.10.1's Hitori URLs can carry, and
/// more than any island of a published Nurikabe.
pub const MAX_NUMBER: u32 = 255;

/// A grid of `rows` x `cols` cells, row-major, each with a number 1..=[`MAX_NUMBER`] or
/// none: the puzzle of a kind that shades cells of a numbered grid, which wraps it.
///
/// ```
/// use puzzle_ir::grid::LayoutError;
/// use puzzle_ir::shading::{NumberGrid, ShapeError};
///
/// let grid = NumberGrid::new(1, 2, vec![Some(3), None]).unwrap();
/// assert_eq!((grid.rows(), grid.cols(), grid.number(0, 0)), (1, 2, Some(3)));
/// let short = LayoutError::WrongCount { expected: 2, got: 1 };
/// assert_eq!(NumberGrid::new(1, 2, vec![None]), Err(ShapeError::Layout(short)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumberGrid {
    rows: usize,
    cols: usize,
    numbers: Vec<Option<u32>>,
}

/// Why a [`NumberGrid`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error(transparent)]
    Layout(#[from] LayoutError),
    #[error("number {0} is outside 1..{MAX_NUMBER}")]
    BadNumber(u32),
}

impl NumberGrid {
    /// A grid from row-major numbers.
    pub fn new(rows: usize, cols: usize, numbers: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        Grid::holding(rows, cols, numbers.len())?;
        if let Some(&n) = numbers
            .iter()
            .flatten()
            .find(|&&n| !(1..=MAX_NUMBER).contains(&n))
        {
            return Err(ShapeError::BadNumber(n));
        }
        Ok(NumberGrid {
            rows,
            cols,
            numbers,
        })
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The number of the cell at 0-based (row, col), if any.
    pub fn number(&self, row: usize, col: usize) -> Option<u32> {
        self.numbers[row * self.cols + col]
    }

    /// Row-major numbers.
    pub fn numbers(&self) -> &[Option<u32>] {
        &self.numbers
    }

    /// Every number as a clue, row by row.
    pub fn clues(&self) -> Vec<Clue> {
        let cols = self.cols;
        (self.numbers.iter().enumerate())
            .filter_map(|(i, number)| {
                number.map(|n| Clue::Number {
                    row: i / cols,
                    col: i % cols,
                    value: u8::try_from(n).expect("numbers are at most MAX_NUMBER"),
                })
            })
            .collect()
    }

    /// The `grid:` block of a native file of `kind`: rows of whitespace-separated cells,
    /// each a number 1..255 or `.` (none), all rows alike.
    pub(crate) fn from_document(doc: &Document, kind: &str) -> Result<NumberGrid, ParseError> {
        doc.allow_only(kind, &["kind"], &["grid"])?;
        let grid = doc
            .block("grid")
            .ok_or_else(|| doc.missing("missing `grid:` block"))?;
        let first = grid
            .rows
            .first()
            .ok_or_else(|| ParseError::new(doc.file, grid.line, None, "the grid has no rows"))?;
        let cols = tokens(first.text).len();
        let mut numbers = Vec::with_capacity(grid.rows.len() * cols);
        for row in &grid.rows {
            let cells = tokens(row.text);
            if cells.len() != cols {
                let column = cells
                    .get(cols)
                    .map_or(row.text.chars().count() + 1, |t| t.0);
                return Err(ParseError::new(
                    doc.file,
                    row.line,
                    Some(column),
                    format!(
                        "row has {}; expected {cols} like the first row (line {})",
                        count(cells.len(), "cell"),
                        first.line
                    ),
                ));
            }
            for (column, cell) in cells {
                let number = parse_number(cell).map_err(|message| {
                    ParseError::new(doc.file, row.line, Some(column), message)
                })?;
                numbers.push(number);
            }
        }
        let rows = grid.rows.len();
        Ok(NumberGrid::new(rows, cols, numbers).expect("cells were checked while parsing"))
    }

    /// The grid in the native format of `kind`, preceded by `comments` as `#` lines.
    pub(crate) fn write_native(&self, kind: &str, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str(&format!("kind: {kind}\ngrid:\n"));
        for row in self.numbers.chunks(self.cols) {
            let cells: Vec<String> = row.iter().map(|&n| number_text(n)).collect();
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
        out
    }
}
/// A cell of a number grid: `.` or a number 1..255.
pub(crate) fn parse_number(cell: &str) -> Result<Option<u32>, String> {
    if cell == "." {
        return Ok(None);
    }
    match cell.parse::<u32>() {
        Ok(n) if (1..=MAX_NUMBER).contains(&n) && cell.bytes().all(|b| b.is_ascii_digit()) => {
            Ok(Some(n))
        }
        _ => Err(format!(
            "bad cell `{cell}`; expected `.` (no number) or a number 1..{MAX_NUMBER}"
        )),
    }
}

/// How a cell's number is written in a puzzle and in an answer: its digits or `.`.
pub(crate) fn number_text(number: Option<u32>) -> String {
    number.map_or_else(|| ".".to_owned(), |n| n.to_string())
}
