//! The independent Yajilin checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported, row by row within each
//! check: size; the clue cells of the drawing against the puzzle's; some line is drawn;
//! no cell where three lines meet (a branch), none where four meet (a crossing); no line
//! on a shaded cell or a clue cell; no two shaded cells touch; no cell where a line ends;
//! each arrow counts the shaded cells it points at; the lines are one loop; every cell
//! that is neither a clue nor shaded is on the loop; no number without an arrow.
//!
//! ```
//! use puzzle_ir::yajilin::{check, Yajilin, YajilinAnswer};
//! let puzzle = Yajilin::parse("p", "kind: yajilin\ngrid:\nv1 . . .\n. . . .\n").unwrap();
//! let answer = YajilinAnswer::parse_text(&puzzle, "a", "v .-.-.\n  |   |\n# .-.-.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = YajilinAnswer::parse_text(&puzzle, "a", "v .-.-.\n  |   |\n# .-. .\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err()); // a line ends in cell (2, 3)
//! ```

use super::{Mark, Yajilin, YajilinAnswer};
use crate::arrow::Arrow;
use crate::lines::{LineFault, LineGraph, LinePuzzle};
use crate::plural::count;
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// A rule on the lines alone: the size, no line, a branch, a crossing, a dead end,
    /// several pieces.
    Line(LineFault),
    /// The drawing shows a clue cell where the puzzle has none, or none where it has one,
    /// or another arrow.
    ClueChanged {
        row: usize,
        col: usize,
        expected: Option<Mark>,
        got: Option<Mark>,
    },
    /// The loop passes a shaded cell.
    LineOnShaded { row: usize, col: usize },
    /// The loop passes a clue cell.
    LineOnClue { row: usize, col: usize },
    /// Two shaded cells side by side: the first in reading order, and its neighbour.
    ShadedTouch {
        first: (usize, usize),
        second: (usize, usize),
    },
    /// An arrow points at another number of shaded cells than its own.
    WrongCount {
        row: usize,
        col: usize,
        arrow: Arrow,
        number: u32,
        shaded: usize,
    },
    /// A cell that is neither a clue nor shaded is off the loop.
    EmptyCell { row: usize, col: usize },
    /// A clue has a number but no arrow.
    NoArrow { row: usize, col: usize },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Line(fault) => fault.describe(Yajilin::LATTICE).fmt(f),
            Violation::ClueChanged { row, col, expected, got } => {
                let show = |mark: &Option<Mark>| match mark {
                    Some(Mark::Clue(_)) => format!("a clue cell `{}`", Yajilin::clue_char(*mark)),
                    _ => "no clue".to_owned(),
                };
                write!(f, "cell ({row}, {col}) shows {} but the puzzle has {}", show(got), show(expected))
            }
            Violation::LineOnShaded { row, col } => {
                write!(f, "the loop passes the shaded cell ({row}, {col})")
            }
            Violation::LineOnClue { row, col } => {
                write!(f, "the loop passes the clue cell ({row}, {col})")
            }
            Violation::ShadedTouch { first, second } => write!(
                f,
                "shaded cells ({}, {}) and ({}, {}) touch",
                first.0, first.1, second.0, second.1
            ),
            Violation::WrongCount { row, col, arrow, number, shaded } => write!(
                f,
                "the arrow {} {number} at ({row}, {col}) sees {}",
                arrow.word(),
                count(*shaded, "shaded cell")
            ),
            Violation::EmptyCell { row, col } => {
                write!(f, "cell ({row}, {col}) is neither shaded nor on the loop")
            }
            Violation::NoArrow { row, col } => {
                write!(f, "the number in cell ({row}, {col}) has no arrow")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Yajilin, answer: &YajilinAnswer) -> Result<(), Violation> {
    let lines = drawn(puzzle, answer)?;
    let grid = puzzle.grid();
    let cols = grid.cols;
    let mark = |cell: usize| answer.cell(cell / cols, cell % cols);
    let shaded = |cell: usize| mark(cell) == Some(Mark::Shaded);
    let on_loop = |cell: usize| lines.degree(cell) > 0;
    lines.first(|cell| shaded(cell) && on_loop(cell), |row, col| Violation::LineOnShaded { row, col })?;
    lines.first(
        |cell| matches!(mark(cell), Some(Mark::Clue(_))) && on_loop(cell),
        |row, col| Violation::LineOnClue { row, col },
    )?;
    let one_based = |cell| {
        let (r, c) = grid.position(cell);
        (r + 1, c + 1)
    };
    if let Some((a, b)) = grid.adjacent_pairs().find(|&(a, b)| shaded(a) && shaded(b)) {
        return Err(Violation::ShadedTouch { first: one_based(a), second: one_based(b) });
    }
    lines.no_dead_end().map_err(Violation::Line)?;
    for (cell, arrow, number) in puzzle.counts() {
        let seen = arrow.ray(grid, cell).filter(|&i| shaded(i)).count();
        if seen != number as usize {
            let (row, col) = one_based(cell);
            return Err(Violation::WrongCount { row, col, arrow, number, shaded: seen });
        }
    }
    lines.one_piece().map_err(Violation::Line)?;
    lines.first(|cell| mark(cell).is_none() && !on_loop(cell), |row, col| Violation::EmptyCell { row, col })?;
    match puzzle.arrowless_number().map(one_based) {
        Some((row, col)) => Err(Violation::NoArrow { row, col }),
        None => Ok(()),
    }
}

/// The checks before the kind's own: the size; each clue cell of the drawing against
/// the puzzle's, row by row (any other cell may be shaded or not); some line is drawn;
/// no branch, then no crossing. The graph of the lines when all hold.
fn drawn(puzzle: &Yajilin, answer: &YajilinAnswer) -> Result<LineGraph, Violation> {
    let (rows, cols) = puzzle.size();
    if (answer.rows(), answer.cols()) != (rows, cols) {
        let got = (answer.rows(), answer.cols());
        return Err(Violation::Line(LineFault::WrongSize { expected: (rows, cols), got }));
    }
    for row in 0..rows {
        for col in 0..cols {
            let (expected, got) = (puzzle.cell_clues()[row * cols + col], answer.cell(row, col));
            let fits = expected == got || (expected.is_none() && got == Some(Mark::Shaded));
            if !fits {
                return Err(Violation::ClueChanged { row: row + 1, col: col + 1, expected, got });
            }
        }
    }
    let lines = LineGraph::new(answer.edges());
    if lines.is_empty() {
        return Err(Violation::Line(LineFault::NoLine));
    }
    lines.no_branch().map_err(Violation::Line)?;
    Ok(lines)
}
