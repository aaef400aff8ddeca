//! The geometry of a rectangular grid of cells, for every kind: cells numbered row-major,
//! their orthogonal neighbours, the rows and columns as lines, the 2x2 blocks, and the
//! orthogonally connected areas of a set of cells; and the check every checker starts
//! with, that the answer has the puzzle's size.
//!
//! ```
//! use puzzle_ir::grid::Grid;
//!
//! let grid = Grid::new(2, 3);
//! assert_eq!(grid.neighbours(4).collect::<Vec<_>>(), [1, 3, 5]);
//! let inside = [true, true, false, false, false, true];
//! assert_eq!(grid.areas(|i| inside[i]), [vec![0, 1], vec![5]]);
//! ```

use std::fmt;

/// The shape of a grid: `rows` x `cols` cells, numbered row by row from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grid {
    pub rows: usize,
    pub cols: usize,
}

/// Why values could not be laid out as the cells of a grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    #[error("expected {expected} cells, got {got}")]
    WrongCount { expected: usize, got: usize },
    #[error("a grid needs at least one row and one column")]
    Empty,
}

impl Grid {
    pub fn new(rows: usize, cols: usize) -> Grid {
        Grid { rows, cols }
    }

    /// The grid of `rows` x `cols` cells for `values` values, one a cell (a puzzle's
    /// cells given row-major): at least one row and one column, and a value per cell.
    pub fn holding(rows: usize, cols: usize, values: usize) -> Result<Grid, LayoutError> {
        let grid = Grid::new(rows, cols);
        if grid.is_empty() {
            return Err(LayoutError::Empty);
        }
        if values != grid.len() {
            let expected = grid.len();
            return Err(LayoutError::WrongCount {
                expected,
                got: values,
            });
        }
        Ok(grid)
    }

    /// How many cells the grid has.
    pub fn len(self) -> usize {
        self.rows * self.cols
    }

    /// Whether the grid has no cell.
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The number of the cell at (`row`, `col`).
    pub fn index(self, row: usize, col: usize) -> usize {
        row * self.cols + col
    }

    /// The (row, column) of cell number `cell`.
    pub fn position(self, cell: usize) -> (usize, usize) {
        (cell / self.cols, cell % self.cols)
    }

    /// The (row, column) of cell number `cell` as people count, from 1.
    pub fn place(self, cell: usize) -> (usize, usize) {
        let (row, col) = self.position(cell);
        (row + 1, col + 1)
    }

    /// The orthogonal neighbours of `cell` inside the grid: above, below, left, right.
    pub fn neighbours(self, cell: usize) -> impl Iterator<Item = usize> {
        let (r, c) = self.position(cell);
        [
            (r > 0).then(|| cell - self.cols),
            (r + 1 < self.rows).then(|| cell + self.cols),
            (c > 0).then(|| cell - 1),
            (c + 1 < self.cols).then(|| cell + 1),
        ]
        .into_iter()
        .flatten()
    }

    /// Each two orthogonal neighbours, the upper or left one first: cell by cell, its
    /// right neighbour, then the one below.
    pub fn adjacent_pairs(self) -> impl Iterator<Item = (usize, usize)> {
        (0..self.len()).flat_map(move |cell| {
            let (r, c) = self.position(cell);
            let right = (c + 1 < self.cols).then_some((cell, cell + 1));
            let down = (r + 1 < self.rows).then_some((cell, cell + self.cols));
            [right, down].into_iter().flatten()
        })
    }

    /// Every row, then every column, each as its cells in order.
    pub fn lines(self) -> impl Iterator<Item = Vec<usize>> {
        let rows = (0..self.rows).map(move |r| (0..self.cols).map(|c| self.index(r, c)).collect());
        let cols = (0..self.cols).map(move |c| (0..self.rows).map(|r| self.index(r, c)).collect());
        rows.chain(cols)
    }

    /// Each 2x2 block of cells, row by row: its four cells' (row, column), the top
    /// left one first.
    pub fn blocks(self) -> impl Iterator<Item = [(usize, usize); 4]> {
        (1..self.rows).flat_map(move |r| {
            (1..self.cols).map(move |c| [(r - 1, c - 1), (r - 1, c), (r, c - 1), (r, c)])
        })
    }

    /// The orthogonally connected areas of the cells for which `inside` holds: each a
    /// sorted list of cells, the areas ordered by their first cell.
    pub fn areas(self, inside: impl Fn(usize) -> bool) -> Vec<Vec<usize>> {
        self.pieces(&inside, |_, to| inside(to))
    }

    /// Per cell, the index of the piece of `pieces` (which cover the grid) that holds it.
    pub fn labels(self, pieces: &[Vec<usize>]) -> Vec<usize> {
        let mut label = vec![0; self.len()];
        for (index, cells) in pieces.iter().enumerate() {
            cells.iter().for_each(|&cell| label[cell] = index);
        }
        label
    }

