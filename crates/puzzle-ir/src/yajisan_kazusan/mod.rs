//! Yajisan-Kazusan (Nikoli's やじさんかずさん): some cells hold an arrow with a number.
//! Shade cells so that no two shaded cells share an edge, the unshaded cells form one
//! orthogonally connected area, and each arrow in an unshaded cell counts the shaded
//! cells in its direction, to the border. A shaded arrow's number counts nothing (it may
//! be true or false). At least one cell is shaded (pzprjs's rule). A number without an
//! arrow and pzprjs's unknown number `?` state nothing.
//!
//! ```
//! use puzzle_ir::arrow::{Arrow, ArrowClue};
//! use puzzle_ir::yajisan_kazusan::YajisanKazusan;
//!
//! let text = "kind: yajisan-kazusan\ngrid:\n>1 . .\n. . ^?\n";
//! let puzzle = YajisanKazusan::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.grid().rows, puzzle.grid().cols), (2, 3));
//! let clue = ArrowClue { arrow: Some(Arrow::Right), number: Some(1) };
//! assert_eq!(puzzle.clue(0, 0), Some(clue));
//! assert_eq!(puzzle.counts().collect::<Vec<_>>(), [(0, Arrow::Right, 1)]);
//! ```

pub mod check;
pub mod generate;
mod kind;
mod puzzlink;

pub use check::check;

use crate::arrow::ArrowClue;
use crate::arrow_grid::ArrowGrid;
use crate::error::ParseError;
use crate::plural::count;
use crate::shaded::{Plain, ShadedGrid};
use crate::text::{tokens, Document};

/// A Yajisan-Kazusan answer: `#` a shaded cell, `.` an unshaded one.
pub type YajisanKazusanAnswer = ShadedGrid<Plain>;

pub use crate::arrow_grid::{ShapeError, MAX_NUMBER};

/// A Yajisan-Kazusan puzzle: `rows` x `cols` cells, row-major, each with a clue or none
/// (its [`ArrowGrid`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YajisanKazusan(ArrowGrid);

impl std::ops::Deref for YajisanKazusan {
    type Target = ArrowGrid;

    fn deref(&self) -> &ArrowGrid {
        &self.0
    }
}

impl YajisanKazusan {
    /// A puzzle from row-major clues.
    pub fn new(rows: usize, cols: usize, clues: Vec<Option<ArrowClue>>) -> Result<Self, ShapeError> {
        ArrowGrid::new(rows, cols, clues).map(YajisanKazusan)
    }

    /// Parses a native file (header with `kind: yajisan-kazusan`).
    pub fn parse(file: &str, text: &str) -> Result<YajisanKazusan, ParseError> {
        YajisanKazusan::from_document(&Document::parse(file, text)?)
    }

    /// Builds the puzzle from an already split document: rows of whitespace-separated
    /// cells, each `.` or a clue ([`ArrowClue::read`]: `>2`, `^?`, `3` ...).
    pub fn from_document(doc: &Document) -> Result<YajisanKazusan, ParseError> {
        doc.allow_only("yajisan-kazusan", &["kind"], &["grid"])?;
        let grid = (doc.block("grid")).ok_or_else(|| doc.missing("missing `grid:` block"))?;
        let first = (grid.rows.first())
            .ok_or_else(|| ParseError::new(doc.file, grid.line, None, "the grid has no rows"))?;
        let cols = tokens(first.text).len();
        let mut clues = Vec::with_capacity(grid.rows.len() * cols);
        for row in &grid.rows {
            let error = |column, message| ParseError::new(doc.file, row.line, Some(column), message);
            let cells = tokens(row.text);
            if cells.len() != cols {
                let column = cells.get(cols).map_or(row.text.chars().count() + 1, |t| t.0);
                let found = count(cells.len(), "cell");
                return Err(error(column, format!("row has {found}; expected {cols} like the first row (line {})", first.line)));
            }
            for (column, cell) in cells {
                clues.push(match cell {
                    "." => None,
                    token => {
                        let clue = ArrowClue::read(token).map_err(|message| error(column, message))?;
                        if let Some(n) = clue.number.filter(|&n| n > MAX_NUMBER) {
                            return Err(error(column, format!("number {n} is above {MAX_NUMBER}")));
                        }
                        Some(clue)
                    }
                });
            }
        }
        let rows = grid.rows.len();
        Ok(YajisanKazusan::new(rows, cols, clues).expect("cells were checked while parsing"))
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::yajisan_kazusan::YajisanKazusan;
    /// let text = "kind: yajisan-kazusan\ngrid:\nv2 . ?\n. <0 7\n";
    /// assert_eq!(YajisanKazusan::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: yajisan-kazusan\ngrid:\n");
        for row in self.clues().chunks(self.cols()) {
            let cells: Vec<String> = row.iter().map(|clue| clue.map_or(".".to_owned(), ArrowClue::text)).collect();
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
        out
    }
}
