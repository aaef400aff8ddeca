//! The answer of every kind that shades cells: a [`ShadedGrid`], each cell shaded (`#`)
//! or not, read from and written to text and the JSON grid in one of two forms.
//!
//! * [`Plain`] (Kakurasu, Heyawake, LITS): one character a cell, `#` or `.`.
//! * [`Numbered`] (the kinds of a [`NumberGrid`]: Hitori, Nurikabe): an unshaded cell
//!   shows its number (`?` an unknown one), or `.`; cells are separated by spaces.
//!
//! ```
//! use puzzle_ir::heyawake::{Heyawake, HeyawakeAnswer};
//! let puzzle = Heyawake::parse("p", "kind: heyawake\nrooms:\na a b\na a b\n").unwrap();
//! let answer = HeyawakeAnswer::parse_text(&puzzle, "a", "#..\n.##\n").unwrap();
//! assert!(answer.is_shaded(1, 2) && !answer.is_shaded(0, 1));
//! assert_eq!(answer.to_text(), "#..\n.##\n");
//! let error = HeyawakeAnswer::parse_text(&puzzle, "a", "#..\n.#x\n").unwrap_err();
//! assert_eq!((error.line, error.column), (2, Some(3)));
//! ```

use crate::error::ParseError;
use crate::grid::Grid;
use crate::shading::{number_text, parse_number, NumberGrid, IN_ANSWERS};
use crate::text::{answer_rows, json_cells, tokens, wrong_length};
use crate::{KindAnswer, PuzzleKind};
use std::fmt;
use std::marker::PhantomData;

/// A cell of an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    Shaded,
    /// Unshaded, with the number the answer writes there.
    Unshaded(Option<u32>),
}

impl Cell {
    /// How the answer writes the cell: `#`, its number or `.`.
    pub fn text(self) -> String {
        match self {
            Cell::Shaded => "#".to_owned(),
            Cell::Unshaded(number) => number_text(number),
        }
    }
}

/// How a kind writes its shaded grid.
pub trait Form: Clone + fmt::Debug + PartialEq + Eq + Send + Sync + 'static {
    /// What separates two cells of a row of text.
    const SEPARATOR: &'static str;

    /// The cells of a row of text, each with its 1-based column.
    fn split(row: &str) -> Vec<(usize, &str)>;

    /// A cell from its text; the message when the form has no such cell.
    fn read(text: &str) -> Result<Cell, String>;
}

/// One character a cell: `#` shaded, `.` unshaded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plain;

impl Form for Plain {
    const SEPARATOR: &'static str = "";

    fn split(row: &str) -> Vec<(usize, &str)> {
        (1..)
            .zip(row.char_indices())
            .map(|(column, (at, ch))| (column, &row[at..at + ch.len_utf8()]))
            .collect()
    }

    fn read(text: &str) -> Result<Cell, String> {
        match text {
            "#" => Ok(Cell::Shaded),
            "." => Ok(Cell::Unshaded(None)),
            other => Err(format!(
                "bad cell `{other}`; expected `#` (shaded) or `.` (unshaded)"
            )),
        }
    }
}

/// Cells separated by spaces: `#` shaded, an unshaded cell its number or `.`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Numbered;

impl Form for Numbered {
    const SEPARATOR: &'static str = " ";

    fn split(row: &str) -> Vec<(usize, &str)> {
        tokens(row)
    }

    fn read(text: &str) -> Result<Cell, String> {
        if text == "#" {
            return Ok(Cell::Shaded);
        }
        parse_number(text, IN_ANSWERS)
            .map(Cell::Unshaded)
            .map_err(|_| format!("bad cell `{text}`; expected `#` (shaded), `.` or a number"))
    }
}

/// A grid of shaded and unshaded cells (or, for a checker to judge, any grid of cells
/// its form can write), row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShadedGrid<F> {
    shape: Grid,
    cells: Vec<Cell>,
    /// Per cell, whether it is shaded: the view of `cells` that checkers and encoders
    /// index.
    shaded: Vec<bool>,
    form: PhantomData<F>,
}

/// A cell where an answer in the [`Numbered`] form writes another number than its
/// puzzle (1-based position), or shades a numbered cell (`got` is then `None`, `shaded`
/// true).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NumberChanged {
    pub row: usize,
    pub col: usize,
    pub expected: Option<u32>,
    pub got: Option<u32>,
    pub shaded: bool,
}

impl ShadedGrid<Plain> {
    /// The grid that shades the cells where `shaded` (row-major) is true.
    ///
    /// # Panics
    /// When `shaded` does not hold `rows * cols` cells.
    pub fn new(rows: usize, cols: usize, shaded: Vec<bool>) -> Self {
        let unshaded = vec![Cell::Unshaded(None); rows * cols];
        ShadedGrid::from_cells(Grid::new(rows, cols), unshaded).with_shading(&shaded)
    }
}

impl ShadedGrid<Numbered> {
    /// The answer to `puzzle` that shades the cells where `shaded` (row-major) is true,
    /// the others showing the puzzle's numbers.
    ///
    /// # Panics
    /// When `shaded` does not hold a value per cell of `puzzle`.
    pub fn new(puzzle: &NumberGrid, shaded: &[bool]) -> Self {
        let grid = Grid::new(puzzle.rows(), puzzle.cols());
        let unshaded = puzzle
            .numbers()
            .iter()
            .map(|&number| Cell::Unshaded(number));
        ShadedGrid::from_cells(grid, unshaded).with_shading(shaded)
    }

