//! The clues of a puzzle: the numbers its setter wrote down, one by one. An explanation
//! of an unsolvable puzzle is a set of clues, so each clue knows where it sits and how it
//! is written in JSON (`FORMATS.md`, "Counts and explanations"). The rules of a kind
//! (each digit once per row, rectangles ...) are not clues: they always hold.

use std::fmt;

/// Which way a run of cells goes from its clue cell (Kakuro's runs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Direction {
    /// The white cells below the clue cell.
    Down,
    /// The white cells to the right of the clue cell.
    Across,
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Direction::Down => "down",
            Direction::Across => "across",
        })
    }
}

/// A row or a column of a Kakurasu.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LineKind {
    Row,
    Col,
}

/// Where a clue is written (0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Placement {
    /// In the grid cell (row, column).
    Cell(usize, usize),
    /// Right of the grid, at the end of this row.
    RowEnd(usize),
    /// Below the grid, at the end of this column.
    ColEnd(usize),
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
    /// A region of cells (a cage) whose values add up to `sum`, known by its first cell
    /// in reading order, (`row`, `col`): no other region starts there, so the clue names
    /// the same region after other clues are removed. The kind names the region in JSON
    /// and words ([`PuzzleKind::clue_json`](crate::PuzzleKind::clue_json)).
    Region { row: usize, col: usize, sum: u32 },
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
            Clue::Region { row, col, sum } => {
                json!({"clue": "region", "row": row, "col": col, "sum": sum})
            }
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

    /// Where the clue is written: pictures and explanations show it there.
    ///
    /// ```
    /// use puzzle_ir::{Clue, LineKind, Placement};
    /// let row_clue = Clue::Line { line: LineKind::Row, index: 2, sum: 7 };
    /// assert_eq!(row_clue.placement(), Placement::RowEnd(2));
    /// let given = Clue::Given { row: 0, col: 3, value: 4 };
    /// assert_eq!(given.placement(), Placement::Cell(0, 3));
    /// ```
    pub fn placement(&self) -> Placement {
        match *self {
            Clue::Given { row, col, .. }
            | Clue::Run { row, col, .. }
            | Clue::Number { row, col, .. }
            | Clue::Region { row, col, .. } => Placement::Cell(row, col),
            Clue::Line {
                line: LineKind::Row,
                index,
                ..
            } => Placement::RowEnd(index),
            Clue::Line {
                line: LineKind::Col,
                index,
                ..
            } => Placement::ColEnd(index),
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
