//! Digit sets and the pruning of cell domains before encoding: a cell keeps a digit only
//! if some possible digit set of each of its two runs holds it. Pruning first keeps the
//! CNF small and hands the solver what simple set reasoning already knows.

use super::Contradiction;
use puzzle_ir::kakuro::{Cell, Kakuro};

/// A set of digits 1..9: bit d-1 for digit d.
pub(super) type Digits = u16;

/// Every digit 1..9.
pub(super) const ALL_DIGITS: Digits = 0x1ff;

/// Whether digit `d` (1..9) is in `set`.
pub(super) fn has(set: Digits, d: usize) -> bool {
    set & (1 << (d - 1)) != 0
}

/// The sum of the digits of `set`.
pub(super) fn digit_sum(set: Digits) -> u32 {
    (1..=9u32).filter(|&d| has(set, d as usize)).sum()
}

/// The digit sets of `len` distinct digits adding up to `sum` that fit `domains`: every
/// digit of the set is in some domain and every domain holds a digit of the set.
pub(super) fn fitting_sets(len: usize, sum: u32, domains: &[Digits]) -> Vec<Digits> {
    let cover = domains.iter().fold(0, |acc, &d| acc | d);
    (1..=ALL_DIGITS)
        .filter(|&s| s.count_ones() as usize == len && digit_sum(s) == sum)
        .filter(|&s| s & !cover == 0 && domains.iter().all(|&d| d & s != 0))
        .collect()
}

/// Every digit for each white cell, row-major (0 for blocks and clue cells).
pub(super) fn unpruned(puzzle: &Kakuro) -> Vec<Digits> {
    let white = |&cell: &Cell| if cell == Cell::White { ALL_DIGITS } else { 0 };
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
