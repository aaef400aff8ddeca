//! Masyu (Nikoli): a grid of cells, some holding a white or a black pearl. Draw one
//! closed loop through the centres of cells, from each cell to an orthogonal neighbour,
//! that passes every pearl and never branches or crosses itself. The loop goes straight
//! through a white pearl and turns in at least one of the two cells next to it; it turns
//! on a black pearl and goes straight through both cells next to it. A pearl of unknown
//! colour (pzprjs's `?`) asks only that the loop pass it.
//!
//! ```
//! use puzzle_ir::masyu::{Masyu, Pearl};
//!
//! let puzzle = Masyu::parse("p.txt", "kind: masyu\ngrid:\n*.o\n...\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert_eq!(puzzle.pearl(0, 0), Some(Pearl::Black));
//! assert_eq!(puzzle.pearl(0, 2), Some(Pearl::White));
//! assert_eq!(puzzle.pearl(1, 1), None);
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use check::check;

use crate::error::ParseError;
use crate::grid::{Grid, LayoutError};
use crate::lines::{ClueCells, Lattice, LineAnswer, LinePuzzle};
use crate::text::Document;

/// A Masyu answer: the loop drawn through the cells' centres, as on paper (the drawing
/// of the [lines kit](crate::lines) on [`Lattice::Centres`]). The drawing has
/// `2 * rows - 1` lines of `2 * cols - 1` characters: at each cell (even line, even
/// column) its pearl or `.`; between two cells of a row `-` where the loop joins them and
/// a space where it does not; between two cells of a column `|` or a space; a space
/// between four cells. A line between two rows of cells may be blank.
///
/// ```text
/// *-.-o
/// |   |
/// .-.-.
/// ```
pub type MasyuAnswer = LineAnswer<Masyu>;

/// A pearl: the loop goes straight through a white one and turns on a black one; it only
/// passes one of unknown colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pearl {
    White,
    Black,
    /// pzprjs's pearl of unknown colour (`?`).
    Unknown,
}

impl Pearl {
    /// The character of the native format and of the answer drawing.
    pub fn symbol(self) -> char {
        match self {
            Pearl::White => 'o',
            Pearl::Black => '*',
            Pearl::Unknown => '?',
        }
    }

    /// The pearl a character of the native format or the drawing stands for.
    pub fn from_symbol(ch: char) -> Option<Pearl> {
        match ch {
            'o' => Some(Pearl::White),
            '*' => Some(Pearl::Black),
            '?' => Some(Pearl::Unknown),
            _ => None,
        }
    }

    /// The pearl's number in [`Clue::Number`](crate::Clue), and of a white or black one
    /// in pzprjs's URLs and files: 1 white, 2 black, 3 unknown.
    pub fn number(self) -> u8 {
        match self {
            Pearl::White => 1,
            Pearl::Black => 2,
            Pearl::Unknown => 3,
        }
    }

    /// The pearl of [`Pearl::number`].
    pub fn from_number(number: u8) -> Option<Pearl> {
        match number {
            1 => Some(Pearl::White),
            2 => Some(Pearl::Black),
            3 => Some(Pearl::Unknown),
            _ => None,
        }
    }

    /// `white`, `black` or `unknown` (its colour), for people and JSON.
    pub fn name(self) -> &'static str {
        match self {
            Pearl::White => "white",
            Pearl::Black => "black",
            Pearl::Unknown => "unknown",
        }
    }

    /// The pearl in words, without an article: `white pearl`, `pearl of unknown colour`.
    pub fn noun(self) -> String {
        match self {
            Pearl::Unknown => "pearl of unknown colour".to_owned(),
            known => format!("{} pearl", known.name()),
        }
    }
}

/// A Masyu puzzle: `rows` x `cols` cells, row-major, each with a pearl or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Masyu {
    rows: usize,
    cols: usize,
    pearls: Vec<Option<Pearl>>,
}

impl Masyu {
    /// A puzzle from row-major pearls.
    pub fn new(rows: usize, cols: usize, pearls: Vec<Option<Pearl>>) -> Result<Self, LayoutError> {
        Grid::holding(rows, cols, pearls.len())?;
        Ok(Masyu { rows, cols, pearls })
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The pearl in the cell at 0-based (row, col), if any.
    pub fn pearl(&self, row: usize, col: usize) -> Option<Pearl> {
        self.pearls[row * self.cols + col]
    }

    /// Row-major pearls.
    pub fn pearls(&self) -> &[Option<Pearl>] {
        &self.pearls
    }

    /// Parses a native Masyu file (header with `kind: masyu`): `.` a cell without a
    /// pearl, `o` a white pearl, `*` a black pearl, `?` a pearl of unknown colour.
    pub fn parse(file: &str, text: &str) -> Result<Masyu, ParseError> {
        Masyu::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Masyu, ParseError> {
        doc.allow_only("masyu", &["kind"], &["grid"])?;
        let expected = "`.` (no pearl), `o` (white), `*` (black) or `?` (unknown colour)";
        let (rows, cols, pearls) = doc.char_grid("cell", Masyu::clue_of_char, expected)?;
        Ok(Masyu::new(rows, cols, pearls).expect("rows were checked while parsing"))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::masyu::Masyu;
    /// let text = "kind: masyu\ngrid:\n*.o\n.o.\n";
    /// let puzzle = Masyu::parse("p", text).unwrap();
    /// assert_eq!(puzzle.to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        self.native_grid("masyu", comments)
    }
}

/// The loop runs through the cells' centres; a cell is written as its pearl or `.`, in
/// the puzzle as in the answer drawing.
impl LinePuzzle for Masyu {
    const LATTICE: Lattice = Lattice::Centres;
    const CLUES: &'static str = "`.`, `o` (white pearl), `*` (black pearl) or `?` (pearl of unknown colour)";
    type Clue = Pearl;

    fn clue_cells(&self) -> ClueCells<'_, Pearl> {
        let (rows, cols) = (self.rows, self.cols);
        ClueCells { rows, cols, clues: &self.pearls }
    }

    fn clue_char(pearl: Option<Pearl>) -> char {
        pearl.map_or('.', Pearl::symbol)
    }

    fn clue_of_char(ch: char) -> Option<Option<Pearl>> {
        match ch {
            '.' => Some(None),
            _ => Pearl::from_symbol(ch).map(Some),
        }
    }
}
