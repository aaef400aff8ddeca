//! What a cell sees: itself and its four runs.

use super::{adder, rays, Run};
use crate::{CnfBuilder, Lit};
use puzzle_ir::grid::Grid;

/// The number of cells a cell sees, itself included, exact up to a bound.
///
/// The four [`Run`]s are cut at the bound; the runs along the column and along the row
/// are added pairwise (each sum an order-encoded count, [`adder::add`]), and a clue
/// compares the two sums without adding them ([`adder::equal`]). A sum of two runs costs
/// at most (t + 1)(t + 2) clauses for the bound t and t variables; one sequential
/// counter over all the runs' literals ([`Tally`](crate::tally::Tally)) cost about four
/// times that in clauses and t times in variables, and solved the Janko set more
/// slowly (docs/ENCODINGS.md, "Lines of sight").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct View {
    /// The cells seen along the column, then along the row (the cell itself not).
    sums: [Vec<Lit>; 2],
    /// The bound the view was made with.
    up_to: usize,
}

impl View {
    /// The view from `cell` of `grid`, where `open[i]` says cell `i` can be seen through,
    /// exact for counts up to `up_to` (at least 1). The cell's own openness is the
    /// caller's.
    pub fn new(grid: Grid, cell: usize, open: &[Lit], up_to: usize, cnf: &mut CnfBuilder) -> View {
        let [up, down, left, right] =
            rays(grid, cell).map(|ray| Run::new(ray.iter().map(|&i| open[i]), up_to, cnf));
        let column = adder::add(up.lits(), down.lits(), up_to, cnf);
        let row = adder::add(left.lits(), right.lits(), up_to, cnf);
        View {
            sums: [column, row],
            up_to,
        }
    }

    /// The clauses "exactly `count` cells seen" (the empty clause when the rays are too
    /// short or `count` is 0).
    ///
    /// # Panics
    /// For a count above the bound.
    pub fn equal(&self, count: usize) -> Vec<Vec<Lit>> {
        assert!(count <= self.up_to, "the view counts up to {}", self.up_to);
        match count.checked_sub(1) {
            Some(others) => adder::equal(&self.sums[0], &self.sums[1], others),
            None => vec![Vec::new()],
        }
    }
}
