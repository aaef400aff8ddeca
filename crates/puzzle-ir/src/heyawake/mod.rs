//! Heyawake (Nikoli): a grid divided into rooms, some holding a number. Shade cells so
//! that each number counts the shaded cells of its room, no two shaded cells touch
//! side by side, the unshaded cells form one orthogonally connected area, and no
//! straight run of unshaded cells crosses two room borders (it spans at most two
//! rooms). A room may show pzprjs's unknown number `?`: it says nothing of its count.
//!
//! ```
//! use puzzle_ir::heyawake::{Heyawake, RoomNumber};
//!
//! let text = "kind: heyawake\nrooms:\na a b\na a b\nnumbers:\nb 1\n";
//! let puzzle = Heyawake::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols(), puzzle.rooms().len()), (2, 3, 2));
//! assert_eq!(puzzle.numbers(), [None, Some(RoomNumber::Known(1))]);
//! assert_eq!(puzzle.known(1), Some(1));
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use check::check;
pub use crate::numbered_rooms::RoomNumber;

use crate::error::ParseError;
use crate::numbered_rooms::NumberedRooms;
use crate::shaded::{Plain, ShadedGrid};
use crate::text::Document;

/// A Heyawake answer: its shaded cells.
pub type HeyawakeAnswer = ShadedGrid<Plain>;

/// The largest number a room may show (pzprjs's limit).
pub const MAX_NUMBER: u32 = 255;

/// A Heyawake puzzle: rooms, and a number or none per room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heyawake {
    rooms: NumberedRooms,
}

/// A Heyawake puzzle is its numbered rooms.
impl std::ops::Deref for Heyawake {
    type Target = NumberedRooms;

    fn deref(&self) -> &NumberedRooms {
        &self.rooms
    }
}

impl Heyawake {
    pub fn new(rooms: NumberedRooms) -> Self {
        Heyawake { rooms }
    }

    /// Parses a native Heyawake file (header with `kind: heyawake`, a `rooms:` block
    /// and an optional `numbers:` block).
    pub fn parse(file: &str, text: &str) -> Result<Heyawake, ParseError> {
        Heyawake::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Heyawake, ParseError> {
        doc.allow_only("heyawake", &["kind"], &["rooms", "numbers"])?;
        NumberedRooms::from_document(doc, MAX_NUMBER).map(Heyawake::new)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: heyawake\n");
        out.push_str(&self.rooms.to_blocks());
        out
    }
}
