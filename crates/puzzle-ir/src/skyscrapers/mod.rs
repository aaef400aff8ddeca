//! Skyscrapers (Nikoli's Building Puzzle): fill an n x n grid with heights 1..n, each
//! once in every row and every column. A number outside the grid says how many
//! buildings one sees from there looking along its row or column: a building is seen
//! when it is taller than every building before it. Some heights are given in the grid.
//!
//! The puzzle is kept as it is drawn: an (n + 2) x (n + 2) frame whose border holds the
//! clues (its corners empty) and whose inside holds the givens.
//!
//! ```
//! use puzzle_ir::skyscrapers::{Side, Skyscrapers};
//!
//! let text = "kind: skyscrapers\ngrid:\n. . 2 .\n. . . .\n2 1 . .\n. . . .\n";
//! let puzzle = Skyscrapers::parse("p.txt", text).unwrap();
//! assert_eq!(puzzle.size(), 2);
//! assert_eq!(puzzle.clue(Side::Top, 1), Some(2));
//! assert_eq!(puzzle.clue(Side::Left, 1), Some(2));
//! assert_eq!(puzzle.given(1, 0), Some(1));
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod parse;
mod puzzlink;

pub use answer::SkyscrapersAnswer;
pub use check::{check, Violation};

/// The largest grid: heights and clues stay below pzprjs's two-digit escape.
pub const MAX_SIZE: usize = 255;

/// A side of the grid, where a clue stands and looks in from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Top,
    Bottom,
    Left,
    Right,
}

impl Side {
    /// Every side, in pzprjs's order of its clues.
    pub const ALL: [Side; 4] = [Side::Top, Side::Bottom, Side::Left, Side::Right];
}

/// A Skyscrapers puzzle: its framed grid of clues and givens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skyscrapers {
    size: usize,
    /// Row-major over the (size + 2)² frame: a clue on the border, a given inside.
    frame: Vec<Option<u32>>,
}

impl Skyscrapers {
    /// A puzzle of `size` x `size` cells from its framed grid, row-major over
    /// (`size` + 2)² entries: clues on the border, givens inside, each 1..=`size`, the
    /// corners empty.
    ///
    /// # Panics
    /// When the frame has the wrong length, a number is out of range or a corner holds
    /// one.
    pub fn new(size: usize, frame: Vec<Option<u32>>) -> Self {
        let side = size + 2;
        assert_eq!(frame.len(), side * side, "one entry per place of the frame");
        let corners = [0, side - 1, side * (side - 1), side * side - 1];
        assert!(corners.iter().all(|&i| frame[i].is_none()), "empty corners");
        let fits = |n: &u32| (1..=size as u32).contains(n);
        assert!(frame.iter().flatten().all(fits), "numbers 1..=size");
        Skyscrapers { size, frame }
    }

    /// Rows and columns of the grid of cells.
    pub fn size(&self) -> usize {
        self.size
    }

    /// The framed grid, row-major over (size + 2)² places.
    pub fn frame(&self) -> &[Option<u32>] {
        &self.frame
    }

    /// The height given at 0-based (`row`, `col`) of the cells.
    pub fn given(&self, row: usize, col: usize) -> Option<u32> {
        self.frame[(row + 1) * (self.size + 2) + col + 1]
    }

    /// The clue on `side` for row or column `index` (0-based), if there is one.
    pub fn clue(&self, side: Side, index: usize) -> Option<u32> {
        let (row, col) = self.clue_place(side, index);
        self.frame[row * (self.size + 2) + col]
    }

    /// Where the clue on `side` for row or column `index` stands in the frame.
    pub fn clue_place(&self, side: Side, index: usize) -> (usize, usize) {
        let last = self.size + 1;
        match side {
            Side::Top => (0, index + 1),
            Side::Bottom => (last, index + 1),
            Side::Left => (index + 1, 0),
            Side::Right => (index + 1, last),
        }
    }

    /// The side a border place of the frame is on and the row or column it looks
    /// along; `None` inside and in the corners.
    pub fn side_of(&self, row: usize, col: usize) -> Option<(Side, usize)> {
        let last = self.size + 1;
        let inner = |i: usize| (1..last).contains(&i).then(|| i - 1);
        match (row, col) {
            (0, c) => inner(c).map(|i| (Side::Top, i)),
            (r, c) if r == last => inner(c).map(|i| (Side::Bottom, i)),
            (r, 0) => inner(r).map(|i| (Side::Left, i)),
            (r, c) if c == last => inner(r).map(|i| (Side::Right, i)),
            _ => None,
        }
    }

    /// The cells (row-major indices of the size x size grid) seen from the clue place
    /// of `side` and `index`, nearest first.
    pub fn line_of_sight(&self, side: Side, index: usize) -> Vec<usize> {
        let n = self.size;
        match side {
            Side::Top => (0..n).map(|r| r * n + index).collect(),
            Side::Bottom => (0..n).rev().map(|r| r * n + index).collect(),
            Side::Left => (0..n).map(|c| index * n + c).collect(),
            Side::Right => (0..n).rev().map(|c| index * n + c).collect(),
        }
    }

    /// Every clue: its side, its row or column, and its count, in pzprjs's order.
    pub fn clues(&self) -> impl Iterator<Item = (Side, usize, u32)> + '_ {
        (Side::ALL.into_iter())
            .flat_map(move |side| (0..self.size).map(move |i| (side, i)))
            .filter_map(|(side, i)| Some((side, i, self.clue(side, i)?)))
    }

    /// The puzzle with frame place (`row`, `col`) holding `number`.
    pub fn with_frame_at(&self, row: usize, col: usize, number: Option<u32>) -> Self {
        let mut frame = self.frame.clone();
        frame[row * (self.size + 2) + col] = number;
        Skyscrapers::new(self.size, frame)
    }
}

/// How many buildings of `heights` one sees looking along them from the first: each
/// taller than all before it (an empty cell, 0, is never seen).
///
/// ```
/// assert_eq!(puzzle_ir::skyscrapers::seen(&[2, 1, 4, 3]), 2);
/// ```
pub fn seen(heights: &[u32]) -> usize {
    let mut tallest = 0;
    let mut seen = 0;
    for &height in heights {
        if height > tallest {
            tallest = height;
            seen += 1;
        }
    }
    seen
}
