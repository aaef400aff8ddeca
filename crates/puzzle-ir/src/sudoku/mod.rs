//! Sudoku of any size N >= 4 with rectangular boxes, and the variants `diagonal` (both
//! main diagonals hold every value once) and `even-odd` (marked cells hold even or odd
//! values).
//!
//! ```
//! use puzzle_ir::sudoku::Sudoku;
//!
//! let text = "kind: sudoku\nbox: 2x2\ngrid:\n1...\n..3.\n.4..\n...2\n";
//! let puzzle = Sudoku::parse("example.txt", text).unwrap();
//! assert_eq!(puzzle.size(), 4);
//! assert_eq!(puzzle.given(1, 2), Some(3));
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod lines;
mod parse;
mod print;
mod puzzlink;

pub use answer::SudokuAnswer;
pub use check::check;
pub(crate) use kind::as_grid;
pub use lines::parse_lines;

/// What a cell marked in the `parity:` block may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Parity {
    Even,
    Odd,
}

impl Parity {
    /// The parity of `value`.
    ///
    /// ```
    /// use puzzle_ir::sudoku::Parity;
    /// assert_eq!(Parity::of(4), Parity::Even);
    /// ```
    pub fn of(value: u32) -> Parity {
        if value.is_multiple_of(2) {
            Parity::Even
        } else {
            Parity::Odd
        }
    }

    /// Whether `value` has this parity.
    pub fn admits(self, value: u32) -> bool {
        match self {
            Parity::Even => value.is_multiple_of(2),
            Parity::Odd => !value.is_multiple_of(2),
        }
    }

    /// The word used in messages.
    pub fn name(self) -> &'static str {
        match self {
            Parity::Even => "even",
            Parity::Odd => "odd",
        }
    }
}

/// A Sudoku puzzle: an N x N grid of givens (`None` for blanks), boxes of
/// `box_rows` x `box_cols` cells (with `box_rows * box_cols == N`), and variants. Some
/// blanks may be hidden givens (pzprjs's `?`): cells given a value that is not shown,
/// which the rules fill like any blank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sudoku {
    size: usize,
    box_rows: usize,
    box_cols: usize,
    diagonal: bool,
    givens: Vec<Option<u32>>,
    hidden: Vec<usize>,
    parity: Option<Vec<Option<Parity>>>,
}

/// Why a [`Sudoku`] could not be built from parts.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShapeError {
    #[error("a Sudoku needs N >= 4, got {0}")]
    TooSmall(usize),
    #[error("box {0}x{1} does not tile a {2}x{2} grid (rows x columns of a box must equal N)")]
    BoxDoesNotTile(usize, usize, usize),
    #[error("expected {expected} cells, got {got}")]
    WrongCellCount { expected: usize, got: usize },
    #[error("value {value} at row {row}, column {col} is outside 1..{size}")]
    ValueOutOfRange {
        value: u32,
        row: usize,
        col: usize,
        size: usize,
    },
    #[error("the cell at row {row}, column {col} is no blank of the grid, so it cannot hide a given")]
    HiddenNotBlank { row: usize, col: usize },
}

impl Sudoku {
    /// Builds a classic puzzle from row-major givens, checking the shape.
    pub fn new(
        size: usize,
        box_rows: usize,
        box_cols: usize,
        givens: Vec<Option<u32>>,
    ) -> Result<Self, ShapeError> {
        if size < 4 {
            return Err(ShapeError::TooSmall(size));
        }
        if box_rows.checked_mul(box_cols) != Some(size) {
            return Err(ShapeError::BoxDoesNotTile(box_rows, box_cols, size));
        }
        if givens.len() != size * size {
            return Err(ShapeError::WrongCellCount {
                expected: size * size,
                got: givens.len(),
            });
        }
        if let Some(i) = givens
            .iter()
            .position(|g| g.is_some_and(|v| v == 0 || v as usize > size))
        {
            return Err(ShapeError::ValueOutOfRange {
                value: givens[i].unwrap_or(0),
                row: i / size + 1,
                col: i % size + 1,
                size,
            });
        }
        Ok(Sudoku {
            size,
            box_rows,
            box_cols,
            diagonal: false,
            givens,
            hidden: Vec::new(),
            parity: None,
        })
    }

