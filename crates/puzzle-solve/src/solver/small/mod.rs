//! A small CDCL SAT solver for small CNFs, where the fixed cost of a solve is most of it.
//!
//! A 9x9 Sudoku's CNF has a few hundred variables and under 2,500 clauses, mostly
//! binary, and the hardest need a few dozen conflicts. varisat spent more on loading
//! such a CNF (about 800 instructions a clause: its variable maps and a watch list per
//! literal grown one push at a time) than on searching it. This solver keeps binary
//! clauses as implication lists and long ones in one arena, reuses all of its memory
//! from one solve to the next (one solver per thread), and has only what such CNFs
//! need: two-watched-literal propagation, VSIDS or VMTF as each kind's hints say, 1UIP
//! learning with minimisation, Luby restarts, and learnt clauses halved by LBD. Clauses
//! can be added between solves (the cuts of lazy constraints, a count's blocking
//! clauses). It has no assumptions and writes no DRAT proof, which stay with varisat
//! and CaDiCaL; it can keep the clauses it learns, a refutation that
//! [`crate::verify::rup`] checks, and [`Refuting`] answers a count's solves with it.
//!
//! ```
//! use puzzle_solve::solver::small::Cdcl;
//! let (pos, neg) = (|var: u32| 2 * var, |var: u32| 2 * var + 1);
//! let mut solver = Cdcl::new();
//! // x0 ∨ x1, ¬x0 ∨ x1, ¬x1 ∨ ¬x2: x1 must hold, and then x2 must not.
//! let clauses = [vec![pos(0), pos(1)], vec![neg(0), pos(1)], vec![neg(1), neg(2)]];
//! assert_eq!(solver.solve(3, clauses.clone(), None), Some(true));
//! assert!(solver.value(1) && !solver.value(2));
//! // Adding x2 leaves no model.
//! let with_x2 = clauses.into_iter().chain([vec![pos(2)]]);
//! assert_eq!(solver.solve(3, with_x2, None), Some(false));
//! ```

mod analyze;
mod assignment;
mod cdcl;
mod clauses;
mod more;
mod order;
mod propagate;
mod refuting;
mod vmtf;
mod vsids;

pub use cdcl::{Cdcl, MAX_VARS};
pub use refuting::Refuting;

use super::{in_process, Engine, Model, Outcome};
use puzzle_cnf::{CnfBuilder, SolvingHints};
use std::cell::RefCell;
use std::time::{Duration, Instant};

/// A literal: `2 * var` when positive, `2 * var + 1` when negative.
pub type Lit = u32;

thread_local! {
    /// One solver per thread, so that a batch allocates nothing after its first puzzles.
    static SOLVER: RefCell<Cdcl> = RefCell::default();
}

/// Whether `--solver auto` gives a CNF of `clauses` clauses, of a kind that states
/// `hints`, to this solver instead of varisat: below [`SolvingHints::small_below`].
///
/// ```
/// use puzzle_cnf::SolvingHints;
/// use puzzle_solve::solver::small::suits;
/// let hints = SolvingHints { small_below: Some(15_000), ..SolvingHints::DEFAULT };
/// assert!(suits(&hints, 14_999) && !suits(&hints, 15_000));
/// let never = SolvingHints { small_below: None, ..hints };
/// assert!(!suits(&never, 2_000));
/// ```
pub fn suits(hints: &SolvingHints, clauses: usize) -> bool {
    hints.small_below.is_some_and(|line| clauses < line)
}

/// Whether `--solver auto` gives a CNF of `clauses` clauses, of a kind that states
/// `hints`, to this solver: where it would otherwise go to varisat ([`Engine::auto`]) and
/// this solver [`suits`] it. Single solves and counts take the same path.
pub fn auto_picks(hints: &SolvingHints, clauses: usize) -> bool {
    Engine::auto(hints, clauses) == Engine::Varisat && suits(hints, clauses)
}

/// Solves `cnf` on this thread's [`Cdcl`], adding the cuts of its lazy constraints
/// ([`CnfBuilder::cuts`]) and solving again until a model draws none; after `timeout`
/// the answer is [`Outcome::Unknown`]. A model is checked by the caller, like every
/// solver's. A "no model" cannot be checked, so varisat solves that CNF again and its
/// verdict is the one returned: a second solve, but only for puzzles that have no answer.
/// Decisions are made as `hints` say ([`Cdcl::choose`]).
pub fn solve(cnf: &CnfBuilder, hints: &SolvingHints, timeout: Option<Duration>) -> Outcome {
    let start = Instant::now();
    let deadline = timeout.map(|t| start + t);
    let n_vars = cnf.n_vars() as usize;
    let outcome = SOLVER.with_borrow_mut(|solver| {
        solver.choose(hints);
        let clauses = cnf.clauses().map(|c| c.iter().map(|l| l.lidx() as Lit));
        let mut found = solver.solve(n_vars, clauses, deadline);
        loop {
            match found {
                Some(true) => {
                    let model = Model::new((0..n_vars).map(|v| solver.value(v)).collect());
                    let cuts = cnf.cuts(|var| model.value(var));
                    if cuts.is_empty() {
                        return Outcome::Sat(model);
                    }
                    let cuts = cuts.iter().map(|c| c.iter().map(|l| l.lidx() as Lit));
                    found = solver.solve_more(cuts, deadline);
                }
                Some(false) => return Outcome::Unsat,
                None => return Outcome::Unknown,
            }
        }
    });
    match outcome {
        Outcome::Unsat => {
            let left = timeout.map(|t| t.saturating_sub(start.elapsed()));
            if cnf.is_static() {
                in_process::solve(cnf, left)
            } else {
                super::lazy::solve(Engine::Varisat, &[], None, cnf, left)
            }
        }
        found => found,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_models_and_no_model_is_confirmed() {
        let mut cnf = CnfBuilder::new();
        let (x, y) = (cnf.new_var(), cnf.new_var());
        cnf.add_clause([x.pos_lit(), y.pos_lit()]);
        cnf.add_clause([x.neg_lit()]);
        let hints = SolvingHints::DEFAULT;
        let Outcome::Sat(model) = solve(&cnf, &hints, None) else {
            panic!("x ∨ y, ¬x has a model");
        };
        assert!(!model.value(x) && model.value(y));
        cnf.add_clause([y.neg_lit()]);
        assert_eq!(solve(&cnf, &hints, None), Outcome::Unsat);
    }

    #[test]
    fn free_variables_take_the_value_tried_first() {
        let mut cnf = CnfBuilder::new();
        let (x, y, z) = (cnf.new_var(), cnf.new_var(), cnf.new_var());
        cnf.add_clause([x.pos_lit(), y.neg_lit(), z.pos_lit()]);
        for tries_true in [false, true] {
            let hints = SolvingHints {
                small_tries_true: tries_true,
                ..SolvingHints::DEFAULT
            };
            let Outcome::Sat(model) = solve(&cnf, &hints, None) else {
                panic!("one clause has a model");
            };
            let values = [x, y, z].map(|v| model.value(v));
            assert_eq!(values, [tries_true; 3], "trying {tries_true} first");
        }
    }
}
