//! Country Road (Nikoli): a grid divided into rooms, some holding a number. Draw one
//! closed loop through the centres of cells, from each cell to an orthogonal neighbour,
//! that never branches or crosses itself and passes through every room exactly once
//! (its cells in a room are one unbroken stretch); a room's number is how many of its
//! cells the loop visits; and two cells the loop misses never share an edge across a
//! room border. A room may show pzprjs's unknown number `?`, which says nothing.
//!
//! ```
//! use puzzle_ir::country_road::CountryRoad;
//!
//! let text = "kind: country-road\nrooms:\na a b\na a b\nnumbers:\na 3\nb ?\n";
//! let puzzle = CountryRoad::parse("p.txt", text).unwrap();
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
use crate::lines::{ClueCells, Lattice, LineAnswer, LinePuzzle};
use crate::numbered_rooms::NumberedRooms;
use crate::text::Document;
use std::convert::Infallible;

/// A Country Road answer: the loop drawn through the cells' centres, as on paper (the
/// drawing of the [lines kit](crate::lines) on [`Lattice::Centres`]), every cell a `.`
/// (the rooms and their numbers are the puzzle's). The drawing has `2 * rows - 1` lines
/// of `2 * cols - 1` characters: at each cell (even line, even column) `.`; between two
/// cells of a row `-` where the loop joins them and a space where it does not; between
/// two cells of a column `|` or a space; a space between four cells.
///
/// ```text
/// .-.-.
/// |   |
/// .-.-.
/// ```
pub type CountryRoadAnswer = LineAnswer<CountryRoad>;

/// The largest number a room may show (pzprjs's limit).
pub const MAX_NUMBER: u32 = 999;

/// A Country Road puzzle: rooms, and a number or none per room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountryRoad {
    rooms: NumberedRooms,
    /// No cell holds a clue of its own: the lines kit's view of the cells.
    cells: Vec<Option<Infallible>>,
}

/// A Country Road puzzle is its numbered rooms.
impl std::ops::Deref for CountryRoad {
    type Target = NumberedRooms;

    fn deref(&self) -> &NumberedRooms {
        &self.rooms
    }
}

impl CountryRoad {
    pub fn new(rooms: NumberedRooms) -> Self {
        let cells = vec![None; rooms.rows() * rooms.cols()];
        CountryRoad { rooms, cells }
    }

    /// Parses a native Country Road file (header with `kind: country-road`, a `rooms:`
    /// block and an optional `numbers:` block).
    pub fn parse(file: &str, text: &str) -> Result<CountryRoad, ParseError> {
        CountryRoad::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<CountryRoad, ParseError> {
        doc.allow_only("country-road", &["kind"], &["rooms", "numbers"])?;
        NumberedRooms::from_document(doc, MAX_NUMBER).map(CountryRoad::new)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: country-road\n");
        out.push_str(&self.rooms.to_blocks());
        out
    }
}

/// The loop runs through the cells' centres; every cell is drawn as `.`.
impl LinePuzzle for CountryRoad {
    const LATTICE: Lattice = Lattice::Centres;
    const CLUES: &'static str = "`.`";
    type Clue = Infallible;

    fn clue_cells(&self) -> ClueCells<'_, Infallible> {
        let (rows, cols) = (self.rooms.rows(), self.rooms.cols());
        ClueCells { rows, cols, clues: &self.cells }
    }

    fn clue_char(_: Option<Infallible>) -> char {
        '.'
    }

    fn clue_of_char(ch: char) -> Option<Option<Infallible>> {
        (ch == '.').then_some(None)
    }
}
