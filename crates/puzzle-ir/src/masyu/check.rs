//! The independent Masyu checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported, row by row within each
//! check: size; the pearls written in the drawing against the puzzle; some line is
//! drawn; no cell where three lines meet (a branch), none where four meet (a crossing);
//! no white pearl the loop turns on; no black pearl it goes straight through; no black
//! pearl beside which the loop turns; no white pearl with the loop straight in both
//! cells next to it; no pearl the loop misses; no cell where a line ends; the lines are
//! one piece.
//!
//! ```
//! use puzzle_ir::masyu::{check, Masyu, MasyuAnswer};
//! let puzzle = Masyu::parse("p", "kind: masyu\ngrid:\n.o.\n...\n").unwrap();
//! let answer = MasyuAnswer::parse_text(&puzzle, "a", ".-o-.\n|   |\n.-.-.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! let wrong = MasyuAnswer::parse_text(&puzzle, "a", ".-o-.\n|   |\n.-. .\n").unwrap();
//! assert!(check(&puzzle, &wrong).is_err());
//! ```

use super::{Masyu, MasyuAnswer, Pearl};
use std::fmt;

/// The first broken rule found, with 1-based cell positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's, in cells (rows, columns).
    WrongSize {
        expected: (usize, usize),
        got: (usize, usize),
    },
    /// The drawing writes a cell's pearl differently from the puzzle.
    PearlChanged {
        row: usize,
        col: usize,
        expected: Option<Pearl>,
        got: Option<Pearl>,
    },
    /// No line is drawn at all.
    NoLine,
    /// Three lines meet in a cell.
    Branch { row: usize, col: usize },
    /// Four lines meet in a cell.
    Crossing { row: usize, col: usize },
    /// The loop turns on a white pearl.
    WhiteTurns { row: usize, col: usize },
    /// The loop goes straight through a black pearl.
    BlackStraight { row: usize, col: usize },
    /// The loop turns in a cell next to a black pearl.
    BlackNeighbourTurns { row: usize, col: usize },
    /// The loop goes straight through both cells next to a white pearl.
    WhiteNeighboursStraight { row: usize, col: usize },
    /// The loop does not pass a pearl.
    PearlMissed { row: usize, col: usize },
    /// A line ends in a cell.
    DeadEnd { row: usize, col: usize },
    /// The lines form several separate pieces.
    SeveralPieces { pieces: usize },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::WrongSize { expected, got } => write!(
                f,
                "answer is {}x{} cells, puzzle is {}x{}",
                got.0, got.1, expected.0, expected.1
            ),
            Violation::PearlChanged {
                row,
                col,
                expected,
                got,
            } => {
                let show = |p: &Option<Pearl>| {
                    p.map_or("no pearl".to_string(), |p| format!("a {} pearl", p.name()))
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
                write!(f, "the loop branches in cell ({row}, {col})")
            }
            Violation::Crossing { row, col } => {
                write!(f, "the loop crosses itself in cell ({row}, {col})")
            }
            Violation::WhiteTurns { row, col } => {
                write!(
                    f,
                    "the loop turns on the white pearl in cell ({row}, {col})"
                )
            }
            Violation::BlackStraight { row, col } => write!(
                f,
                "the loop goes straight through the black pearl in cell ({row}, {col})"
            ),
            Violation::BlackNeighbourTurns { row, col } => write!(
                f,
                "the loop turns next to the black pearl in cell ({row}, {col})"
            ),
            Violation::WhiteNeighboursStraight { row, col } => write!(
                f,
                "the loop turns in neither cell next to the white pearl in cell ({row}, {col})"
            ),
            Violation::PearlMissed { row, col } => {
                write!(f, "the loop misses the pearl in cell ({row}, {col})")
            }
            Violation::DeadEnd { row, col } => write!(f, "a line ends in cell ({row}, {col})"),
            Violation::SeveralPieces { pieces } => {
                write!(f, "the lines form {pieces} separate pieces, not one loop")
            }
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Masyu, answer: &MasyuAnswer) -> Result<(), Violation> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    if (answer.rows(), answer.cols()) != (rows, cols) {
        return Err(Violation::WrongSize {
            expected: (rows, cols),
            got: (answer.rows(), answer.cols()),
        });
    }
    check_pearls_written(puzzle, answer)?;
    let lines = Lines::new(answer);
    if lines.links == 0 {
        return Err(Violation::NoLine);
    }
    lines.first(
        |cell| lines.degree(cell) == 3,
        |row, col| Violation::Branch { row, col },
    )?;
    lines.first(
        |cell| lines.degree(cell) == 4,
        |row, col| Violation::Crossing { row, col },
    )?;
    let pearl = |cell: usize| puzzle.pearls()[cell];
    let white = |cell: usize| pearl(cell) == Some(Pearl::White);
    let black = |cell: usize| pearl(cell) == Some(Pearl::Black);
    lines.first(
        |cell| white(cell) && lines.turns(cell),
        |row, col| Violation::WhiteTurns { row, col },
    )?;
    lines.first(
        |cell| black(cell) && lines.straight(cell),
        |row, col| Violation::BlackStraight { row, col },
    )?;
    lines.first(
        |cell| {
            black(cell)
                && lines.degree(cell) == 2
                && lines.linked(cell).any(|next| lines.turns(next))
        },
        |row, col| Violation::BlackNeighbourTurns { row, col },
    )?;
    lines.first(
        |cell| {
            white(cell)
                && lines.degree(cell) == 2
                && lines
                    .linked(cell)
                    .filter(|&next| lines.straight(next))
                    .count()
                    == 2
        },
        |row, col| Violation::WhiteNeighboursStraight { row, col },
    )?;
    lines.first(
        |cell| pearl(cell).is_some() && lines.degree(cell) == 0,
        |row, col| Violation::PearlMissed { row, col },
    )?;
    lines.first(
        |cell| lines.degree(cell) == 1,
        |row, col| Violation::DeadEnd { row, col },
    )?;
    match lines.pieces() {
        1 => Ok(()),
        pieces => Err(Violation::SeveralPieces { pieces }),
    }
}

