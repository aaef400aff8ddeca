//! Easy as ABC: an R x C grid whose cells hold the letters A..k (k at most the shorter
//! side) or stay blank, each row and each column holding every letter exactly once.
//! A letter outside the grid is the first letter seen from there along its row or
//! column (blanks are looked through); some cells are given. A given may be pzprjs's
//! unknown mark `?`: a cell that holds something nobody is told, which the answer
//! copies as `?`. As in pzprjs it is no blank and no letter: it counts for no row or
//! column, and a view from the border that meets it first sees no letter.
//!
//! ```
//! use puzzle_ir::easy_as_abc::{EasyAsAbc, Side};
//!
//! let text = "kind: easy-as-abc\nletters: AB\ngrid:\n. A . . .\n. . . . .\nB . . . .\n. . . B .\n. . . . .\n";
//! let puzzle = EasyAsAbc::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols(), puzzle.letters()), (3, 3, 2));
//! assert_eq!(puzzle.outside(Side::Top, 0), Some(1));
//! assert_eq!(puzzle.outside(Side::Left, 1), Some(2));
//! assert_eq!(puzzle.given(2, 2), Some(2));
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod parse;
mod puzzlink;

pub use answer::EasyAsAbcAnswer;
pub use check::{check, Violation};

pub use crate::shading::UNKNOWN;

/// The most letters a puzzle uses (A..Z).
pub const MAX_LETTERS: u32 = 26;

/// A side of the grid, where letters outside it stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    Top,
    Bottom,
    Left,
    Right,
}

impl Side {
    /// The four sides in pzprjs's order of its letters outside the grid.
    pub const ALL: [Side; 4] = [Side::Top, Side::Bottom, Side::Left, Side::Right];

    /// Whether the side's letters stand at the ends of columns (top and bottom).
    pub fn is_column_end(self) -> bool {
        matches!(self, Side::Top | Side::Bottom)
    }

    /// The side in words, with the line it stands at ("above column 3").
    pub fn describe(self, index: usize) -> String {
        let (whereabouts, line) = match self {
            Side::Top => ("above", "column"),
            Side::Bottom => ("below", "column"),
            Side::Left => ("left of", "row"),
            Side::Right => ("right of", "row"),
        };
        format!("{whereabouts} {line} {}", index + 1)
    }
}

/// The letter of `value` (1 is `A`), `?` for [`UNKNOWN`].
pub fn letter_text(value: u32) -> String {
    match value {
        UNKNOWN => "?".to_owned(),
        _ => char::from(b'A' + (value - 1) as u8).to_string(),
    }
}

/// The value of a letter token `A`..`Z` (1 is `A`).
pub fn letter_value(token: &str) -> Option<u32> {
    match token.as_bytes() {
        &[byte @ b'A'..=b'Z'] => Some(u32::from(byte - b'A') + 1),
        _ => None,
    }
}

/// A place of the grid drawn with its frame (one line more on each side), 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Framed {
    Corner,
    /// A letter outside the grid: its side and line.
    Outside(Side, usize),
    /// A cell, 0-based.
    Cell(usize, usize),
}

impl Framed {
    /// The place of the token at (`r`, `c`) of the frame around `rows` x `cols` cells.
    pub fn of(r: usize, c: usize, rows: usize, cols: usize) -> Framed {
        let (top, bottom) = (r == 0, r == rows + 1);
        let (left, right) = (c == 0, c == cols + 1);
        match (top || bottom, left || right) {
            (true, true) => Framed::Corner,
            (true, false) => Framed::Outside(if top { Side::Top } else { Side::Bottom }, c - 1),
            (false, true) => Framed::Outside(if left { Side::Left } else { Side::Right }, r - 1),
            (false, false) => Framed::Cell(r - 1, c - 1),
        }
    }
}

/// An Easy as ABC puzzle: its size, its letters, the letters outside the grid and the
/// givens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EasyAsAbc {
    rows: usize,
    cols: usize,
    letters: u32,
    /// Per side in [`Side::ALL`] order, a letter (1..=letters) or `None` per line.
    outside: [Vec<Option<u32>>; 4],
    /// Row-major: a given letter, [`UNKNOWN`] for `?`, or `None`.
    givens: Vec<Option<u32>>,
}

