//! A Tents answer: the grid as on paper, one character a cell, `T` a tree, `A` a tent,
//! `.` an empty cell; the JSON grid holds the same characters as strings.

use super::Tents;
use crate::error::ParseError;
use crate::grid::Grid;
use crate::text::answer_rows;
use crate::{KindAnswer, PuzzleKind};

/// What a cell of an answer holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    Empty,
    Tree,
    Tent,
}

impl Cell {
    /// The cell's character: `.`, `T` or `A`.
    pub fn symbol(self) -> char {
        match self {
            Cell::Empty => '.',
            Cell::Tree => 'T',
            Cell::Tent => 'A',
        }
    }

    fn from_symbol(text: &str) -> Result<Cell, String> {
        match text {
            "." => Ok(Cell::Empty),
            "T" => Ok(Cell::Tree),
            "A" => Ok(Cell::Tent),
            _ => Err(format!(
                "bad cell `{text}`; expected `A` (a tent), `T` (a tree) or `.`"
            )),
        }
    }
}

/// The cells of an answer, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TentsAnswer {
    shape: Grid,
    cells: Vec<Cell>,
}

impl TentsAnswer {
    /// The answer to `puzzle` with tents where `tents` (row-major) is true, its trees
    /// elsewhere.
    ///
    /// # Panics
    /// When `tents` does not hold a value per cell of `puzzle`.
    pub fn new(puzzle: &Tents, tents: &[bool]) -> Self {
        assert_eq!(tents.len(), puzzle.trees().len(), "one value per cell");
        let cells = (puzzle.trees().iter().zip(tents))
            .map(|(&tree, &tent)| match (tent, tree) {
                (true, _) => Cell::Tent,
                (false, true) => Cell::Tree,
                (false, false) => Cell::Empty,
            })
            .collect();
        TentsAnswer {
            shape: puzzle.shape(),
            cells,
        }
    }

    pub fn rows(&self) -> usize {
        self.shape.rows
    }

    pub fn cols(&self) -> usize {
        self.shape.cols
    }

    /// Row-major cells.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Row-major, whether each cell holds a tent.
    pub fn tents(&self) -> Vec<bool> {
        self.cells.iter().map(|&c| c == Cell::Tent).collect()
    }

    /// Reads an answer to `puzzle` from its text: a line per row, no header.
    pub fn parse_text(puzzle: &Tents, file: &str, text: &str) -> Result<Self, ParseError> {
        let mut cells = Vec::with_capacity(puzzle.trees().len());
        for (line, row) in answer_rows(file, text, puzzle.rows())? {
            let length = row.chars().count();
            if length != puzzle.cols() {
                let message = format!("row has {length} cells; expected {}", puzzle.cols());
                let column = length.min(puzzle.cols()) + 1;
                return Err(ParseError::new(file, line, Some(column), message));
            }
            for (column, ch) in (1..).zip(row.chars()) {
                let cell = Cell::from_symbol(ch.encode_utf8(&mut [0; 4]))
                    .map_err(|message| ParseError::new(file, line, Some(column), message))?;
                cells.push(cell);
            }
        }
        Ok(TentsAnswer {
            shape: puzzle.shape(),
            cells,
        })
    }

    /// Reads an answer to `puzzle` from the `grid` of a JSON answer.
    pub fn from_json_grid(
        puzzle: &Tents,
        file: &str,
        rows: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let (want_rows, want_cols) = puzzle.dimensions();
        let error = |message: String| ParseError::new(file, 0, None, message);
        if rows.len() != want_rows || rows.iter().any(|row| row.len() != want_cols) {
            return Err(error(format!(
                "JSON grid is not {want_rows} rows of {want_cols} cells"
            )));
        }
        let cells = (rows.iter().flatten())
            .map(|text| Cell::from_symbol(text))
            .collect::<Result<_, _>>()
            .map_err(error)?;
        Ok(TentsAnswer {
            shape: puzzle.shape(),
            cells,
        })
    }
}

impl KindAnswer for TentsAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        (self.cells.chunks(self.shape.cols))
            .map(|row| row.iter().map(|c| c.symbol().to_string()).collect())
            .collect()
    }

    fn to_text(&self) -> String {
        (self.cells.chunks(self.shape.cols))
            .map(|row| row.iter().map(|c| c.symbol()).chain(['\n']).collect::<String>())
            .collect()
    }
}
