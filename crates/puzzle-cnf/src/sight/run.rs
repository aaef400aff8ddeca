//! The run of open cells along one ray, order-encoded.

use crate::{CnfBuilder, Lit};

/// "At least k cells of the ray are open one after the other from its start", for
/// k = 1..=the ray's length (cut at a bound).
///
/// The first literal is the first cell's own; each further one is a fresh variable
/// defined both ways as the previous one and the next cell open (three clauses), so
/// that unit propagation makes every literal exact once the cells are known, and a
/// literal once known fixes the cells it speaks of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// `at_least[k - 1]`: the first k cells are open.
    at_least: Vec<Lit>,
}

impl Run {
    /// The run along the cells whose openness `open` gives, nearest first, exact for
    /// lengths up to `up_to` (longer runs read as `up_to`).
    pub fn new(open: impl IntoIterator<Item = Lit>, up_to: usize, cnf: &mut CnfBuilder) -> Run {
        let mut at_least: Vec<Lit> = Vec::new();
        for cell in open.into_iter().take(up_to) {
            let next = match at_least.last() {
                None => cell,
                Some(&previous) => {
                    let next = cnf.new_var().pos_lit();
                    cnf.add_clause([!next, previous]);
                    cnf.add_clause([!next, cell]);
                    cnf.add_clause([!previous, !cell, next]);
                    next
                }
            };
            at_least.push(next);
        }
        Run { at_least }
    }

    /// The literal "at least `k` cells are open in a row", for 1 <= k <= the run's
    /// bound; `None` beyond it.
    pub fn at_least(&self, k: usize) -> Option<Lit> {
        k.checked_sub(1).and_then(|i| self.at_least.get(i)).copied()
    }

    /// Every literal, for k = 1, 2, ...: as many of them are true as cells in the run.
    pub fn lits(&self) -> &[Lit] {
        &self.at_least
    }
}
