//! CaDiCaL (1.9.5, bundled and compiled by the crate `cadical`) linked into this
//! process. Unlike varisat it can be stopped: CaDiCaL polls a `terminate` callback during
//! search, and [`Deadline`] answers yes once the time limit has passed, so a time limit
//! ends the solve itself and leaves no thread behind.

use super::{Model, Outcome};
use puzzle_cnf::{CnfBuilder, Lit};
use std::time::{Duration, Instant};

/// A CaDiCaL instance whose searches stop at a [`Deadline`].
pub(crate) type Cadical = cadical::Solver<Deadline>;

/// Solves `cnf` with CaDiCaL; after `timeout` (counted from the start of loading) the
/// answer is [`Outcome::Unknown`].
pub fn solve(cnf: &CnfBuilder, timeout: Option<Duration>) -> Outcome {
    let deadline = timeout.map(|limit| Instant::now() + limit);
    let mut solver = new_solver(cnf, deadline);
    match solver.solve() {
        Some(true) => Outcome::Sat(model_of(&solver, cnf.n_vars())),
        Some(false) => Outcome::Unsat,
        None => Outcome::Unknown,
    }
}

/// A solver holding every clause of `cnf`, stopping its searches at `deadline`.
pub(crate) fn new_solver(cnf: &CnfBuilder, deadline: Option<Instant>) -> Cadical {
    // CaDiCaL's `sat` configuration (options tuned for satisfiable instances): puzzles
    // mostly have an answer, and on the bundled large ones it took the in-process total
    // from 37.0 s to 24.4 s (25x25 Sudokus 25.2 s to 14.8 s, the papers' 36x36 0.29 s
    // to 0.19 s, 200x200 Shakashaka 2.2 s to 1.2 s; Kakuro 50x50 0.88 s to 1.15 s), and
    // `solve --unique` (whose last solve is unsatisfiable) was no slower
    // (docs/BENCHMARKS.md).
    let mut solver = Cadical::with_config("sat").expect("CaDiCaL has a `sat` configuration");
    load(&mut solver, cnf);
    solver.set_callbacks(deadline.map(|at| Deadline { at }));
    solver
}

/// Adds every clause of `cnf` to `solver`.
fn load<C: cadical::Callbacks>(solver: &mut cadical::Solver<C>, cnf: &CnfBuilder) {
    // Sizing the variable tables once spares CaDiCaL growing them clause by clause.
    solver.reserve(i32::try_from(cnf.n_vars()).unwrap_or(i32::MAX));
    for clause in cnf.clauses() {
        solver.add_clause(clause.iter().map(|&l| to_dimacs(l)));
    }
}

/// How many conflicts CaDiCaL, in its default configuration, meets in solving `cnf`
/// from scratch: a measure of how much search a puzzle takes beyond propagation, the
/// same on every machine (CaDiCaL's search does not depend on time). Counted through
/// its learner callback, which conflict analysis calls once per conflict with the
/// clause it learns; neither the crate nor varisat reports statistics otherwise.
pub fn conflicts(cnf: &CnfBuilder) -> u64 {
    let mut solver = cadical::Solver::<Conflicts>::new();
    load(&mut solver, cnf);
    solver.set_callbacks(Some(Conflicts(0)));
    solver.solve();
    solver.get_callbacks().map_or(0, |counted| counted.0)
}

/// Counts the clauses conflict analysis learns.
struct Conflicts(u64);

impl cadical::Callbacks for Conflicts {
    fn max_length(&self) -> i32 {
        i32::MAX // every learnt clause, whatever its length, is one conflict
    }

    fn learn(&mut self, _clause: &[i32]) {
        self.0 += 1;
    }
}

/// The `terminate` callback of a time limit: CaDiCaL calls it between steps of its
/// search and stops (answering "unknown") once it returns true.
pub(crate) struct Deadline {
    at: Instant,
}

impl cadical::Callbacks for Deadline {
    fn terminate(&mut self) -> bool {
        Instant::now() >= self.at
    }
}

/// A literal in DIMACS (and CaDiCaL's) numbering: variable index + 1, signed.
pub(crate) fn to_dimacs(lit: Lit) -> i32 {
    lit.to_ipasir()
}

/// The values of variables `0..n_vars` after a satisfiable solve; a variable CaDiCaL
/// leaves unassigned is false (the caller checks the model against the CNF anyway).
pub(crate) fn model_of(solver: &Cadical, n_vars: u32) -> Model {
    let values = (1..=n_vars)
        .map(|var| {
            let var = i32::try_from(var).expect("CaDiCaL numbers variables with i32");
            solver.value(var) == Some(true)
        })
        .collect();
    Model::new(values)
}
