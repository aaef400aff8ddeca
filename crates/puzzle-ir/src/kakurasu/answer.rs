//! A shaded Kakurasu grid: text rows of `#` (black) and `.` (white), and the JSON grid.

use super::Kakurasu;
use crate::error::ParseError;
use crate::plural::count;

/// A shaded grid, row-major: `true` is black.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KakurasuAnswer {
    rows: usize,
    cols: usize,
    black: Vec<bool>,
}

impl KakurasuAnswer {
    /// An answer of `rows` x `cols` cells; the checker judges whether it fits the puzzle.
    pub fn new(rows: usize, cols: usize, black: Vec<bool>) -> Self {
        assert_eq!(black.len(), rows * cols, "one cell per square");
        KakurasuAnswer { rows, cols, black }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether the cell at 0-based (row, col) is black.
    pub fn is_black(&self, row: usize, col: usize) -> bool {
        self.black[row * self.cols + col]
    }

    /// Row-major cells, `true` for black.
    pub fn cells(&self) -> &[bool] {
        &self.black
    }

    /// Rows of cell strings, as in the JSON answer: `"#"` black, `"."` white.
    pub fn grid(&self) -> Vec<Vec<String>> {
        self.black
            .chunks(self.cols)
            .map(|row| row.iter().map(|&b| symbol(b).to_string()).collect())
            .collect()
    }

    /// The grid as text, one character per cell and one row per line.
    ///
    /// ```
    /// use puzzle_ir::kakurasu::KakurasuAnswer;
    /// let answer = KakurasuAnswer::new(2, 3, vec![true, false, false, false, true, true]);
    /// assert_eq!(answer.to_text(), "#..\n.##\n");
    /// ```
    pub fn to_text(&self) -> String {
        self.black
            .chunks(self.cols)
            .map(|row| {
                row.iter()
                    .map(|&b| symbol(b))
                    .chain(['\n'])
                    .collect::<String>()
            })
            .collect()
    }

    /// Reads an answer to `puzzle` from text: one row per line, `#` black and `.` white,
    /// no header and no comments (rows often start with `#`). Blank lines and trailing
    /// whitespace are skipped.
    pub fn parse_text(puzzle: &Kakurasu, file: &str, text: &str) -> Result<Self, ParseError> {
        let rows = crate::text::answer_rows(file, text, puzzle.rows())?;
        let mut black = Vec::with_capacity(puzzle.rows() * puzzle.cols());
        for (line, row) in rows {
            let cells: Vec<String> = row.chars().map(String::from).collect();
            black.extend(parse_row(puzzle, file, line, &cells)?);
        }
        Ok(KakurasuAnswer::new(puzzle.rows(), puzzle.cols(), black))
    }

    /// Reads the `grid` of a JSON answer (errors name the 0-based JSON row).
    pub fn from_json_grid(
        puzzle: &Kakurasu,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        if grid.len() != puzzle.rows() {
            return Err(ParseError::new(
                file,
                0,
                None,
                format!(
                    "JSON grid has {}; expected {}",
                    count(grid.len(), "row"),
                    puzzle.rows()
                ),
            ));
        }
        let mut black = Vec::with_capacity(puzzle.rows() * puzzle.cols());
        for (r, row) in grid.iter().enumerate() {
            black.extend(parse_row(puzzle, file, 0, row).map_err(|e| ParseError {
                message: format!("JSON row {r}: {}", e.message),
                ..e
            })?);
        }
        Ok(KakurasuAnswer::new(puzzle.rows(), puzzle.cols(), black))
    }
}

/// The character of a cell.
fn symbol(black: bool) -> char {
    if black {
        '#'
    } else {
        '.'
    }
}

/// The cells of one row; `line` 0 means a JSON row (no line or column to name).
fn parse_row(
    puzzle: &Kakurasu,
    file: &str,
    line: usize,
    cells: &[String],
) -> Result<Vec<bool>, ParseError> {
    if cells.len() != puzzle.cols() {
        return Err(ParseError::new(
            file,
            line,
            (line > 0).then_some(cells.len().min(puzzle.cols()) + 1),
            format!(
                "row has {}; expected {}",
                count(cells.len(), "cell"),
                puzzle.cols()
            ),
        ));
    }
    cells
        .iter()
        .enumerate()
        .map(|(index, cell)| match cell.as_str() {
            "#" => Ok(true),
            "." => Ok(false),
            other => Err(ParseError::new(
                file,
                line,
                (line > 0).then_some(index + 1),
                format!("bad answer cell `{other}`; expected `#` (black) or `.` (white)"),
            )),
        })
        .collect()
}
