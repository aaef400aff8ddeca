//! Solver backends: varisat in-process, CaDiCaL in-process (cargo feature `cadical`, on
//! by default), a small CDCL solver of this crate's own for small CNFs ([`small`]), the
//! automatic choice among those three by the kind's solving hints and the CNF's size (the
//! default), or any competition solver binary run on a DIMACS file. All answer with an
//! [`Outcome`]; models are checked against the CNF by the caller. A CNF with lazy
//! constraints ([`CnfBuilder::cuts`]) goes to varisat or CaDiCaL, which add its cuts
//! between solves. Nothing here knows a kind: what differs between kinds is in their
//! [`SolvingHints`].

mod busy;
#[cfg(feature = "cadical")]
pub(crate) mod cadical_lib;
mod external;
pub(crate) mod in_process;
mod lazy;
pub mod small;

pub use busy::Busy;
#[cfg(feature = "cadical")]
pub use cadical_lib::{CONFLICT_CAP, RACE_AFTER};
pub use external::{parse_solver_output, read_answer, ExternalSolver};

use puzzle_cnf::{CnfBuilder, SolvingHints, Var};
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

/// Which solver runs the CNF ([`Backend::Auto`] unless told).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Backend {
    /// varisat or CaDiCaL in this process, whichever [`Engine::auto`] picks from the
    /// kind's [`SolvingHints`] and the CNF's size; where it picks varisat, the [`small`]
    /// solver instead when [`small::suits`] the CNF (a single solve, lazy cuts included,
    /// needs none of varisat's proofs and assumptions). Where the hints ask for a race, CaDiCaL is raced by
    /// a second CaDiCaL on a free core once it has run for [`RACE_AFTER`], one that
    /// searches differently (it keeps its saved phases). A race starts only on an idle core:
    /// a caller that solves several puzzles at once holds a [`Busy`] for each, as
    /// [`crate::batch::solve_in_order`] does.
    #[default]
    Auto,
    /// varisat, in this process.
    Varisat,
    /// The [`small`] CDCL solver, in this process, at any size (single solves, with the
    /// cuts of lazy constraints; no sessions).
    Small,
    /// CaDiCaL, in this process (only with the cargo feature `cadical`, on by default).
    #[cfg(feature = "cadical")]
    CadicalLib,
    /// A competition solver binary.
    External(ExternalSolver),
}

impl Backend {
    /// `auto` (the in-process solver that suits the CNF's size), `varisat`, `small`,
    /// `cadical-lib` (CaDiCaL in this process), a known solver binary (`cadical`,
    /// `kissat`, `minisat`, `cryptominisat`), or any other program name or path (assumed
    /// to print competition `s`/`v` lines).
    ///
    /// # Errors
    /// `cadical-lib` when this build lacks the cargo feature `cadical`; the message says
    /// how to build with it.
    ///
    /// ```
    /// use puzzle_solve::solver::Backend;
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
            SMALL => Ok(Backend::Small),
            CADICAL_LIB => Engine::cadical().map(Backend::from),
            other => Ok(Backend::External(ExternalSolver::from_name(other))),
        }
    }

    /// Solves `cnf`, the encoding of a puzzle whose kind states `hints` (which
    /// [`Backend::Auto`] follows, and every in-process CaDiCaL takes its options from),
    /// giving up after `timeout` with [`Outcome::Unknown`].
    pub fn solve(
        &self,
        hints: &SolvingHints,
        cnf: &CnfBuilder,
        timeout: Option<Duration>,
    ) -> Result<Outcome, SolverError> {
        let engine = match self {
            Backend::Auto => Engine::auto(hints, cnf.n_clauses()),
            Backend::Varisat => Engine::Varisat,
            Backend::Small => return Ok(small::solve(cnf, hints, timeout)),
            #[cfg(feature = "cadical")]
            Backend::CadicalLib => Engine::Cadical,
            Backend::External(_) if !cnf.is_static() => {
                return Err(SolverError(
                    "this CNF has lazy constraints (such as --connectivity cuts), which only \
                     the solvers in this process add while solving: use --solver auto, \
                     small, varisat or cadical-lib, or a static lowering"
                        .into(),
                ))
            }
            Backend::External(solver) => return solver.solve(cnf, timeout),
        };
        let auto = self == &Backend::Auto;
        if auto && small::auto_picks(hints, cnf.n_clauses()) {
            return Ok(small::solve(cnf, hints, timeout));
        }
        if !cnf.is_static() {
            let racer = hints.lazy_racer_options.filter(|_| auto);
            let options = hints.lazy_cadical_options;
            return Ok(lazy::solve(engine, options, racer, cnf, timeout));
        }
        Ok(match engine {
            Engine::Varisat => in_process::solve(cnf, timeout),
            #[cfg(feature = "cadical")]
            Engine::Cadical if auto && hints.race => {
                cadical_lib::race(hints.cadical_options, cnf, timeout)
            }
            #[cfg(feature = "cadical")]
            Engine::Cadical => cadical_lib::solve(hints.cadical_options, cnf, timeout),
        })
    }
}

