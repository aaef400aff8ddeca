//! The puzzle of the kinds that shade cells of a numbered grid (Hitori, Nurikabe): a
//! [`NumberGrid`], read from and written to a native grid of numbers. Their answers are
//! [`ShadedGrid`](crate::shaded::ShadedGrid)s in the
//! [`Numbered`](crate::shaded::Numbered) form.

use crate::error::ParseError;
use crate::grid::{Grid, LayoutError};
use crate::plural::count;
use crate::text::{tokens, Document};
use crate::Clue;

/// The largest number of a Hitori: what pzprjs 0.10.1's Hitori URLs can carry.
pub const MAX_NUMBER: u32 = 255;

/// pzprjs's unknown number (`?`), among the numbers of a grid: a numbered cell whose
/// number is not given. No kind's numbers start below 1, so it is told apart from them.
pub const UNKNOWN: u32 = 0;

/// The numbers a kind's cells may hold: 1..=`max`, and [`UNKNOWN`] when `unknown`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowed {
    pub max: u32,
    pub unknown: bool,
}

impl Allowed {
    fn allows(self, number: u32) -> bool {
        (1..=self.max).contains(&number) || (self.unknown && number == UNKNOWN)
    }
}

/// Any number an answer may write: the checker compares it with the puzzle's.
pub(crate) const IN_ANSWERS: Allowed = Allowed {
    max: u32::MAX,
    unknown: true,
};

/// A grid of `rows` x `cols` cells, row-major, each with a number its kind allows or
/// none: the puzzle of a kind that shades cells of a numbered grid, which wraps it.
///
/// ```
/// use puzzle_ir::grid::LayoutError;
/// use puzzle_ir::shading::{Allowed, NumberGrid, ShapeError};
///
/// let small = Allowed { max: 9, unknown: false };
/// let grid = NumberGrid::new(1, 2, vec![Some(3), None], small).unwrap();
/// assert_eq!((grid.rows(), grid.cols(), grid.number(0, 0)), (1, 2, Some(3)));
/// let short = LayoutError::WrongCount { expected: 2, got: 1 };
/// assert_eq!(NumberGrid::new(1, 2, vec![None], small), Err(ShapeError::Layout(short)));
/// let large = ShapeError::BadNumber { number: 10, max: 9 };
/// assert_eq!(NumberGrid::new(1, 1, vec![Some(10)], small), Err(large));
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
    #[error("number {number} is outside 1..{max}")]
    BadNumber { number: u32, max: u32 },
}

impl NumberGrid {
    /// A grid from row-major numbers, each one that `allowed` holds.
    pub fn new(
        rows: usize,
        cols: usize,
        numbers: Vec<Option<u32>>,
        allowed: Allowed,
    ) -> Result<Self, ShapeError> {
        Grid::holding(rows, cols, numbers.len())?;
        if let Some(&number) = numbers.iter().flatten().find(|&&n| !allowed.allows(n)) {
            let max = allowed.max;
            return Err(ShapeError::BadNumber { number, max });
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

    /// The number of the row-major `cell` when it is given and known (not [`UNKNOWN`]).
    pub fn known_number(&self, cell: usize) -> Option<u32> {
        self.numbers[cell].filter(|&n| n != UNKNOWN)
    }

    /// Row-major numbers.
    pub fn numbers(&self) -> &[Option<u32>] {
        &self.numbers
    }

    /// The grid without the number of `clue` (a [`Clue::Number`] on a numbered cell;
    /// `None` for any other clue): the cell left blank.
    pub fn without_number(&self, clue: &Clue) -> Option<NumberGrid> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut grid = self.clone();
        grid.numbers.get_mut(row * self.cols + col)?.take()?;
        Some(grid)
    }

    /// Every given number as a clue, row by row ([`UNKNOWN`] gives none).
    pub fn clues(&self) -> Vec<Clue> {
        let cols = self.cols;
        (self.numbers.iter().enumerate())
            .filter_map(|(i, &number)| {
                let value = number.filter(|&n| n != UNKNOWN)?;
                Some(Clue::Number {
                    row: i / cols,
                    col: i % cols,
                    value,
                })
            })
            .collect()
    }

    /// The `grid:` block of a native file of `kind`: rows of whitespace-separated cells,
    /// each a number that `allowed` holds (`?` unknown) or `.` (none), all rows alike.
    pub(crate) fn from_document(
        doc: &Document,
        kind: &str,
        allowed: Allowed,
    ) -> Result<NumberGrid, ParseError> {
        NumberGrid::from_document_with(doc, kind, &["kind"], allowed)
    }

    /// [`NumberGrid::from_document`] for a kind whose header has the fields `keys`
    /// (`kind` among them), which the kind reads itself.
    pub(crate) fn from_document_with(
        doc: &Document,
        kind: &str,
        keys: &[&str],
        allowed: Allowed,
    ) -> Result<NumberGrid, ParseError> {
        doc.allow_only(kind, keys, &["grid"])?;
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
                let number = parse_number(cell, allowed).map_err(|message| {
                    ParseError::new(doc.file, row.line, Some(column), message)
                })?;
                numbers.push(number);
            }
        }
        let rows = grid.rows.len();
        Ok(
            NumberGrid::new(rows, cols, numbers, allowed)
                .expect("cells were checked while parsing"),
        )
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

/// A cell of a number grid: `.`, `?` or a number, as `allowed` holds.
pub(crate) fn parse_number(cell: &str, allowed: Allowed) -> Result<Option<u32>, String> {
    match cell {
        "." => return Ok(None),
        "?" if allowed.unknown => return Ok(Some(UNKNOWN)),
        _ => {}
    }
    match cell.parse::<u32>() {
        Ok(n) if n != UNKNOWN && allowed.allows(n) && cell.bytes().all(|b| b.is_ascii_digit()) => {
            Ok(Some(n))
        }
        _ => {
            let unknown = if allowed.unknown {
                ", `?` (unknown)"
            } else {
                ""
            };
            let max = allowed.max;
            Err(format!(
                "bad cell `{cell}`; expected `.` (no number){unknown} or a number 1..{max}"
            ))
        }
    }
}

/// How a cell's number is written in a puzzle and in an answer: its digits, `?` or `.`.
pub fn number_text(number: Option<u32>) -> String {
    match number {
        None => ".".to_owned(),
        Some(UNKNOWN) => "?".to_owned(),
        Some(n) => n.to_string(),
    }
}
