//! Shimaguni, "island country" (Nikoli): a grid divided into rooms, some holding a
//! number. Shade cells so that each room holds exactly one island (a non-empty,
//! orthogonally connected set of shaded cells), a room's number is the size of its
//! island, shaded cells of different rooms never touch side by side, and the islands of
//! two rooms that touch differ in size. A room may show pzprjs's unknown number `?`,
//! which says nothing.
//!
//! ```
//! use puzzle_ir::shimaguni::Shimaguni;
//!
//! let text = "kind: shimaguni\nrooms:\na a b\na a b\nnumbers:\na 3\nb ?\n";
//! let puzzle = Shimaguni::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols(), puzzle.len()), (2, 3, 2));
//! assert_eq!((puzzle.known(0), puzzle.known(1)), (Some(3), None));
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use check::check;

use crate::error::ParseError;
use crate::numbered_rooms::NumberedRooms;
use crate::shaded::{Plain, ShadedGrid};
use crate::text::Document;

/// A Shimaguni answer: its shaded cells.
pub type ShimaguniAnswer = ShadedGrid<Plain>;

/// The largest number a room may show (pzprjs's limit).
pub const MAX_NUMBER: u32 = 999;

/// A Shimaguni puzzle: rooms, and a number or none per room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shimaguni {
    rooms: NumberedRooms,
}

/// A Shimaguni puzzle is its numbered rooms.
impl std::ops::Deref for Shimaguni {
    type Target = NumberedRooms;

    fn deref(&self) -> &NumberedRooms {
        &self.rooms
    }
}

impl Shimaguni {
    pub fn new(rooms: NumberedRooms) -> Self {
        Shimaguni { rooms }
    }

    /// Parses a native Shimaguni file (header with `kind: shimaguni`, a `rooms:` block
    /// and an optional `numbers:` block).
    pub fn parse(file: &str, text: &str) -> Result<Shimaguni, ParseError> {
        Shimaguni::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Shimaguni, ParseError> {
        doc.allow_only("shimaguni", &["kind"], &["rooms", "numbers"])?;
        NumberedRooms::from_document(doc, MAX_NUMBER).map(Shimaguni::new)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: shimaguni\n");
        out.push_str(&self.rooms.to_blocks());
        out
    }
}
