//! Lines of sight on a grid: from an open cell one sees along its row and its column
//! until a closed cell or the border. The maximal runs of open cells along the rows and
//! the columns are the lines of sight; two open cells see each other exactly when they
//! share a run.
//!
//! ```
//! use puzzle_ir::grid::Grid;
//! use puzzle_ir::sight::Sight;
//!
//! // . . #
//! // . # .
//! let closed = [false, false, true, false, true, false];
//! let sight = Sight::new(Grid::new(2, 3), |i| !closed[i]);
//! assert_eq!(sight.runs(), [vec![0, 1], vec![3], vec![5], vec![0, 3], vec![1], vec![5]]);
//! assert_eq!(sight.across(1), Some(&[0, 1][..]));
//! assert_eq!(sight.seen(0).collect::<Vec<_>>(), [1, 3]);
//! assert_eq!(sight.across(2), None);
//! ```

use crate::grid::Grid;

/// The lines of sight of a grid's open cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sight {
    /// Every maximal run of open cells: the rows' runs, row by row, then the columns'.
    runs: Vec<Vec<usize>>,
    /// Per cell, its run along its row (`None` for a closed cell).
    across: Vec<Option<usize>>,
    /// Per cell, its run along its column.
    down: Vec<Option<usize>>,
}

impl Sight {
    /// The lines of sight of the cells of `grid` for which `open` holds.
    pub fn new(grid: Grid, open: impl Fn(usize) -> bool) -> Sight {
        let mut sight = Sight {
            runs: Vec::new(),
            across: vec![None; grid.len()],
            down: vec![None; grid.len()],
        };
        for (index, line) in grid.lines().enumerate() {
            let along_row = index < grid.rows;
            for run in line
                .split(|&cell| !open(cell))
                .filter(|run| !run.is_empty())
            {
                let which = if along_row {
                    &mut sight.across
                } else {
                    &mut sight.down
                };
                for &cell in run {
                    which[cell] = Some(sight.runs.len());
                }
                sight.runs.push(run.to_vec());
            }
        }
        sight
    }

    /// Every maximal run of open cells, each in order along its line: the rows' runs,
    /// row by row, then the columns' runs, column by column. An open cell with closed
    /// cells or the border on both sides of a line is a run of one.
    pub fn runs(&self) -> &[Vec<usize>] {
        &self.runs
    }

    /// The run along the row of `cell` (`None` when the cell is closed).
    pub fn across(&self, cell: usize) -> Option<&[usize]> {
        self.across[cell].map(|run| &self.runs[run][..])
    }

    /// The run along the column of `cell` (`None` when the cell is closed).
    pub fn down(&self, cell: usize) -> Option<&[usize]> {
        self.down[cell].map(|run| &self.runs[run][..])
    }

    /// The other cells `cell` sees: those of its row's run, then those of its column's
    /// run (none for a closed cell).
    pub fn seen(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let across = self.across(cell).unwrap_or_default().iter();
        let down = self.down(cell).unwrap_or_default().iter();
        across
            .chain(down)
            .copied()
            .filter(move |&other| other != cell)
    }
}

#[cfg(test)]
mod tests {
    use super::Sight;
    use crate::grid::Grid;

    #[test]
    fn runs_stop_at_closed_cells_and_cover_every_open_cell_twice() {
        // . # . .
        // . . # .
        // # . . .
        let closed = [1, 6, 8];
        let grid = Grid::new(3, 4);
        let sight = Sight::new(grid, |i| !closed.contains(&i));
        for cell in (0..grid.len()).filter(|i| !closed.contains(i)) {
            let holding = sight.runs().iter().filter(|run| run.contains(&cell));
            assert_eq!(holding.count(), 2, "cell {cell}");
        }
        assert_eq!(sight.across(2), Some(&[2, 3][..]));
        assert_eq!(sight.down(5), Some(&[5, 9][..]));
        let mut seen: Vec<usize> = sight.seen(10).collect();
        seen.sort_unstable();
        assert_eq!(seen, [9, 11]);
        assert_eq!(sight.seen(1).count(), 0);
    }
}
