//! LITS (Nikoli): a grid divided into rooms. Shade four cells in each room, joined side
//! by side (a tetromino), so that all shaded cells form one orthogonally connected
//! area, no 2x2 block is wholly shaded, and two tetrominoes of the same shape (rotations
//! and reflections count as the same) never touch side by side across a room border.
//!
//! ```
//! use puzzle_ir::lits::Lits;
//!
//! let text = "kind: lits\nrooms:\na a b b\na a b c\na b b c\nc c c c\n";
//! let puzzle = Lits::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols(), puzzle.rooms().len()), (4, 4, 3));
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use check::check;

use crate::error::ParseError;
use crate::rooms::Rooms;
use crate::shaded::{Plain, ShadedGrid};
use crate::text::Document;

/// A LITS answer: its shaded cells.
pub type LitsAnswer = ShadedGrid<Plain>;

/// A LITS puzzle: its rooms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lits {
    rooms: Rooms,
}

/// A LITS puzzle is its rooms: their grid's size and cells are the puzzle's.
impl std::ops::Deref for Lits {
    type Target = Rooms;

    fn deref(&self) -> &Rooms {
        &self.rooms
    }
}

impl Lits {
    pub fn new(rooms: Rooms) -> Self {
        Lits { rooms }
    }

    pub fn rooms(&self) -> &Rooms {
        &self.rooms
    }

    /// Parses a native LITS file (header with `kind: lits`, a `rooms:` block).
    pub fn parse(file: &str, text: &str) -> Result<Lits, ParseError> {
        Lits::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Lits, ParseError> {
        doc.allow_only("lits", &["kind"], &["rooms"])?;
        let block = doc
            .block("rooms")
            .ok_or_else(|| doc.missing("missing `rooms:` block"))?;
        Ok(Lits::new(Rooms::from_block(doc.file, block)?.0))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: lits\nrooms:\n");
        out.push_str(&self.rooms.to_block());
        out
    }
}