impl EasyAsAbc {
    /// A puzzle from its letter count, its letters outside the grid (per side in
    /// [`Side::ALL`] order: top and bottom one per column, left and right one per row)
    /// and its row-major givens.
    ///
    /// # Panics
    /// When a side or the givens have the wrong length.
    pub fn new(
        rows: usize,
        cols: usize,
        letters: u32,
        outside: [Vec<Option<u32>>; 4],
        givens: Vec<Option<u32>>,
    ) -> Self {
        assert_eq!(givens.len(), rows * cols, "one entry per cell");
        for (side, clues) in Side::ALL.iter().zip(&outside) {
            let lines = if side.is_column_end() { cols } else { rows };
            assert_eq!(clues.len(), lines, "one entry per line");
        }
        EasyAsAbc {
            rows,
            cols,
            letters,
            outside,
            givens,
        }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// How many letters each row and column holds: A..this one.
    pub fn letters(&self) -> u32 {
        self.letters
    }

    /// The letter outside the grid at `side` of line `index` (a column for top and
    /// bottom, a row for left and right).
    pub fn outside(&self, side: Side, index: usize) -> Option<u32> {
        self.side(side)[index]
    }

    /// The letters along `side`, one per line.
    pub fn side(&self, side: Side) -> &[Option<u32>] {
        &self.outside[side as usize]
    }

    /// Row-major givens: a letter, [`UNKNOWN`] for `?`, or `None`.
    pub fn givens(&self) -> &[Option<u32>] {
        &self.givens
    }

    /// The letter given at 0-based (`row`, `col`), if one is shown (not for `?`).
    pub fn given(&self, row: usize, col: usize) -> Option<u32> {
        self.givens[row * self.cols + col].filter(|&n| n != UNKNOWN)
    }

    /// The cells seen from `side` of line `index`, nearest first (row-major indices).
    pub fn view(&self, side: Side, index: usize) -> Vec<usize> {
        let (rows, cols) = (self.rows, self.cols);
        match side {
            Side::Top => (0..rows).map(|r| r * cols + index).collect(),
            Side::Bottom => (0..rows).rev().map(|r| r * cols + index).collect(),
            Side::Left => (0..cols).map(|c| index * cols + c).collect(),
            Side::Right => (0..cols).rev().map(|c| index * cols + c).collect(),
        }
    }

    /// The puzzle with the cell at 0-based (`row`, `col`) given as `given`.
    pub fn with_given_at(&self, row: usize, col: usize, given: Option<u32>) -> Self {
        self.with_at(Framed::Cell(row, col), given)
    }

    /// The puzzle with the letter outside at `side` of line `index` set to `letter`.
    pub fn with_outside(&self, side: Side, index: usize, letter: Option<u32>) -> Self {
        self.with_at(Framed::Outside(side, index), letter)
    }

    /// What the puzzle shows at `place` of its framed grid: an outside letter or a
    /// given (`None` in a corner).
    pub fn at(&self, place: Framed) -> Option<u32> {
        match place {
            Framed::Corner => None,
            Framed::Outside(side, index) => self.outside(side, index),
            Framed::Cell(row, col) => self.givens[row * self.cols + col],
        }
    }

    /// The puzzle showing `value` at `place` of its framed grid (a corner stays empty).
    pub fn with_at(&self, place: Framed, value: Option<u32>) -> Self {
        let mut puzzle = self.clone();
        match place {
            Framed::Corner => {}
            Framed::Outside(side, index) => puzzle.outside[side as usize][index] = value,
            Framed::Cell(row, col) => puzzle.givens[row * self.cols + col] = value,
        }
        puzzle
    }

    /// The place in the framed grid of the letter outside at `side` of line `index`.
    pub fn framed_outside(&self, side: Side, index: usize) -> (usize, usize) {
        match side {
            Side::Top => (0, index + 1),
            Side::Bottom => (self.rows + 1, index + 1),
            Side::Left => (index + 1, 0),
            Side::Right => (index + 1, self.cols + 1),
        }
    }
}
