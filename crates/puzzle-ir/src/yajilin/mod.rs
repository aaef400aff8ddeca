//! Yajilin (Nikoli's ヤジリン): some cells hold a clue, an arrow with a number. Shade
//! some of the other cells so that no two shaded cells share an edge, and draw one
//! closed loop through the centres of all the remaining cells (neither clue nor shaded),
//! from each cell to an orthogonal neighbour, never branching or crossing itself. An
//! arrow's number counts the shaded cells in its direction, to the border. A clue cell
//! with the unknown number `?` states nothing but that it is a clue cell; a number
//! without an arrow is no Yajilin clue (pzprjs rejects every answer of such a puzzle,
//! and so does [`check()`]).
//!
//! ```
//! use puzzle_ir::arrow::{Arrow, ArrowClue};
//! use puzzle_ir::yajilin::Yajilin;
//!
//! let puzzle = Yajilin::parse("p.txt", "kind: yajilin\ngrid:\n>1 . .\n. . .\n").unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! let clue = ArrowClue { arrow: Some(Arrow::Right), number: Some(1) };
//! assert_eq!(puzzle.clue(0, 0), Some(clue));
//! assert_eq!(puzzle.counts().collect::<Vec<_>>(), [(0, Arrow::Right, 1)]);
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use check::check;

use crate::arrow::{Arrow, ArrowClue};
use crate::arrow_grid::ArrowGrid;
use crate::error::ParseError;
use crate::lines::{ClueCells, Lattice, LineAnswer, LinePuzzle};
use crate::shaded_loop::{self, ClueSymbol};
use crate::text::Document;

/// A Yajilin answer: the loop through the cells' centres and the shaded cells, drawn as
/// on paper (the drawing of the [lines kit](crate::lines) on [`Lattice::Centres`]). The
/// drawing has `2 * rows - 1` lines of `2 * cols - 1` characters: at each cell (even
/// line, even column) `#` when it is shaded, `.` when it is not, and a clue cell as its
/// arrow (`^`, `v`, `<`, `>`, or `=` for a clue without one); between two cells of a row
/// `-` where the loop joins them and a space where it does not; between two cells of a
/// column `|` or a space; a space between four cells.
///
/// ```text
/// >-.-.
///   | |
/// #-. .
/// ```
pub type YajilinAnswer = LineAnswer<Yajilin>;

pub use crate::arrow_grid::{ShapeError, MAX_NUMBER};

/// What the answer drawing shows in a cell besides `.` (an unshaded cell): a clue cell
/// as its arrow, or a shaded cell.
pub type Mark = crate::shaded_loop::Mark<Option<Arrow>>;

/// A clue cell is drawn as its arrow, or `=` without one.
impl ClueSymbol for Option<Arrow> {
    fn symbol(self) -> char {
        self.map_or('=', Arrow::symbol)
    }

    fn of_symbol(ch: char) -> Option<Self> {
        match ch {
            '=' => Some(None),
            _ => Arrow::ALL.into_iter().find(|a| a.symbol() == ch).map(Some),
        }
    }
}

/// A Yajilin puzzle: `rows` x `cols` cells, row-major, each with a clue or none, and
/// whether pzprjs draws the clue cells gray (its URL flag `b`, a look without a rule).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Yajilin {
    board: ArrowGrid,
    marks: Vec<Option<Mark>>,
    gray: bool,
}

impl std::ops::Deref for Yajilin {
    type Target = ArrowGrid;

    fn deref(&self) -> &ArrowGrid {
        &self.board
    }
}

impl Yajilin {
    /// A puzzle from row-major clues, its clue cells drawn white.
    pub fn new(rows: usize, cols: usize, clues: Vec<Option<ArrowClue>>) -> Result<Self, ShapeError> {
        let marks = clues.iter().map(|clue| clue.map(|c| Mark::Clue(c.arrow))).collect();
        let board = ArrowGrid::new(rows, cols, clues)?;
        Ok(Yajilin { board, marks, gray: false })
    }

    /// The puzzle with its clue cells drawn gray or not.
    pub fn with_gray(self, gray: bool) -> Self {
        Yajilin { gray, ..self }
    }

    /// Whether the clue cells are drawn gray (pzprjs's URL flag `b`).
    pub fn gray(&self) -> bool {
        self.gray
    }

    /// The first cell, row by row, with a number but no arrow.
    pub fn arrowless_number(&self) -> Option<usize> {
        (self.clues().iter()).position(|clue| clue.is_some_and(|c| c.arrow.is_none() && c.number.is_some()))
    }

    /// Parses a native file (header with `kind: yajilin`, and `clue-cells: gray` for
    /// clue cells drawn gray).
    pub fn parse(file: &str, text: &str) -> Result<Yajilin, ParseError> {
        Yajilin::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document: rows of whitespace-separated
    /// cells, each `.` or a clue ([`ArrowClue::read`]: `>2`, `^?` ...).
    pub fn from_document(doc: &Document) -> Result<Yajilin, ParseError> {
        doc.allow_only("yajilin", &["kind", "clue-cells"], &["grid"])?;
        let gray = shaded_loop::gray_clue_cells(doc)?;
        let (rows, cols, clues) = doc.token_grid(|token| match token {
            "." => Ok(None),
            token => {
                let clue = ArrowClue::read(token)?;
                match clue.number.filter(|&n| n > MAX_NUMBER) {
                    Some(n) => Err(format!("number {n} is above {MAX_NUMBER}")),
                    None => Ok(Some(clue)),
                }
            }
        })?;
        let puzzle = Yajilin::new(rows, cols, clues).expect("cells were checked while parsing");
        Ok(puzzle.with_gray(gray))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::yajilin::Yajilin;
    /// let text = "kind: yajilin\ngrid:\nv2 . ?\n. <0 .\n";
    /// assert_eq!(Yajilin::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: yajilin\n");
        if self.gray {
            let (key, gray) = shaded_loop::CLUE_CELLS;
            out.push_str(&format!("{key}: {gray}\n"));
        }
        out.push_str("grid:\n");
        let token = |clue: Option<ArrowClue>| clue.map_or(".".to_owned(), ArrowClue::text);
        out + &crate::token_grid::write(self.clues(), self.cols(), token)
    }
}

/// The loop runs through the cells' centres; the drawing writes a cell as its [`Mark`]
/// or `.`.
impl LinePuzzle for Yajilin {
    const LATTICE: Lattice = Lattice::Centres;
    const CLUES: &'static str = "`.`, `#` (shaded), or a clue cell's arrow `^`, `v`, `<`, `>` (`=`: no arrow)";
    type Clue = Mark;

    fn clue_cells(&self) -> ClueCells<'_, Mark> {
        let (rows, cols) = (self.rows(), self.cols());
        ClueCells { rows, cols, clues: &self.marks }
    }

    fn clue_char(mark: Option<Mark>) -> char {
        Mark::char_of(mark)
    }

    fn clue_of_char(ch: char) -> Option<Option<Mark>> {
        Mark::of_char(ch)
    }
}
