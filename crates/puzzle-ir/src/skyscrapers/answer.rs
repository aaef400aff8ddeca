//! A Skyscrapers answer: a height in each cell, as on paper. Its text is a line per
//! row, the cells run together when none has two digits and separated by spaces
//! otherwise; `.` marks a cell left empty (pzprjs saves unfinished boards), which the
//! checker refuses.

use super::Skyscrapers;
use crate::error::ParseError;
use crate::shading::number_text;
use crate::text::{answer_rows, json_cells, tokens, wrong_length};
use crate::KindAnswer;

/// A filled (or partly filled) grid: row-major heights, `None` for an empty cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkyscrapersAnswer {
    size: usize,
    heights: Vec<Option<u32>>,
}

impl SkyscrapersAnswer {
    /// An answer of `size` x `size` cells.
    ///
    /// # Panics
    /// When `heights` does not hold one entry per cell.
    pub fn new(size: usize, heights: Vec<Option<u32>>) -> Self {
        assert_eq!(heights.len(), size * size, "one entry per cell");
        SkyscrapersAnswer { size, heights }
    }

    /// Rows and columns.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Row-major heights.
    pub fn heights(&self) -> &[Option<u32>] {
        &self.heights
    }

    /// Reads an answer to `puzzle` from its text.
    ///
    /// ```
    /// use puzzle_ir::skyscrapers::{Skyscrapers, SkyscrapersAnswer};
    /// let text = "kind: skyscrapers\ngrid:\n. . . .\n. . . .\n. . . .\n. . . .\n";
    /// let puzzle = Skyscrapers::parse("p", text).unwrap();
    /// let answer = SkyscrapersAnswer::parse_text(&puzzle, "a", "12\n2 .\n").unwrap();
    /// assert_eq!(answer.heights(), [Some(1), Some(2), Some(2), None]);
    /// ```
    pub fn parse_text(puzzle: &Skyscrapers, file: &str, text: &str) -> Result<Self, ParseError> {
        let size = puzzle.size();
        let mut heights = Vec::with_capacity(size * size);
        for (line, row) in answer_rows(file, text, size)? {
            let error = |column, message| ParseError::new(file, line, Some(column), message);
            let mut cells = tokens(row);
            if cells.len() == 1 && row.trim().chars().count() == size {
                cells = (row.char_indices())
                    .filter(|(_, ch)| !ch.is_whitespace())
                    .map(|(at, ch)| (row[..at].chars().count() + 1, &row[at..at + ch.len_utf8()]))
                    .collect();
            }
            if cells.len() != size {
                let column = cells.get(size).map_or(row.chars().count() + 1, |t| t.0);
                return Err(error(column, wrong_length(cells.len(), size)));
            }
            for (column, cell) in cells {
                heights.push(read_height(cell, size).map_err(|message| error(column, message))?);
            }
        }
        Ok(SkyscrapersAnswer::new(size, heights))
    }

    /// Reads an answer to `puzzle` from the `grid` of a JSON answer (errors name the
    /// 0-based JSON row).
    pub fn from_json_grid(
        puzzle: &Skyscrapers,
        file: &str,
        rows: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let size = puzzle.size();
        let heights = json_cells(file, rows, (size, size), |cell| read_height(cell, size))?;
        Ok(SkyscrapersAnswer::new(size, heights))
    }
}

/// A cell of an answer: a height 1..=`size` in digits or `.` (empty).
fn read_height(cell: &str, size: usize) -> Result<Option<u32>, String> {
    if cell == "." {
        return Ok(None);
    }
    let digits = cell.bytes().all(|b| b.is_ascii_digit());
    match cell.parse::<usize>() {
        Ok(n) if digits && (1..=size).contains(&n) => Ok(Some(n as u32)),
        _ => Err(format!(
            "bad answer cell `{cell}`; expected a height 1..{size} or `.` (empty)"
        )),
    }
}


impl KindAnswer for SkyscrapersAnswer {
    /// Each cell's height, or `.` for an empty one.
    fn grid(&self) -> Vec<Vec<String>> {
        (self.heights.chunks(self.size))
            .map(|row| row.iter().map(|&h| number_text(h)).collect())
            .collect()
    }

    /// The answer file's form: a line per row.
    fn to_text(&self) -> String {
        self.to_file()
    }
}
