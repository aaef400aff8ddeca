//! A filled Sudoku grid: its text form (box borders for people; the plain form of the
//! corpus answer files is read too) and its JSON grid.

use super::Sudoku;
use crate::error::ParseError;
use crate::plural::count;
use crate::text::{tokens, Row};

/// A filled grid: row-major values 1..N, and the box shape used to draw borders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SudokuAnswer {
    size: usize,
    box_rows: usize,
    box_cols: usize,
    values: Vec<u32>,
}

impl SudokuAnswer {
    /// An answer to `puzzle` with row-major `values`. The length must be N x N; the values
    /// themselves are judged by the checker, not here.
    pub fn new(puzzle: &Sudoku, values: Vec<u32>) -> Self {
        assert_eq!(
            values.len(),
            puzzle.size() * puzzle.size(),
            "one value per cell"
        );
        SudokuAnswer {
            size: puzzle.size(),
            box_rows: puzzle.box_rows(),
            box_cols: puzzle.box_cols(),
            values,
        }
    }

    /// N.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The value at 0-based (row, col).
    pub fn value(&self, row: usize, col: usize) -> u32 {
        self.values[row * self.size + col]
    }

    /// Row-major values.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The grid as rows of strings, as in the JSON answer of `FORMATS.md`.
    pub fn grid(&self) -> Vec<Vec<String>> {
        self.values
            .chunks(self.size)
            .map(|row| row.iter().map(u32::to_string).collect())
            .collect()
    }

    /// The grid for people: values aligned, boxes separated by `|` and `-+-` lines.
    ///
    /// ```
    /// use puzzle_ir::sudoku::{Sudoku, SudokuAnswer};
    /// let puzzle = Sudoku::new(4, 2, 2, vec![None; 16]).unwrap();
    /// let answer = SudokuAnswer::new(&puzzle, vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]);
    /// assert_eq!(answer.to_text(), "1 2 | 3 4\n3 4 | 1 2\n----+----\n2 1 | 4 3\n4 3 | 2 1\n");
    /// ```
    pub fn to_text(&self) -> String {
        let width = self.size.to_string().len();
        let rows: Vec<String> = self
            .values
            .chunks(self.size)
            .map(|row| self.text_row(row, width))
            .collect();
        let separator: String = rows[0]
            .chars()
            .map(|c| if c == '|' { '+' } else { '-' })
            .collect();
        let mut out = String::new();
        for (index, row) in rows.iter().enumerate() {
            if index > 0 && index % self.box_rows == 0 {
                out.push_str(&separator);
                out.push('\n');
            }
            out.push_str(row);
            out.push('\n');
        }
        out
    }

    fn text_row(&self, row: &[u32], width: usize) -> String {
        let boxes: Vec<String> = row
            .chunks(self.box_cols)
            .map(|chunk| {
                let cells: Vec<String> = chunk.iter().map(|v| format!("{v:>width$}")).collect();
                cells.join(" ")
            })
            .collect();
        boxes.join(" | ")
    }

    /// The 81-character line of the `.lines` exchange format (9x9 only).
    pub fn to_line(&self) -> String {
        self.values.iter().map(u32::to_string).collect()
    }

    /// Reads an answer for `puzzle` in any text form we print or the corpus uses: plain
    /// rows (no separators up to 9x9, whitespace-separated tokens above), optionally with
    /// the `|` and `-+-` borders of [`SudokuAnswer::to_text`].
    pub fn parse_text(puzzle: &Sudoku, file: &str, text: &str) -> Result<Self, ParseError> {
        let size = puzzle.size();
        let mut rows = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let is_border = raw.chars().all(|c| matches!(c, '-' | '+' | ' ' | '\t'));
            if raw.trim().is_empty() || is_border {
                continue;
            }
            rows.push((index + 1, raw));
        }
        if rows.len() != size {
            let line = rows.get(size).map_or(text.lines().count().max(1), |r| r.0);
            return Err(ParseError::new(
                file,
                line,
                None,
                format!("answer has {}; expected {size}", count(rows.len(), "row")),
            ));
        }
        let mut values = Vec::with_capacity(size * size);
        for (line, raw) in rows {
            let unbordered = raw.replace('|', " ");
            let row = Row {
                line,
                text: &unbordered,
            };
            let cells = answer_cells(file, &row, size)?;
            for (column, token) in cells {
                values.push(answer_value(file, line, column, token, size)?);
            }
        }
        Ok(SudokuAnswer::new(puzzle, values))
    }

    /// Reads the `grid` of a JSON answer (`{"grid": [["1", ...], ...], ...}`).
    pub fn from_json_grid(
        puzzle: &Sudoku,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let size = puzzle.size();
        let error = |message: String| ParseError::new(file, 0, None, message);
        if grid.len() != size || grid.iter().any(|row| row.len() != size) {
            return Err(error(format!(
                "JSON grid must have {size} rows of {size} cells"
            )));
        }
        let mut values = Vec::with_capacity(size * size);
        for (r, row) in grid.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                match value_in_range(cell, size) {
                    Some(v) => values.push(v),
                    _ => {
                        return Err(error(format!(
                            "JSON grid cell [{r}][{c}] is `{cell}`; expected \"1\"..\"{size}\""
                        )))
                    }
                }
            }
        }
        Ok(SudokuAnswer::new(puzzle, values))
    }
}

/// Cells of an answer row whose `|` borders were blanked: tokens, or single characters
/// for compact rows of N <= 9 such as `534678912` or `534|678|912`.
fn answer_cells<'a>(
    file: &str,
    row: &Row<'a>,
    size: usize,
) -> Result<Vec<(usize, &'a str)>, ParseError> {
    let mut cells = tokens(row.text);
    if size <= 9 && cells.len() != size {
        cells = cells
            .iter()
            .flat_map(|&(col, t)| {
                t.char_indices()
                    .enumerate()
                    .map(move |(k, (i, ch))| (col + k, &t[i..i + ch.len_utf8()]))
            })
            .collect();
    }
    if cells.len() != size {
        return Err(ParseError::new(
            file,
            row.line,
            None,
            format!(
                "answer row has {}; expected {size}",
                count(cells.len(), "cell")
            ),
        ));
    }
    Ok(cells)
}

fn answer_value(
    file: &str,
    line: usize,
    column: usize,
    token: &str,
    size: usize,
) -> Result<u32, ParseError> {
    match value_in_range(token, size) {
        Some(v) => Ok(v),
        _ => Err(ParseError::new(
            file,
            line,
            Some(column),
            format!("bad answer cell `{token}`; expected a value 1..{size}"),
        )),
    }
}

/// A value 1..=N written with digits only (no sign), as the formats allow.
fn value_in_range(token: &str, size: usize) -> Option<u32> {
    let digits = !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit());
    let value: u32 = token.parse().ok().filter(|_| digits)?;
    (value >= 1 && value as usize <= size).then_some(value)
}
