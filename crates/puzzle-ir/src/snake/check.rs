//! The independent Snake checker, written from the rules and sharing no code with any
//! encoder.
//!
//! The checks run in this order (pzprjs's order, so that each of its failing boards
//! fails here for its reason) and the first failure is reported: size; something is
//! shaded; no 2x2 block is shaded; no shaded cell has more than two shaded neighbours;
//! every circle is shaded; an end circle has one shaded neighbour, a body circle two;
//! no two shaded cells touch only at a corner; the counts of the rows, then of the
//! columns; the shaded cells are one piece; that piece is no closed loop and no lone
//! cell. What passes is one path with two ends that touches itself nowhere.
//!
//! ```
//! use puzzle_ir::snake::{check, Snake, SnakeAnswer};
//! let puzzle = Snake::parse("p", "kind: snake\ngrid:\n*..\n...\n").unwrap();
//! let answer = SnakeAnswer::parse_text(&puzzle, "a", "#..\n.#.\n").unwrap();
//! let error = check(&puzzle, &answer).unwrap_err().to_string();
//! assert_eq!(error, "the end circle at (1, 1) has 0 shaded neighbours; it needs 1");
//! let answer = SnakeAnswer::parse_text(&puzzle, "a", "##.\n.#.\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

use super::{Circle, Snake, SnakeAnswer};
use crate::clue::LineKind;
use crate::grid::WrongSize;
use crate::line_counts;
use crate::plural;
use std::fmt;

/// The first broken rule found, with 1-based positions for people.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    /// The answer's size differs from the puzzle's.
    WrongSize(WrongSize),
    /// No cell is shaded: there is no snake.
    NothingShaded,
    /// A 2x2 block of shaded cells, by its top left cell.
    Block { corner: (usize, usize) },
    /// A shaded cell with three or four shaded neighbours.
    Branch { cell: (usize, usize) },
    /// A circle on an unshaded cell.
    CircleUnshaded { cell: (usize, usize), circle: Circle },
    /// A shaded circle with another number of shaded neighbours than its kind needs.
    CircleNeighbours {
        cell: (usize, usize),
        circle: Circle,
        neighbours: usize,
    },
    /// Two shaded cells that touch at a corner and share no shaded neighbour.
    Diagonal {
        first: (usize, usize),
        second: (usize, usize),
    },
    /// A row or column whose shaded cells are not as many as its count.
    Count {
        line: LineKind,
        index: usize,
        cells: u32,
        count: u32,
    },
    /// The shaded cells fall into several pieces.
    Divided { pieces: usize },
    /// The shaded cells close into a loop: the snake has no ends.
    Loop,
    /// One shaded cell alone: the snake has no two ends.
    LoneCell { cell: (usize, usize) },
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |(row, col): (usize, usize)| format!("({row}, {col})");
        match self {
            Violation::WrongSize(wrong) => wrong.fmt(f),
            Violation::NothingShaded => write!(f, "no cell is shaded: there is no snake"),
            Violation::Block { corner } => {
                write!(f, "the 2x2 block at {} is all shaded", at(*corner))
            }
            Violation::Branch { cell } => write!(
                f,
                "the shaded cell at {} has more than two shaded neighbours: the snake branches",
                at(*cell)
            ),
            Violation::CircleUnshaded { cell, circle } => {
                write!(f, "the {} at {} is unshaded", circle.noun(), at(*cell))
            }
            Violation::CircleNeighbours {
                cell,
                circle,
                neighbours,
            } => write!(
                f,
                "the {} at {} has {}; it needs {}",
                circle.noun(),
                at(*cell),
                plural::count(*neighbours, "shaded neighbour"),
                circle.neighbours()
            ),
            Violation::Diagonal { first, second } => write!(
                f,
                "the shaded cells at {} and {} touch at a corner: the snake touches itself",
                at(*first),
                at(*second)
            ),
            Violation::Count {
                line,
                index,
                cells,
                count,
            } => f.write_str(&line_counts::miscount(*line, *index, *cells, "shaded cell", *count)),
            Violation::Divided { pieces } => {
                write!(f, "the shaded cells are {pieces} pieces, not one snake")
            }
            Violation::Loop => write!(f, "the shaded cells close into a loop: the snake has no ends"),
            Violation::LoneCell { cell } => write!(
                f,
                "the snake is the one cell at {}: it has no two ends",
                at(*cell)
            ),
        }
    }
}

impl std::error::Error for Violation {}

/// Checks `answer` against `puzzle` and the rules.
pub fn check(puzzle: &Snake, answer: &SnakeAnswer) -> Result<(), Violation> {
    let grid = puzzle.shape();
    WrongSize::check((grid.rows, grid.cols), (answer.rows(), answer.cols()))
        .map_err(Violation::WrongSize)?;
    let shaded = answer.cells();
    let neighbours: Vec<usize> = (0..grid.len())
        .map(|i| grid.neighbours(i).filter(|&n| shaded[n]).count())
        .collect();
    if !shaded.contains(&true) {
        return Err(Violation::NothingShaded);
    }
    let at = |(r, c): (usize, usize)| grid.index(r, c);
    if let Some(block) = grid.blocks().find(|block| block.iter().all(|&p| shaded[at(p)])) {
        let corner = (block[0].0 + 1, block[0].1 + 1);
        return Err(Violation::Block { corner });
    }
    if let Some(cell) = (0..grid.len()).find(|&i| shaded[i] && neighbours[i] > 2) {
        return Err(Violation::Branch {
            cell: grid.place(cell),
        });
    }
    let circles = || (0..grid.len()).filter_map(|i| puzzle.circles()[i].map(|c| (i, c)));
    if let Some((cell, circle)) = circles().find(|&(i, _)| !shaded[i]) {
        let cell = grid.place(cell);
        return Err(Violation::CircleUnshaded { cell, circle });
    }
    for wanted in [Circle::End, Circle::Body] {
        let wrong = |&(i, circle): &(usize, Circle)| {
            circle == wanted && neighbours[i] != circle.neighbours()
        };
        if let Some((cell, circle)) = circles().find(wrong) {
            return Err(Violation::CircleNeighbours {
                cell: grid.place(cell),
                circle,
                neighbours: neighbours[cell],
            });
        }
    }
    for [a, b, c, d] in grid.blocks().map(|block| block.map(at)) {
        let pair = match [shaded[a], shaded[b], shaded[c], shaded[d]] {
            [true, false, false, true] => (a, d),
            [false, true, true, false] => (b, c),
            _ => continue,
        };
        return Err(Violation::Diagonal {
            first: grid.place(pair.0),
            second: grid.place(pair.1),
        });
    }
    let counts = (puzzle.row_counts(), puzzle.col_counts());
    if let Some(wrong) = line_counts::first_wrong(grid, counts.0, counts.1, |i| shaded[i]) {
        return Err(Violation::Count {
            line: wrong.line,
            index: wrong.index,
            cells: wrong.found,
            count: wrong.count,
        });
    }
    let pieces = grid.areas(|i| shaded[i]).len();
    if pieces > 1 {
        return Err(Violation::Divided { pieces });
    }
    let snake = || (0..grid.len()).filter(|&i| shaded[i]);
    if snake().all(|i| neighbours[i] == 2) {
        return Err(Violation::Loop);
    }
    match snake().find(|&i| neighbours[i] == 0) {
        Some(cell) => Err(Violation::LoneCell {
            cell: grid.place(cell),
        }),
        None => Ok(()),
    }
}
