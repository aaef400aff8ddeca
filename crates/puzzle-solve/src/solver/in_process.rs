//! varisat in this process. varisat has no interrupt API, but it ends a search as soon
//! as writing its proof fails: [`stop_at`] gives it a proof target that discards every
//! byte and fails once the deadline has passed, so a time limit stops the solve itself,
//! on the caller's thread.

use super::{Model, Outcome};
use puzzle_cnf::CnfBuilder;
use std::io::{self, Write};
use std::time::{Duration, Instant};
use varisat::{ExtendFormula, Lit, ProofFormat, Solver};

/// Solves `cnf` with varisat; after `timeout` (counted from the start of loading) the
/// answer is [`Outcome::Unknown`].
pub fn solve(cnf: &CnfBuilder, timeout: Option<Duration>) -> Outcome {
    let mut solver = new_solver();
    let stop = Stop {
        deadline: timeout.map(|limit| Instant::now() + limit),
        effort: None,
    };
    stop_at(&mut solver, stop, ProofFormat::BinaryDrat);
    add_clauses(cnf, &mut solver);
    run(solver, cnf.n_vars() as usize)
}

/// Conflicts in the first run of varisat's Luby restart sequence for a one-shot solve,
/// where varisat's default is 128. Puzzles that need search mostly need little, and
/// restarting early keeps a bad first guess from costing the whole search: the hard 9x9
/// batches and the generated and hard Kakuro are faster with 8, the other sets the same
/// within noise (docs/experiments/2026-11-25-9x9-throughput.md).
///
/// Incremental sessions (`count`, `hint`, `explain`, `generate`) keep varisat's
/// default: their searches for a second answer should stay near the first, and with 8
/// generating a 20x20 Kakurasu at density 0.85 took several times longer (same record).
const LUBY_RESTART_SCALE: u64 = 8;

/// A varisat solver for one solve: frequent restarts (the Luby sequence scaled by
/// [`LUBY_RESTART_SCALE`]).
fn new_solver<'a>() -> Solver<'a> {
    let mut solver = Solver::new();
    let mut config = varisat::config::SolverConfigUpdate::new();
    config.luby_restart_interval_scale = Some(LUBY_RESTART_SCALE);
    solver
        .config(&config)
        .expect("a valid varisat configuration");
    solver
}

/// When a varisat search must stop.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stop {
    /// Stop once this instant has passed.
    pub deadline: Option<Instant>,
    /// Stop once the proof has grown by this many bytes over the solver's life: a
    /// measure of search (every learnt clause is written) that, unlike time, is the same
    /// on every machine and run.
    pub effort: Option<u64>,
}

/// Makes every search of `solver` stop (with a proof error) as `stop` says, if it says
/// anything (without a stop no proof is written); call it before any clause is added. `format` is binary DRAT, the cheapest, for one solve, and
/// varisat's own for incremental use (assumptions and clauses added between solves,
/// which DRAT cannot state). varisat writes its proof through an 8 KiB buffer, a few
/// hundred learnt clauses, so the deadline is looked at every few milliseconds of
/// search. Writing the binary DRAT steps costs little, less than a worker thread that
/// waits for the deadline
/// (docs/experiments/2026-11-25-9x9-throughput.md).
pub(crate) fn stop_at(solver: &mut Solver, stop: Stop, format: ProofFormat) {
    if stop == Stop::default() {
        return;
    }
    solver.write_proof(Discard { stop, written: 0 }, format);
}

/// A proof target that discards the proof and fails once its [`Stop`] says so.
struct Discard {
    stop: Stop,
    written: u64,
}

impl Write for Discard {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.written += bytes.len() as u64;
        if self.stop.effort.is_some_and(|most| self.written > most) {
            return Err(io::Error::other("the effort budget was spent"));
        }
        if self.stop.deadline.is_some_and(|at| Instant::now() >= at) {
            return Err(io::Error::other("the time limit was reached"));
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
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
