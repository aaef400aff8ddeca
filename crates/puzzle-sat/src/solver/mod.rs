//! Solver backends: varisat in-process, CaDiCaL in-process (cargo feature `cadical`), or
//! any competition solver binary run on a DIMACS file. All answer with an [`Outcome`];
//! models are checked against the CNF by the caller.

#[cfg(feature = "cadical")]
mod cadical_lib;
mod external;
pub(crate) mod in_process;

pub use external::{parse_solver_output, read_answer, ExternalSolver};

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

impl Outcome {
    /// The verdict in the SAT competition's words.
    pub fn name(&self) -> &'static str {
        match self {
            Outcome::Sat(_) => "SAT",
            Outcome::Unsat => "UNSAT",
            Outcome::Unknown => "UNKNOWN",
        }
    }
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
    /// CaDiCaL, in this process (only with the cargo feature `cadical`).
    #[cfg(feature = "cadical")]
    CadicalLib,
    /// A competition solver binary.
    External(ExternalSolver),
}

impl Backend {
    /// `varisat`, `cadical-lib` (CaDiCaL in this process), a known solver binary
    /// (`cadical`, `kissat`, `minisat`, `cryptominisat`), or any other program name or path
    /// (assumed to print competition `s`/`v` lines).
    ///
    /// # Errors
    /// `cadical-lib` when this build lacks the cargo feature `cadical`; the message says
    /// how to build with it.
    ///
    /// ```
    /// use puzzle_sat::solver::Backend;
    /// assert_eq!(Backend::from_name("varisat").unwrap(), Backend::Varisat);
    /// assert!(matches!(Backend::from_name("kissat").unwrap(), Backend::External(_)));
    /// assert_eq!(
    ///     Backend::from_name("cadical-lib").is_ok(),
    ///     cfg!(feature = "cadical")
    /// );
    /// ```
    pub fn from_name(name: &str) -> Result<Backend, SolverError> {
        match name {
            "varisat" => Ok(Backend::Varisat),
            CADICAL_LIB => cadical_lib_backend(),
            other => Ok(Backend::External(ExternalSolver::from_name(other))),
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
            #[cfg(feature = "cadical")]
            Backend::CadicalLib => cadical_lib::solve(cnf, timeout),
            Backend::External(solver) => solver.solve(cnf, timeout),
        }
    }
}

/// The `--solver` name of the in-process CaDiCaL backend (`cadical` is the binary).
pub const CADICAL_LIB: &str = "cadical-lib";

#[cfg(feature = "cadical")]
fn cadical_lib_backend() -> Result<Backend, SolverError> {
    Ok(Backend::CadicalLib)
}

#[cfg(not(feature = "cadical"))]
fn cadical_lib_backend() -> Result<Backend, SolverError> {
    Err(SolverError(format!(
        "--solver {CADICAL_LIB}: this puzzle-sat was built without the cargo feature \
         `cadical`; rebuild with `cargo build --release -p puzzle-sat --features cadical` \
         (needs libclang-dev), or use `--solver cadical` for the CaDiCaL binary"
    )))
}
