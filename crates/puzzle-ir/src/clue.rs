//! The clues of a puzzle: the numbers its setter wrote down, one by one. An explanation
//! of an unsolvable puzzle is a set of clues, so each clue knows where it sits and how it
//! is written in JSON (`FORMATS.md`, "Counts and explanations"). The rules of a kind
//! (each digit once per row, rectangles ...) are not clues: they always hold.

use crate::kakuro::Direction;
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
    /// A region of cells (a cage) whose values add up to `sum`: the
    /// region numbered `region` by its kind, whose first cell in reading order is
    /// (`row`, `col`). The kind names the region in JSON and words
    /// ([`PuzzleKind::clue_json`](crate::PuzzleKind::clue_json)).
    Region {
        region: usize,
        row: usize,
        col: usize,
        sum: u32,
    },
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
            Clue::Region {
                region,
                row,
                col,
                sum,
            } => json!({"clue": "region", "region": region, "row": row, "col": col, "sum": sum}),
        }
    }

    /// The clue as written in its cell of a small picture of the grid: the value, or a
    /// sum with an arrow for Kakuro (`17↓`) and a sigma for a region (`Σ10`).
    pub fn mark(&self) -> String {
        match *self {
            Clue::Given { value, .. } => value.to_string(),
            Clue::Number { value, .. } => value.to_string(),
            Clue::Run { direction, sum, .. } => match direction {
                Direction::Down => format!("{sum}↓"),
                Direction::Across => format!("{sum}→"),
            },
            Clue::Line { sum, .. } => sum.to_string(),
            Clue::Region { sum, .. } => format!("Σ{sum}"),
        }
    }

    /// The grid cell that shows the clue (none for a Kakurasu line, written outside the
    /// grid).
    pub fn cell(&self) -> Option<(usize, usize)> {
        match *self {
            Clue::Given { row, col, .. }
            | Clue::Run { row, col, .. }
            | Clue::Number { row, col, .. }
            | Clue::Region { row, col, .. } => Some((row, col)),
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
            Clue::Region { row, col, sum, .. } => write!(
                f,
                "the sum {sum} of the region starting at row {}, column {}",
                row + 1,
                col + 1
            ),
        }
    }
}
