//! The small solver kept over one formula for several solves without assumptions, as a
//! count runs them: solve, add the clauses that block the answer (and the cuts of lazy
//! constraints), solve again, until there is no model. Each solve goes on from what the
//! ones before learnt. A "no model" is returned only once [`rup::refutes`] has checked
//! the solver's refutation against every clause it was given, so the small solver's verdicts
//! need no second solver to confirm them.

use super::{Cdcl, Lit, SOLVER};
use crate::verify::rup::{self, RupError};
use puzzle_cnf::{CnfBuilder, SolvingHints};
use std::time::Instant;

/// The thread's small solver, borrowed for the solves of one formula; see the module
/// documentation.
pub struct Refuting<'a> {
    cnf: &'a CnfBuilder,
    solver: Cdcl,
    /// Clauses given since the last solve.
    pending: Vec<Vec<puzzle_cnf::Lit>>,
    /// The clauses given before the last solve, after the formula's own.
    added: Vec<Vec<puzzle_cnf::Lit>>,
    /// What the last solve found: `None` before the first and after a deadline.
    last: Option<bool>,
}

impl<'a> Refuting<'a> {
    /// The solver for `cnf`'s clauses, deciding as `hints` say ([`Cdcl::choose`]);
    /// nothing is solved yet.
    pub fn new(cnf: &'a CnfBuilder, hints: &SolvingHints) -> Self {
        let mut solver = SOLVER.with_borrow_mut(std::mem::take);
        solver.keep_refutation(true);
        solver.choose(hints);
        Refuting {
            cnf,
            solver,
            pending: Vec::new(),
            added: Vec::new(),
            last: None,
        }
    }

    /// Adds a clause over the formula's variables, for the solves from the next on.
    pub fn add_clause(&mut self, clause: &[puzzle_cnf::Lit]) {
        self.pending.push(clause.to_vec());
    }

    /// Solves the formula with every clause added: `Ok(Some(true))` with a model
    /// ([`Refuting::value`] reads it), `Ok(Some(false))` when the refutation checks,
    /// `Ok(None)` once `deadline` has passed.
    ///
    /// # Errors
    /// The solver found no model but its refutation does not check: a fault of the
    /// solver, never of the formula.
    pub fn solve(&mut self, deadline: Option<Instant>) -> Result<Option<bool>, RupError> {
        if self.last == Some(false) {
            return Ok(Some(false));
        }
        let n_vars = self.cnf.n_vars() as usize;
        self.last = if self.last == Some(true) {
            self.solver
                .solve_more(small_lits(self.pending.iter().map(Vec::as_slice)), deadline)
        } else {
            let earlier = self.added.iter().chain(&self.pending).map(Vec::as_slice);
            let clauses = self.cnf.clauses().chain(earlier);
            self.solver.solve(n_vars, small_lits(clauses), deadline)
        };
        self.added.append(&mut self.pending);
        if self.last == Some(false) {
            let refutation = (self.solver.refutation()).expect("the solver keeps its refutation");
            let clauses = self
                .cnf
                .clauses()
                .chain(self.added.iter().map(Vec::as_slice));
            rup::refutes(n_vars, small_lits(clauses), refutation)?;
        }
        Ok(self.last)
    }

    /// The value of `var` in the model the last solve found.
    pub fn value(&self, var: usize) -> bool {
        self.solver.value(var)
    }
}

impl Drop for Refuting<'_> {
    /// Gives the solver, and its memory, back to the thread.
    fn drop(&mut self) {
        let mut solver = std::mem::take(&mut self.solver);
        solver.keep_refutation(false);
        SOLVER.with_borrow_mut(|kept| *kept = solver);
    }
}

/// Clauses in the small solver's literals.
fn small_lits<'c>(
    clauses: impl IntoIterator<Item = &'c [puzzle_cnf::Lit]>,
) -> impl Iterator<Item = impl Iterator<Item = Lit> + 'c> {
    let small = |lit: &puzzle_cnf::Lit| lit.lidx() as Lit;
    clauses
        .into_iter()
        .map(move |clause| clause.iter().map(small))
}
