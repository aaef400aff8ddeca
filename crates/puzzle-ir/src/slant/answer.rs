//! A filled Slant grid: one diagonal a cell, written as on paper, `/` or `\`.

use super::Slant;
use crate::error::ParseError;
use crate::plural::count;

/// The diagonal of a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Diagonal {
    /// `/`: from the lower left corner to the upper right one.
    Slash,
    /// `\`: from the upper left corner to the lower right one.
    Backslash,
}

impl Diagonal {
    /// Both, `/` first.
    pub const BOTH: [Diagonal; 2] = [Diagonal::Slash, Diagonal::Backslash];

    /// The character of the answer grid.
    pub fn symbol(self) -> char {
        match self {
            Diagonal::Slash => '/',
            Diagonal::Backslash => '\\',
        }
    }

    /// The diagonal `symbol` draws.
    pub fn from_symbol(symbol: char) -> Option<Diagonal> {
        Diagonal::BOTH.into_iter().find(|d| d.symbol() == symbol)
    }

    /// The corner points the diagonal of the cell at (row, col) joins, as (row, col) of
    /// the points, the upper one first.
    pub fn ends(self, row: usize, col: usize) -> [(usize, usize); 2] {
        match self {
            Diagonal::Slash => [(row, col + 1), (row + 1, col)],
            Diagonal::Backslash => [(row, col), (row + 1, col + 1)],
        }
    }
}

/// A filled grid, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlantAnswer {
    rows: usize,
    cols: usize,
    diagonals: Vec<Diagonal>,
}

impl SlantAnswer {
    /// An answer of `rows` x `cols` diagonals; the checker judges whether it fits a puzzle.
    pub fn new(rows: usize, cols: usize, diagonals: Vec<Diagonal>) -> Self {
        assert_eq!(diagonals.len(), rows * cols, "one diagonal per cell");
        SlantAnswer {
            rows,
            cols,
            diagonals,
        }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The diagonal of the cell at 0-based (row, col).
    pub fn diagonal(&self, row: usize, col: usize) -> Diagonal {
        self.diagonals[row * self.cols + col]
    }

    /// Row-major diagonals.
    pub fn diagonals(&self) -> &[Diagonal] {
        &self.diagonals
    }

    /// How many diagonals touch the corner point at (row, col): the number it shows.
    pub fn touching(&self, row: usize, col: usize) -> u8 {
        let rows = row.saturating_sub(1)..(row + 1).min(self.rows);
        let cells = rows.flat_map(|r| (col.saturating_sub(1)..(col + 1).min(self.cols)).map(move |c| (r, c)));
        cells
            .filter(|&(r, c)| self.diagonal(r, c).ends(r, c).contains(&(row, col)))
            .count() as u8
    }

    /// Rows of cell strings, as in the JSON answer.
    pub fn grid(&self) -> Vec<Vec<String>> {
        (self.diagonals.chunks(self.cols))
            .map(|row| row.iter().map(|d| d.symbol().to_string()).collect())
            .collect()
    }

    /// The grid as text, one character per cell.
    ///
    /// ```
    /// use puzzle_ir::slant::{Diagonal, SlantAnswer};
    /// let answer = SlantAnswer::new(1, 2, vec![Diagonal::Slash, Diagonal::Backslash]);
    /// assert_eq!(answer.to_text(), "/\\\n");
    /// ```
    pub fn to_text(&self) -> String {
        (self.diagonals.chunks(self.cols))
            .map(|row| row.iter().map(|d| d.symbol()).chain(['\n']).collect::<String>())
            .collect()
    }

    /// Reads an answer to `puzzle` from text: one row of cells per line, each `/` or `\`.
    ///
    /// ```
    /// use puzzle_ir::slant::{Slant, SlantAnswer};
    /// let puzzle = Slant::parse("p.txt", "kind: slant\ngrid:\n...\n...\n").unwrap();
    /// let answer = SlantAnswer::parse_text(&puzzle, "a.txt", "/\\\n").unwrap();
    /// assert_eq!(answer.to_text(), "/\\\n");
    /// let error = SlantAnswer::parse_text(&puzzle, "a.txt", "/|\n").unwrap_err();
    /// assert_eq!(error.to_string(), "a.txt:1:2: bad answer cell `|`; expected `/` or `\\`");
    /// ```
    pub fn parse_text(puzzle: &Slant, file: &str, text: &str) -> Result<Self, ParseError> {
        let rows = crate::text::answer_rows(file, text, puzzle.rows())?;
        let mut diagonals = Vec::with_capacity(puzzle.rows() * puzzle.cols());
        for (line, row) in rows {
            let cells: Vec<String> = row.chars().map(String::from).collect();
            diagonals.extend(parse_row(puzzle, file, line, &cells)?);
        }
        Ok(SlantAnswer::new(puzzle.rows(), puzzle.cols(), diagonals))
    }

    /// Reads the `grid` of a JSON answer.
    pub fn from_json_grid(
        puzzle: &Slant,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        if grid.len() != puzzle.rows() {
            let message = format!("JSON grid must have {}", count(puzzle.rows(), "row"));
            return Err(ParseError::new(file, 0, None, message));
        }
        let mut diagonals = Vec::with_capacity(puzzle.rows() * puzzle.cols());
        for (r, row) in grid.iter().enumerate() {
            let read = parse_row(puzzle, file, 0, row).map_err(|e| ParseError {
                message: format!("JSON row {r}: {}", e.message),
                ..e
            })?;
            diagonals.extend(read);
        }
        Ok(SlantAnswer::new(puzzle.rows(), puzzle.cols(), diagonals))
    }
}

/// The diagonals of one row of cells, from `line` (0 for JSON).
fn parse_row(
    puzzle: &Slant,
    file: &str,
    line: usize,
    cells: &[String],
) -> Result<Vec<Diagonal>, ParseError> {
    if cells.len() != puzzle.cols() {
        let message = format!(
            "row has {}; expected {}",
            count(cells.len(), "cell"),
            puzzle.cols()
        );
        return Err(ParseError::new(file, line, None, message));
    }
    (cells.iter().enumerate())
        .map(|(index, cell)| {
            let mut chars = cell.chars();
            let diagonal = match (chars.next(), chars.next()) {
                (Some(symbol), None) => Diagonal::from_symbol(symbol),
                _ => None,
            };
            diagonal.ok_or_else(|| {
                let message = format!("bad answer cell `{cell}`; expected `/` or `\\`");
                ParseError::new(file, line, (line > 0).then_some(index + 1), message)
            })
        })
        .collect()
}
