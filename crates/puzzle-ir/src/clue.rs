//! The clues of a puzzle: the numbers its setter wrote down, one by one. An explanation
//! of an unsolvable puzzle is a set of clues, so each clue knows where it sits and how it
//! is written in JSON (`FORMATS.md`, "Counts and explanations"). The rules of a kind
//! (each digit once per row, rectangles ...) are not clues: they always hold.

use serde::Serialize;
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
    Number { row: usize, col: usize, value: u32 },
    /// A region of cells (a cage) whose values add up to `sum`, known by its first cell
    /// in reading order, (`row`, `col`): no other region starts there, so the clue names
    /// the same region after other clues are removed. The kind names the region in JSON
    /// and words ([`PuzzleKind::clue_record`](crate::PuzzleKind::clue_record)).
    Region { row: usize, col: usize, sum: u32 },
}

/// A clue as the JSON of `FORMATS.md` writes it: its type under `clue`, then its
/// fields (in alphabetical order, as every record's keys).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "clue", rename_all = "lowercase")]
pub enum ClueRecord {
    Given {
        col: usize,
        row: usize,
        value: u32,
    },
    Down {
        col: usize,
        row: usize,
        sum: u32,
    },
    Across {
        col: usize,
        row: usize,
        sum: u32,
    },
    Row {
        index: usize,
        sum: u64,
    },
    Col {
        index: usize,
        sum: u64,
    },
    Number {
        col: usize,
        row: usize,
        value: u32,
    },
    Region {
        col: usize,
        row: usize,
        sum: u32,
    },
    /// Killer's region, with the label its file gives the cage.
    Cage {
        col: usize,
        label: String,
        row: usize,
        sum: u32,
    },
    /// Masyu's number clue: a pearl of colour `black`, `white` or `?` (any).
    Pearl {
        col: usize,
        color: &'static str,
        row: usize,
    },
}

impl Clue {
    /// The record of `FORMATS.md`, as any kind without names of its own writes it.
    ///
    /// ```
    /// use puzzle_ir::Clue;
    /// let clue = Clue::Given { row: 0, col: 2, value: 5 };
    /// let json = serde_json::to_string(&clue.record()).unwrap();
    /// assert_eq!(json, r#"{"clue":"given","col":2,"row":0,"value":5}"#);
    /// ```
    pub fn record(&self) -> ClueRecord {
        match *self {
            Clue::Given { row, col, value } => ClueRecord::Given { col, row, value },
            Clue::Run {
                direction: Direction::Down,
                row,
                col,
                sum,
            } => ClueRecord::Down { col, row, sum },
            Clue::Run {
                direction: Direction::Across,
                row,
                col,
                sum,
            } => ClueRecord::Across { col, row, sum },
            Clue::Line {
                line: LineKind::Row,
                index,
                sum,
            } => ClueRecord::Row { index, sum },
            Clue::Line {
                line: LineKind::Col,
                index,
                sum,
            } => ClueRecord::Col { index, sum },
            Clue::Number { row, col, value } => ClueRecord::Number { col, row, value },
            Clue::Region { row, col, sum } => ClueRecord::Region { col, row, sum },
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
