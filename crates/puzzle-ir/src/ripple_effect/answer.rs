//! A Ripple Effect answer: a number in each cell, as on paper, and `?` where the puzzle
//! shows pzprjs's unknown number. Its text is a line per row, the cells run together
//! when none has two digits and separated by spaces otherwise; `.` marks a cell left
//! empty (pzprjs saves unfinished boards), which the checker refuses.

use super::{RippleEffect, MAX_GIVEN};
use crate::error::ParseError;
use crate::grid::Grid;
use crate::shading::{number_text, UNKNOWN};
use crate::text::{answer_rows, json_cells, tokens, wrong_length};
use crate::KindAnswer;

/// A filled (or partly filled) grid: row-major numbers, [`UNKNOWN`] for `?`, `None`
/// for an empty cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RippleEffectAnswer {
    rows: usize,
    cols: usize,
    values: Vec<Option<u32>>,
}

impl RippleEffectAnswer {
    /// An answer of `rows` x `cols` cells.
    ///
    /// # Panics
    /// When `values` does not hold one entry per cell.
    pub fn new(rows: usize, cols: usize, values: Vec<Option<u32>>) -> Self {
        assert_eq!(values.len(), rows * cols, "one entry per cell");
        RippleEffectAnswer { rows, cols, values }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The number at 0-based (`row`, `col`) ([`UNKNOWN`] for `?`), if the cell is filled.
    pub fn value(&self, row: usize, col: usize) -> Option<u32> {
        self.values[row * self.cols + col]
    }

    /// Row-major numbers.
    pub fn values(&self) -> &[Option<u32>] {
        &self.values
    }

    /// Reads an answer to `puzzle` from its text.
    ///
    /// ```
    /// use puzzle_ir::ripple_effect::{RippleEffect, RippleEffectAnswer};
    /// let puzzle = RippleEffect::parse("p", "kind: ripple-effect\nrooms:\na a b\n").unwrap();
    /// let answer = RippleEffectAnswer::parse_text(&puzzle, "a", "121\n").unwrap();
    /// assert_eq!(answer.values(), [Some(1), Some(2), Some(1)]);
    /// let spaced = RippleEffectAnswer::parse_text(&puzzle, "a", "1 . 1\n").unwrap();
    /// assert_eq!(spaced.value(0, 1), None);
    /// ```
    pub fn parse_text(puzzle: &RippleEffect, file: &str, text: &str) -> Result<Self, ParseError> {
        let grid = Grid::new(puzzle.rows(), puzzle.cols());
        let mut values = Vec::with_capacity(grid.len());
        for (line, row) in answer_rows(file, text, grid.rows)? {
            let error = |column, message| ParseError::new(file, line, Some(column), message);
            let mut cells = tokens(row);
            if cells.len() == 1 && row.trim().chars().count() == grid.cols {
                cells = (row.char_indices())
                    .filter(|(_, ch)| !ch.is_whitespace())
                    .map(|(at, ch)| (row[..at].chars().count() + 1, &row[at..at + ch.len_utf8()]))
                    .collect();
            }
            if cells.len() != grid.cols {
                let end = row.chars().count() + 1;
                let column = cells.get(grid.cols).map_or(end, |t| t.0);
                return Err(error(column, wrong_length(cells.len(), grid.cols)));
            }
            for (column, cell) in cells {
                values.push(read_value(cell).map_err(|message| error(column, message))?);
            }
        }
        Ok(RippleEffectAnswer::new(grid.rows, grid.cols, values))
    }

    /// Reads an answer to `puzzle` from the `grid` of a JSON answer (errors name the
    /// 0-based JSON row).
    pub fn from_json_grid(
        puzzle: &RippleEffect,
        file: &str,
        rows: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let shape = (puzzle.rows(), puzzle.cols());
        let values = json_cells(file, rows, shape, read_value)?;
        Ok(RippleEffectAnswer::new(puzzle.rows(), puzzle.cols(), values))
    }
}

/// A cell of an answer: a number 1..=[`MAX_GIVEN`] in digits, `?` or `.` (empty).
fn read_value(cell: &str) -> Result<Option<u32>, String> {
    match cell {
        "." => return Ok(None),
        "?" => return Ok(Some(UNKNOWN)),
        _ => {}
    }
    let digits = cell.bytes().all(|b| b.is_ascii_digit());
    match cell.parse::<u32>() {
        Ok(n) if digits && (1..=MAX_GIVEN).contains(&n) => Ok(Some(n)),
        _ => Err(format!(
            "bad answer cell `{cell}`; expected a number 1..{MAX_GIVEN}, `?` (unknown) or `.` (empty)"
        )),
    }
}


impl KindAnswer for RippleEffectAnswer {
    /// Each cell's number, `?`, or `.` for an empty one.
    fn grid(&self) -> Vec<Vec<String>> {
        (self.values.chunks(self.cols))
            .map(|row| row.iter().map(|&v| number_text(v)).collect())
            .collect()
    }

    /// The answer file's form: a line per row.
    fn to_text(&self) -> String {
        self.to_file()
    }
}
