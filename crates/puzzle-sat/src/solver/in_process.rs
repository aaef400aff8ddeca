//! varisat in this process. varisat has no interrupt API, so a time limit runs the solver
//! on a worker thread and stops waiting for it; the thread is left to finish on its own.

use super::{Model, Outcome};
use puzzle_cnf::CnfBuilder;
use std::cell::RefCell;
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;
use varisat::{CnfFormula, ExtendFormula, Lit, Solver};

/// Solves `cnf` with varisat.
///
/// Without a time limit the clauses go straight into a solver on this thread; that saves
/// the intermediate `CnfFormula` copy per puzzle, noticeable when a batch solves
/// thousands of small puzzles. varisat's solver cannot move between threads, so with a
/// limit this thread's [`Worker`] gets a formula and builds its own solver.
pub fn solve(cnf: &CnfBuilder, timeout: Option<Duration>) -> Outcome {
    let n_vars = cnf.n_vars() as usize;
    let Some(limit) = timeout else {
        let mut solver = Solver::new();
        add_clauses(cnf, &mut solver);
        return run(solver, n_vars);
    };
    let mut formula = CnfFormula::new();
    add_clauses(cnf, &mut formula);
    Worker::solve(formula, n_vars, limit)
}

thread_local! {
    /// The worker of this thread, started by its first solve with a time limit.
    static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
}

/// A thread that solves formulas one after another for the thread that owns it. A batch
/// with a time limit used to start a thread per puzzle, which took as long as solving an
/// easy 9x9 (17-clue set, 1,000 puzzles: 0.13 s instead of 0.06 s wall, 0.20 s instead of
/// 0.11 s of CPU).
struct Worker {
    jobs: Sender<(CnfFormula, usize)>,
    outcomes: Receiver<Outcome>,
}

impl Worker {
    /// Solves `formula` on this thread's worker, waiting at most `limit`. After a timeout
    /// the worker is abandoned (its thread ends once the solve in flight is over) and the
    /// next solve starts a new one.
    fn solve(formula: CnfFormula, n_vars: usize, limit: Duration) -> Outcome {
        WORKER.with_borrow_mut(|slot| {
            let worker = slot.get_or_insert_with(Worker::start);
            worker
                .jobs
                .send((formula, n_vars))
                .expect("the worker thread waits for jobs until it is dropped");
            worker.outcomes.recv_timeout(limit).unwrap_or_else(|_| {
                *slot = None;
                Outcome::Unknown
            })
        })
    }

    fn start() -> Self {
        let (jobs, incoming) = mpsc::channel::<(CnfFormula, usize)>();
        let (answers, outcomes) = mpsc::channel();
        std::thread::spawn(move || {
            for (formula, n_vars) in incoming {
                let mut solver = Solver::new();
                solver.add_formula(&formula);
                if answers.send(run(solver, n_vars)).is_err() {
                    return; // abandoned after a timeout: nobody needs the result
                }
            }
        });
        Worker { jobs, outcomes }
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
