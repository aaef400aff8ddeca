//! A School Trip answer: the grid as on paper, one character a cell: `#` an aisle, `P` a
//! futon's pillow, `^` `v` `<` `>` a futon's other half (its foot) pointing at its pillow,
//! `F` a foot that points nowhere (a half futon of pzprjs's files), `.` a cell left
//! empty, and a pillar as the puzzle writes it (its number or `?`). `P<` is a futon with
//! its pillow on the left, `v` above `P` one with its pillow at the south end. The JSON
//! grid holds the same characters as strings.

use super::SchoolTrip;
use crate::error::ParseError;
use crate::grid::Grid;
use crate::small_number::Number;
use crate::text::{answer_rows, json_cells, wrong_length};
use crate::{KindAnswer, PuzzleKind};

/// The side of a foot where its pillow lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Up,
    Down,
    Left,
    Right,
}

impl Side {
    /// Every side, in the order of the characters `^`, `v`, `<`, `>`.
    pub const ALL: [Side; 4] = [Side::Up, Side::Down, Side::Left, Side::Right];

    /// The cell on this side of `cell` in `grid`, if there is one.
    pub fn of(self, grid: Grid, cell: usize) -> Option<usize> {
        let (row, col) = grid.position(cell);
        let (row, col) = match self {
            Side::Up => (row.checked_sub(1)?, col),
            Side::Down => (row + 1, col),
            Side::Left => (row, col.checked_sub(1)?),
            Side::Right => (row, col + 1),
        };
        (row < grid.rows && col < grid.cols).then(|| grid.index(row, col))
    }

    /// The side on which `to` lies next to `from`, if they share a side.
    pub fn between(grid: Grid, from: usize, to: usize) -> Option<Side> {
        Side::ALL.into_iter().find(|side| side.of(grid, from) == Some(to))
    }

    fn symbol(self) -> char {
        match self {
            Side::Up => '^',
            Side::Down => 'v',
            Side::Left => '<',
            Side::Right => '>',
        }
    }
}

/// What a cell of an answer holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    Pillar(Number),
    Aisle,
    Pillow,
    /// A futon's foot, its pillow on this side (`None`: a foot without a pillow).
    Foot(Option<Side>),
    Empty,
}

impl Cell {
    /// The cell's character.
    pub fn symbol(self) -> char {
        match self {
            Cell::Pillar(number) => Number::text(Some(number)),
            Cell::Aisle => '#',
            Cell::Pillow => 'P',
            Cell::Foot(Some(side)) => side.symbol(),
            Cell::Foot(None) => 'F',
            Cell::Empty => '.',
        }
    }

    /// The cell a character writes.
    pub fn from_symbol(text: &str) -> Result<Cell, String> {
        let mut chars = text.chars();
        let (Some(ch), None) = (chars.next(), chars.next()) else {
            return Err(bad(text));
        };
        let side = Side::ALL.into_iter().find(|side| side.symbol() == ch);
        match ch {
            '#' => Ok(Cell::Aisle),
            'P' => Ok(Cell::Pillow),
            'F' => Ok(Cell::Foot(None)),
            '.' => Ok(Cell::Empty),
            _ if side.is_some() => Ok(Cell::Foot(side)),
            _ => match Number::read(ch, super::MAX_NUMBER) {
                Some(Some(number)) => Ok(Cell::Pillar(number)),
                _ => Err(bad(text)),
            },
        }
    }
}

fn bad(text: &str) -> String {
    format!(
        "bad cell `{text}`; expected `#` (an aisle), `P` (a pillow), `^`, `v`, `<` or `>` \
         (a foot pointing at its pillow), `F`, `.` or a pillar's number 0-4 or `?`"
    )
}

/// The cells of an answer, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchoolTripAnswer {
    shape: Grid,
    cells: Vec<Cell>,
}

impl SchoolTripAnswer {
    /// The answer of `cells`, row-major on `shape`.
    ///
    /// # Panics
    /// When `cells` does not hold a cell per cell of `shape`.
    pub fn new(shape: Grid, cells: Vec<Cell>) -> Self {
        assert_eq!(cells.len(), shape.len(), "one value per cell");
        SchoolTripAnswer { shape, cells }
    }

    /// The answer to `puzzle` with its pillars and `futons` laid, each as its pillow's
    /// cell and its foot's, and every other cell an aisle.
    ///
    /// # Panics
    /// When a futon's two cells do not share a side.
    pub fn laid(puzzle: &SchoolTrip, futons: &[(usize, usize)]) -> Self {
        let grid = puzzle.shape();
        let mut cells: Vec<Cell> = (puzzle.pillars().iter())
            .map(|pillar| pillar.map_or(Cell::Aisle, Cell::Pillar))
            .collect();
        for &(pillow, foot) in futons {
            let side = Side::between(grid, foot, pillow).expect("a futon's cells share a side");
            cells[pillow] = Cell::Pillow;
            cells[foot] = Cell::Foot(Some(side));
        }
        SchoolTripAnswer::new(grid, cells)
    }

    /// The grid's shape.
    pub fn shape(&self) -> Grid {
        self.shape
    }

    /// Row-major cells.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Reads an answer to `puzzle` from its text: a line per row, no header.
    pub fn parse_text(puzzle: &SchoolTrip, file: &str, text: &str) -> Result<Self, ParseError> {
        let mut cells = Vec::with_capacity(puzzle.shape().len());
        for (line, row) in answer_rows(file, text, puzzle.rows())? {
            let length = row.chars().count();
            if length != puzzle.cols() {
                let column = length.min(puzzle.cols()) + 1;
                let message = wrong_length(length, puzzle.cols());
                return Err(ParseError::new(file, line, Some(column), message));
            }
            for (column, ch) in (1..).zip(row.chars()) {
                let cell = Cell::from_symbol(ch.encode_utf8(&mut [0; 4]))
                    .map_err(|message| ParseError::new(file, line, Some(column), message))?;
                cells.push(cell);
            }
        }
        Ok(SchoolTripAnswer::new(puzzle.shape(), cells))
    }

    /// Reads an answer to `puzzle` from the `grid` of a JSON answer.
    pub fn from_json_grid(
        puzzle: &SchoolTrip,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self, ParseError> {
        let cells = json_cells(file, grid, puzzle.dimensions(), Cell::from_symbol)?;
        Ok(SchoolTripAnswer::new(puzzle.shape(), cells))
    }
}

impl KindAnswer for SchoolTripAnswer {
    fn grid(&self) -> Vec<Vec<String>> {
        (self.cells.chunks(self.shape.cols))
            .map(|row| row.iter().map(|c| c.symbol().to_string()).collect())
            .collect()
    }

    fn to_text(&self) -> String {
        (self.cells.chunks(self.shape.cols))
            .map(|row| row.iter().map(|c| c.symbol()).chain(['\n']).collect::<String>())
            .collect()
    }
}
