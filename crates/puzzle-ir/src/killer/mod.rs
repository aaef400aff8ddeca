//! Killer Sudoku: a Sudoku (any box shape, N from 4 to 9) whose grid is divided into
//! cages; the digits of a cage are distinct and add up to the cage's sum. Givens are
//! optional. Answers are Sudoku answers.
//!
//! ```
//! use puzzle_ir::killer::Killer;
//! use puzzle_ir::{Puzzle, PuzzleKind};
//!
//! let text = "kind: killer\nbox: 2x2\ncages:\na a b b\nc d d e\nc f g e\nh f g g\n\
//!             sums:\na 3\nb 7\nc 7\nd 4\ne 6\nf 5\ng 6\nh 2\n";
//! let Puzzle::Killer(puzzle) = Puzzle::parse("k.txt", text.as_bytes()).unwrap() else { panic!() };
//! assert_eq!(puzzle.cages().len(), 8);
//! let answer = puzzle.parse_answer("a.txt", "1243\n4312\n3124\n2431\n").unwrap();
//! assert!(puzzle.check(&answer).is_ok());
//! ```

pub mod check;
pub mod generate;
mod kind;
mod parse;

pub use check::{check, Violation};

use crate::sudoku::Sudoku;

/// The largest N: cage digits are sets of 1..9 for the sum encodings.
pub const MAX_SIZE: usize = 9;

/// One cage: its label as written, its cells (0-based, reading order) and its sum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cage {
    pub label: String,
    pub cells: Vec<(usize, usize)>,
    pub sum: u32,
}

/// A Killer Sudoku: the Sudoku (shape and givens) and the cages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Killer {
    sudoku: Sudoku,
    cages: Vec<Cage>,
}

impl Killer {
    /// A Killer Sudoku from its Sudoku and cages (cells of the grid, no cell in two
    /// cages; connectivity is the parser's business).
    pub fn new(sudoku: Sudoku, cages: Vec<Cage>) -> Self {
        Killer { sudoku, cages }
    }

    /// The Sudoku: shape and givens.
    pub fn sudoku(&self) -> &Sudoku {
        &self.sudoku
    }

    /// N, the grid's size.
    pub fn size(&self) -> usize {
        self.sudoku.size()
    }

    /// The cages, in the order of their first cells.
    pub fn cages(&self) -> &[Cage] {
        &self.cages
    }

    /// The index in [`Killer::cages`] of the cage whose first cell is (`row`, `col`).
    pub fn cage_index(&self, row: usize, col: usize) -> Option<usize> {
        self.cages()
            .iter()
            .position(|cage| cage.cells.first() == Some(&(row, col)))
    }

    /// The label of the cage whose first cell is (`row`, `col`), as its file writes it
    /// (`?` when no cage starts there).
    pub fn cage_label(&self, row: usize, col: usize) -> String {
        self.cage_index(row, col)
            .map_or_else(|| "?".into(), |i| self.cages()[i].label.clone())
    }

    /// Whether every cell of the cage shares one row, column or box, so that Sudoku's own
    /// rules already make its digits distinct.
    pub fn in_one_group(&self, cage: &Cage) -> bool {
        let (br, bc) = (self.sudoku.box_rows(), self.sudoku.box_cols());
        let same = |f: &dyn Fn(&(usize, usize)) -> usize| {
            cage.cells.iter().all(|c| f(c) == f(&cage.cells[0]))
        };
        same(&|&(r, _)| r) || same(&|&(_, c)| c) || same(&|&(r, c)| (r / br) * self.size() + c / bc)
    }
}
