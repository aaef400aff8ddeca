//! The answer of the kinds that shade cells (Heyawake, LITS): rows of `#` (shaded) and
//! `.` (unshaded), as text and as the JSON grid.
//!
//! ```
//! use puzzle_ir::shaded::ShadedGrid;
//! let answer = ShadedGrid::parse_text(2, 3, "a", "#..\n.##\n").unwrap();
//! assert!(answer.is_shaded(1, 2) && !answer.is_shaded(0, 1));
//! assert_eq!(answer.to_text(), "#..\n.##\n");
//! let error = ShadedGrid::parse_text(2, 3, "a", "#..\n.#x\n").unwrap_err();
//! assert_eq!((error.line, error.column), (2, Some(3)));
//! ```

use crate::error::ParseError;
use crate::plural::count;
use crate::KindAnswer;

/// A grid of shaded and unshaded cells, row-major: `true` is shaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShadedGrid {
    rows: usize,
    cols: usize,
    shaded: Vec<bool>,
}

impl ShadedGrid {
    /// # Panics
    /// When `shaded` does not hold `rows * cols` cells.
    pub fn new(rows: usize, cols: usize, shaded: Vec<bool>) -> Self {
        assert_eq!(shaded.len(), rows * cols, "one value per cell");
        ShadedGrid { rows, cols, shaded }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether the cell at 0-based (`row`, `col`) is shaded.
    pub fn is_shaded(&self, row: usize, col: usize) -> bool {
        self.shaded[row * self.cols + col]
    }

    /// Row-major cells, `true` for shaded.
    pub fn cells(&self) -> &[bool] {
        &self.shaded
    }

    /// Reads a `rows` x `cols` answer from text: one row per line, no header.
    pub fn parse_text(
        rows: usize,
        cols: usize,
        file: &str,
        text: &str,
    ) -> Result<Self, ParseError> {
        let mut shaded = Vec::with_capacity(rows * cols);
        for (line, row) in crate::text::answer_rows(file, text, rows)? {
            let cells: Vec<String> = row.chars().map(String::from).collect();
            shaded.extend(
                parse_row(cols, &cells).map_err(|(column, message)| {
                    ParseError::new(file, line, Some(column), message)
                })?,
            );
        }
        Ok(ShadedGrid::new(rows, cols, shaded))
    }

    /// Reads the `grid` of a JSON answer (errors name the 0-based JSON row).
    pub fn from_json_grid(
        rows: usize,
        cols: usize,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        if grid.len() != rows {
            let message = format!(
                "JSON grid has {}; expected {rows}",
                count(grid.len(), "row")
            );
            return Err(ParseError::new(file, 0, None, message));
        }
        let mut shaded = Vec::with_capacity(rows * cols);
        for (r, row) in grid.iter().enumerate() {
            shaded.extend(parse_row(cols, row).map_err(|(_, message)| {
                ParseError::new(file, 0, None, format!("JSON row {r}: {message}"))
            })?);
        }
        Ok(ShadedGrid::new(rows, cols, shaded))
    }
}

/// The cells of one row, or the 1-based column and message of the first bad one.
fn parse_row(cols: usize, cells: &[String]) -> Result<Vec<bool>, (usize, String)> {
    if cells.len() != cols {
        let message = format!("row has {}; expected {cols}", count(cells.len(), "cell"));
        return Err((cells.len().min(cols) + 1, message));
    }
    cells
        .iter()
        .enumerate()
        .map(|(i, cell)| match cell.as_str() {
            "#" => Ok(true),
            "." => Ok(false),
            other => Err((
                i + 1,
                format!("bad cell `{other}`; expected `#` (shaded) or `.` (unshaded)"),
            )),
        })
        .collect()
}

impl KindAnswer for ShadedGrid {
    /// `"#"` shaded, `"."` unshaded.
    fn grid(&self) -> Vec<Vec<String>> {
        self.shaded
            .chunks(self.cols)
            .map(|row| row.iter().map(|&s| symbol(s).to_string()).collect())
            .collect()
    }

    fn to_text(&self) -> String {
        self.shaded
            .chunks(self.cols)
            .map(|row| {
                row.iter()
                    .map(|&s| symbol(s))
                    .chain(['\n'])
                    .collect::<String>()
            })
            .collect()
    }
}

impl ShadedGrid {
    /// The grid as text, one character per cell and one row per line.
    pub fn to_text(&self) -> String {
        KindAnswer::to_text(self)
    }
}

fn symbol(shaded: bool) -> char {
    if shaded {
        '#'
    } else {
        '.'
    }
}
