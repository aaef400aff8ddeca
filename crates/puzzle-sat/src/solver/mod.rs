//! Solver backends: varisat in-process, CaDiCaL in-process (cargo feature `cadical`, on
//! by default), a small CDCL solver of this crate's own for small CNFs ([`small`]), the
//! automatic choice among those three by kind and CNF size (the default), or any
//! competition solver binary run on a DIMACS file. All answer with an [`Outcome`];
//! models are checked against the CNF by the caller.

mod busy;
#[cfg(feature = "cadical")]
pub(crate) mod cadical_lib;
mod external;
pub(crate) mod in_process;
pub mod small;

pub use busy::Busy;
#[cfg(feature = "cadical")]
pub use cadical_lib::{CONFLICT_CAP, RACE_AFTER};
pub use external::{parse_solver_output, read_answer, ExternalSolver};

use puzzle_cnf::{CnfBuilder, Var};
use puzzle_ir::Kind;
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
    /// varisat or CaDiCaL in this process, whichever [`Engine::auto`] picks for the
    /// puzzle's kind and CNF size; where it picks varisat, the [`small`] solver instead
    /// when [`small::suits`] the CNF (one solve needs none of varisat's proofs and
    /// incremental use, and on small CNFs varisat's loading cost more than its search).
    /// On a Sudoku, CaDiCaL is raced by a second CaDiCaL on a
    /// free core once it has run for [`RACE_AFTER`], one that searches differently (it
    /// keeps its saved phases): CaDiCaL's times on hard Sudokus are heavy-tailed, and a
    /// second search took the ten 25x25 from 14.9 s to 9.7 s and solved the hard 49x49
    /// s3; on the 200x200 Shakashaka, whose times are not, the race cost 0.4 s
    /// (docs/BENCHMARKS.md, "Racing" and "CaDiCaL's options by kind"). A race starts
    /// only on an idle core: a caller that solves several puzzles at once holds a
    /// [`Busy`] for each, as [`crate::batch::solve_in_order`] does.
    Auto,
    /// varisat, in this process.
    Varisat,
    /// CaDiCaL, in this process (only with the cargo feature `cadical`, on by default).
    #[cfg(feature = "cadical")]
    CadicalLib,
    /// A competition solver binary.
    External(ExternalSolver),
}

impl Backend {
    /// `auto` (the in-process solver that suits the CNF's size), `varisat`,
    /// `cadical-lib` (CaDiCaL in this process), a known solver binary (`cadical`,
    /// `kissat`, `minisat`, `cryptominisat`), or any other program name or path (assumed
    /// to print competition `s`/`v` lines).
    ///
    /// # Errors
    /// `cadical-lib` when this build lacks the cargo feature `cadical`; the message says
    /// how to build with it.
    ///
    /// ```
    /// use puzzle_sat::solver::Backend;
    /// assert_eq!(Backend::from_name("auto").unwrap(), Backend::Auto);
    /// assert_eq!(Backend::from_name("varisat").unwrap(), Backend::Varisat);
    /// assert!(matches!(Backend::from_name("kissat").unwrap(), Backend::External(_)));
    /// assert_eq!(
    ///     Backend::from_name("cadical-lib").is_ok(),
    ///     cfg!(feature = "cadical")
    /// );
    /// ```
    pub fn from_name(name: &str) -> Result<Backend, SolverError> {
        match name {
            AUTO => Ok(Backend::Auto),
            "varisat" => Ok(Backend::Varisat),
            CADICAL_LIB => Engine::cadical().map(Backend::from),
            other => Ok(Backend::External(ExternalSolver::from_name(other))),
        }
    }

    /// Solves `cnf`, the encoding of a `kind` puzzle (which [`Backend::Auto`] weighs),
    /// giving up after `timeout` with [`Outcome::Unknown`].
    pub fn solve(
        &self,
        kind: Kind,
        cnf: &CnfBuilder,
        timeout: Option<Duration>,
    ) -> Result<Outcome, SolverError> {
        let engine = match self {
            Backend::Auto => Engine::auto(kind, cnf.n_clauses()),
            Backend::Varisat => Engine::Varisat,
            #[cfg(feature = "cadical")]
            Backend::CadicalLib => Engine::Cadical,
            Backend::External(solver) => return solver.solve(cnf, timeout),
        };
        Ok(match engine {
            Engine::Varisat if self == &Backend::Auto && small::suits(kind, cnf.n_clauses()) => {
                small::solve(cnf, timeout)
            }
            Engine::Varisat => in_process::solve(cnf, timeout),
            #[cfg(feature = "cadical")]
            Engine::Cadical if self == &Backend::Auto && kind == Kind::Sudoku => {
                cadical_lib::race(kind, cnf, timeout)
            }
            #[cfg(feature = "cadical")]
            Engine::Cadical => cadical_lib::solve(kind, cnf, timeout),
        })
    }
}

