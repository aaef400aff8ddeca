//! Kakurasu: an R x C grid whose cells are black or white. Each row and column may carry
//! a clue. A black cell in column j (1-based) counts j toward its row's clue, and a black
//! cell in row i counts i toward its column's clue; a clue of 0 means that line has no
//! black cell, and a line without a clue (written `-`) is free.
//!
//! Two input styles are read: the native header (`rows:` / `cols:`, see
//! [`Kakurasu::parse`]) and the answer-set fact style of the ASP study the corpus's
//! `papers/` instances come from (see [`Kakurasu::parse_facts`] and [`looks_like_facts`]).
//!
//! ```
//! use puzzle_ir::kakurasu::{check, Kakurasu, KakurasuAnswer};
//!
//! let puzzle = Kakurasu::parse("p.txt", "kind: kakurasu\nrows: 1 - 5\ncols: 1 - 3\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (3, 3));
//! assert_eq!((puzzle.row_clue(0), puzzle.row_clue(1)), (Some(1), None));
//! let answer = KakurasuAnswer::parse_text(&puzzle, "a.txt", "#..\n...\n.##\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

pub mod check;
mod facts;
pub mod generate;
mod kind;
mod parse;

pub use check::check;
pub use facts::looks_like_facts;

use crate::shaded::{Plain, ShadedGrid};

/// A Kakurasu answer: its black cells, shaded (`#`), the white ones `.`.
pub type KakurasuAnswer = ShadedGrid<Plain>;

/// A Kakurasu puzzle: one optional clue per row (top to bottom) and per column (left to
/// right). Clues above the largest reachable sum are kept as given: such a puzzle is
/// well-formed but has no answer, which is the solver's verdict, not an input error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kakurasu {
    row_clues: Vec<Option<u64>>,
    col_clues: Vec<Option<u64>>,
}

/// Why a [`Kakurasu`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("a grid needs at least one row and one column")]
    Empty,
}

impl Kakurasu {
    /// A puzzle with `row_clues.len()` rows and `col_clues.len()` columns.
    pub fn new(
        row_clues: Vec<Option<u64>>,
        col_clues: Vec<Option<u64>>,
    ) -> Result<Self, ShapeError> {
        if row_clues.is_empty() || col_clues.is_empty() {
            return Err(ShapeError::Empty);
        }
        Ok(Kakurasu {
            row_clues,
            col_clues,
        })
    }

    pub fn rows(&self) -> usize {
        self.row_clues.len()
    }

    pub fn cols(&self) -> usize {
        self.col_clues.len()
    }

    /// The clue of 0-based row `row` (the sum of the 1-based columns of its black cells).
    pub fn row_clue(&self, row: usize) -> Option<u64> {
        self.row_clues[row]
    }

    /// The clue of 0-based column `col` (the sum of the 1-based rows of its black cells).
    pub fn col_clue(&self, col: usize) -> Option<u64> {
        self.col_clues[col]
    }

    /// All row clues, top to bottom.
    pub fn row_clues(&self) -> &[Option<u64>] {
        &self.row_clues
    }

    /// All column clues, left to right.
    pub fn col_clues(&self) -> &[Option<u64>] {
        &self.col_clues
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines; a missing
    /// clue is written `-`.
    ///
    /// ```
    /// use puzzle_ir::kakurasu::Kakurasu;
    /// let text = "kind: kakurasu\nrows: 1 9 -\ncols: 13 0\n";
    /// let puzzle = Kakurasu::parse("p", text).unwrap();
    /// assert_eq!(puzzle.to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: kakurasu\n");
        out.push_str(&format!("rows: {}\n", clue_list(&self.row_clues)));
        out.push_str(&format!("cols: {}\n", clue_list(&self.col_clues)));
        out
    }
}

/// Clues separated by single spaces, `-` for a missing one.
fn clue_list(clues: &[Option<u64>]) -> String {
    clues
        .iter()
        .map(|c| c.map_or_else(|| "-".to_owned(), |v| v.to_string()))
        .collect::<Vec<_>>()
        .join(" ")
}
