//! A Fillomino answer: a number in each cell, as on paper. Its text is a line per row,
//! the cells run together when none has two digits and separated by spaces otherwise;
//! `.` marks a cell left empty (pzprjs saves unfinished boards), which the checker
//! refuses.

use super::Fillomino;
use crate::error::ParseError;
use crate::shading::number_text;
use crate::text::{answer_rows, json_cells, tokens, wrong_length};
use crate::KindAnswer;

/// A filled (or partly filled) grid: row-major numbers, `None` for an empty cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FillominoAnswer {
    cols: usize,
    values: Vec<Option<u32>>,
}

impl FillominoAnswer {
    /// An answer of `cols` columns from row-major `values`.
    ///
    /// # Panics
    /// When `values` does not fill whole rows of `cols` cells.
    pub fn new(cols: usize, values: Vec<Option<u32>>) -> Self {
        assert!(cols > 0 && values.len() % cols == 0, "whole rows");
        FillominoAnswer { cols, values }
    }

    pub fn rows(&self) -> usize {
        self.values.len() / self.cols
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Row-major numbers.
    pub fn values(&self) -> &[Option<u32>] {
        &self.values
    }

    /// Reads an answer to `puzzle` from its text.
    ///
    /// ```
    /// use puzzle_ir::fillomino::{Fillomino, FillominoAnswer};
    /// let puzzle = Fillomino::parse("p", "kind: fillomino\ngrid:\n. . .\n").unwrap();
    /// let answer = FillominoAnswer::parse_text(&puzzle, "a", "122\n").unwrap();
    /// assert_eq!(answer.values(), [Some(1), Some(2), Some(2)]);
    /// let spaced = FillominoAnswer::parse_text(&puzzle, "a", "1 . 12\n").unwrap();
    /// assert_eq!(spaced.values(), [Some(1), None, Some(12)]);
    /// ```
    pub fn parse_text(puzzle: &Fillomino, file: &str, text: &str) -> Result<Self, ParseError> {
        let cols = puzzle.cols();
        let mut values = Vec::with_capacity(puzzle.rows() * cols);
        for (line, row) in answer_rows(file, text, puzzle.rows())? {
            let error = |column, message| ParseError::new(file, line, Some(column), message);
            let mut cells = tokens(row);
            if cells.len() == 1 && cols > 1 {
                let (start, run) = cells[0];
                cells = (run.char_indices().enumerate())
                    .map(|(k, (at, ch))| (start + k, &run[at..at + ch.len_utf8()]))
                    .collect();
            }
            if cells.len() != cols {
                let end = row.chars().count() + 1;
                let column = cells.get(cols).map_or(end, |t| t.0);
                return Err(error(column, wrong_length(cells.len(), cols)));
            }
            for (column, cell) in cells {
                values.push(read_value(cell).map_err(|message| error(column, message))?);
            }
        }
        Ok(FillominoAnswer::new(cols, values))
    }

    /// Reads an answer to `puzzle` from the `grid` of a JSON answer.
    pub fn from_json_grid(
        puzzle: &Fillomino,
        file: &str,
        rows: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let values = json_cells(file, rows, (puzzle.rows(), puzzle.cols()), read_value)?;
        Ok(FillominoAnswer::new(puzzle.cols(), values))
    }
}

/// A cell of an answer: a number in digits or `.` (empty).
fn read_value(cell: &str) -> Result<Option<u32>, String> {
    if cell == "." {
        return Ok(None);
    }
    match cell.parse::<u32>() {
        Ok(n) if n > 0 && cell.bytes().all(|b| b.is_ascii_digit()) => Ok(Some(n)),
        _ => Err(format!(
            "bad answer cell `{cell}`; expected a number from 1 or `.` (empty)"
        )),
    }
}

impl KindAnswer for FillominoAnswer {
    /// Each cell's number, or `.` for an empty one.
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
