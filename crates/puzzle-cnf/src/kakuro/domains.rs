//! The pruning of cell domains before encoding: a cell keeps a digit only
//! if some possible digit set of each of its two runs holds it. Pruning first keeps the
//! CNF small and hands the solver what simple set reasoning already knows.

use super::Contradiction;
use crate::sum::digits::{fitting_sets, up_to, Digits};
use puzzle_ir::kakuro::{Cell, Kakuro};

/// Every digit for each white cell, row-major (0 for blocks and clue cells).
pub(super) fn unpruned(puzzle: &Kakuro) -> Vec<Digits> {
    let digits = up_to(9);
    let white = |&cell: &Cell| if cell == Cell::White { digits } else { 0 };
    puzzle.cells().iter().map(white).collect()
}

/// The pruned domains, row-major (0 for blocks and clue cells), at the fixed point of:
/// a run keeps the digit sets that fit its cells' domains, and its cells keep the digits
/// of those sets.
pub(super) fn prune(puzzle: &Kakuro) -> Result<Vec<Digits>, Contradiction> {
    if let Some(run) = puzzle.impossible_runs().first() {
        return Err(Contradiction::ImpossibleRun {
            direction: run.direction,
            clue: run.clue_cell,
            sum: run.sum,
            len: run.cells.len(),
        });
    }
    let cols = puzzle.cols();
    let index = |(r, c): (usize, usize)| r * cols + c;
    let mut domains = unpruned(puzzle);
    loop {
        let mut changed = false;
        for run in puzzle.runs() {
            let run_domains: Vec<Digits> = run.cells.iter().map(|&p| domains[index(p)]).collect();
            let sets = fitting_sets(run.cells.len(), run.sum, &run_domains);
            let allowed = sets.iter().fold(0, |acc, &s| acc | s);
            for &p in &run.cells {
                let d = &mut domains[index(p)];
                if *d & !allowed != 0 {
                    *d &= allowed;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    match domains
        .iter()
        .zip(puzzle.cells())
        .position(|(&d, &cell)| cell == Cell::White && d == 0)
    {
        Some(i) => Err(Contradiction::EmptyDomain {
            cell: (i / cols, i % cols),
        }),
        None => Ok(domains),
    }
}
