//! A Slitherlink answer: the loop drawn on the lattice of the cells' corner points, as on
//! paper. The drawing has `2 * rows + 1` lines of `2 * cols + 1` characters: `+` at each
//! point; between two points of a line `-` where the loop runs and a space where it does
//! not; between two points of a column `|` or a space; at each cell's centre its number or
//! `.`.
//!
//! ```text
//! +-+ +
//! |3|.
//! + + +
//! |.|1
//! +-+ +
//! ```

use super::{clue_char, Slitherlink};
use crate::error::ParseError;

/// A drawn loop (or, for the checker to judge, any set of edges) and the cells' numbers
/// as the drawing writes them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlitherlinkAnswer {
    rows: usize,
    cols: usize,
    cells: Vec<Option<u8>>,
    /// The edge from point (r, c) to (r, c + 1), at `r * cols + c`, for r in 0..=rows.
    across: Vec<bool>,
    /// The edge from point (r, c) to (r + 1, c), at `r * (cols + 1) + c`, for r in 0..rows.
    down: Vec<bool>,
}

impl SlitherlinkAnswer {
    /// The answer of `puzzle` with the edges `across` ((rows + 1) x cols, row-major: the
    /// edge right of each point) and `down` (rows x (cols + 1): the edge below each point).
    pub fn new(puzzle: &Slitherlink, across: Vec<bool>, down: Vec<bool>) -> Self {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        assert_eq!(
            across.len(),
            (rows + 1) * cols,
            "one edge right of each point"
        );
        assert_eq!(down.len(), rows * (cols + 1), "one edge below each point");
        SlitherlinkAnswer {
            rows,
            cols,
            cells: puzzle.clues().to_vec(),
            across,
            down,
        }
    }

    /// Rows of cells.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of cells.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The cell's number as the drawing writes it.
    pub fn cell(&self, row: usize, col: usize) -> Option<u8> {
        self.cells[row * self.cols + col]
    }

    /// Whether the loop runs from point (`row`, `col`) to the point right of it.
    pub fn across(&self, row: usize, col: usize) -> bool {
        self.across[row * self.cols + col]
    }

    /// Whether the loop runs from point (`row`, `col`) to the point below it.
    pub fn down(&self, row: usize, col: usize) -> bool {
        self.down[row * (self.cols + 1) + col]
    }

    /// Rows of one-character strings: the drawing of the module doc.
    pub fn grid(&self) -> Vec<Vec<String>> {
        self.drawing()
            .into_iter()
            .map(|line| line.chars().map(String::from).collect())
            .collect()
    }

    /// The drawing, one line per row of points and one per row of cells.
    pub fn to_text(&self) -> String {
        self.drawing().into_iter().map(|line| line + "\n").collect()
    }

    fn drawing(&self) -> Vec<String> {
        let mut lines = Vec::with_capacity(2 * self.rows + 1);
        for row in 0..=self.rows {
            let mut points = String::from("+");
            for col in 0..self.cols {
                points.push(if self.across(row, col) { '-' } else { ' ' });
                points.push('+');
            }
            lines.push(points);
            if row == self.rows {
                break;
            }
            let mut cells = String::new();
            for col in 0..=self.cols {
                cells.push(if self.down(row, col) { '|' } else { ' ' });
                if col < self.cols {
                    cells.push(clue_char(self.cell(row, col)));
                }
            }
            lines.push(cells);
        }
        lines
    }

    /// Reads an answer to `puzzle` from its drawing (no header; trailing spaces may be
    /// left out).
    pub fn parse_text(puzzle: &Slitherlink, file: &str, text: &str) -> Result<Self, ParseError> {
        let lines = crate::text::answer_rows(file, text, 2 * puzzle.rows() + 1)?;
        let width = 2 * puzzle.cols() + 1;
        let mut drawing = Drawing::new(puzzle);
        for (index, (line, row)) in lines.into_iter().enumerate() {
            let chars: Vec<char> = row.chars().collect();
            if chars.len() > width {
                let message = format!(
                    "line has {} characters; expected at most {width}",
                    chars.len()
                );
                return Err(ParseError::new(file, line, Some(width + 1), message));
            }
            for col in 0..width {
                let ch = chars.get(col).copied().unwrap_or(' ');
                drawing
                    .read(index, col, ch)
                    .map_err(|message| ParseError::new(file, line, Some(col + 1), message))?;
            }
        }
        Ok(drawing.finish(puzzle))
    }

    /// Reads the `grid` of a JSON answer: the drawing's lines as one-character strings.
    pub fn from_json_grid(
        puzzle: &Slitherlink,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let (height, width) = (2 * puzzle.rows() + 1, 2 * puzzle.cols() + 1);
        let error = |message: String| ParseError::new(file, 0, None, message);
        if grid.len() != height {
            return Err(error(format!("JSON grid must have {height} rows")));
        }
        let mut drawing = Drawing::new(puzzle);
        for (r, row) in grid.iter().enumerate() {
            if row.len() != width {
                return Err(error(format!(
                    "JSON row {r}: expected {width} strings, got {}",
                    row.len()
                )));
            }
            for (c, cell) in row.iter().enumerate() {
                let mut chars = cell.chars();
                let ch = match (chars.next(), chars.next()) {
                    (Some(ch), None) => ch,
                    _ => {
                        return Err(error(format!(
                            "JSON row {r}, string {c}: `{cell}` is not one character"
                        )))
                    }
                };
                drawing
                    .read(r, c, ch)
                    .map_err(|message| error(format!("JSON row {r}, string {c}: {message}")))?;
            }
        }
        Ok(drawing.finish(puzzle))
    }
}

/// An answer being read character by character at drawing positions.
struct Drawing {
    cols: usize,
    cells: Vec<Option<u8>>,
    across: Vec<bool>,
    down: Vec<bool>,
}

impl Drawing {
    fn new(puzzle: &Slitherlink) -> Self {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        Drawing {
            cols,
            cells: vec![None; rows * cols],
            across: vec![false; (rows + 1) * cols],
            down: vec![false; rows * (cols + 1)],
        }
    }

    /// Records the character at 0-based drawing line `line`, column `col`; the message
    /// when it does not belong there.
    fn read(&mut self, line: usize, col: usize, ch: char) -> Result<(), String> {
        let (r, c) = (line / 2, col / 2);
        match (line % 2, col % 2, ch) {
            (0, 0, '+') => {}
            (0, 0, other) => return Err(format!("bad point `{other}`; expected `+`")),
            (0, 1, '-' | ' ') => self.across[r * self.cols + c] = ch == '-',
            (0, 1, other) => return Err(format!("bad edge `{other}`; expected `-` or a space")),
            (1, 0, '|' | ' ') => self.down[r * (self.cols + 1) + c] = ch == '|',
            (1, 0, other) => return Err(format!("bad edge `{other}`; expected `|` or a space")),
            (_, _, '.') => {}
            (_, _, digit @ '0'..='3') => self.cells[r * self.cols + c] = Some(digit as u8 - b'0'),
            (_, _, other) => {
                return Err(format!("bad cell `{other}`; expected `.` or a number 0..3"))
            }
        }
        Ok(())
    }

    fn finish(self, puzzle: &Slitherlink) -> SlitherlinkAnswer {
        SlitherlinkAnswer {
            cells: self.cells,
            ..SlitherlinkAnswer::new(puzzle, self.across, self.down)
        }
    }
}
