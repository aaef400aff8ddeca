//! Cells that touch by a side or a corner, for the rules that keep marks apart
//! diagonally too (stars, tents): the eight neighbours of a cell and each touching pair
//! once.
//!
//! ```
//! use puzzle_ir::grid::Grid;
//!
//! let grid = Grid::new(2, 3);
//! assert_eq!(grid.touching(4).collect::<Vec<_>>(), [0, 1, 2, 3, 5]);
//! let pairs: Vec<_> = grid.touching_pairs().collect();
//! assert_eq!(pairs[..4], [(0, 1), (0, 3), (0, 4), (1, 2)]);
//! assert_eq!(pairs.len(), 11);
//! ```

use crate::grid::Grid;

impl Grid {
    /// The cells inside the grid that touch `cell` by a side or a corner, in reading
    /// order.
    pub fn touching(self, cell: usize) -> impl Iterator<Item = usize> {
        let (r, c) = self.position(cell);
        let rows = r.saturating_sub(1)..(r + 2).min(self.rows);
        rows.flat_map(move |row| {
            let cols = c.saturating_sub(1)..(c + 2).min(self.cols);
            cols.map(move |col| self.index(row, col))
        })
        .filter(move |&other| other != cell)
    }

    /// Each two cells that touch by a side or a corner, once, as (a, b) with a before b
    /// in reading order; ordered by a, then by b.
    pub fn touching_pairs(self) -> impl Iterator<Item = (usize, usize)> {
        (0..self.len()).flat_map(move |cell| {
            self.touching(cell)
                .filter(move |&other| other > cell)
                .map(move |other| (cell, other))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn touching_pairs_of_a_two_by_two_grid_are_all_six() {
        let pairs: Vec<_> = Grid::new(2, 2).touching_pairs().collect();
        assert_eq!(pairs, vec![(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]);
        assert_eq!(Grid::new(3, 4).touching_pairs().count(), 9 + 8 + 12);
    }

    /// The pairs are those of cells at most one row and one column apart, on grids of
    /// every shape up to 4x4.
    #[test]
    fn pairs_are_the_cells_a_king_step_apart() {
        for (rows, cols) in (1..=4).flat_map(|r| (1..=4).map(move |c| (r, c))) {
            let grid = Grid::new(rows, cols);
            let expected: Vec<(usize, usize)> = (0..grid.len())
                .flat_map(|a| (a + 1..grid.len()).map(move |b| (a, b)))
                .filter(|&(a, b)| {
                    let ((ra, ca), (rb, cb)) = (grid.position(a), grid.position(b));
                    ra.abs_diff(rb) <= 1 && ca.abs_diff(cb) <= 1
                })
                .collect();
            assert_eq!(grid.touching_pairs().collect::<Vec<_>>(), expected);
        }
    }
}