    /// Marks the blank `cells` (row-major indices) as hidden givens.
    pub fn with_hidden(mut self, mut cells: Vec<usize>) -> Result<Self, ShapeError> {
        cells.sort_unstable();
        cells.dedup();
        let n = self.size;
        if let Some(&cell) = cells.iter().find(|&&i| self.givens.get(i) != Some(&None)) {
            let (row, col) = (cell / n + 1, cell % n + 1);
            return Err(ShapeError::HiddenNotBlank { row, col });
        }
        self.hidden = cells;
        Ok(self)
    }

    /// Adds the `diagonal` variant.
    pub fn with_diagonal(mut self, diagonal: bool) -> Self {
        self.diagonal = diagonal;
        self
    }

    /// Adds the `even-odd` variant with row-major parity marks.
    pub fn with_parity(mut self, parity: Vec<Option<Parity>>) -> Result<Self, ShapeError> {
        if parity.len() != self.size * self.size {
            return Err(ShapeError::WrongCellCount {
                expected: self.size * self.size,
                got: parity.len(),
            });
        }
        self.parity = Some(parity);
        Ok(self)
    }

    /// N: the number of rows, columns, boxes and values.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Rows of one box.
    pub fn box_rows(&self) -> usize {
        self.box_rows
    }

    /// Columns of one box.
    pub fn box_cols(&self) -> usize {
        self.box_cols
    }

    /// Whether both main diagonals must hold every value once.
    pub fn diagonal(&self) -> bool {
        self.diagonal
    }

    /// Whether the `even-odd` variant is on.
    pub fn even_odd(&self) -> bool {
        self.parity.is_some()
    }

    /// The given at 0-based (row, col), if any.
    pub fn given(&self, row: usize, col: usize) -> Option<u32> {
        self.givens[row * self.size + col]
    }

    /// Row-major givens.
    pub fn givens(&self) -> &[Option<u32>] {
        &self.givens
    }

    /// Whether some blank is a hidden given.
    pub fn hides_givens(&self) -> bool {
        !self.hidden.is_empty()
    }

    /// Whether the blank at 0-based (row, col) is a hidden given.
    pub fn is_hidden(&self, row: usize, col: usize) -> bool {
        self.hidden.binary_search(&(row * self.size + col)).is_ok()
    }

    /// The parity mark at 0-based (row, col), if the variant is on and the cell is marked.
    pub fn parity(&self, row: usize, col: usize) -> Option<Parity> {
        self.parity.as_ref().and_then(|p| p[row * self.size + col])
    }

    /// Number of givens.
    pub fn given_count(&self) -> usize {
        self.givens.iter().flatten().count()
    }

    /// The same puzzle with other givens (same size, boxes and variants); a hidden given
    /// stays hidden where its cell stays blank.
    pub fn with_givens(&self, givens: Vec<Option<u32>>) -> Result<Self, ShapeError> {
        let plain = Sudoku::new(self.size, self.box_rows, self.box_cols, givens)?;
        let hidden = (self.hidden.iter())
            .copied()
            .filter(|&i| plain.givens[i].is_none())
            .collect();
        Ok(Sudoku {
            diagonal: self.diagonal,
            parity: self.parity.clone(),
            hidden,
            ..plain
        })
    }

    /// The names of the variants that are on, as in the `variants:` line.
    pub fn variant_names(&self) -> Vec<&'static str> {
        let mut names = Vec::new();
        if self.diagonal {
            names.push("diagonal");
        }
        if self.even_odd() {
            names.push("even-odd");
        }
        names
    }
}

/// `RxC`, a box shape given to a generator (files say `box:`, read by the parser).
pub(crate) fn parse_box(text: &str) -> Result<(usize, usize), String> {
    let shape = text
        .split_once('x')
        .and_then(|(r, c)| Some((r.parse().ok()?, c.parse().ok()?)));
    shape.ok_or_else(|| format!("expected RxC such as 3x3, got `{text}`"))
}
