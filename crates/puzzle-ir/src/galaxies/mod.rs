//! Galaxies (Nikoli's Tentaisho): a grid of cells with dots on some cells, edges and
//! corners. Divide the grid along the cells' edges into regions, one dot in each, so
//! that each region is symmetric under the half-turn about its dot; no border passes
//! through a dot.
//!
//! Positions are doubled coordinates: `(y, x)` with `y` in `0..2 * rows - 1` and `x` in
//! `0..2 * cols - 1`; cell `(r, c)` is `(2r, 2c)`, the edge between two cells is the
//! position between theirs, and a corner where four cells meet is the position between
//! all four. The half-turn about `(y, x)` takes cell `(r, c)` to `(y - r, x - c)`.
//!
//! ```
//! use puzzle_ir::galaxies::Galaxies;
//!
//! let text = "kind: galaxies\ngrid:\n+-+-+\n|.o.|\n+ + +\n|. .|\n+-+-+\n";
//! let puzzle = Galaxies::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 2));
//! assert_eq!(puzzle.dots().count(), 1);
//! assert_eq!(puzzle.to_native(&[]), text);
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use answer::GalaxiesAnswer;
pub use check::check;

use crate::error::ParseError;
use crate::grid::{Grid, LayoutError};
use crate::text::Document;
use crate::KindAnswer;
use std::fmt;

/// A dot's colour: white, or black (pzprjs's second colour, whose region people may
/// shade; the rules treat both alike).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dot {
    White,
    Black,
}

impl Dot {
    /// The character of the native drawing.
    pub fn char(self) -> char {
        match self {
            Dot::White => 'o',
            Dot::Black => '*',
        }
    }

    /// The dot a character of the native drawing stands for.
    pub fn of_char(ch: char) -> Option<Dot> {
        match ch {
            'o' => Some(Dot::White),
            '*' => Some(Dot::Black),
            _ => None,
        }
    }

    /// pzprjs's number for the colour: 1 white, 2 black.
    pub fn number(self) -> u32 {
        match self {
            Dot::White => 1,
            Dot::Black => 2,
        }
    }
}

/// A position of the doubled grid, by what sits there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spot {
    /// The cell (row, col).
    Cell(usize, usize),
    /// The edge right of the cell (row, col).
    Right(usize, usize),
    /// The edge below the cell (row, col).
    Below(usize, usize),
    /// The corner below and right of the cell (row, col).
    Corner(usize, usize),
}

impl Spot {
    /// What sits at the doubled position `(y, x)`.
    pub fn at(y: usize, x: usize) -> Spot {
        let (row, col) = (y / 2, x / 2);
        match (y % 2, x % 2) {
            (0, 0) => Spot::Cell(row, col),
            (0, _) => Spot::Right(row, col),
            (_, 0) => Spot::Below(row, col),
            _ => Spot::Corner(row, col),
        }
    }
}

impl fmt::Display for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Spot::Cell(r, c) => write!(f, "on r{}c{}", r + 1, c + 1),
            Spot::Right(r, c) => write!(f, "right of r{}c{}", r + 1, c + 1),
            Spot::Below(r, c) => write!(f, "below r{}c{}", r + 1, c + 1),
            Spot::Corner(r, c) => write!(f, "at the bottom-right corner of r{}c{}", r + 1, c + 1),
        }
    }
}

/// A Galaxies puzzle: `rows` x `cols` cells and the dots, on the doubled grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Galaxies {
    rows: usize,
    cols: usize,
    dots: Vec<Option<Dot>>,
}

/// The doubled grid of `rows` x `cols` cells: its height and width.
pub fn doubled(rows: usize, cols: usize) -> (usize, usize) {
    (2 * rows - 1, 2 * cols - 1)
}

impl Galaxies {
    /// A puzzle from the dots of the doubled grid, row-major.
    pub fn new(rows: usize, cols: usize, dots: Vec<Option<Dot>>) -> Result<Self, LayoutError> {
        Grid::holding(rows, cols, rows * cols)?;
        let (height, width) = doubled(rows, cols);
        Grid::holding(height, width, dots.len())?;
        Ok(Galaxies { rows, cols, dots })
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Height and width of the doubled grid.
    pub fn doubled(&self) -> (usize, usize) {
        doubled(self.rows, self.cols)
    }

    /// The dot at the doubled position `(y, x)`, if any.
    pub fn dot(&self, y: usize, x: usize) -> Option<Dot> {
        self.dots[y * self.doubled().1 + x]
    }

    /// Every dot of the doubled grid, row-major (`None` where there is none).
    pub fn all_dots(&self) -> &[Option<Dot>] {
        &self.dots
    }

    /// The dots with their doubled positions, row by row.
    pub fn dots(&self) -> impl Iterator<Item = (usize, usize, Dot)> + '_ {
        let width = self.doubled().1;
        (self.dots.iter().enumerate()).filter_map(move |(i, dot)| dot.map(|d| (i / width, i % width, d)))
    }

    /// The puzzle without the dot at `(y, x)`.
    pub fn without_dot(&self, y: usize, x: usize) -> Galaxies {
        let mut dots = self.dots.clone();
        dots[y * self.doubled().1 + x] = None;
        Galaxies { dots, ..self.clone() }
    }

    /// Parses a native Galaxies file (header with `kind: galaxies`): the `grid:` block is
    /// the drawing of [`GalaxiesAnswer`] with no border inside the frame.
    pub fn parse(file: &str, text: &str) -> Result<Galaxies, ParseError> {
        Galaxies::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document.
    pub fn from_document(doc: &Document) -> Result<Galaxies, ParseError> {
        doc.allow_only("galaxies", &["kind"], &["grid"])?;
        let grid = (doc.block("grid")).ok_or_else(|| doc.missing("missing `grid:` block"))?;
        let rows: Vec<(usize, &str)> = grid.rows.iter().map(|row| (row.line, row.text)).collect();
        let drawing = answer::Drawing::read(doc.file, &rows, None)?;
        if let Some((line, col)) = drawing.first_border() {
            let message = "a puzzle draws no border inside the frame";
            return Err(ParseError::new(doc.file, rows[line].0, Some(col + 1), message));
        }
        Ok(drawing.puzzle)
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: galaxies\ngrid:\n");
        out.push_str(&GalaxiesAnswer::empty(self).to_text());
        out
    }
}
