//! A Battleship answer: the grid as on paper, one character a cell, `.` water and each
//! ship cell the segment its neighbours make it (`o ^ v < > # r 7 L J`); the JSON grid
//! holds the same characters as strings. Reading takes any segment as a ship cell: the
//! segment drawn is the one its neighbours make.

use super::{Battleship, Segment};
use crate::error::ParseError;
use crate::grid::Grid;
use crate::text::{answer_rows, json_cells, wrong_length};
use crate::KindAnswer;

/// The ship cells of an answer, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BattleshipAnswer {
    shape: Grid,
    ships: Vec<bool>,
}

impl BattleshipAnswer {
    /// The answer to `puzzle` with ships where `ships` (row-major) is true.
    ///
    /// # Panics
    /// When `ships` does not hold a value per cell of `puzzle`.
    pub fn new(puzzle: &Battleship, ships: &[bool]) -> Self {
        assert_eq!(ships.len(), puzzle.shape().len(), "one value per cell");
        BattleshipAnswer {
            shape: puzzle.shape(),
            ships: ships.to_vec(),
        }
    }

    pub fn rows(&self) -> usize {
        self.shape.rows
    }

    pub fn cols(&self) -> usize {
        self.shape.cols
    }

    /// Row-major, whether each cell is a ship cell.
    pub fn ships(&self) -> &[bool] {
        &self.ships
    }

    /// Each ship cell drawn as its segment, row-major.
    pub fn segments(&self) -> Vec<Option<Segment>> {
        Segment::drawn(self.shape, &self.ships)
    }

    /// Reads an answer to `puzzle` from its text: a line per row, no header.
    pub fn parse_text(puzzle: &Battleship, file: &str, text: &str) -> Result<Self, ParseError> {
        let cols = puzzle.cols();
        let mut ships = Vec::with_capacity(puzzle.shape().len());
        for (line, row) in answer_rows(file, text, puzzle.rows())? {
            let length = row.chars().count();
            if length != cols {
                let column = length.min(cols) + 1;
                return Err(ParseError::new(file, line, Some(column), wrong_length(length, cols)));
            }
            for (column, ch) in (1..).zip(row.chars()) {
                let cell = read_cell(ch.encode_utf8(&mut [0; 4]))
                    .map_err(|message| ParseError::new(file, line, Some(column), message))?;
                ships.push(cell);
            }
        }
        Ok(BattleshipAnswer::new(puzzle, &ships))
    }

    /// Reads an answer to `puzzle` from the `grid` of a JSON answer.
    pub fn from_json_grid(
        puzzle: &Battleship,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let ships = json_cells(file, grid, (puzzle.rows(), puzzle.cols()), read_cell)?;
        Ok(BattleshipAnswer::new(puzzle, &ships))
    }
}

/// Whether a cell of a drawn answer is a ship cell: `.` water, or a segment.
fn read_cell(text: &str) -> Result<bool, String> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some('.'), None) => Ok(false),
        (Some(ch), None) if Segment::from_symbol(ch).is_some() => Ok(true),
        _ => Err(format!(
            "bad cell `{text}`; expected `.` (water) or a segment (`o ^ v < > # r 7 L J`)"
        )),
    }
}

impl KindAnswer for BattleshipAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        (self.segments().chunks(self.shape.cols))
            .map(|row| row.iter().map(|s| s.map_or('.', Segment::symbol).to_string()).collect())
            .collect()
    }

    fn to_text(&self) -> String {
        (self.segments().chunks(self.shape.cols))
            .map(|row| {
                (row.iter().map(|s| s.map_or('.', Segment::symbol)))
                    .chain(['\n'])
                    .collect::<String>()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_are_drawn_from_their_neighbours() {
        let puzzle = Battleship::parse("p", "kind: battleship\nfleet: 2\ngrid:\n...\n").unwrap();
        let answer = BattleshipAnswer::parse_text(&puzzle, "a", ".oo\n").unwrap();
        assert_eq!(answer.to_text(), ".<>\n");
        let error = BattleshipAnswer::parse_text(&puzzle, "a", ".<x\n").unwrap_err();
        assert!(error.to_string().starts_with("a:1:3: bad cell `x`"));
    }
}
