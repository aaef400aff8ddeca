//! Ripple Effect (Nikoli's Hakyuu Kouka): a grid divided into rooms. Write a number in
//! every cell so that a room of n cells holds each of 1..n exactly once, and two equal
//! numbers k in one row or column are more than k cells apart: at least k other cells
//! lie between them. Some cells are given. A given may be pzprjs's unknown number `?`:
//! a number nobody is told, which the answer copies as `?`. As in pzprjs, it takes
//! part in no rule: its room's other cells hold distinct numbers 1..n, and no spacing
//! is measured from it.
//!
//! ```
//! use puzzle_ir::ripple_effect::RippleEffect;
//!
//! let text = "kind: ripple-effect\nrooms:\na a b\nc a b\ngrid:\n. . 2\n? . .\n";
//! let puzzle = RippleEffect::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols(), puzzle.rooms().len()), (2, 3, 3));
//! assert_eq!((puzzle.given(0, 2), puzzle.given(1, 0)), (Some(2), None));
//! assert!(puzzle.is_unknown(1, 0));
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod parse;
mod puzzlink;

pub use answer::RippleEffectAnswer;
pub use check::{check, Violation};

use crate::rooms::Rooms;
use crate::shading::UNKNOWN;

/// The largest given a puzzle may show (a larger one could not fit any room pzprjs
/// draws, and a larger room is no puzzle anyone sets).
pub const MAX_GIVEN: u32 = 255;

/// A Ripple Effect puzzle: the rooms and the givens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RippleEffect {
    rooms: Rooms,
    /// Row-major: a given number, [`UNKNOWN`] for `?`, or `None`.
    givens: Vec<Option<u32>>,
}

impl RippleEffect {
    /// A puzzle from its rooms and row-major givens (each 1..=[`MAX_GIVEN`] or
    /// [`UNKNOWN`]).
    ///
    /// # Panics
    /// When `givens` does not hold one entry per cell.
    pub fn new(rooms: Rooms, givens: Vec<Option<u32>>) -> Self {
        assert_eq!(givens.len(), rooms.rows() * rooms.cols(), "one entry per cell");
        RippleEffect { rooms, givens }
    }

    pub fn rows(&self) -> usize {
        self.rooms.rows()
    }

    pub fn cols(&self) -> usize {
        self.rooms.cols()
    }

    pub fn rooms(&self) -> &Rooms {
        &self.rooms
    }

    /// Row-major givens: a number, [`UNKNOWN`] for `?`, or `None`.
    pub fn givens(&self) -> &[Option<u32>] {
        &self.givens
    }

    /// The number given at 0-based (`row`, `col`), if one is shown (not for `?`).
    pub fn given(&self, row: usize, col: usize) -> Option<u32> {
        self.givens[row * self.cols() + col].filter(|&n| n != UNKNOWN)
    }

    /// Whether the cell shows pzprjs's unknown number `?`.
    pub fn is_unknown(&self, row: usize, col: usize) -> bool {
        self.givens[row * self.cols() + col] == Some(UNKNOWN)
    }

    /// The size of the room of the cell at 0-based (`row`, `col`): its largest number.
    pub fn room_size(&self, row: usize, col: usize) -> usize {
        self.rooms.size(self.rooms.room(row, col))
    }

    /// The puzzle with the cell at 0-based (`row`, `col`) given as `given`.
    pub fn with_given_at(&self, row: usize, col: usize, given: Option<u32>) -> Self {
        let mut givens = self.givens.clone();
        givens[row * self.cols() + col] = given;
        RippleEffect::new(self.rooms.clone(), givens)
    }
}
