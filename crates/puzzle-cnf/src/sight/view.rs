//! What a cell sees: itself and its four runs.

use super::{rays, Run};
use crate::tally::Tally;
use crate::{CnfBuilder, Lit};
use puzzle_ir::grid::Grid;

/// The number of cells a cell sees, itself included, exact up to a bound.
///
/// The four [`Run`]s are cut at the bound and their literals counted by one
/// [`Tally`]: a run of length r sets exactly its first r literals, so the tally counts
/// the cells seen besides the cell itself. One unary register serves both sides of a
/// clue (a cardinality constraint "exactly" of [`card`](crate::card) writes two
/// counters), and its width stops at the bound.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct View {
    /// The other cells seen.
    others: Tally,
    /// The bound the view was made with.
    up_to: usize,
}

impl View {
    /// The view from `cell` of `grid`, where `open[i]` says cell `i` can be seen through,
    /// exact for counts up to `up_to` (at least 1). The cell's own openness is the
    /// caller's.
    pub fn new(grid: Grid, cell: usize, open: &[Lit], up_to: usize, cnf: &mut CnfBuilder) -> View {
        let lits: Vec<Lit> = rays(grid, cell)
            .iter()
            .flat_map(|ray| {
                let run = Run::new(ray.iter().map(|&i| open[i]), up_to, cnf);
                run.lits().to_vec()
            })
            .collect();
        View {
            others: Tally::new(&lits, up_to, cnf),
            up_to,
        }
    }

    /// The literal "at least `k` cells seen", for 2 <= k <= the bound; `None` when the
    /// rays are too short for `k`.
    ///
    /// # Panics
    /// For k < 2 (always true) or above the bound.
    pub fn at_least(&self, k: usize) -> Option<Lit> {
        assert!(k <= self.up_to, "the view counts up to {}", self.up_to);
        self.others.at_least(k - 1)
    }

    /// The clauses "exactly `count` cells seen" (the empty clause when the rays are too
    /// short or `count` is 0).
    ///
    /// # Panics
    /// For a count above the bound.
    pub fn equal(&self, count: usize) -> Vec<Vec<Lit>> {
        assert!(count <= self.up_to, "the view counts up to {}", self.up_to);
        match count.checked_sub(1) {
            Some(others) => self.others.equal(others),
            None => vec![Vec::new()],
        }
    }
}
