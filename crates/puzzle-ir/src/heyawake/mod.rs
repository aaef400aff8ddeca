//! Heyawake (Nikoli): a grid divided into rooms, some holding a number. Shade cells so
//! that each number counts the shaded cells of its room, no two shaded cells touch
//! side by side, the unshaded cells form one orthogonally connected area, and no
//! straight run of unshaded cells crosses two room borders (it spans at most two
//! rooms).
//!
//! ```
//! use puzzle_ir::heyawake::Heyawake;
//!
//! let text = "kind: heyawake\nrooms:\na a b\na a b\nnumbers:\nb 1\n";
//! let puzzle = Heyawake::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols(), puzzle.rooms().len()), (2, 3, 2));
//! assert_eq!(puzzle.numbers(), [None, Some(1)]);
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

pub mod check;
pub mod generate;
mod kind;
mod parse;
mod puzzlink;

pub use check::check;

use crate::rooms::{label, Rooms};
use crate::shaded::{Plain, ShadedGrid};

/// A Heyawake answer: its shaded cells.
pub type HeyawakeAnswer = ShadedGrid<Plain>;

/// A Heyawake puzzle: rooms, and a number or none per room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heyawake {
    rooms: Rooms,
    numbers: Vec<Option<u8>>,
}

impl Heyawake {
    /// # Panics
    /// When `numbers` does not hold one entry per room.
    pub fn new(rooms: Rooms, numbers: Vec<Option<u8>>) -> Self {
        assert_eq!(numbers.len(), rooms.len(), "one number or none per room");
        Heyawake { rooms, numbers }
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

    /// Each room's number, in the rooms' order.
    pub fn numbers(&self) -> &[Option<u8>] {
        &self.numbers
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: heyawake\nrooms:\n");
        out.push_str(&self.rooms.to_block());
        if self.numbers.iter().any(Option::is_some) {
            out.push_str("numbers:\n");
            for (room, number) in self.numbers.iter().enumerate() {
                if let Some(n) = number {
                    out.push_str(&format!("{} {n}\n", label(room)));
                }
            }
        }
        out
    }
}