/// The `--solver` name of the default, [`Backend::Auto`]: the in-process solver that suits
/// the puzzle's kind and CNF size.
pub const AUTO: &str = "auto";

/// The `--solver` name of the in-process CaDiCaL backend (`cadical` is the binary).
pub const CADICAL_LIB: &str = "cadical-lib";

impl From<Engine> for Backend {
    fn from(engine: Engine) -> Backend {
        match engine {
            Engine::Varisat => Backend::Varisat,
            #[cfg(feature = "cadical")]
            Engine::Cadical => Backend::CadicalLib,
        }
    }
}

/// The solvers that run in this process.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// varisat: pure Rust, cheap to set up; stopped at a time limit through its proof
    /// target (`in_process::stop_at`).
    Varisat,
    /// CaDiCaL (cargo feature `cadical`): much faster on large CNFs, stopped at a time
    /// limit by its terminate callback.
    #[cfg(feature = "cadical")]
    Cadical,
}

/// `--solver auto` hands CNFs of at least this many clauses to CaDiCaL.
///
/// Measured on the bundled puzzles (docs/BENCHMARKS.md, "Choosing the in-process
/// solver"; one process per puzzle, best of 3):
/// - every 9x9 CNF has at most 2,518 clauses (3,200 with `--no-singles`), Killer 9x9
///   about 14,000: varisat answers them in milliseconds, and CaDiCaL's set-up would cost
///   a batch of a thousand 9x9 puzzles about 0.35 ms each (70% more CPU);
/// - 25x25 Sudokus (17,900 to 23,200 clauses): CaDiCaL 24 s for the ten, varisat 61 s
///   (up to 24 s on one); the hard 36x36 (86,000 clauses): 4.4 s against 31 s; 200x200
///   Shakashaka (927,000 clauses): 1.6 s against 5.5 s;
/// - where varisat wins above the line (some Kakurasu, the papers' 36x36) it wins by
///   under a second, while CaDiCaL's wins are tens of seconds, and CaDiCaL can be stopped
///   at a time limit. So anything non-trivial goes to CaDiCaL, except Kakuro: there
///   varisat was faster at every size (generated 50x50: 0.09 s against 0.71 s; the hard
///   100x100, 404,415 clauses: 6.8 s against 11.7 s), see [`Engine::auto`].
pub const AUTO_CADICAL_CLAUSES: usize = 15_000;

impl Engine {
    /// The engine for a `kind` puzzle's CNF of `clauses` clauses: varisat below
    /// [`AUTO_CADICAL_CLAUSES`] and for Kakuro of any size (its CNFs are large but easy
    /// for varisat, and CaDiCaL was slower on every bundled one), CaDiCaL otherwise
    /// (varisat always in a build without the cargo feature `cadical`). For a single
    /// solve, [`Backend::Auto`] puts the [`small`] solver in varisat's place where
    /// [`small::suits`] says so.
    ///
    /// ```
    /// use puzzle_ir::Kind;
    /// use puzzle_sat::solver::{Engine, AUTO_CADICAL_CLAUSES};
    /// assert_eq!(Engine::auto(Kind::Sudoku, 12_000), Engine::Varisat);
    /// assert_eq!(Engine::auto(Kind::Kakuro, 400_000), Engine::Varisat);
    /// let big = Engine::auto(Kind::Sudoku, AUTO_CADICAL_CLAUSES);
    /// assert_eq!(big == Engine::Varisat, cfg!(not(feature = "cadical")));
    /// ```
    pub fn auto(kind: Kind, clauses: usize) -> Engine {
        #[cfg(feature = "cadical")]
        if clauses >= AUTO_CADICAL_CLAUSES && kind != Kind::Kakuro {
            return Engine::Cadical;
        }
        let _ = (kind, clauses);
        Engine::Varisat
    }

    /// The engine of an in-process `--solver` name (`varisat`, `cadical-lib`), `None`
    /// for `auto`.
    ///
    /// # Errors
    /// Any other name, and `cadical-lib` in a build without the cargo feature `cadical`.
    pub fn from_name(name: &str) -> Result<Option<Engine>, SolverError> {
        match name {
            AUTO => Ok(None),
            "varisat" => Ok(Some(Engine::Varisat)),
            CADICAL_LIB => Engine::cadical().map(Some),
            other => Err(SolverError(format!(
                "--solver {other}: this solves in process, with {AUTO}, varisat or {CADICAL_LIB}"
            ))),
        }
    }

    /// CaDiCaL, or the error that says how to get it.
    #[cfg(feature = "cadical")]
    fn cadical() -> Result<Engine, SolverError> {
        Ok(Engine::Cadical)
    }

    #[cfg(not(feature = "cadical"))]
    fn cadical() -> Result<Engine, SolverError> {
        Err(SolverError(format!(
            "--solver {CADICAL_LIB}: this puzzle-sat was built without the cargo feature \
             `cadical` (on by default); rebuild without `--no-default-features`, or use \
             `--solver cadical` for the CaDiCaL binary"
        )))
    }
}
