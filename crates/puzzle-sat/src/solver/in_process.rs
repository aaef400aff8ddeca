//! varisat in this process. varisat has no interrupt API, so a time limit runs the solver
//! on a worker thread and stops waiting for it; the thread is left to finish on its own.

use super::{Model, Outcome};
use puzzle_cnf::CnfBuilder;
use std::sync::mpsc;
use std::time::Duration;
use varisat::{CnfFormula, ExtendFormula, Lit, Solver};

/// Solves `cnf` with varisat.
///
/// Without a time limit the clauses go straight into a solver on this thread; that saves
/// the intermediate `CnfFormula` copy per puzzle, noticeable when a batch solves
/// thousands of small puzzles. varisat's solver cannot move between threads, so with a
/// limit the worker thread gets a formula and builds its own solver.
pub fn solve(cnf: &CnfBuilder, timeout: Option<Duration>) -> Outcome {
    let n_vars = cnf.n_vars() as usize;
    let Some(limit) = timeout else {
        let mut solver = Solver::new();
        add_clauses(cnf, &mut solver);
        return run(solver, n_vars);
    };
    let mut formula = CnfFormula::new();
    add_clauses(cnf, &mut formula);
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut solver = Solver::new();
        solver.add_formula(&formula);
        // The receiver may be gone after a timeout; then nobody needs the result.
        let _ = sender.send(run(solver, n_vars));
    });
    receiver.recv_timeout(limit).unwrap_or(Outcome::Unknown)
}

/// Copies every clause of `cnf` into `target` (a solver or a formula).
pub(crate) fn add_clauses(cnf: &CnfBuilder, target: &mut impl ExtendFormula) {
    let mut clause = Vec::new();
    for lits in cnf.clauses() {
        clause.clear();
        clause.extend(lits.iter().map(|&l| to_varisat(l)));
        target.add_clause(&clause);
    }
}

fn run(mut solver: Solver, n_vars: usize) -> Outcome {
    match solver.solve() {
        Ok(true) => Outcome::Sat(model_of(&solver, n_vars)),
        Ok(false) => Outcome::Unsat,
        Err(_) => Outcome::Unknown,
    }
}

/// A literal of the CNF builder as varisat's.
pub(crate) fn to_varisat(lit: puzzle_cnf::Lit) -> Lit {
    Lit::from_index(lit.var().idx(), lit.is_pos())
}

/// The values of the first `n_vars` variables after a satisfiable solve.
pub(crate) fn model_of(solver: &Solver, n_vars: usize) -> Model {
    let mut values = vec![false; n_vars];
    for lit in solver.model().expect("a model after SAT") {
        if lit.index() < n_vars {
            values[lit.index()] = lit.is_positive();
        }
    }
    Model::new(values)
}
