//! A Double Choco answer: the borders between its regions drawn on the grid, each cell
//! showing its token ([`border_drawing`](crate::border_drawing)).

use super::DoubleChoco;
use crate::border_drawing::Borders;
use crate::error::ParseError;
use crate::KindAnswer;

/// The borders drawn, with the puzzle whose cells the drawing shows.
///
/// ```text
/// +-+-+-+
/// |2 .|#|
/// + +-+ +
/// |#|# #|
/// +-+-+-+
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DoubleChocoAnswer {
    puzzle: DoubleChoco,
    borders: Borders,
}

impl DoubleChocoAnswer {
    /// The answer of `puzzle` with `borders` (of the puzzle's size).
    ///
    /// # Panics
    /// When `borders` has another size.
    pub fn new(puzzle: &DoubleChoco, borders: Borders) -> Self {
        let size = (borders.rows(), borders.cols());
        assert_eq!(size, (puzzle.rows(), puzzle.cols()), "the puzzle's size");
        DoubleChocoAnswer {
            puzzle: puzzle.clone(),
            borders,
        }
    }

    /// The answer dividing `puzzle` into the regions `region` (a label per cell,
    /// row-major).
    pub fn of_regions(puzzle: &DoubleChoco, region: &[usize]) -> Self {
        let borders = Borders::of_regions(puzzle.rows(), puzzle.cols(), region);
        DoubleChocoAnswer::new(puzzle, borders)
    }

    /// The borders drawn.
    pub fn borders(&self) -> &Borders {
        &self.borders
    }

    /// Reads an answer to `puzzle` from its drawing in text (no header; blank lines are
    /// passed over): each cell as the puzzle writes it.
    pub fn parse_text(puzzle: &DoubleChoco, file: &str, text: &str) -> Result<Self, ParseError> {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        let borders = Borders::parse_text(file, text, rows, cols, same_cell(puzzle))?;
        Ok(DoubleChocoAnswer::new(puzzle, borders))
    }

    /// Reads the `grid` of a JSON answer: the drawing's positions, one string each.
    pub fn from_json_grid(
        puzzle: &DoubleChoco,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let (rows, cols) = (puzzle.rows(), puzzle.cols());
        let borders = Borders::from_json_grid(file, grid, rows, cols, same_cell(puzzle))?;
        Ok(DoubleChocoAnswer::new(puzzle, borders))
    }
}

/// Accepts a cell of the drawing when it is the puzzle's.
fn same_cell(puzzle: &DoubleChoco) -> impl FnMut(usize, &str) -> Result<(), String> + '_ {
    |cell, text| {
        let token = puzzle.cell(cell).token();
        match text == token {
            true => Ok(()),
            false => Err(format!("bad cell `{text}`; the puzzle has `{token}` here")),
        }
    }
}

impl KindAnswer for DoubleChocoAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        self.borders.drawing(|cell| self.puzzle.cell(cell).token())
    }

    fn to_text(&self) -> String {
        self.borders.to_text(|cell| self.puzzle.cell(cell).token())
    }

    /// The drawing line by line: it has spaces, so no separator goes between its
    /// positions.
    fn to_file(&self) -> String {
        self.to_text()
    }
}
