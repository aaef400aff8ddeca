//! Kakuro: a grid of blocks, white cells and clue cells. A clue cell `D\A` gives the sum
//! D of the run of white cells directly below it and the sum A of the run directly to
//! its right; a run holds distinct digits 1..9 adding up to its clue.
//!
//! Two input styles are read: the native format (`kind: kakuro` then a comma-separated
//! `grid:` block, see [`Kakuro::parse`]) and files whose first line starts with
//! `#Kakuro`, where the rest of the file is the grid (see [`Kakuro::parse_hash_kakuro`]
//! and [`looks_like_hash_kakuro`]).
//!
//! Every white cell must belong to a clued run across and a clued run down, every clue
//! must cover at least one white cell, and no run is longer than 9 cells: anything else
//! is an input error. A sum that its run cannot reach (2 cells summing to 2) is kept: such
//! a puzzle has no answer, which is the solver's verdict (see [`Kakuro::impossible_runs`]).
//!
//! ```
//! use puzzle_ir::kakuro::{check, Cell, Direction, Kakuro, KakuroAnswer};
//!
//! let text = "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0,0\n";
//! let puzzle = Kakuro::parse("p.txt", text).unwrap();
//! assert_eq!((puzzle.rows(), puzzle.cols()), (3, 3));
//! assert_eq!(puzzle.cell(0, 1), Cell::Clue { down: Some(4), across: None });
//! assert_eq!(puzzle.runs().len(), 4);
//! assert_eq!(puzzle.runs()[0].direction, Direction::Down);
//! let answer = KakuroAnswer::parse_text(&puzzle, "a.txt", "x,x,x\nx,1,2\nx,3,4\n").unwrap();
//! assert!(check(&puzzle, &answer).is_ok());
//! ```

mod answer;
pub mod check;
pub mod generate;
mod kind;
mod parse;
mod puzzlink;

pub use crate::clue::Direction;
pub use answer::KakuroAnswer;
pub use check::check;
pub use parse::looks_like_hash_kakuro;

/// The longest run: its digits are distinct among 1..9.
pub const MAX_RUN: usize = 9;

/// One cell of the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    /// A block: no digit, no clue.
    Block,
    /// A white cell, to be filled with a digit 1..9.
    White,
    /// A clue cell: the sum of the run below it and of the run to its right, when given.
    Clue {
        down: Option<u32>,
        across: Option<u32>,
    },
}

/// A maximal line of white cells and the clue that sums it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Run {
    pub direction: Direction,
    /// 0-based (row, column) of the clue cell.
    pub clue_cell: (usize, usize),
    pub sum: u32,
    /// 0-based (row, column) of the white cells, in order away from the clue cell.
    pub cells: Vec<(usize, usize)>,
}

impl Run {
    /// The smallest and largest sums of `len` distinct digits 1..9 (every sum between
    /// them is reachable too).
    pub fn reachable(len: usize) -> (u32, u32) {
        let n = len.min(MAX_RUN) as u32;
        (n * (n + 1) / 2, n * (19 - n) / 2)
    }

    /// Whether some distinct digits 1..9 fill this run and add up to its sum.
    pub fn is_reachable(&self) -> bool {
        let (low, high) = Run::reachable(self.cells.len());
        !self.cells.is_empty() && self.cells.len() <= MAX_RUN && (low..=high).contains(&self.sum)
    }
}

/// Why a grid is not a well-formed Kakuro, at 0-based (row, column).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct GridError {
    pub row: usize,
    pub col: usize,
    pub message: String,
}

/// A Kakuro puzzle: `rows` x `cols` cells, row-major, and the runs derived from them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kakuro {
    rows: usize,
    cols: usize,
    cells: Vec<Cell>,
    runs: Vec<Run>,
}

