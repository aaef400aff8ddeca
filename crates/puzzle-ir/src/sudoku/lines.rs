//! `*.lines` batch files: one classic 9x9 puzzle per line, 81 characters, `.` or `0` for a
//! blank. The whole file is checked before anything is solved.

use super::Sudoku;
use crate::error::ParseError;
use crate::plural::count;

/// Parses every puzzle of a `.lines` file, with its 1-based line number. Blank lines are
/// skipped; any other line that is not a puzzle rejects the whole batch.
///
/// ```
/// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
/// let puzzles = puzzle_ir::sudoku::parse_lines("top95.lines", line).unwrap();
/// assert_eq!(puzzles[0].0, 1);
/// assert_eq!(puzzles[0].1.given(0, 0), Some(4));
/// ```
pub fn parse_lines(file: &str, text: &str) -> Result<Vec<(usize, Sudoku)>, ParseError> {
    let mut puzzles = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let row = raw.trim_end();
        if row.is_empty() {
            continue;
        }
        let mut givens = Vec::with_capacity(81);
        for (at, ch) in row.chars().enumerate() {
            let given = match ch {
                '.' | '0' => None,
                '1'..='9' => ch.to_digit(10),
                _ => {
                    return Err(ParseError::new(
                        file,
                        line,
                        Some(at + 1),
                        format!("bad cell `{ch}`; expected 1..9, or `.` or `0` for a blank"),
                    ))
                }
            };
            givens.push(given);
        }
        if givens.len() != 81 {
            return Err(ParseError::new(
                file,
                line,
                Some(givens.len().min(81) + 1),
                format!(
                    "line has {}; expected 81 (one 9x9 puzzle per line)",
                    count(givens.len(), "cell")
                ),
            ));
        }
        let puzzle = Sudoku::new(9, 3, 3, givens).expect("81 cells of 0..9 form a 9x9 puzzle");
        puzzles.push((line, puzzle));
    }
    Ok(puzzles)
}

impl Sudoku {
    /// The puzzle as a line of a `.lines` file (81 characters, `.` for a blank), when it
    /// is a classic 9x9 (3x3 boxes, no variant, no hidden given).
    ///
    /// ```
    /// let line = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /// let puzzles = puzzle_ir::sudoku::parse_lines("top95.lines", line).unwrap();
    /// assert_eq!(puzzles[0].1.to_line().as_deref(), Some(line));
    /// ```
    pub fn to_line(&self) -> Option<String> {
        let classic = self.size() == 9 && self.box_rows() == 3 && self.variant_names().is_empty();
        let classic = classic && !self.hides_givens();
        classic.then(|| {
            self.givens()
                .iter()
                .map(|g| g.map_or('.', |v| char::from(b'0' + v as u8)))
                .collect()
        })
    }
}