    /// The first cell in reading order where this answer writes another number than
    /// `puzzle`: an unshaded cell showing another number, or, when `numbers_unshaded`
    /// (the kind keeps numbered cells unshaded), a numbered cell shaded.
    pub fn changed_number(
        &self,
        puzzle: &NumberGrid,
        numbers_unshaded: bool,
    ) -> Option<NumberChanged> {
        let mut cells = self.cells.iter().zip(puzzle.numbers()).enumerate();
        cells.find_map(|(i, (&cell, &expected))| {
            let (got, shaded) = match cell {
                Cell::Shaded if numbers_unshaded && expected.is_some() => (None, true),
                Cell::Unshaded(got) if got != expected => (got, false),
                _ => return None,
            };
            let (row, col) = self.shape.position(i);
            Some(NumberChanged {
                row: row + 1,
                col: col + 1,
                expected,
                got,
                shaded,
            })
        })
    }
}

impl fmt::Display for NumberChanged {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let show = |n: Option<u32>| match n {
            None => "no number".to_owned(),
            number => format!("the number {}", number_text(number)),
        };
        let (row, col) = (self.row, self.col);
        match self.shaded {
            true => write!(
                f,
                "cell ({row}, {col}) holds {} but is shaded",
                show(self.expected)
            ),
            false => write!(
                f,
                "cell ({row}, {col}) shows {} but the puzzle has {}",
                show(self.got),
                show(self.expected)
            ),
        }
    }
}

impl<F: Form> ShadedGrid<F> {
    fn from_cells(grid: Grid, cells: impl IntoIterator<Item = Cell>) -> Self {
        let cells: Vec<Cell> = cells.into_iter().collect();
        let shaded = cells.iter().map(|&cell| cell == Cell::Shaded).collect();
        ShadedGrid {
            shape: grid,
            cells,
            shaded,
            form: PhantomData,
        }
    }

    pub fn rows(&self) -> usize {
        self.shape.rows
    }

    pub fn cols(&self) -> usize {
        self.shape.cols
    }

    /// Whether the cell at 0-based (`row`, `col`) is shaded.
    pub fn is_shaded(&self, row: usize, col: usize) -> bool {
        self.shaded[self.shape.index(row, col)]
    }

    /// Row-major cells, `true` for shaded.
    pub fn cells(&self) -> &[bool] {
        &self.shaded
    }

    /// This grid with the cells where `shaded` (row-major) is true shaded, and the
    /// others unshaded, showing what they show here (nothing where this grid shades).
    ///
    /// # Panics
    /// When `shaded` does not hold a value per cell.
    pub fn with_shading(&self, shaded: &[bool]) -> Self {
        assert_eq!(shaded.len(), self.cells.len(), "one value per cell");
        let cells = self.cells.iter().zip(shaded);
        let cells = cells.map(|(&cell, &shaded)| match (shaded, cell) {
            (true, _) => Cell::Shaded,
            (false, Cell::Shaded) => Cell::Unshaded(None),
            (false, unshaded) => unshaded,
        });
        ShadedGrid::from_cells(self.shape, cells)
    }

    /// Rows of cell strings, as the JSON answer's `grid`: `"#"` shaded, an unshaded
    /// cell its number or `"."`.
    pub fn grid(&self) -> Vec<Vec<String>> {
        (self.cells.chunks(self.shape.cols))
            .map(|row| row.iter().map(|cell| cell.text()).collect())
            .collect()
    }

    /// The grid as text, a line per row.
    pub fn to_text(&self) -> String {
        (self.grid().iter())
            .map(|row| row.join(F::SEPARATOR) + "\n")
            .collect()
    }

    /// Reads an answer to `puzzle` from its text: a line per row, no header.
    pub fn parse_text(
        puzzle: &impl PuzzleKind,
        file: &str,
        text: &str,
    ) -> Result<Self, ParseError> {
        let grid = Grid::from(puzzle.dimensions());
        let mut cells = Vec::with_capacity(grid.len());
        for (line, row) in answer_rows(file, text, grid.rows)? {
            let error = |column, message| ParseError::new(file, line, Some(column), message);
            let split = F::split(row);
            if split.len() != grid.cols {
                let end = row.chars().count() + 1;
                let column = split.get(grid.cols).map_or(end, |t| t.0);
                return Err(error(column, wrong_length(split.len(), grid.cols)));
            }
            for (column, text) in split {
                cells.push(F::read(text).map_err(|message| error(column, message))?);
            }
        }
        Ok(ShadedGrid::from_cells(grid, cells))
    }

    /// Reads an answer to `puzzle` from the `grid` of a JSON answer (errors name the
    /// 0-based JSON row).
    pub fn from_json_grid(
        puzzle: &impl PuzzleKind,
        file: &str,
        rows: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let grid = Grid::from(puzzle.dimensions());
        let cells = json_cells(file, rows, (grid.rows, grid.cols), F::read)?;
        Ok(ShadedGrid::from_cells(grid, cells))
    }
}

impl<F: Form> KindAnswer for ShadedGrid<F> {
    fn grid(&self) -> Vec<Vec<String>> {
        ShadedGrid::grid(self)
    }

    fn to_text(&self) -> String {
        ShadedGrid::to_text(self)
    }

    /// The text, as the answer file.
    fn to_file(&self) -> String {
        ShadedGrid::to_text(self)
    }
}
