//! The lines kit: what the kinds whose answer is drawn as lines share. The lines join
//! neighbouring points of a [`Lattice`], either the cells' centres (Masyu) or their
//! corners (Slitherlink); the answer is the set of [`Edges`] drawn and the cells' clues
//! as the drawing writes them ([`LineAnswer`]), read and written as a drawing of
//! characters; the checker starts with [`drawn`] and judges the lines on a
//! [`LineGraph`] (degrees, straight or turning, dead ends, pieces), reporting a
//! [`LineFault`]; and a random loop grows as the border of a [`Region`] of faces.
//!
//! A kind brings its rules and, through [`LinePuzzle`], its lattice and how its clues
//! are written.
//!
//! The drawing of a lattice of `rows` x `cols` points has `2 rows - 1` lines of
//! `2 cols - 1` characters: a point at each even line and even column, the edge right of
//! it (`-` drawn, a space not) at the odd column after it, the edge below it (`|` or a
//! space) at the odd line below it, and a face between four points at odd line and odd
//! column. The cells' clues stand at the points or at the faces, as the lattice says.

mod answer;
mod check;
mod edges;
mod graph;
mod region;

pub(crate) use answer::drawing_lines;
pub use answer::LineAnswer;
pub use check::{drawn, LineFault};
pub use edges::Edges;
pub use graph::LineGraph;
pub use region::Region;

use std::fmt::Debug;

/// The points a kind's lines join.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lattice {
    /// The cells' centres, one point per cell, each cell's clue drawn at its point; the
    /// faces between four centres are blank (Masyu, and the kinds whose lines pass
    /// through cells). A line of the drawing between two rows of cells may be blank.
    Centres,
    /// The cells' corners, `+` in the drawing, each cell's clue drawn in its face
    /// (Slitherlink, and the kinds whose lines run along the cells' sides). No line of the
    /// drawing is blank, so blank lines of a file are passed over.
    Corners,
}

/// What stands at a position of the drawing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Spot {
    /// The clue of cell (row, col).
    Cell(usize, usize),
    /// The edge right of point (row, col).
    Across(usize, usize),
    /// The edge below point (row, col).
    Down(usize, usize),
    /// A point or a face where no cell stands: always the lattice's [`Lattice::filler`].
    Filler,
}

impl Lattice {
    /// The rows and columns of points of a grid of `cells` (rows, columns).
    pub fn points(self, (rows, cols): (usize, usize)) -> (usize, usize) {
        match self {
            Lattice::Centres => (rows, cols),
            Lattice::Corners => (rows + 1, cols + 1),
        }
    }

    /// The lines and columns of the drawing of a grid of `cells` (rows, columns).
    pub fn drawing_size(self, cells: (usize, usize)) -> (usize, usize) {
        let (rows, cols) = self.points(cells);
        (2 * rows - 1, 2 * cols - 1)
    }

    /// What stands at line `line`, column `col` of the drawing (both 0-based).
    pub(crate) fn spot(self, line: usize, col: usize) -> Spot {
        let (r, c) = (line / 2, col / 2);
        match (self, line % 2, col % 2) {
            (_, 0, 1) => Spot::Across(r, c),
            (_, 1, 0) => Spot::Down(r, c),
            (Lattice::Centres, 0, 0) | (Lattice::Corners, 1, 1) => Spot::Cell(r, c),
            _ => Spot::Filler,
        }
    }

    /// The character of a point or face where no cell stands.
    pub(crate) fn filler(self) -> char {
        match self {
            Lattice::Centres => ' ',
            Lattice::Corners => '+',
        }
    }

    /// Why `ch` cannot stand where [`Lattice::filler`] belongs.
    pub(crate) fn bad_filler(self, ch: char) -> String {
        match self {
            Lattice::Centres => {
                format!("bad character `{ch}` between four cells; expected a space")
            }
            Lattice::Corners => format!("bad point `{ch}`; expected `+`"),
        }
    }

    /// What an edge is called in messages: a `link` between two cells' centres, an `edge`
    /// of a cell.
    pub(crate) fn edge_name(self) -> &'static str {
        match self {
            Lattice::Centres => "link",
            Lattice::Corners => "edge",
        }
    }
}

/// A line puzzle's cells: rows, columns and each cell's clue or none, row-major.
#[derive(Debug, Clone, Copy)]
pub struct ClueCells<'a, C> {
    pub rows: usize,
    pub cols: usize,
    pub clues: &'a [Option<C>],
}

/// A kind whose answer is lines on a lattice: its grid of cells, each with a clue or
/// none, and how the drawing writes a clue.
pub trait LinePuzzle: Clone + Debug + PartialEq + Eq + Send + Sync + 'static {
    /// The points the lines join.
    const LATTICE: Lattice;
    /// What a cell of the drawing may show, for the message about one that shows
    /// something else.
    const CLUES: &'static str;
    /// A cell's clue: a pearl, a number.
    type Clue: Copy + Debug + PartialEq + Eq + Send + Sync + 'static;

    /// The grid of cells and their clues.
    fn clue_cells(&self) -> ClueCells<'_, Self::Clue>;

    /// Rows and columns of cells.
    fn size(&self) -> (usize, usize) {
        let cells = self.clue_cells();
        (cells.rows, cells.cols)
    }

    /// The cells' clues, row-major.
    fn cell_clues(&self) -> &[Option<Self::Clue>] {
        self.clue_cells().clues
    }

    /// The character a cell with `clue` is drawn as.
    fn clue_char(clue: Option<Self::Clue>) -> char;

    /// The clue a drawn cell's character stands for (`Some(None)`: no clue), `None` when
    /// the character is none of [`LinePuzzle::CLUES`].
    fn clue_of_char(ch: char) -> Option<Option<Self::Clue>>;

    /// The puzzle in the native format of kind `kind`: its header, then a `grid:` block
    /// of the cells as the drawing writes them, preceded by `comments` as `#` lines.
    fn native_grid(&self, kind: &str, comments: &[String]) -> String {
        self.native_file(&[("kind", kind)], comments)
    }

    /// [`LinePuzzle::native_grid`] with the header `fields` (`kind` first) as
    /// `key: value` lines.
    fn native_file(&self, fields: &[(&str, &str)], comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.extend(
            fields
                .iter()
                .map(|(key, value)| format!("{key}: {value}\n")),
        );
        out.push_str("grid:\n");
        for row in self.cell_clues().chunks(self.size().1) {
            out.extend(row.iter().map(|&clue| Self::clue_char(clue)));
            out.push('\n');
        }
        out
    }

    /// Each position of the drawing with the characters an answer may put there: the
    /// cell's clue, an edge drawn or not, or the filler.
    fn drawing_values(&self) -> Vec<Vec<Vec<String>>> {
        let cols = self.size().1;
        let (height, width) = Self::LATTICE.drawing_size(self.size());
        let values = |line: usize, col: usize| -> Vec<String> {
            let chars = match Self::LATTICE.spot(line, col) {
                Spot::Cell(r, c) => vec![Self::clue_char(self.cell_clues()[r * cols + c])],
                Spot::Across(..) => vec!['-', ' '],
                Spot::Down(..) => vec!['|', ' '],
                Spot::Filler => vec![Self::LATTICE.filler()],
            };
            chars.into_iter().map(String::from).collect()
        };
        (0..height)
            .map(|line| (0..width).map(|col| values(line, col)).collect())
            .collect()
    }
}
