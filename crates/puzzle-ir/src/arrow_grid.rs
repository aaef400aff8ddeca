//! A grid of arrow clues ([`ArrowClue`]): the board of the kinds whose arrows count the
//! shaded cells in their direction (Yajisan-Kazusan, Yajilin). It holds the shape and the
//! clues, gives the counts they state, and names them as the registry's [`Clue`]s.
//!
//! ```
//! use puzzle_ir::arrow::{Arrow, ArrowClue};
//! use puzzle_ir::arrow_grid::ArrowGrid;
//! use puzzle_ir::Clue;
//!
//! let right = ArrowClue { arrow: Some(Arrow::Right), number: Some(1) };
//! let board = ArrowGrid::new(1, 3, vec![Some(right), None, None]).unwrap();
//! assert_eq!(board.counts().collect::<Vec<_>>(), [(0, Arrow::Right, 1)]);
//! let clue = Clue::Number { row: 0, col: 0, value: 1 };
//! assert_eq!(board.count_clues(), [clue]);
//! assert_eq!(board.describe_count(&clue), "the arrow right 1 at row 1, column 1");
//! ```

use crate::arrow::{Arrow, ArrowClue};
use crate::grid::{Grid, LayoutError};
use crate::Clue;

/// The largest number: what a puzz.link URL carries.
pub const MAX_NUMBER: u32 = 4095;

/// A `rows` x `cols` grid of cells, row-major, each with an arrow clue or none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ArrowGrid {
    grid: Grid,
    clues: Vec<Option<ArrowClue>>,
}

/// Why an [`ArrowGrid`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error(transparent)]
    Layout(#[from] LayoutError),
    #[error("number {0} is above {MAX_NUMBER}")]
    BadNumber(u32),
}

impl ArrowGrid {
    /// A board from row-major clues.
    pub fn new(
        rows: usize,
        cols: usize,
        clues: Vec<Option<ArrowClue>>,
    ) -> Result<Self, ShapeError> {
        let grid = Grid::holding(rows, cols, clues.len())?;
        let mut numbers = clues.iter().flatten().filter_map(|clue| clue.number);
        if let Some(number) = numbers.find(|&n| n > MAX_NUMBER) {
            return Err(ShapeError::BadNumber(number));
        }
        Ok(ArrowGrid { grid, clues })
    }

    pub fn rows(&self) -> usize {
        self.grid.rows
    }

    pub fn cols(&self) -> usize {
        self.grid.cols
    }

    /// The shape of the grid.
    pub fn grid(&self) -> Grid {
        self.grid
    }

    /// The clue of the cell at 0-based (row, col), if any.
    pub fn clue(&self, row: usize, col: usize) -> Option<ArrowClue> {
        self.clues[self.grid.index(row, col)]
    }

    /// Row-major clues.
    pub fn clues(&self) -> &[Option<ArrowClue>] {
        &self.clues
    }

    /// The clues that count, row by row: (cell, arrow, number) of every arrow with a
    /// known number.
    pub fn counts(&self) -> impl Iterator<Item = (usize, Arrow, u32)> + '_ {
        (self.clues.iter().enumerate())
            .filter_map(|(cell, clue)| Some((cell, clue.as_ref()?.arrow?, clue.as_ref()?.number?)))
    }

    /// Every arrow with a known number as a [`Clue::Number`] at its cell, row by row.
    pub fn count_clues(&self) -> Vec<Clue> {
        (self.counts())
            .map(|(cell, _, value)| {
                let (row, col) = self.grid.position(cell);
                Clue::Number { row, col, value }
            })
            .collect()
    }

    /// A clue of [`ArrowGrid::count_clues`] in words: its arrow, number and place.
    pub fn describe_count(&self, clue: &Clue) -> String {
        let Clue::Number { row, col, value } = *clue else {
            return clue.to_string();
        };
        let arrow = self.clue(row, col).and_then(|c| c.arrow);
        let word = arrow.map_or("", |a| a.word());
        format!(
            "the arrow {word} {value} at row {}, column {}",
            row + 1,
            col + 1
        )
    }
}