    /// The pieces of the grid whose cells are joined to a neighbour `b` from `a` when
    /// `joined(a, b)` holds, `a` the upper or left of the two: each a sorted list of
    /// cells, the pieces ordered by their first cell.
    pub fn components(self, joined: impl Fn(usize, usize) -> bool) -> Vec<Vec<usize>> {
        self.pieces(|_| true, |from, to| joined(from.min(to), from.max(to)))
    }

    /// Per cell, whether it is one of `starts` or joined to one through orthogonal
    /// steps onto cells for which `inside` holds.
    pub fn reached(self, starts: Vec<usize>, inside: impl Fn(usize) -> bool) -> Vec<bool> {
        let mut seen = vec![false; self.len()];
        for &start in &starts {
            seen[start] = true;
        }
        self.flood(&mut seen, starts, |_, to| inside(to));
        seen
    }

    /// The pieces of the cells where `inside` holds, joined by the steps `step` allows.
    fn pieces(
        self,
        inside: impl Fn(usize) -> bool,
        step: impl Fn(usize, usize) -> bool,
    ) -> Vec<Vec<usize>> {
        let mut seen = vec![false; self.len()];
        let mut found = Vec::new();
        for start in 0..self.len() {
            if seen[start] || !inside(start) {
                continue;
            }
            seen[start] = true;
            let mut piece = self.flood(&mut seen, vec![start], &step);
            piece.sort_unstable();
            found.push(piece);
        }
        found
    }

    /// `found` and every unseen cell joined to it by steps from a cell to a neighbour
    /// for which `step(from, to)` holds, marking them seen, in the order reached.
    fn flood(
        self,
        seen: &mut [bool],
        mut found: Vec<usize>,
        step: impl Fn(usize, usize) -> bool,
    ) -> Vec<usize> {
        let mut next = 0;
        while let Some(&cell) = found.get(next) {
            next += 1;
            for n in self.neighbours(cell) {
                if !seen[n] && step(cell, n) {
                    seen[n] = true;
                    found.push(n);
                }
            }
        }
        found
    }
}

impl From<(usize, usize)> for Grid {
    /// The grid of (rows, columns).
    fn from((rows, cols): (usize, usize)) -> Grid {
        Grid::new(rows, cols)
    }
}

/// A row or a column of a grid, 0-based; shown 1-based ("row 1", "column 3").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Line {
    /// 0-based row.
    Row(usize),
    /// 0-based column.
    Col(usize),
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::Row(row) => write!(f, "row {}", row + 1),
            Line::Col(col) => write!(f, "column {}", col + 1),
        }
    }
}

/// A cell as people count, 1-based (row, column): how checkers' messages place a cell.
pub type Place = (usize, usize);

/// "row R, column C".
pub fn place_text((row, col): Place) -> String {
    format!("row {row}, column {col}")
}

/// An answer whose size differs from its puzzle's, each as (rows, columns).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WrongSize {
    pub expected: (usize, usize),
    pub got: (usize, usize),
}

impl WrongSize {
    /// `Err` when the answer's size `got` is not the puzzle's, `expected`.
    pub fn check(expected: (usize, usize), got: (usize, usize)) -> Result<(), WrongSize> {
        match expected == got {
            true => Ok(()),
            false => Err(WrongSize { expected, got }),
        }
    }
}

impl fmt::Display for WrongSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (expected, got) = (self.expected, self.got);
        write!(
            f,
            "answer is {}x{}, puzzle is {}x{} (rows x columns)",
            got.0, got.1, expected.0, expected.1
        )
    }
}

#[cfg(test)]
mod tests {
    use super::Grid;

    #[test]
    fn areas_are_the_connected_pieces() {
        let grid = Grid::new(2, 3);
        let inside = [true, true, true, false, false, true];
        assert_eq!(grid.areas(|i| inside[i]), vec![vec![0, 1, 2, 5]]);
        let diagonal = [true, false, false, true];
        assert_eq!(
            Grid::new(2, 2).areas(|i| diagonal[i]),
            vec![vec![0], vec![3]]
        );
        assert!(Grid::new(2, 2).areas(|_| false).is_empty());
    }

    #[test]
    fn reached_floods_from_every_start() {
        let open = [true, false, true, true, false, false];
        let reached = Grid::new(2, 3).reached(vec![1], |i| open[i]);
        assert_eq!(reached, [true, true, true, true, false, false]);
    }

    #[test]
    fn pairs_lines_and_blocks_cover_the_grid() {
        let grid = Grid::new(2, 2);
        let pairs: Vec<_> = grid.adjacent_pairs().collect();
        assert_eq!(pairs, [(0, 1), (0, 2), (1, 3), (2, 3)]);
        assert_eq!(grid.lines().count(), 4);
        assert_eq!(
            grid.blocks().collect::<Vec<_>>(),
            [[(0, 0), (0, 1), (1, 0), (1, 1)]]
        );
    }
}