impl Kakuro {
    /// A puzzle from row-major `cells`. The runs are derived here; the first problem in
    /// row-major order is reported: a clue whose run is empty or longer than
    /// [`MAX_RUN`] (at the clue cell), or a white run without a clue (at its first cell).
    pub fn new(rows: usize, cols: usize, cells: Vec<Cell>) -> Result<Self, GridError> {
        let error = |row, col, message: String| GridError { row, col, message };
        if rows == 0 || cols == 0 {
            return Err(error(
                0,
                0,
                "a grid needs at least one row and one column".into(),
            ));
        }
        if cells.len() != rows * cols {
            return Err(error(
                0,
                0,
                format!("{} cells given for a {rows}x{cols} grid", cells.len()),
            ));
        }
        let at = |r: usize, c: usize| cells[r * cols + c];
        let mut runs = Vec::new();
        for r in 0..rows {
            for c in 0..cols {
                match at(r, c) {
                    Cell::Block => {}
                    Cell::Clue { down, across } => {
                        let parts = [(Direction::Down, down), (Direction::Across, across)];
                        for (direction, sum) in parts {
                            let Some(sum) = sum else { continue };
                            let run_cells: Vec<(usize, usize)> = match direction {
                                Direction::Down => (r + 1..rows)
                                    .take_while(|&rr| at(rr, c) == Cell::White)
                                    .map(|rr| (rr, c))
                                    .collect(),
                                Direction::Across => (c + 1..cols)
                                    .take_while(|&cc| at(r, cc) == Cell::White)
                                    .map(|cc| (r, cc))
                                    .collect(),
                            };
                            let side = match direction {
                                Direction::Down => "below it",
                                Direction::Across => "to its right",
                            };
                            if run_cells.is_empty() {
                                return Err(error(
                                    r,
                                    c,
                                    format!("{direction} clue {sum} has no white cell {side}"),
                                ));
                            }
                            if run_cells.len() > MAX_RUN {
                                return Err(error(
                                    r,
                                    c,
                                    format!(
                                        "the {direction} run of clue {sum} has {} cells; at most {MAX_RUN} can hold distinct digits",
                                        run_cells.len()
                                    ),
                                ));
                            }
                            runs.push(Run {
                                direction,
                                clue_cell: (r, c),
                                sum,
                                cells: run_cells,
                            });
                        }
                    }
                    Cell::White => {
                        let clued = |cell: Cell, direction| match cell {
                            Cell::Clue { down, across } => match direction {
                                Direction::Down => down.is_some(),
                                Direction::Across => across.is_some(),
                            },
                            _ => false,
                        };
                        let before = [
                            (Direction::Across, (c > 0).then(|| at(r, c - 1))),
                            (Direction::Down, (r > 0).then(|| at(r - 1, c))),
                        ];
                        for (direction, cell) in before {
                            if cell == Some(Cell::White) {
                                continue;
                            }
                            if !cell.is_some_and(|cell| clued(cell, direction)) {
                                let place = match direction {
                                    Direction::Down => "above it",
                                    Direction::Across => "to its left",
                                };
                                return Err(error(
                                    r,
                                    c,
                                    format!(
                                        "white run going {direction} from here has no clue: no {direction} sum {place}"
                                    ),
                                ));
                            }
                        }
                    }
                }
            }
        }
        Ok(Kakuro {
            rows,
            cols,
            cells,
            runs,
        })
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The cell at 0-based (row, col).
    pub fn cell(&self, row: usize, col: usize) -> Cell {
        self.cells[row * self.cols + col]
    }

    /// Row-major cells.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Every run, in row-major order of the clue cells, down before across.
    pub fn runs(&self) -> &[Run] {
        &self.runs
    }

    /// Whether the cell at 0-based (row, col) is to be filled.
    pub fn is_white(&self, row: usize, col: usize) -> bool {
        self.cell(row, col) == Cell::White
    }

    /// The runs whose sum no distinct digits 1..9 of their length can make: a puzzle with
    /// one has no answer.
    ///
    /// ```
    /// use puzzle_ir::kakuro::Kakuro;
    /// let text = "kind: kakuro\ngrid:\nx,3\\,17\\\n\\2,0,0\n\\18,0,0\n";
    /// let puzzle = Kakuro::parse("p", text).unwrap();
    /// let sums: Vec<u32> = puzzle.impossible_runs().iter().map(|r| r.sum).collect();
    /// assert_eq!(sums, [2, 18]);
    /// ```
    pub fn impossible_runs(&self) -> Vec<&Run> {
        self.runs.iter().filter(|r| !r.is_reachable()).collect()
    }

    /// The puzzle in the native format, preceded by `comments` as `#` lines.
    ///
    /// ```
    /// use puzzle_ir::kakuro::Kakuro;
    /// let text = "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0,0\n";
    /// assert_eq!(Kakuro::parse("p", text).unwrap().to_native(&[]), text);
    /// ```
    pub fn to_native(&self, comments: &[String]) -> String {
        let mut out: String = comments.iter().map(|c| format!("# {c}\n")).collect();
        out.push_str("kind: kakuro\ngrid:\n");
        for row in self.cells.chunks(self.cols) {
            let tokens: Vec<String> = row.iter().map(|&cell| token(cell)).collect();
            out.push_str(&tokens.join(","));
            out.push('\n');
        }
        out
    }
}

/// The native token of a cell.
fn token(cell: Cell) -> String {
    let part = |sum: Option<u32>| sum.map_or_else(String::new, |s| s.to_string());
    match cell {
        Cell::Block => "x".to_owned(),
        Cell::White => "0".to_owned(),
        Cell::Clue { down, across } => format!("{}\\{}", part(down), part(across)),
    }
}
