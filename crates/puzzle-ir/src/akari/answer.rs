//! An Akari answer: the puzzle's grid with its lights drawn in, one character a cell:
//! `o` a light, `.` a white cell without one, `#` or the number a black cell. The text
//! is plain ASCII, so it is its own ASCII form.

use super::{Akari, Cell};
use crate::error::ParseError;
use crate::grid::Grid;
use crate::text::{answer_rows, json_cells, wrong_length};
use crate::KindAnswer;

/// What a cell of an answer shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A light (on a white cell, if the answer keeps the puzzle).
    Light,
    /// A cell of the puzzle as it writes it: a white cell without a light, or a black
    /// cell with its number.
    Plain(Cell),
}

impl Mark {
    /// The character of the text and the JSON answer.
    pub fn symbol(self) -> char {
        match self {
            Mark::Light => 'o',
            Mark::Plain(cell) => cell.symbol(),
        }
    }

    /// The mark that `symbol` writes.
    pub fn from_symbol(symbol: char) -> Option<Mark> {
        match symbol {
            'o' => Some(Mark::Light),
            other => Cell::from_symbol(other).map(Mark::Plain),
        }
    }
}

/// A filled Akari grid, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AkariAnswer {
    grid: Grid,
    marks: Vec<Mark>,
}

impl AkariAnswer {
    /// The answer to `puzzle` with a light on each cell where `lights` (row-major) holds.
    ///
    /// # Panics
    /// When `lights` does not hold a value per cell.
    pub fn with_lights(puzzle: &Akari, lights: &[bool]) -> Self {
        assert_eq!(lights.len(), puzzle.cells().len(), "one value per cell");
        let marks = puzzle.cells().iter().zip(lights);
        let marks = marks.map(|(&cell, &light)| if light { Mark::Light } else { Mark::Plain(cell) });
        AkariAnswer {
            grid: puzzle.grid(),
            marks: marks.collect(),
        }
    }

    pub fn rows(&self) -> usize {
        self.grid.rows
    }

    pub fn cols(&self) -> usize {
        self.grid.cols
    }

    /// Row-major marks.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }

    /// Row-major, whether each cell holds a light.
    pub fn lights(&self) -> Vec<bool> {
        self.marks.iter().map(|&mark| mark == Mark::Light).collect()
    }

    /// Rows of cell strings, as the JSON answer's `grid`.
    pub fn grid(&self) -> Vec<Vec<String>> {
        (self.marks.chunks(self.grid.cols))
            .map(|row| row.iter().map(|mark| mark.symbol().to_string()).collect())
            .collect()
    }

    /// The grid as text, one character a cell.
    ///
    /// ```
    /// use puzzle_ir::akari::{Akari, AkariAnswer};
    /// let puzzle = Akari::parse("p", "kind: akari\ngrid:\n.1.\n").unwrap();
    /// let answer = AkariAnswer::with_lights(&puzzle, &[true, false, false]);
    /// assert_eq!(answer.to_text(), "o1.\n");
    /// ```
    pub fn to_text(&self) -> String {
        (self.marks.chunks(self.grid.cols))
            .map(|row| row.iter().map(|mark| mark.symbol()).chain(['\n']).collect::<String>())
            .collect()
    }

    /// Reads an answer to `puzzle` from text: one row per line, no header (rows may
    /// start with `#`). That its black cells are the puzzle's is the checker's job.
    ///
    /// ```
    /// use puzzle_ir::akari::{Akari, AkariAnswer};
    /// let puzzle = Akari::parse("p", "kind: akari\ngrid:\n.1.\n").unwrap();
    /// let answer = AkariAnswer::parse_text(&puzzle, "a", "o1.\n").unwrap();
    /// assert_eq!(answer.lights(), [true, false, false]);
    /// let error = AkariAnswer::parse_text(&puzzle, "a", "o1x\n").unwrap_err();
    /// assert_eq!((error.line, error.column), (1, Some(3)));
    /// ```
    pub fn parse_text(puzzle: &Akari, file: &str, text: &str) -> Result<Self, ParseError> {
        let mut marks = Vec::with_capacity(puzzle.cells().len());
        for (line, row) in answer_rows(file, text, puzzle.rows())? {
            let error = |column, message| ParseError::new(file, line, Some(column), message);
            let chars: Vec<char> = row.chars().collect();
            if chars.len() != puzzle.cols() {
                let column = chars.len().min(puzzle.cols()) + 1;
                return Err(error(column, wrong_length(chars.len(), puzzle.cols())));
            }
            for (index, &symbol) in chars.iter().enumerate() {
                marks.push(read_mark(&symbol.to_string()).map_err(|m| error(index + 1, m))?);
            }
        }
        Ok(AkariAnswer {
            grid: puzzle.grid(),
            marks,
        })
    }

    /// Reads the `grid` of a JSON answer (errors name the 0-based JSON row).
    pub fn from_json_grid(
        puzzle: &Akari,
        file: &str,
        rows: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let shape = (puzzle.rows(), puzzle.cols());
        let marks = json_cells(file, rows, shape, read_mark)?;
        Ok(AkariAnswer {
            grid: puzzle.grid(),
            marks,
        })
    }
}

/// The mark of one cell's text.
fn read_mark(text: &str) -> Result<Mark, String> {
    let mut chars = text.chars();
    let mark = match (chars.next(), chars.next()) {
        (Some(symbol), None) => Mark::from_symbol(symbol),
        _ => None,
    };
    mark.ok_or_else(|| {
        format!("bad cell `{text}`; expected `o` (a light), `.` (white), `#` or a number 0..4 (black)")
    })
}


impl KindAnswer for AkariAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        AkariAnswer::grid(self)
    }

    fn to_text(&self) -> String {
        AkariAnswer::to_text(self)
    }
}
