//! Nonogram (also Paint by Numbers, Griddlers, Hanjie): a blank grid with a clue beside
//! each row and above each column, the lengths of the runs of shaded cells in that line,
//! in order (left to right, top to bottom), each run separated from the next by at least
//! one unshaded cell. A line whose clue is empty (`0`) has no shaded cell.
//!
//! A line may also have no clue at all (`-`): nothing is asked of it. Published puzzles
//! clue every line; a missing clue is what `explain` leaves when it sets a clue aside.
//!
//! ```
//! use puzzle_ir::nonogram::{check, Nonogram, NonogramAnswer};
//!
//! let text = "kind: nonogram\ncols:\n2\n1\n0\nrows:\n2\n1\n";
//! let puzzle = Nonogram::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (2, 3));
//! let answer = NonogramAnswer::parse_text(&puzzle, "a.txt", "##.\n#..\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

pub mod check;
pub mod generate;
mod kind;
pub mod line_solve;
mod parse;
mod puzzlink;

pub use check::check;

use crate::grid::{Grid, Line};
use crate::shaded::{Plain, ShadedGrid};

/// A Nonogram answer: its shaded cells `#`, the others `.`.
pub type NonogramAnswer = ShadedGrid<Plain>;

/// The clue of one line: the lengths of its runs in order (empty: no shaded cell), or
/// `None` for a line without a clue.
pub type LineClue = Option<Vec<u32>>;

/// A Nonogram puzzle: a clue per row (top to bottom) and per column (left to right).
/// Run lengths are at least 1 and at most the line's length; clues whose runs cannot fit
/// in their line are kept as given: such a puzzle is well-formed but has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nonogram {
    row_clues: Vec<LineClue>,
    col_clues: Vec<LineClue>,
}

/// Why a [`Nonogram`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("a grid needs at least one row and one column")]
    Empty,
    #[error("{line} has a run of {run}; runs are 1 to {length} cells long")]
    Run { line: Line, run: u32, length: usize },
}

impl Nonogram {
    /// A puzzle with `row_clues.len()` rows and `col_clues.len()` columns.
    pub fn new(row_clues: Vec<LineClue>, col_clues: Vec<LineClue>) -> Result<Self, ShapeError> {
        let (rows, cols) = (row_clues.len(), col_clues.len());
        if rows == 0 || cols == 0 {
            return Err(ShapeError::Empty);
        }
        let puzzle = Nonogram {
            row_clues,
            col_clues,
        };
        for (line, clue) in puzzle.clued_lines() {
            let length = puzzle.length(line);
            if let Some(&run) = clue.iter().find(|&&run| run == 0 || run as usize > length) {
                return Err(ShapeError::Run { line, run, length });
            }
        }
        Ok(puzzle)
    }

    /// The puzzle whose clues are the runs of `answer`'s lines.
    pub fn from_answer(answer: &NonogramAnswer) -> Nonogram {
        let grid = Grid::new(answer.rows(), answer.cols());
        let mut clues = grid.lines().map(|line| Some(runs(line.iter().map(|&i| answer.cells()[i]))));
        let row_clues = clues.by_ref().take(grid.rows).collect();
        Nonogram::new(row_clues, clues.collect()).expect("runs of a grid fit in it")
    }

    pub fn rows(&self) -> usize {
        self.row_clues.len()
    }

    pub fn cols(&self) -> usize {
        self.col_clues.len()
    }

    /// The grid's shape.
    pub fn shape(&self) -> Grid {
        Grid::new(self.rows(), self.cols())
    }

    /// The clues of the rows, top to bottom.
    pub fn row_clues(&self) -> &[LineClue] {
        &self.row_clues
    }

    /// The clues of the columns, left to right.
    pub fn col_clues(&self) -> &[LineClue] {
        &self.col_clues
    }

    /// The clue of a row or a column.
    pub fn clue(&self, line: Line) -> &LineClue {
        match line {
            Line::Row(row) => &self.row_clues[row],
            Line::Col(col) => &self.col_clues[col],
        }
    }

    /// The number of cells of a row or a column.
    pub fn length(&self, line: Line) -> usize {
        match line {
            Line::Row(_) => self.cols(),
            Line::Col(_) => self.rows(),
        }
    }

    /// Every line, rows then columns, in the order of [`Grid::lines`].
    pub fn lines(&self) -> impl Iterator<Item = Line> {
        (0..self.rows())
            .map(Line::Row)
            .chain((0..self.cols()).map(Line::Col))
    }

    /// The lines with a clue, rows then columns, with their runs.
    pub fn clued_lines(&self) -> impl Iterator<Item = (Line, &[u32])> + '_ {
        self.lines()
            .filter_map(|line| self.clue(line).as_deref().map(|runs| (line, runs)))
    }

    /// This puzzle with the clue of `line` replaced.
    pub fn with_clue(&self, line: Line, clue: LineClue) -> Nonogram {
        let mut puzzle = self.clone();
        match line {
            Line::Row(row) => puzzle.row_clues[row] = clue,
            Line::Col(col) => puzzle.col_clues[col] = clue,
        }
        puzzle
    }
}

/// The lengths of the runs of `true` in `cells`, in order.
///
/// ```
/// use puzzle_ir::nonogram::runs;
/// assert_eq!(runs([true, true, false, true]), [2, 1]);
/// assert!(runs([false, false]).is_empty());
/// ```
pub fn runs(cells: impl IntoIterator<Item = bool>) -> Vec<u32> {
    let mut found = Vec::new();
    let mut run = 0;
    for shaded in cells.into_iter().chain([false]) {
        match shaded {
            true => run += 1,
            false if run > 0 => {
                found.push(run);
                run = 0;
            }
            false => {}
        }
    }
    found
}

/// A line's runs as the native format writes them: the lengths separated by spaces, `0`
/// for none.
pub fn runs_text(runs: &[u32]) -> String {
    match runs.is_empty() {
        true => "0".to_owned(),
        false => runs.iter().map(u32::to_string).collect::<Vec<_>>().join(" "),
    }
}
