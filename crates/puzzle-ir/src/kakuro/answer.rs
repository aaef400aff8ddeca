//! A filled Kakuro grid: comma-separated rows with a digit for each white cell and `x` for
//! every other cell (as the corpus `*.solution.txt` files), and the JSON grid.

use super::parse::split_row;
use super::Kakuro;
use crate::error::ParseError;
use crate::plural::count;

/// A filled grid, row-major: `Some(digit)` where a digit is written, `None` for `x`.
/// Whether the digits sit on the white cells is the checker's business.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KakuroAnswer {
    rows: usize,
    cols: usize,
    digits: Vec<Option<u8>>,
}

impl KakuroAnswer {
    /// An answer of `rows` x `cols` cells.
    pub fn new(rows: usize, cols: usize, digits: Vec<Option<u8>>) -> Self {
        assert_eq!(digits.len(), rows * cols, "one cell per square");
        KakuroAnswer { rows, cols, digits }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The digit at 0-based (row, col), if any.
    pub fn digit(&self, row: usize, col: usize) -> Option<u8> {
        self.digits[row * self.cols + col]
    }

    /// Row-major cells.
    pub fn digits(&self) -> &[Option<u8>] {
        &self.digits
    }

    /// Rows of cell strings, as in the JSON answer: the digit, or `"x"`.
    pub fn grid(&self) -> Vec<Vec<String>> {
        self.digits
            .chunks(self.cols)
            .map(|row| row.iter().map(|&d| symbol(d)).collect())
            .collect()
    }

    /// The grid as comma-separated rows, one per line.
    ///
    /// ```
    /// use puzzle_ir::kakuro::KakuroAnswer;
    /// let answer = KakuroAnswer::new(2, 3, vec![None, None, None, None, Some(1), Some(2)]);
    /// assert_eq!(answer.to_text(), "x,x,x\nx,1,2\n");
    /// ```
    pub fn to_text(&self) -> String {
        self.grid().iter().map(|row| row.join(",") + "\n").collect()
    }

    /// Reads an answer to `puzzle` from comma-separated rows: a digit or `x` per cell, no
    /// header and no comments. Blank lines and trailing whitespace are skipped.
    pub fn parse_text(puzzle: &Kakuro, file: &str, text: &str) -> Result<Self, ParseError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let rows = crate::text::answer_rows(file, text, puzzle.rows())?;
        let mut digits = Vec::with_capacity(puzzle.rows() * puzzle.cols());
        for (line, row) in rows {
            let cells = split_row(row);
            if cells.len() != puzzle.cols() {
                let column = cells
                    .get(puzzle.cols())
                    .map_or(row.chars().count() + 1, |c| c.0);
                return Err(ParseError::new(
                    file,
                    line,
                    Some(column),
                    format!(
                        "row has {}; expected {}",
                        count(cells.len(), "cell"),
                        puzzle.cols()
                    ),
                ));
            }
            for (column, token) in cells {
                digits.push(
                    parse_cell(token).map_err(|m| ParseError::new(file, line, Some(column), m))?,
                );
            }
        }
        Ok(KakuroAnswer::new(puzzle.rows(), puzzle.cols(), digits))
    }

    /// Reads the `grid` of a JSON answer (errors name the 0-based JSON row and cell).
    pub fn from_json_grid(
        puzzle: &Kakuro,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let error = |message: String| ParseError::new(file, 0, None, message);
        if grid.len() != puzzle.rows() {
            return Err(error(format!(
                "JSON grid has {}; expected {}",
                count(grid.len(), "row"),
                puzzle.rows()
            )));
        }
        let mut digits = Vec::with_capacity(puzzle.rows() * puzzle.cols());
        for (r, row) in grid.iter().enumerate() {
            if row.len() != puzzle.cols() {
                return Err(error(format!(
                    "JSON row {r} has {}; expected {}",
                    count(row.len(), "cell"),
                    puzzle.cols()
                )));
            }
            for (c, cell) in row.iter().enumerate() {
                digits.push(
                    parse_cell(cell.trim())
                        .map_err(|m| error(format!("JSON row {r}, cell {c}: {m}")))?,
                );
            }
        }
        Ok(KakuroAnswer::new(puzzle.rows(), puzzle.cols(), digits))
    }
}

/// The text of a cell.
fn symbol(digit: Option<u8>) -> String {
    digit.map_or_else(|| "x".to_owned(), |d| d.to_string())
}

/// `x` or one decimal digit (0 is read, so that the checker can name it).
fn parse_cell(token: &str) -> Result<Option<u8>, String> {
    match token.as_bytes() {
        [b'x' | b'X'] => Ok(None),
        [d @ b'0'..=b'9'] => Ok(Some(d - b'0')),
        _ => Err(format!(
            "bad answer cell `{token}`; expected a digit 1..9 (white cell) or `x`"
        )),
    }
}
