//! Norinori (Nikoli): a grid divided into rooms. Shade exactly two cells in each room,
//! so that every shaded cell has exactly one shaded cell beside it: the shaded cells
//! are dominoes, which may cross room borders.
//!
//! ```
//! use puzzle_ir::norinori::Norinori;
//!
//! let text = "kind: norinori\nrooms:\na a b\nc c b\nc c b\n";
//! let puzzle = Norinori::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols(), puzzle.rooms().len()), (3, 3, 3));
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

pub mod check;
pub mod generate;
mod kind;

pub use check::check;

use crate::bare_rooms::{self, BareRooms};
use crate::error::ParseError;
use crate::rooms::Rooms;
use crate::shaded::{Plain, ShadedGrid};
use crate::text::Document;

/// A Norinori answer: its shaded cells.
pub type NorinoriAnswer = ShadedGrid<Plain>;

/// A Norinori puzzle: its rooms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Norinori {
    rooms: Rooms,
}

impl Norinori {
    pub fn new(rooms: Rooms) -> Self {
        Norinori { rooms }
    }

    pub fn rooms(&self) -> &Rooms {
        &self.rooms
    }

    pub fn rows(&self) -> usize {
        self.rooms.rows()
    }

    pub fn cols(&self) -> usize {
        self.rooms.cols()
    }

    /// Parses a native Norinori file (header with `kind: norinori`, a `rooms:` block).
    pub fn parse(file: &str, text: &str) -> Result<Norinori, ParseError> {
        bare_rooms::from_document(&Document::parse(file, text)?)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        bare_rooms::to_native(self, comments)
    }
}

/// Norinori's puzz.link genre is pzprjs's `norinori`.
impl BareRooms for Norinori {
    const GENRE: &'static str = "norinori";

    fn from_rooms(rooms: Rooms) -> Self {
        Norinori::new(rooms)
    }

    fn rooms(&self) -> &Rooms {
        &self.rooms
    }
}
