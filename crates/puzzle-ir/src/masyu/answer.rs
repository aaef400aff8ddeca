//! A Masyu answer: the loop drawn through the cells' centres, as on paper. The drawing
//! has `2 * rows - 1` lines of `2 * cols - 1` characters: at each cell (even line, even
//! column) its pearl or `.`; between two cells of a row `-` where the loop joins them
//! and a space where it does not; between two cells of a column `|` or a space; a space
//! between four cells. A line between two rows of cells may be blank.
//!
//! ```text
//! *-.-o
//! |   |
//! .-.-.
//! ```

use super::{cell_char, Masyu, Pearl};
use crate::error::ParseError;

/// A drawn loop (or, for the checker to judge, any set of links between neighbouring
/// cells) and the cells' pearls as the drawing writes them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MasyuAnswer {
    rows: usize,
    cols: usize,
    cells: Vec<Option<Pearl>>,
    /// The link from cell (r, c) to (r, c + 1), at `r * (cols - 1) + c`.
    across: Vec<bool>,
    /// The link from cell (r, c) to (r + 1, c), at `r * cols + c`, for r in 0..rows - 1.
    down: Vec<bool>,
}

impl MasyuAnswer {
    /// The answer of `puzzle` with the links `across` (rows x (cols - 1), row-major: the
    /// link right of each cell) and `down` ((rows - 1) x cols: the link below each cell).
    pub fn new(puzzle: &Masyu, across: Vec<bool>, down: Vec<bool>) -> Self {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        assert_eq!(
            across.len(),
            rows * (cols - 1),
            "one link right of each cell"
        );
        assert_eq!(down.len(), (rows - 1) * cols, "one link below each cell");
        MasyuAnswer {
            rows,
            cols,
            cells: puzzle.pearls().to_vec(),
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

    /// The cell's pearl as the drawing writes it.
    pub fn cell(&self, row: usize, col: usize) -> Option<Pearl> {
        self.cells[row * self.cols + col]
    }

    /// Whether the loop runs from cell (`row`, `col`) to the cell right of it (false at
    /// the right edge of the grid).
    pub fn across(&self, row: usize, col: usize) -> bool {
        col + 1 < self.cols && self.across[row * (self.cols - 1) + col]
    }

    /// Whether the loop runs from cell (`row`, `col`) to the cell below it (false at the
    /// bottom of the grid).
    pub fn down(&self, row: usize, col: usize) -> bool {
        row + 1 < self.rows && self.down[row * self.cols + col]
    }

    /// Rows of one-character strings: the drawing of the module doc.
    pub fn grid(&self) -> Vec<Vec<String>> {
        self.drawing()
            .into_iter()
            .map(|line| line.chars().map(String::from).collect())
            .collect()
    }

    /// The drawing, one line per row of cells and one between each two.
    pub fn to_text(&self) -> String {
        self.drawing().into_iter().map(|line| line + "\n").collect()
    }

    fn drawing(&self) -> Vec<String> {
        let mut lines = Vec::with_capacity(2 * self.rows - 1);
        for row in 0..self.rows {
            let mut cells = String::new();
            for col in 0..self.cols {
                if col > 0 {
                    cells.push(if self.across(row, col - 1) { '-' } else { ' ' });
                }
                cells.push(cell_char(self.cell(row, col)));
            }
            lines.push(cells);
            if row + 1 == self.rows {
                break;
            }
            let links = (0..self.cols)
                .map(|col| if self.down(row, col) { "|" } else { " " })
                .collect::<Vec<_>>()
                .join(" ");
            lines.push(links);
        }
        lines
    }

    /// Reads an answer to `puzzle` from its drawing (no header; trailing spaces, and
    /// blank lines after the drawing, may be left out).
    pub fn parse_text(puzzle: &Masyu, file: &str, text: &str) -> Result<Self, ParseError> {
        let (height, width) = (2 * puzzle.rows() - 1, 2 * puzzle.cols() - 1);
        let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
        while lines.last().is_some_and(|line| line.is_empty()) {
            lines.pop();
        }
        if lines.len() != height {
            let line = lines.len().min(height + 1).max(1);
            let message = format!("answer has {} lines; expected {height}", lines.len());
            return Err(ParseError::new(file, line, None, message));
        }
        let mut drawing = Drawing::new(puzzle);
        for (index, row) in lines.into_iter().enumerate() {
            let chars: Vec<char> = row.chars().collect();
            if chars.len() > width {
                let message = format!(
                    "line has {} characters; expected at most {width}",
                    chars.len()
                );
                return Err(ParseError::new(file, index + 1, Some(width + 1), message));
            }
            for col in 0..width {
                let ch = chars.get(col).copied().unwrap_or(' ');
                drawing
                    .read(index, col, ch)
                    .map_err(|message| ParseError::new(file, index + 1, Some(col + 1), message))?;
            }
        }
        Ok(drawing.finish(puzzle))
    }

    /// Reads the `grid` of a JSON answer: the drawing's lines as one-character strings.
    pub fn from_json_grid(
        puzzle: &Masyu,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let (height, width) = (2 * puzzle.rows() - 1, 2 * puzzle.cols() - 1);
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
    cells: Vec<Option<Pearl>>,
    across: Vec<bool>,
    down: Vec<bool>,
}

impl Drawing {
    fn new(puzzle: &Masyu) -> Self {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        Drawing {
            cols,
            cells: vec![None; rows * cols],
            across: vec![false; rows * (cols - 1)],
            down: vec![false; (rows - 1) * cols],
        }
    }

    /// Records the character at 0-based drawing line `line`, column `col`; the message
    /// when it does not belong there.
    fn read(&mut self, line: usize, col: usize, ch: char) -> Result<(), String> {
        let (r, c) = (line / 2, col / 2);
        match (line % 2, col % 2, ch) {
            (0, 0, '.') => {}
            (0, 0, other) => match Pearl::from_symbol(other) {
                Some(pearl) => self.cells[r * self.cols + c] = Some(pearl),
                None => {
                    return Err(format!(
                        "bad cell `{other}`; expected `.`, `o` (white pearl) or `*` (black pearl)"
                    ))
                }
            },
            (0, 1, '-' | ' ') => self.across[r * (self.cols - 1) + c] = ch == '-',
            (0, 1, other) => return Err(format!("bad link `{other}`; expected `-` or a space")),
            (1, 0, '|' | ' ') => self.down[r * self.cols + c] = ch == '|',
            (1, 0, other) => return Err(format!("bad link `{other}`; expected `|` or a space")),
            (_, _, ' ') => {}
            (_, _, other) => {
                return Err(format!(
                    "bad character `{other}` between four cells; expected a space"
                ))
            }
        }
        Ok(())
    }

    fn finish(self, puzzle: &Masyu) -> MasyuAnswer {
        MasyuAnswer {
            cells: self.cells,
            ..MasyuAnswer::new(puzzle, self.across, self.down)
        }
    }
}
