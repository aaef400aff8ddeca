//! An Easy as ABC answer: a letter or a blank in each cell, as on paper, and `?` where
//! the puzzle shows pzprjs's unknown mark. Its text is a line per row of one character
//! per cell (spaces between them allowed): a letter, `.` for a blank, or `?`.

use super::{letter_text, letter_value, EasyAsAbc, UNKNOWN};
use crate::error::ParseError;
use crate::text::{answer_rows, json_cells, tokens, wrong_length};
use crate::KindAnswer;

/// A filled grid: row-major letters (1 is `A`), [`UNKNOWN`] for `?`, `None` for a blank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EasyAsAbcAnswer {
    rows: usize,
    cols: usize,
    cells: Vec<Option<u32>>,
}

impl EasyAsAbcAnswer {
    /// An answer of `rows` x `cols` cells.
    ///
    /// # Panics
    /// When `cells` does not hold one entry per cell.
    pub fn new(rows: usize, cols: usize, cells: Vec<Option<u32>>) -> Self {
        assert_eq!(cells.len(), rows * cols, "one entry per cell");
        EasyAsAbcAnswer { rows, cols, cells }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Row-major cells: a letter, [`UNKNOWN`] for `?`, `None` for a blank.
    pub fn cells(&self) -> &[Option<u32>] {
        &self.cells
    }

    /// Reads an answer to `puzzle` from its text.
    ///
    /// ```
    /// use puzzle_ir::easy_as_abc::{EasyAsAbc, EasyAsAbcAnswer};
    /// let puzzle = EasyAsAbc::parse("p", "kind: easy-as-abc\nletters: A\ngrid:\n. . .\n. . .\n. . .\n").unwrap();
    /// let answer = EasyAsAbcAnswer::parse_text(&puzzle, "a", "A\n").unwrap();
    /// assert_eq!(answer.cells(), [Some(1)]);
    /// ```
    pub fn parse_text(puzzle: &EasyAsAbc, file: &str, text: &str) -> Result<Self, ParseError> {
        let mut cells = Vec::with_capacity(puzzle.rows() * puzzle.cols());
        for (line, row) in answer_rows(file, text, puzzle.rows())? {
            let error = |column, message| ParseError::new(file, line, Some(column), message);
            let mut found = tokens(row);
            if found.len() == 1 && puzzle.cols() > 1 {
                found = (row.char_indices())
                    .filter(|(_, ch)| !ch.is_whitespace())
                    .map(|(at, ch)| (row[..at].chars().count() + 1, &row[at..at + ch.len_utf8()]))
                    .collect();
            }
            if found.len() != puzzle.cols() {
                let column = found.get(puzzle.cols()).map_or(row.chars().count() + 1, |t| t.0);
                return Err(error(column, wrong_length(found.len(), puzzle.cols())));
            }
            for (column, cell) in found {
                cells.push(read_cell(cell, puzzle.letters()).map_err(|m| error(column, m))?);
            }
        }
        Ok(EasyAsAbcAnswer::new(puzzle.rows(), puzzle.cols(), cells))
    }

    /// Reads an answer to `puzzle` from the `grid` of a JSON answer (errors name the
    /// 0-based JSON row).
    pub fn from_json_grid(
        puzzle: &EasyAsAbc,
        file: &str,
        rows: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let shape = (puzzle.rows(), puzzle.cols());
        let cells = json_cells(file, rows, shape, |cell| read_cell(cell, puzzle.letters()))?;
        Ok(EasyAsAbcAnswer::new(puzzle.rows(), puzzle.cols(), cells))
    }
}

/// A cell of an answer: a letter `A`..the puzzle's last, `.` (blank) or `?`.
fn read_cell(cell: &str, letters: u32) -> Result<Option<u32>, String> {
    match (cell, letter_value(cell)) {
        (".", _) => Ok(None),
        ("?", _) => Ok(Some(UNKNOWN)),
        (_, Some(value)) if value <= letters => Ok(Some(value)),
        _ => Err(format!(
            "bad answer cell `{cell}`; expected a letter `A` to `{}`, `.` (blank) or `?`",
            letter_text(letters)
        )),
    }
}


impl KindAnswer for EasyAsAbcAnswer {
    /// Each cell's letter, `.` for a blank, `?` for pzprjs's unknown mark.
    fn grid(&self) -> Vec<Vec<String>> {
        (self.cells.chunks(self.cols))
            .map(|row| row.iter().map(|&v| v.map_or(".".to_owned(), letter_text)).collect())
            .collect()
    }

    /// The answer file's form: a line per row.
    fn to_text(&self) -> String {
        self.to_file()
    }
}
