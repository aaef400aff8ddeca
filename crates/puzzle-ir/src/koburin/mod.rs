//! Koburin (コブリン): some cells hold a number. Shade some of the other cells so that no
//! two shaded cells share an edge, and draw one closed loop through the centres of all
//! the remaining cells (neither numbered nor shaded), from each cell to an orthogonal
//! neighbour, never branching or crossing itself. A number counts the shaded cells that
//! share an edge with its cell; in pzprjs's Minesweeper variant it counts the eight cells
//! around it. A number cell with the unknown number `?` states nothing but that it is a
//! clue cell.
//!
//! ```
//! use puzzle_ir::koburin::Koburin;
//! use puzzle_ir::small_number::Number;
//!
//! let puzzle = Koburin::parse("p.txt", "kind: koburin\ngrid:\n1..\n..?\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! assert_eq!(puzzle.clue(0, 0), Some(Number::Known(1)));
//! assert_eq!(puzzle.clue(1, 2), Some(Number::Unknown));
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use check::check;

use crate::error::ParseError;
use crate::grid::Grid;
use crate::lines::{ClueCells, Lattice, LineAnswer, LinePuzzle};
use crate::shaded_loop::{self, ClueSymbol};
use crate::small_number::Number;
use crate::text::Document;

/// A Koburin answer: the loop through the cells' centres and the shaded cells, drawn as
/// on paper (the drawing of the [lines kit](crate::lines) on [`Lattice::Centres`]). The
/// drawing has `2 * rows - 1` lines of `2 * cols - 1` characters: at each cell (even
/// line, even column) `#` when it is shaded, `.` when it is not, and a number cell as its
/// number (`?` unknown); between two cells of a row `-` where the loop joins them and a
/// space where it does not; between two cells of a column `|` or a space; a space
/// between four cells.
///
/// ```text
/// 1-.-.
/// | | |
/// .-. ?
/// ```
pub type KoburinAnswer = LineAnswer<Koburin>;

/// What the answer drawing shows in a cell besides `.`: a number cell, or a shaded cell.
pub type Mark = shaded_loop::Mark<Number>;

/// The largest number: a cell has four neighbours, and of its eight cells around no more
/// than four can be shaded apart.
pub const MAX_NUMBER: u8 = 4;

/// A number cell is drawn as its digit, or `?`.
impl ClueSymbol for Number {
    fn symbol(self) -> char {
        Number::text(Some(self))
    }

    fn of_symbol(ch: char) -> Option<Self> {
        Number::read(ch, MAX_NUMBER).flatten()
    }
}

/// Which cells a number counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Around {
    /// The cells that share an edge with its cell.
    #[default]
    Sides,
    /// The eight cells that touch its cell by a side or a corner (pzprjs's Minesweeper
    /// variant, its flag `m`).
    Minesweeper,
}

/// The header key of the variant, and the value of [`Around::Minesweeper`].
const VARIANT: (&str, &str) = ("variant", "minesweeper");

/// A Koburin puzzle: `rows` x `cols` cells, row-major, each a number cell or none; which
/// cells a number counts; whether pzprjs draws the number cells gray (its URL flag `b`,
/// a look without a rule).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Koburin {
    rows: usize,
    cols: usize,
    marks: Vec<Option<Mark>>,
    around: Around,
    gray: bool,
}

/// The cells and numbers given do not make a grid.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("a Koburin needs at least one row and one column")]
    Empty,
    #[error("{got} cells given for {rows}x{cols}")]
    CellCount { rows: usize, cols: usize, got: usize },
    #[error("the number {0} is above {MAX_NUMBER}")]
    TooLarge(u8),
}

impl Koburin {
    /// A puzzle from row-major number cells, counting the sides, its number cells drawn
    /// white.
    pub fn new(rows: usize, cols: usize, clues: Vec<Option<Number>>) -> Result<Self, ShapeError> {
        if rows == 0 || cols == 0 {
            return Err(ShapeError::Empty);
        }
        if clues.len() != rows * cols {
            return Err(ShapeError::CellCount { rows, cols, got: clues.len() });
        }
        if let Some(Number::Known(n)) = clues.iter().flatten().find(|n| matches!(n, Number::Known(n) if *n > MAX_NUMBER)) {
            return Err(ShapeError::TooLarge(*n));
        }
        let marks = clues.into_iter().map(|clue| clue.map(Mark::Clue)).collect();
        Ok(Koburin { rows, cols, marks, around: Around::Sides, gray: false })
    }

    /// The puzzle with the row-major number cells `clues` (numbers at most
    /// [`MAX_NUMBER`]), its variant and look kept.
    fn with_clues(&self, clues: Vec<Option<Number>>) -> Self {
        let puzzle = Koburin::new(self.rows, self.cols, clues).expect("same shape, numbers checked");
        puzzle.with_around(self.around).with_gray(self.gray)
    }

