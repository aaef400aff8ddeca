//! The checker's pieces every lines kind uses: the answer's size and clues against the
//! puzzle's, and the rules on the lines alone that all of them state.

use super::{Lattice, LineAnswer, LineGraph, LinePuzzle};
use std::fmt;

/// A rule on the lines alone, broken, with 1-based positions of points for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineFault {
    /// The answer's size differs from the puzzle's, in cells (rows, columns).
    WrongSize {
        expected: (usize, usize),
        got: (usize, usize),
    },
    /// No line is drawn at all.
    NoLine,
    /// Three lines meet at a point.
    Branch { row: usize, col: usize },
    /// Four lines meet at a point.
    Crossing { row: usize, col: usize },
    /// A line ends at a point.
    DeadEnd { row: usize, col: usize },
    /// The lines form several separate pieces.
    SeveralPieces { pieces: usize },
}

impl LineFault {
    /// The fault for people, its point named as `lattice` names it: a cell on the
    /// cells' centres, a point on their corners.
    pub fn describe(&self, lattice: Lattice) -> impl fmt::Display + '_ {
        Described(self, lattice)
    }
}

/// A [`LineFault`] with the lattice that names its points.
struct Described<'a>(&'a LineFault, Lattice);

impl fmt::Display for Described<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = |row: &usize, col: &usize| match self.1 {
            Lattice::Centres => format!("in cell ({row}, {col})"),
            Lattice::Corners => format!("at point ({row}, {col})"),
        };
        match self.0 {
            LineFault::WrongSize { expected, got } => write!(
                f,
                "answer is {}x{} cells, puzzle is {}x{}",
                got.0, got.1, expected.0, expected.1
            ),
            LineFault::NoLine => write!(f, "no line is drawn"),
            LineFault::Branch { row, col } => write!(f, "the loop branches {}", place(row, col)),
            LineFault::Crossing { row, col } => {
                write!(f, "the loop crosses itself {}", place(row, col))
            }
            LineFault::DeadEnd { row, col } => write!(f, "a line ends {}", place(row, col)),
            LineFault::SeveralPieces { pieces } => {
                write!(f, "the lines form {pieces} separate pieces, not one loop")
            }
        }
    }
}

/// The checks every lines kind makes first, in this order: the size; each cell's clue
/// as the drawing writes it against the puzzle's, row by row; some line is drawn; no
/// branch, then no crossing. The graph of the lines, for the kind's own rules, when all
/// hold. The kind's violation is made by `fault` from a [`LineFault`], and by `changed`
/// from a changed cell's 1-based position, the puzzle's clue and the drawing's.
pub fn drawn<P: LinePuzzle, V>(
    puzzle: &P,
    answer: &LineAnswer<P>,
    fault: impl Fn(LineFault) -> V,
    changed: impl Fn(usize, usize, Option<P::Clue>, Option<P::Clue>) -> V,
) -> Result<LineGraph, V> {
    let (rows, cols) = puzzle.size();
    if (answer.rows(), answer.cols()) != (rows, cols) {
        return Err(fault(LineFault::WrongSize {
            expected: (rows, cols),
            got: (answer.rows(), answer.cols()),
        }));
    }
    for row in 0..rows {
        for col in 0..cols {
            let (expected, got) = (puzzle.cell_clues()[row * cols + col], answer.cell(row, col));
            if expected != got {
                return Err(changed(row + 1, col + 1, expected, got));
            }
        }
    }
    let lines = LineGraph::new(answer.edges());
    if lines.is_empty() {
        return Err(fault(LineFault::NoLine));
    }
    lines.no_branch().map_err(fault)?;
    Ok(lines)
}
