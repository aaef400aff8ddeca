//! The independent Slitherlink checker, written from the rules and sharing no code with
//! any encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; the numbers
//! written in the drawing against the puzzle; some line is drawn; no point where three
//! lines meet (a branch), none where four meet (a crossing), row by row; each number
//! counts its cell's lines, row by row; the lines are one piece; no point where a line
//! ends.
//!
//! ```
//! use puzzle_ir::slitherlink::{check, Slitherlink, SlitherlinkAnswer};
//! let puzzle = Slitherlink::parse("p", "kind: slitherlink\ngrid:\n3.\n.1\n").unwrap();
//! let answer = SlitherlinkAnswer::parse_text(&puzzle, "a", "+-+ +\n|3|.\n+ + +\n|.|1\n+-+ +\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = SlitherlinkAnswer::parse_text(&puzzle, "a", "+-+ +\n|3|.\n+-+ +\n . 1\n+ + +\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{Slitherlink, SlitherlinkAnswer};
use std::fmt;

/// The first broken rule found, with 1-based positions for people. Points are counted
/// from the top-left corner of the grid, (1, 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's, in cells (rows, columns).
    WrongSize {
        expected: (usize, usize),
        got: (usize, usize),
    },
    /// The drawing writes a cell's number differently from the puzzle.
    NumberChanged {
        row: usize,
        col: usize,
        expected: Option<u8>,
        got: Option<u8>,
    },
    /// No line is drawn at all.
    NoLine,
    /// Three lines meet at a point.
    Branch { row: usize, col: usize },
    /// Four lines meet at a point.
    Crossing { row: usize, col: usize },
    /// A number that does not count the lines around its cell.
    WrongCount {
        row: usize,
        col: usize,
        number: u8,
        lines: u8,
    },
    /// The lines form several separate pieces.
    SeveralPieces { pieces: usize },
    /// A line ends at a point.
    DeadEnd { row: usize, col: usize },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize { expected, got } => write!(
                f,
                "answer is {}x{} cells, puzzle is {}x{}",
                got.0, got.1, expected.0, expected.1
            ),
            Violation::NumberChanged {
                row,
                col,
                expected,
                got,
            } => {
                let show = |n: &Option<u8>| {
                    n.map_or("no number".to_string(), |n| format!("the number {n}"))
                };
                write!(
                    f,
                    "cell ({row}, {col}) shows {} but the puzzle has {}",
                    show(got),
                    show(expected)
                )
            }
            Violation::NoLine => write!(f, "no line is drawn"),
            Violation::Branch { row, col } => {
                write!(f, "the loop branches at point ({row}, {col})")
            }
            Violation::Crossing { row, col } => {
                write!(f, "the loop crosses itself at point ({row}, {col})")
            }
            Violation::WrongCount {
                row,
                col,
                number,
                lines,
            } => write!(
                f,
                "cell ({row}, {col}) has number {number} but {lines} of its edges are on the loop"
            ),
            Violation::SeveralPieces { pieces } => {
                write!(f, "the lines form {pieces} separate pieces, not one loop")
            }
            Violation::DeadEnd { row, col } => write!(f, "a line ends at point ({row}, {col})"),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Slitherlink, answer: &SlitherlinkAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    if (answer.rows(), answer.cols()) != (rows, cols) {
        return Err(Violation::WrongSize {
            expected: (rows, cols),
            got: (answer.rows(), answer.cols()),
        });
    }
    check_numbers_written(puzzle, answer)?;
    let lattice = Lattice::new(answer);
    if lattice.edges == 0 {
        return Err(Violation::NoLine);
    }
    lattice.check_degree(3, |row, col| Violation::Branch { row, col })?;
    lattice.check_degree(4, |row, col| Violation::Crossing { row, col })?;
    check_counts(puzzle, answer)?;
    let pieces = lattice.pieces();
    if pieces > 1 {
        return Err(Violation::SeveralPieces { pieces });
    }
    lattice.check_degree(1, |row, col| Violation::DeadEnd { row, col })
}

fn check_numbers_written(
    puzzle: &Slitherlink,
    answer: &SlitherlinkAnswer,
) -> Result<(), Violation> {
    for row in 0..puzzle.rows() {
        for col in 0..puzzle.cols() {
            let (expected, got) = (puzzle.clue(row, col), answer.cell(row, col));
            if expected != got {
                return Err(Violation::NumberChanged {
                    row: row + 1,
                    col: col + 1,
                    expected,
                    got,
                });
            }
        }
    }
    Ok(())
}

fn check_counts(puzzle: &Slitherlink, answer: &SlitherlinkAnswer) -> Result<(), Violation> {
    for row in 0..puzzle.rows() {
        for col in 0..puzzle.cols() {
            let Some(number) = puzzle.clue(row, col) else {
                continue;
            };
            let sides = [
                answer.across(row, col),
                answer.across(row + 1, col),
                answer.down(row, col),
                answer.down(row, col + 1),
            ];
            let lines = sides.iter().filter(|&&on| on).count() as u8;
            if lines != number {
                return Err(Violation::WrongCount {
                    row: row + 1,
                    col: col + 1,
                    number,
                    lines,
                });
            }
        }
    }
    Ok(())
}

/// The drawn edges as a graph on the (rows + 1) x (cols + 1) points.
struct Lattice {
    width: usize,
    /// The points each point is joined to by a drawn edge.
    neighbours: Vec<Vec<usize>>,
    edges: usize,
}

impl Lattice {
    fn new(answer: &SlitherlinkAnswer) -> Self {
        let (rows, cols) = (answer.rows(), answer.cols());
        let width = cols + 1;
        let mut lattice = Lattice {
            width,
            neighbours: vec![Vec::new(); (rows + 1) * width],
            edges: 0,
        };
        for row in 0..=rows {
            for col in 0..=cols {
                let point = row * width + col;
                if col < cols && answer.across(row, col) {
                    lattice.join(point, point + 1);
                }
                if row < rows && answer.down(row, col) {
                    lattice.join(point, point + width);
                }
            }
        }
        lattice
    }

    fn join(&mut self, a: usize, b: usize) {
        self.neighbours[a].push(b);
        self.neighbours[b].push(a);
        self.edges += 1;
    }

    /// The violation at the first point, row by row, where `degree` lines meet.
    fn check_degree(
        &self,
        degree: usize,
        violation: impl Fn(usize, usize) -> Violation,
    ) -> Result<(), Violation> {
        match self.neighbours.iter().position(|n| n.len() == degree) {
            Some(point) => Err(violation(point / self.width + 1, point % self.width + 1)),
            None => Ok(()),
        }
    }

    /// How many connected pieces the drawn edges form.
    fn pieces(&self) -> usize {
        let mut seen = vec![false; self.neighbours.len()];
        let mut pieces = 0;
        for start in 0..self.neighbours.len() {
            if seen[start] || self.neighbours[start].is_empty() {
                continue;
            }
            pieces += 1;
            seen[start] = true;
            let mut stack = vec![start];
            while let Some(point) = stack.pop() {
                for &next in &self.neighbours[point] {
                    if !seen[next] {
                        seen[next] = true;
                        stack.push(next);
                    }
                }
            }
        }
        pieces
    }
}
