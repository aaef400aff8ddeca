//! The rules every shaded-loop kind shares, checked in pzprjs's order around the kind's
//! own counts, so that each of pzprjs's failing boards fails for its reason: the size;
//! the clue cells of the drawing against the puzzle's; some line is drawn; no branch,
//! then no crossing; no line on a shaded cell, then on a clue cell; no two shaded cells
//! touch; no dead end; then the kind's counts; then the lines are one loop; every cell
//! that is neither a clue nor shaded is on it.

use super::{ClueSymbol, Mark};
use crate::grid::Grid;
use crate::lines::{LineAnswer, LineFault, LineGraph, LinePuzzle};
use std::fmt;

/// The first shared rule broken, with 1-based cell positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Broken<S> {
    /// A rule on the lines alone: the size, no line, a branch, a crossing, a dead end,
    /// several pieces.
    Line(LineFault),
    /// The drawing shows a clue cell where the puzzle has none, or none where it has one,
    /// or another clue.
    ClueChanged {
        row: usize,
        col: usize,
        expected: Option<Mark<S>>,
        got: Option<Mark<S>>,
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
    /// A cell that is neither a clue nor shaded is off the loop.
    EmptyCell { row: usize, col: usize },
}

impl<S: ClueSymbol> fmt::Display for Broken<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Broken::Line(fault) => fault.describe(crate::lines::Lattice::Centres).fmt(f),
            Broken::ClueChanged {
                row,
                col,
                expected,
                got,
            } => {
                let show = |mark: &Option<Mark<S>>| match mark {
                    Some(Mark::Clue(_)) => format!("a clue cell `{}`", Mark::char_of(*mark)),
                    _ => "no clue".to_owned(),
                };
                write!(
                    f,
                    "cell ({row}, {col}) shows {} but the puzzle has {}",
                    show(got),
                    show(expected)
                )
            }
            Broken::LineOnShaded { row, col } => {
                write!(f, "the loop passes the shaded cell ({row}, {col})")
            }
            Broken::LineOnClue { row, col } => {
                write!(f, "the loop passes the clue cell ({row}, {col})")
            }
            Broken::ShadedTouch { first, second } => write!(
                f,
                "shaded cells ({}, {}) and ({}, {}) touch",
                first.0, first.1, second.0, second.1
            ),
            Broken::EmptyCell { row, col } => {
                write!(f, "cell ({row}, {col}) is neither shaded nor on the loop")
            }
        }
    }
}

impl<S: ClueSymbol> std::error::Error for Broken<S> {}

/// Checks `answer` against `puzzle` and the shared rules, with the kind's `counts` (given
/// whether a cell is shaded) between the dead ends and the loop's one piece.
pub fn check<P, S, V>(
    puzzle: &P,
    answer: &LineAnswer<P>,
    counts: impl FnOnce(&dyn Fn(usize) -> bool) -> Result<(), V>,
) -> Result<(), V>
where
    P: LinePuzzle<Clue = Mark<S>>,
    S: ClueSymbol,
    V: From<Broken<S>>,
{
    let lines = drawn(puzzle, answer)?;
    let grid = Grid::new(answer.rows(), answer.cols());
    let mark = |cell: usize| answer.cell(cell / grid.cols, cell % grid.cols);
    let shaded = |cell: usize| mark(cell) == Some(Mark::Shaded);
    let on_loop = |cell: usize| lines.degree(cell) > 0;
    lines.first(
        |cell| shaded(cell) && on_loop(cell),
        |row, col| Broken::LineOnShaded { row, col },
    )?;
    let clue = |cell: usize| matches!(mark(cell), Some(Mark::Clue(_)));
    lines.first(
        |cell| clue(cell) && on_loop(cell),
        |row, col| Broken::LineOnClue { row, col },
    )?;
    if let Some((a, b)) = grid.adjacent_pairs().find(|&(a, b)| shaded(a) && shaded(b)) {
        return Err(Broken::ShadedTouch {
            first: grid.place(a),
            second: grid.place(b),
        }
        .into());
    }
    lines.no_dead_end().map_err(Broken::Line)?;
    counts(&shaded)?;
    lines.one_piece().map_err(Broken::Line)?;
    let empty = |cell: usize| mark(cell).is_none() && !on_loop(cell);
    lines.first(empty, |row, col| Broken::EmptyCell { row, col })?;
    Ok(())
}

/// The checks before the cells' own: the size; each clue cell of the drawing against
/// the puzzle's, row by row (any other cell may be shaded or not); some line is drawn;
/// no branch, then no crossing. The graph of the lines when all hold.
fn drawn<P, S>(puzzle: &P, answer: &LineAnswer<P>) -> Result<LineGraph, Broken<S>>
where
    P: LinePuzzle<Clue = Mark<S>>,
    S: ClueSymbol,
{
    let (rows, cols) = puzzle.size();
    if (answer.rows(), answer.cols()) != (rows, cols) {
        let got = (answer.rows(), answer.cols());
        return Err(Broken::Line(LineFault::WrongSize {
            expected: (rows, cols),
            got,
        }));
    }
    for row in 0..rows {
        for col in 0..cols {
            let (expected, got) = (puzzle.cell_clues()[row * cols + col], answer.cell(row, col));
            let fits = expected == got || (expected.is_none() && got == Some(Mark::Shaded));
            if !fits {
                return Err(Broken::ClueChanged {
                    row: row + 1,
                    col: col + 1,
                    expected,
                    got,
                });
            }
        }
    }
    let lines = LineGraph::new(answer.edges());
    if lines.is_empty() {
        return Err(Broken::Line(LineFault::NoLine));
    }
    lines.no_branch().map_err(Broken::Line)?;
    Ok(lines)
}
