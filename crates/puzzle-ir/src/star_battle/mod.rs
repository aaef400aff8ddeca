//! Star Battle: a grid divided into rooms, and a number K of stars. Place stars in
//! cells so that every row, every column and every room holds exactly K of them, and no
//! two stars touch, not even at a corner.
//!
//! ```
//! use puzzle_ir::star_battle::StarBattle;
//!
//! let text = "kind: star-battle\nstars: 1\nrooms:\na a b b\na a a b\nc c d b\nc d d d\n";
//! let puzzle = StarBattle::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols(), puzzle.len(), puzzle.stars()), (4, 4, 4, 1));
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

/// A Star Battle answer: its stars, written `#` (as pzprjs's files write them) and
/// empty cells `.`.
pub type StarBattleAnswer = ShadedGrid<Plain>;

/// A Star Battle puzzle: its rooms and how many stars each row, column and room holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StarBattle {
    rooms: Rooms,
    stars: usize,
}

/// A Star Battle's grid is its rooms': their size and cells are the puzzle's.
impl std::ops::Deref for StarBattle {
    type Target = Rooms;

    fn deref(&self) -> &Rooms {
        &self.rooms
    }
}

impl StarBattle {
    /// # Panics
    /// When `stars` is 0.
    pub fn new(rooms: Rooms, stars: usize) -> Self {
        assert!(stars > 0, "at least one star per row, column and room");
        StarBattle { rooms, stars }
    }

    pub fn rooms(&self) -> &Rooms {
        &self.rooms
    }

    /// How many stars each row, column and room holds.
    pub fn stars(&self) -> usize {
        self.stars
    }

    /// Parses a native Star Battle file (header `kind: star-battle` and `stars: K`, a
    /// `rooms:` block).
    pub fn parse(file: &str, text: &str) -> Result<StarBattle, ParseError> {
        StarBattle::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<StarBattle, ParseError> {
        doc.allow_only("star-battle", &["kind", "stars"], &["rooms"])?;
        let field = (doc.field("stars"))
            .ok_or_else(|| doc.missing("missing `stars: K` (the stars of each row, column and room)"))?;
        let digits = !field.value.is_empty() && field.value.bytes().all(|b| b.is_ascii_digit());
        let stars = (field.value.parse::<usize>().ok())
            .filter(|&k| digits && k > 0)
            .ok_or_else(|| {
                let message = format!("bad star count `{}`: expected a whole number from 1", field.value);
                ParseError::new(doc.file, field.line, Some(field.value_column), message)
            })?;
        let block = doc
            .block("rooms")
            .ok_or_else(|| doc.missing("missing `rooms:` block"))?;
        Ok(StarBattle::new(Rooms::from_block(doc.file, block)?.0, stars))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str(&format!("kind: star-battle\nstars: {}\nrooms:\n", self.stars));
        out.push_str(&self.rooms.to_block());
        out
    }
}
