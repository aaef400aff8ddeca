//! Line solving: the reasoning people use on a Nonogram, one line at a time. A cell of a
//! line is settled when every placement of the line's runs that agrees with the cells
//! known so far shades it (or every one leaves it unshaded); settled cells tell the
//! crossing lines more, until no line settles anything new.
//!
//! It knows nothing of CNF: the generator keeps only puzzles that line solving settles
//! completely (their answer is then unique, and found without guessing), and the report
//! of how hard a puzzle is counts its line passes.
//!
//! ```
//! use puzzle_ir::nonogram::line_solve::{settle_line, solve};
//! use puzzle_ir::nonogram::Nonogram;
//!
//! // A run of 3 in 4 cells shades the middle two.
//! assert_eq!(settle_line(&[3], &[None; 4]), Some(vec![None, Some(true), Some(true), None]));
//! let puzzle = Nonogram::parse("p", "kind: nonogram\ncols:\n2\n1\nrows:\n2\n1\n").unwrap();
//! assert!(solve(&puzzle).unwrap().is_solved());
//! ```

use super::Nonogram;
use crate::grid::Line;
use std::collections::VecDeque;

/// What line solving knows of a cell: shaded, unshaded, or not yet known.
pub type Known = Option<bool>;

/// The line's cells settled further by its `runs`: `None` when no placement of the runs
/// agrees with `cells`.
pub fn settle_line(runs: &[u32], cells: &[Known]) -> Option<Vec<Known>> {
    let n = cells.len();
    let k = runs.len();
    // Unshaded cells among the first i, to test a run's cells in constant time.
    let mut unshaded_before = vec![0usize; n + 1];
    for (i, &cell) in cells.iter().enumerate() {
        unshaded_before[i + 1] = unshaded_before[i] + usize::from(cell == Some(false));
    }
    // Cell n is an unshaded cell past the end, so that every run is followed by one.
    let may_unshade = |i: usize| i == n || cells[i] != Some(true);
    let run_fits = |i: usize, j: usize| {
        let end = i + runs[j] as usize;
        end <= n && unshaded_before[end] == unshaded_before[i] && may_unshade(end)
    };
    // reached[i][j]: the first i cells hold the first j runs, each followed by a gap.
    let mut reached = vec![vec![false; k + 1]; n + 2];
    reached[0][0] = true;
    for i in 0..=n {
        for j in 0..=k {
            if !reached[i][j] {
                continue;
            }
            if may_unshade(i) {
                reached[i + 1][j] = true;
            }
            if j < k && run_fits(i, j) {
                reached[i + runs[j] as usize + 1][j + 1] = true;
            }
        }
    }
    // finishing[i][j]: from there the remaining cells can hold the remaining runs.
    let mut finishing = vec![vec![false; k + 1]; n + 2];
    finishing[n + 1][k] = true;
    for i in (0..=n).rev() {
        for j in 0..=k {
            finishing[i][j] = (may_unshade(i) && finishing[i + 1][j])
                || (j < k && run_fits(i, j) && finishing[i + runs[j] as usize + 1][j + 1]);
        }
    }
    if !reached[n + 1][k] {
        return None;
    }
    // Per cell, how many placements shade it and leave it unshaded (difference arrays).
    let mut shade = vec![0i64; n + 2];
    let mut unshade = vec![0i64; n + 2];
    for i in 0..=n {
        for j in 0..=k {
            if !reached[i][j] {
                continue;
            }
            if may_unshade(i) && finishing[i + 1][j] {
                unshade[i] += 1;
                unshade[i + 1] -= 1;
            }
            if j < k && run_fits(i, j) {
                let end = i + runs[j] as usize;
                if finishing[end + 1][j + 1] {
                    shade[i] += 1;
                    shade[end] -= 1;
                    unshade[end] += 1;
                    unshade[end + 1] -= 1;
                }
            }
        }
    }
    let (mut shaded, mut unshaded) = (0, 0);
    let settled = (0..n).map(|i| {
        shaded += shade[i];
        unshaded += unshade[i];
        match (shaded > 0, unshaded > 0) {
            (true, false) => Some(true),
            (false, true) => Some(false),
            _ => cells[i],
        }
    });
    Some(settled.collect())
}

/// Where line solving stops: the cells it settled and how many lines it read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Progress {
    /// Row-major, what is known of each cell.
    pub cells: Vec<Known>,
    /// Line readings until nothing more settled.
    pub passes: usize,
}

impl Progress {
    /// Whether every cell is settled.
    pub fn is_solved(&self) -> bool {
        self.cells.iter().all(Option::is_some)
    }

    /// The cells still unknown.
    pub fn unknown(&self) -> usize {
        self.cells.iter().filter(|c| c.is_none()).count()
    }
}

/// Line solving from a blank grid: `None` when some line has no placement left (the
/// puzzle has no answer).
pub fn solve(puzzle: &Nonogram) -> Option<Progress> {
    let grid = puzzle.shape();
    let lines: Vec<(Line, Vec<usize>)> = puzzle.lines().zip(grid.lines()).collect();
    let mut cells: Vec<Known> = vec![None; grid.len()];
    let mut queued = vec![true; lines.len()];
    let mut queue: VecDeque<usize> = (0..lines.len()).collect();
    let mut passes = 0;
    while let Some(l) = queue.pop_front() {
        queued[l] = false;
        let (line, indices) = &lines[l];
        let Some(runs) = puzzle.clue(*line) else {
            continue;
        };
        passes += 1;
        let known: Vec<Known> = indices.iter().map(|&i| cells[i]).collect();
        let settled = settle_line(runs, &known)?;
        for (&i, (&before, &after)) in indices.iter().zip(known.iter().zip(&settled)) {
            if before == after {
                continue;
            }
            cells[i] = after;
            let (r, c) = grid.position(i);
            let crossing = match line {
                Line::Row(_) => grid.rows + c,
                Line::Col(_) => r,
            };
            if !queued[crossing] {
                queued[crossing] = true;
                queue.push_back(crossing);
            }
        }
    }
    Some(Progress { cells, passes })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of up to 8 cells and every clue that fits: settling a blank line
    /// shades exactly the cells every placement shades.
    #[test]
    fn settling_agrees_with_every_placement() {
        for n in 0..=8usize {
            let lines: Vec<Vec<bool>> = (0..1u32 << n)
                .map(|bits| (0..n).map(|i| bits >> i & 1 == 1).collect())
                .collect();
            for line in &lines {
                let runs = super::super::runs(line.iter().copied());
                let fitting: Vec<&Vec<bool>> = (lines.iter())
                    .filter(|l| super::super::runs(l.iter().copied()) == runs)
                    .collect();
                let expected: Vec<Known> = (0..n)
                    .map(|i| match fitting.iter().map(|l| l[i]).collect::<Vec<_>>() {
                        v if v.iter().all(|&b| b) => Some(true),
                        v if v.iter().all(|&b| !b) => Some(false),
                        _ => None,
                    })
                    .collect();
                assert_eq!(settle_line(&runs, &vec![None; n]), Some(expected), "{line:?}");
            }
        }
    }

    #[test]
    fn runs_that_cannot_fit_are_a_contradiction() {
        assert_eq!(settle_line(&[2, 2], &[None; 4]), None);
        assert_eq!(settle_line(&[1], &[Some(false); 3]), None);
        assert_eq!(settle_line(&[], &[None, Some(true)]), None);
    }
}