impl Backend {
    /// Whether this backend enforces lazy constraints ([`CnfBuilder::cuts`]): the
    /// solvers in this process do, solver binaries (plain DIMACS) do not.
    pub fn takes_lazy(&self) -> bool {
        !matches!(self, Backend::External(_))
    }
}

/// The options of the second CaDiCaL that races the first on `cnf` where the kind's
/// `hints` ask for a race ([`SolvingHints::race`] for CNFs whose clauses say everything,
/// [`SolvingHints::lazy_racer_options`] for those with lazy constraints), or `None`.
#[cfg(feature = "cadical")]
pub(crate) fn racer_options(
    hints: &SolvingHints,
    cnf: &CnfBuilder,
) -> Option<&'static [&'static str]> {
    if cnf.is_static() {
        hints.race.then_some(cadical_lib::RACER_OPTIONS)
    } else {
        hints.lazy_racer_options
    }
}

/// The `--solver` name of the default, [`Backend::Auto`]: the in-process solver that suits
/// the puzzle's kind and CNF size.
pub const AUTO: &str = "auto";

/// The `--solver` name of the [`small`] CDCL solver.
pub const SMALL: &str = "small";

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

impl Engine {
    /// The engine for a CNF of `clauses` clauses of a kind that states `hints`: CaDiCaL
    /// from [`SolvingHints::cadical_from`] on, varisat below it (varisat always in a
    /// build without the cargo feature `cadical`). For a single solve, [`Backend::Auto`]
    /// puts the [`small`] solver in varisat's place where [`small::suits`] says so.
    ///
    /// ```
    /// use puzzle_cnf::SolvingHints;
    /// use puzzle_solve::solver::Engine;
    /// let hints = SolvingHints { cadical_from: Some(15_000), ..SolvingHints::DEFAULT };
    /// assert_eq!(Engine::auto(&hints, 12_000), Engine::Varisat);
    /// let never = SolvingHints { cadical_from: None, ..hints };
    /// assert_eq!(Engine::auto(&never, 400_000), Engine::Varisat);
    /// let big = Engine::auto(&hints, 15_000);
    /// assert_eq!(big == Engine::Varisat, cfg!(not(feature = "cadical")));
    /// ```
    pub fn auto(hints: &SolvingHints, clauses: usize) -> Engine {
        #[cfg(feature = "cadical")]
        if hints.cadical_from.is_some_and(|line| clauses >= line) {
            return Engine::Cadical;
        }
        let _ = (hints, clauses);
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
            SMALL => Err(SolverError(format!(
                "--solver {SMALL}: here the small CDCL solver runs only as {AUTO} picks it \
                 (by the kind's solving hints and the CNF's size); choose {AUTO}, varisat \
                 or {CADICAL_LIB}"
            ))),
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
