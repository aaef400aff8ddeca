//! Nurimisaki (Nikoli): a grid with circles in some cells, some holding a number. Shade
//! some cells so that the unshaded cells form one orthogonally connected area, no 2x2
//! block is wholly shaded or wholly unshaded, and the capes are exactly the circled
//! cells: a cape is an unshaded cell with exactly one unshaded orthogonal neighbour. A
//! number in a circle counts the cells its cape sees in its one open direction, itself
//! included, up to the first shaded cell or the border. At least one cell is shaded
//! (pzprjs's rule too). A circle without a number is written `?`, as pzprjs's unknown
//! number: it is a cape and counts nothing.
//!
//! ```
//! use puzzle_ir::nurimisaki::Nurimisaki;
//!
//! let text = "kind: nurimisaki\ngrid:\n? . .\n. . 3\n";
//! let puzzle = Nurimisaki::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert_eq!(puzzle.number(1, 2), Some(3));
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use crate::shading::{ShapeError, MAX_NUMBER, UNKNOWN};
pub use check::check;

use crate::error::ParseError;
use crate::shaded::{Numbered, ShadedGrid};
use crate::shading::{Allowed, NumberGrid};
use crate::text::Document;
use crate::Clue;

/// A Nurimisaki answer: the grid with each shaded cell written `#` and each unshaded
/// cell as the puzzle writes it (its number, `?` or `.`), cells separated by spaces.
pub type NurimisakiAnswer = ShadedGrid<Numbered>;

/// A Nurimisaki's circles: numbers 1..=[`MAX_NUMBER`] and the circle without a number.
const CIRCLES: Allowed = Allowed {
    max: MAX_NUMBER,
    unknown: true,
};

/// A Nurimisaki puzzle: a grid of cells, each with a numbered circle, a circle without
/// a number ([`UNKNOWN`]) or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nurimisaki(NumberGrid);

impl std::ops::Deref for Nurimisaki {
    type Target = NumberGrid;

    fn deref(&self) -> &NumberGrid {
        &self.0
    }
}

impl Nurimisaki {
    /// A puzzle from row-major circles.
    pub fn new(rows: usize, cols: usize, circles: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        NumberGrid::new(rows, cols, circles, CIRCLES).map(Nurimisaki)
    }

    /// Parses a native Nurimisaki file (header with `kind: nurimisaki`): rows of
    /// whitespace-separated cells, each a number 1..255 (a numbered circle), `?` (a
    /// circle) or `.`.
    pub fn parse(file: &str, text: &str) -> Result<Nurimisaki, ParseError> {
        Nurimisaki::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Nurimisaki, ParseError> {
        NumberGrid::from_document(doc, "nurimisaki", CIRCLES).map(Nurimisaki)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::nurimisaki::Nurimisaki;
    /// let text = "kind: nurimisaki\ngrid:\n2 . ?\n. . 12\n";
    /// assert_eq!(Nurimisaki::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        self.0.write_native("nurimisaki", comments)
    }

    /// Whether the row-major `cell` is circled (numbered or not).
    pub fn circled(&self, cell: usize) -> bool {
        self.numbers()[cell].is_some()
    }

    /// The puzzle with the number of `clue` erased and its circle kept (`None` for any
    /// other clue).
    pub fn number_erased(&self, clue: &Clue) -> Option<Nurimisaki> {
        let Clue::Number { row, col, .. } = *clue else {
            return None;
        };
        let mut circles = self.numbers().to_vec();
        let circle = circles.get_mut(row * self.cols() + col)?;
        circle.filter(|&n| n != UNKNOWN)?;
        *circle = Some(UNKNOWN);
        Nurimisaki::new(self.rows(), self.cols(), circles).ok()
    }
}
