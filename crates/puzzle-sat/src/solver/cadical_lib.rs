//! CaDiCaL (2.2.1, bundled by `rustsat-cadical`) linked into this process. Unlike varisat
//! it can be stopped: CaDiCaL polls a terminator callback during search, and the callback
//! ends the solve once the deadline has passed, so a time limit leaves no thread behind.

use super::{Model, Outcome, SolverError};
use puzzle_cnf::CnfBuilder;
use rustsat::solvers::{ControlSignal, Solve, SolverResult, Terminate};
use rustsat::types::{Cl, TernaryVal, Var};
use rustsat_cadical::CaDiCaL;
use std::time::{Duration, Instant};

/// Solves `cnf` with CaDiCaL; after `timeout` (counted from the start of loading) the
/// answer is [`Outcome::Unknown`].
pub fn solve(cnf: &CnfBuilder, timeout: Option<Duration>) -> Result<Outcome, SolverError> {
    let deadline = timeout.map(|limit| Instant::now() + limit);
    let mut solver = CaDiCaL::default();
    load(&mut solver, cnf)?;
    if let Some(deadline) = deadline {
        solver.attach_terminator(move || stop_after(deadline));
    }
    match solver.solve().map_err(failure)? {
        SolverResult::Sat => Ok(Outcome::Sat(model_of(&solver, cnf.n_vars())?)),
        SolverResult::Unsat => Ok(Outcome::Unsat),
        SolverResult::Interrupted => Ok(Outcome::Unknown),
    }
}

/// Adds every clause of `cnf`; the builder's literals are rustsat's already.
fn load(solver: &mut CaDiCaL, cnf: &CnfBuilder) -> Result<(), SolverError> {
    if let Some(max_idx) = cnf.n_vars().checked_sub(1) {
        solver.reserve(Var::new(max_idx)).map_err(failure)?;
    }
    for clause in cnf.clauses() {
        solver.add_clause_ref(Cl::new(clause)).map_err(failure)?;
    }
    Ok(())
}

fn stop_after(deadline: Instant) -> ControlSignal {
    if Instant::now() >= deadline {
        ControlSignal::Terminate
    } else {
        ControlSignal::Continue
    }
}

/// The values of variables `0..n_vars` after a satisfiable solve; a variable CaDiCaL
/// leaves unassigned is false (the caller checks the model against the CNF anyway).
fn model_of(solver: &CaDiCaL, n_vars: u32) -> Result<Model, SolverError> {
    let values = (0..n_vars)
        .map(|idx| {
            let value = solver.var_val(Var::new(idx)).map_err(failure)?;
            Ok(value == TernaryVal::True)
        })
        .collect::<Result<Vec<bool>, SolverError>>()?;
    Ok(Model::new(values))
}

fn failure(error: impl std::fmt::Display) -> SolverError {
    SolverError(format!("CaDiCaL (in-process): {error}"))
}
