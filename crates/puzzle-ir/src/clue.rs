//! The clues of a puzzle: the numbers its setter wrote down, one by one. An explanation
//! of an unsolvable puzzle is a set of clues, so each clue knows where it sits and how it
//! is written in JSON (`FORMATS.md`, "Counts and explanations"). The rules of a kind
//! (each digit once per row, rectangles ...) are not clues: they always hold.

use crate::kakuro::Direction;
use crate::shakashaka::Square;
use crate::sudoku::Sudoku;
use crate::{kakurasu::Kakurasu, kakuro::Kakuro, shakashaka::Shakashaka, Puzzle};
use std::fmt;

/// A row or a column of a Kakurasu.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LineKind {
    Row,
    Col,
}

/// One clue; positions are 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Clue {
    /// Sudoku: `value` is given at (`row`, `col`).
    Given { row: usize, col: usize, value: u32 },
    /// Kakuro: the run below (down) or right of (across) the clue cell (`row`, `col`)
    /// sums to `sum`.
    Run {
        direction: Direction,
        row: usize,
        col: usize,
        sum: u32,
    },
    /// Kakurasu: the black cells of row or column `index` weigh `sum`.
    Line {
        line: LineKind,
        index: usize,
        sum: u64,
    },
    /// Shakashaka: `value` triangles touch the black square (`row`, `col`).
    Number { row: usize, col: usize, value: u8 },
}

impl Clue {
    /// The JSON object of `FORMATS.md`.
    ///
    /// ```
    /// use puzzle_ir::Clue;
    /// let clue = Clue::Given { row: 0, col: 2, value: 5 };
    /// assert_eq!(clue.to_json().to_string(), r#"{"clue":"given","col":2,"row":0,"value":5}"#);
    /// ```
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::json;
        match *self {
            Clue::Given { row, col, value } => {
                json!({"clue": "given", "row": row, "col": col, "value": value})
            }
            Clue::Run {
                direction,
                row,
                col,
                sum,
            } => json!({"clue": direction.to_string(), "row": row, "col": col, "sum": sum}),
            Clue::Line { line, index, sum } => {
                let name = match line {
                    LineKind::Row => "row",
                    LineKind::Col => "col",
                };
                json!({"clue": name, "index": index, "sum": sum})
            }
            Clue::Number { row, col, value } => {
                json!({"clue": "number", "row": row, "col": col, "value": value})
            }
        }
    }

    /// The grid cell that shows the clue (none for a Kakurasu line, written outside the
    /// grid).
    pub fn cell(&self) -> Option<(usize, usize)> {
        match *self {
            Clue::Given { row, col, .. }
            | Clue::Run { row, col, .. }
            | Clue::Number { row, col, .. } => Some((row, col)),
            Clue::Line { .. } => None,
        }
    }
}

impl fmt::Display for Clue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Clue::Given { row, col, value } => {
                write!(
                    f,
                    "the given {value} at row {}, column {}",
                    row + 1,
                    col + 1
                )
            }
            Clue::Run {
                direction,
                row,
                col,
                sum,
            } => write!(
                f,
                "the {direction} sum {sum} at row {}, column {}",
                row + 1,
                col + 1
            ),
            Clue::Line {
                line: LineKind::Row,
                index,
                sum,
            } => write!(f, "the clue {sum} of row {}", index + 1),
            Clue::Line {
                line: LineKind::Col,
                index,
                sum,
            } => write!(f, "the clue {sum} of column {}", index + 1),
            Clue::Number { row, col, value } => {
                write!(
                    f,
                    "the number {value} at row {}, column {}",
                    row + 1,
                    col + 1
                )
            }
        }
    }
}

impl Puzzle {
    /// Every clue, in the order the encoders guard them: Sudoku givens and Shakashaka
    /// numbers row-major, Kakuro runs in [`Kakuro::runs`] order, Kakurasu rows then
    /// columns.
    ///
    /// ```
    /// use puzzle_ir::{Clue, Puzzle};
    /// let puzzle = Puzzle::parse("p.txt", b"kind: sudoku\ngrid:\n1...\n....\n....\n...2\n").unwrap();
    /// assert_eq!(puzzle.clues()[1], Clue::Given { row: 3, col: 3, value: 2 });
    /// ```
    pub fn clues(&self) -> Vec<Clue> {
        self.all_clues()
    }

    /// Rows and columns of the puzzle's grid (that of its answers).
    pub fn dimensions(&self) -> (usize, usize) {
        match self {
            Puzzle::Sudoku(p) => (p.size(), p.size()),
            Puzzle::Kakurasu(p) => (p.rows(), p.cols()),
            Puzzle::Shakashaka(p) => (p.rows(), p.cols()),
            Puzzle::Kakuro(p) => (p.rows(), p.cols()),
        }
    }

    fn all_clues(&self) -> Vec<Clue> {
        match self {
            Puzzle::Sudoku(p) => sudoku_clues(p),
            Puzzle::Kakurasu(p) => kakurasu_clues(p),
            Puzzle::Shakashaka(p) => shakashaka_clues(p),
            Puzzle::Kakuro(p) => kakuro_clues(p),
        }
    }
}

fn sudoku_clues(p: &Sudoku) -> Vec<Clue> {
    let n = p.size();
    p.givens()
        .iter()
        .enumerate()
        .filter_map(|(i, given)| {
            given.map(|value| Clue::Given {
                row: i / n,
                col: i % n,
                value,
            })
        })
        .collect()
}

fn kakurasu_clues(p: &Kakurasu) -> Vec<Clue> {
    let lines = |line, clues: &[Option<u64>]| -> Vec<Clue> {
        clues
            .iter()
            .enumerate()
            .filter_map(|(index, clue)| clue.map(|sum| Clue::Line { line, index, sum }))
            .collect()
    };
    let mut clues = lines(LineKind::Row, p.row_clues());
    clues.extend(lines(LineKind::Col, p.col_clues()));
    clues
}

fn shakashaka_clues(p: &Shakashaka) -> Vec<Clue> {
    let cols = p.cols();
    p.squares()
        .iter()
        .enumerate()
        .filter_map(|(i, square)| match square {
            Square::Number(value) => Some(Clue::Number {
                row: i / cols,
                col: i % cols,
                value: *value,
            }),
            _ => None,
        })
        .collect()
}

fn kakuro_clues(p: &Kakuro) -> Vec<Clue> {
    p.runs()
        .iter()
        .map(|run| Clue::Run {
            direction: run.direction,
            row: run.clue_cell.0,
            col: run.clue_cell.1,
            sum: run.sum,
        })
        .collect()
}