    /// The puzzle with its numbers counting `around`.
    pub fn with_around(self, around: Around) -> Self {
        Koburin { around, ..self }
    }

    /// The puzzle with its number cells drawn gray or not.
    pub fn with_gray(self, gray: bool) -> Self {
        Koburin { gray, ..self }
    }

    /// Rows of cells.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns of cells.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The grid of cells.
    pub fn grid(&self) -> Grid {
        Grid::new(self.rows, self.cols)
    }

    /// Which cells a number counts.
    pub fn around(&self) -> Around {
        self.around
    }

    /// Whether the number cells are drawn gray (pzprjs's URL flag `b`).
    pub fn gray(&self) -> bool {
        self.gray
    }

    /// The number in cell (`row`, `col`), if it is a number cell.
    pub fn clue(&self, row: usize, col: usize) -> Option<Number> {
        self.number(row * self.cols + col)
    }

    /// The number of `cell`, row-major.
    fn number(&self, cell: usize) -> Option<Number> {
        match self.marks[cell] {
            Some(Mark::Clue(number)) => Some(number),
            _ => None,
        }
    }

    /// The cells' numbers, row-major.
    pub fn clues(&self) -> Vec<Option<Number>> {
        (0..self.marks.len()).map(|cell| self.number(cell)).collect()
    }

    /// The cells a number in `cell` counts.
    pub fn counted(&self, cell: usize) -> Vec<usize> {
        match self.around {
            Around::Sides => self.grid().neighbours(cell).collect(),
            Around::Minesweeper => self.grid().touching(cell).collect(),
        }
    }

    /// Row-major: the cell is shaded in `answer`.
    pub fn shaded(&self, answer: &KoburinAnswer) -> Vec<bool> {
        (0..self.marks.len()).map(|cell| answer.cell(cell / self.cols, cell % self.cols) == Some(Mark::Shaded)).collect()
    }

    /// The number of `cell` where the row-major cells `shaded` are: the shaded cells it
    /// counts.
    pub fn seen(&self, cell: usize, shaded: &[bool]) -> Number {
        Number::Known(self.counted(cell).into_iter().filter(|&i| shaded[i]).count() as u8)
    }

    /// Every known number: its cell, row-major, and its value.
    pub fn counts(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        (0..self.marks.len()).filter_map(|cell| match self.number(cell)? {
            Number::Known(n) => Some((cell, n)),
            Number::Unknown => None,
        })
    }

    /// Parses a native file (header with `kind: koburin`, `variant: minesweeper` for
    /// numbers that count the eight cells around them, and `clue-cells: gray` for number
    /// cells drawn gray).
    pub fn parse(file: &str, text: &str) -> Result<Koburin, ParseError> {
        Koburin::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document: rows of characters, each `.`, a
    /// number 0-4 or `?`.
    pub fn from_document(doc: &Document) -> Result<Koburin, ParseError> {
        let (variant, minesweeper) = VARIANT;
        doc.allow_only("koburin", &["kind", variant, shaded_loop::CLUE_CELLS.0], &["grid"])?;
        let around = match doc.field(variant) {
            None => Around::Sides,
            Some(field) if field.value == minesweeper => Around::Minesweeper,
            Some(field) => {
                let message = format!("unknown {variant} `{}`; expected `{minesweeper}`", field.value);
                return Err(ParseError::new(doc.file, field.line, Some(field.value_column), message));
            }
        };
        let gray = shaded_loop::gray_clue_cells(doc)?;
        let read = |ch| Number::read(ch, MAX_NUMBER);
        let (rows, cols, clues) = doc.char_grid("cell", read, "`.`, a number 0-4 or `?`")?;
        let puzzle = Koburin::new(rows, cols, clues).expect("cells were checked while parsing");
        Ok(puzzle.with_around(around).with_gray(gray))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::koburin::Koburin;
    /// let text = "kind: koburin\nvariant: minesweeper\ngrid:\n2.?\n.0.\n";
    /// assert_eq!(Koburin::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut fields = vec![("kind", "koburin")];
        if self.around == Around::Minesweeper {
            fields.push(VARIANT);
        }
        if self.gray {
            fields.push(shaded_loop::CLUE_CELLS);
        }
        self.native_file(&fields, comments)
    }
}

/// The loop runs through the cells' centres; the drawing writes a cell as its [`Mark`]
/// or `.`, the puzzle as its number or `.`.
impl LinePuzzle for Koburin {
    const LATTICE: Lattice = Lattice::Centres;
    const CLUES: &'static str = "`.`, `#` (shaded), or a number cell's number 0-4 or `?`";
    type Clue = Mark;

    fn clue_cells(&self) -> ClueCells<'_, Mark> {
        ClueCells { rows: self.rows, cols: self.cols, clues: &self.marks }
    }

    fn clue_char(mark: Option<Mark>) -> char {
        Mark::char_of(mark)
    }

    fn clue_of_char(ch: char) -> Option<Option<Mark>> {
        Mark::of_char(ch)
    }
}