fn check_pearls_written(puzzle: &Masyu, answer: &MasyuAnswer) -> Result<(), Violation> {
    for row in 0..puzzle.rows() {
        for col in 0..puzzle.cols() {
            let (expected, got) = (puzzle.pearl(row, col), answer.cell(row, col));
            if expected != got {
                return Err(Violation::PearlChanged {
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

/// The drawn links as a graph on the cells, each cell's neighbours listed up, down,
/// left, right.
struct Lines {
    cols: usize,
    /// For each cell, the cell each of its four sides links to, if a line is drawn there.
    sides: Vec<[Option<usize>; 4]>,
    links: usize,
}

/// The positions in [`Lines::sides`]: up and down, then left and right.
const UP: usize = 0;
const DOWN: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;

impl Lines {
    fn new(answer: &MasyuAnswer) -> Self {
        let (rows, cols) = (answer.rows(), answer.cols());
        let mut lines = Lines {
            cols,
            sides: vec![[None; 4]; rows * cols],
            links: 0,
        };
        for row in 0..rows {
            for col in 0..cols {
                let cell = row * cols + col;
                if answer.across(row, col) {
                    lines.sides[cell][RIGHT] = Some(cell + 1);
                    lines.sides[cell + 1][LEFT] = Some(cell);
                    lines.links += 1;
                }
                if answer.down(row, col) {
                    lines.sides[cell][DOWN] = Some(cell + cols);
                    lines.sides[cell + cols][UP] = Some(cell);
                    lines.links += 1;
                }
            }
        }
        lines
    }

    fn degree(&self, cell: usize) -> usize {
        self.sides[cell].iter().flatten().count()
    }

    /// The cells a line joins `cell` to.
    fn linked(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        self.sides[cell].iter().flatten().copied()
    }

    /// Whether exactly two lines meet in `cell`, on opposite sides.
    fn straight(&self, cell: usize) -> bool {
        let side = self.sides[cell];
        self.degree(cell) == 2
            && ((side[UP].is_some() && side[DOWN].is_some())
                || (side[LEFT].is_some() && side[RIGHT].is_some()))
    }

    /// Whether exactly two lines meet in `cell`, at a right angle.
    fn turns(&self, cell: usize) -> bool {
        self.degree(cell) == 2 && !self.straight(cell)
    }

    /// The violation at the first cell, row by row, where `broken` holds.
    fn first(
        &self,
        broken: impl Fn(usize) -> bool,
        violation: impl Fn(usize, usize) -> Violation,
    ) -> Result<(), Violation> {
        match (0..self.sides.len()).find(|&cell| broken(cell)) {
            Some(cell) => Err(violation(cell / self.cols + 1, cell % self.cols + 1)),
            None => Ok(()),
        }
    }

    /// How many connected pieces the drawn lines form.
    fn pieces(&self) -> usize {
        let mut seen = vec![false; self.sides.len()];
        let mut pieces = 0;
        for start in 0..self.sides.len() {
            if seen[start] || self.degree(start) == 0 {
                continue;
            }
            pieces += 1;
            seen[start] = true;
            let mut stack = vec![start];
            while let Some(cell) = stack.pop() {
                for next in self.linked(cell) {
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
