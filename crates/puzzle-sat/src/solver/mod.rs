//! Solver backends: varisat in-process, or any competition solver binary run on a DIMACS
//! file. Both answer with an [`Outcome`]; models are checked against the CNF by the caller.

mod external;
pub(crate) mod in_process;

pub use external::{parse_solver_output, ExternalSolver};

use puzzle_cnf::{CnfBuilder, Var};
use std::time::Duration;

/// A total assignment: the value of every variable of the CNF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Model(Vec<bool>);

impl Model {
    /// A model from the values of variables 1..=n (index 0 is variable 1).
    pub fn new(values: Vec<bool>) -> Self {
        Model(values)
    }

    /// The value of `var`; variables the solver did not mention are false.
    pub fn value(&self, var: Var) -> bool {
        self.0.get(var.idx()).copied().unwrap_or(false)
    }
}

/// What a solver found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Sat(Model),
    Unsat,
    /// A time limit was reached (or the solver gave up).
    Unknown,
}

/// A solver failure: it could not be run, or its output is not a competition answer.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct SolverError(pub String);

/// Which solver runs the CNF.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Backend {
    /// varisat, in this process.
    Varisat,
    /// A competition solver binary.
    External(ExternalSolver),
}

impl Backend {
    /// `varisat`, a known solver name (`cadical`, `kissat`, `minisat`, `cryptominisat`), or
    /// any other program name or path (assumed to print competition `s`/`v` lines).
    pub fn from_name(name: &str) -> Backend {
        match name {
            "varisat" => Backend::Varisat,
            other => Backend::External(ExternalSolver::from_name(other)),
        }
    }

    /// Solves `cnf`, giving up after `timeout` with [`Outcome::Unknown`].
    pub fn solve(
        &self,
        cnf: &CnfBuilder,
        timeout: Option<Duration>,
    ) -> Result<Outcome, SolverError> {
        match self {
            Backend::Varisat => Ok(in_process::solve(cnf, timeout)),
            Backend::External(solver) => solver.solve(cnf, timeout),
        }
    }
}
