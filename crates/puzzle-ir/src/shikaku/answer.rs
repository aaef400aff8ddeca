//! A Shikaku answer: the borders between its rectangles drawn on the grid, as on paper
//! ([`border_drawing`](crate::border_drawing)).

use super::Shikaku;
use crate::border_drawing::Borders;
use crate::error::ParseError;
use crate::shading::{number_text, parse_number, IN_ANSWERS};
use crate::KindAnswer;

/// The grid's cells with the numbers as the drawing writes them, and the borders drawn
/// between neighbouring cells (for the checker to judge, any set of them).
///
/// Each cell of the drawing shows its number, `?` or `.`.
///
/// ```text
/// +-+-+-+
/// |2 .|?|
/// +-+-+ +
/// |3 . .|
/// +-+-+-+
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShikakuAnswer {
    numbers: Vec<Option<u32>>,
    borders: Borders,
}

impl ShikakuAnswer {
    /// The answer to `puzzle` with the borders `right` of each cell but the last of its
    /// row (row-major, `rows * (cols - 1)`) and `below` each cell but those of the last
    /// row (`(rows - 1) * cols`).
    ///
    /// # Panics
    /// When `right` or `below` has another length.
    pub fn new(puzzle: &Shikaku, right: Vec<bool>, below: Vec<bool>) -> Self {
        let borders = Borders::new(puzzle.rows(), puzzle.cols(), right, below);
        ShikakuAnswer::of_borders(puzzle, borders)
    }

    /// The answer to `puzzle` with `borders` (of the puzzle's size).
    pub(super) fn of_borders(puzzle: &Shikaku, borders: Borders) -> Self {
        ShikakuAnswer {
            numbers: puzzle.numbers().to_vec(),
            borders,
        }
    }

    /// The answer to `puzzle` that divides it into the regions `region` (row-major, a
    /// label per cell): a border between two neighbours of different labels.
    pub fn of_regions(puzzle: &Shikaku, region: &[usize]) -> Self {
        let borders = Borders::of_regions(puzzle.rows(), puzzle.cols(), region);
        ShikakuAnswer::of_borders(puzzle, borders)
    }

    /// Rows of cells.
    pub fn rows(&self) -> usize {
        self.borders.rows()
    }

    /// Columns of cells.
    pub fn cols(&self) -> usize {
        self.borders.cols()
    }

    /// The number the drawing writes in the cell at 0-based (row, col).
    pub fn number(&self, row: usize, col: usize) -> Option<u32> {
        self.numbers[row * self.cols() + col]
    }

    /// Whether a border runs right of the cell at (row, col): always at the frame.
    pub fn wall_right(&self, row: usize, col: usize) -> bool {
        self.borders.wall_right(row, col)
    }

    /// Whether a border runs below the cell at (row, col): always at the frame.
    pub fn wall_below(&self, row: usize, col: usize) -> bool {
        self.borders.wall_below(row, col)
    }

    /// The regions: the areas of cells that no border separates, each a sorted list of
    /// row-major cells, ordered by their first cell.
    pub fn regions(&self) -> Vec<Vec<usize>> {
        self.borders.regions()
    }

    /// The borders right of the cells, in the order of [`ShikakuAnswer::new`].
    pub fn right(&self) -> &[bool] {
        self.borders.right()
    }

    /// The borders below the cells, in the order of [`ShikakuAnswer::new`].
    pub fn below(&self) -> &[bool] {
        self.borders.below()
    }

    /// Reads an answer to `puzzle` from its drawing in text (no header; blank lines are
    /// passed over). The width of a cell is read off the top line of the frame.
    pub fn parse_text(puzzle: &Shikaku, file: &str, text: &str) -> Result<Self, ParseError> {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        let mut numbers = puzzle.numbers().to_vec();
        let borders = Borders::parse_text(file, text, rows, cols, read_number(&mut numbers))?;
        Ok(ShikakuAnswer { numbers, borders })
    }

    /// Reads the `grid` of a JSON answer: the drawing's positions, one string each.
    pub fn from_json_grid(
        puzzle: &Shikaku,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        let mut numbers = puzzle.numbers().to_vec();
        let borders = Borders::from_json_grid(file, grid, rows, cols, read_number(&mut numbers))?;
        Ok(ShikakuAnswer { numbers, borders })
    }
}

/// Reads a cell of the drawing into `numbers`: its number, `?` or `.`.
fn read_number(
    numbers: &mut [Option<u32>],
) -> impl FnMut(usize, &str) -> Result<(), String> + '_ {
    |cell, text| {
        numbers[cell] = parse_number(text, IN_ANSWERS)
            .map_err(|_| format!("bad cell `{text}`; expected `.`, `?` or a number"))?;
        Ok(())
    }
}

impl KindAnswer for ShikakuAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        self.borders.drawing(|cell| number_text(self.numbers[cell]))
    }

    /// The drawing, every cell as wide as the widest number.
    fn to_text(&self) -> String {
        self.borders.to_text(|cell| number_text(self.numbers[cell]))
    }

    /// The drawing line by line: it has spaces, so no separator goes between its
    /// positions.
    fn to_file(&self) -> String {
        self.to_text()
    }
}
