//! CaDiCaL (1.9.5, bundled and compiled by the crate `cadical`) linked into this
//! process. Unlike varisat it can be stopped: CaDiCaL polls a `terminate` callback during
//! search, and [`Deadline`] answers yes once the time limit has passed (or a racing
//! solve has answered), so a time limit ends the solve itself and leaves no thread
//! behind.

use super::busy::Busy;
use super::{Model, Outcome};
use puzzle_cnf::{CnfBuilder, Lit};
use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// A CaDiCaL instance whose searches stop at a [`Deadline`].
pub(crate) type Cadical = cadical::Solver<Deadline>;

/// Solves `cnf` with CaDiCaL set with `options` (`name=value`, the kind's
/// [`SolvingHints::cadical_options_for`](puzzle_cnf::SolvingHints::cadical_options_for));
/// after `timeout` (counted
/// from the start of loading) the answer is [`Outcome::Unknown`].
pub fn solve(options: &[&str], cnf: &CnfBuilder, timeout: Option<Duration>) -> Outcome {
    let deadline = timeout.map(|limit| Instant::now() + limit);
    let mut solver = new_solver(options, cnf, deadline);
    outcome(&mut solver, cnf)
}

/// How long the first search of a race runs alone: a CNF that takes this long is one
/// where a second search pays for loading the clauses again (a 49x49 Sudoku's 300,000
/// clauses take a good part of a second to load, a 25x25's a few milliseconds). 0.2 s
/// rather than 0.5 s shortens the 25x25 and hard 36x36 Sudokus, and puzzles done sooner
/// never race (docs/experiments/2026-11-25-cadical-options.md, "Racing sooner").
pub const RACE_AFTER: Duration = Duration::from_millis(200);

/// Solves `cnf` with CaDiCaL and, once that has run for [`RACE_AFTER`] without an
/// answer while a core is free, with a second CaDiCaL on another thread that searches
/// differently: it never resets its saved phases ([`RACER_OPTIONS`]). CaDiCaL's time on
/// a hard Sudoku is heavy-tailed, and the search that keeps its phases is slow on other
/// puzzles than the default search is, so the faster of the two is often well ahead of
/// the first alone (measured against a racer on the clauses in reverse order, the one
/// before, and CaDiCaL's other configurations in docs/experiments/2026-11-25-racing.md
/// and 2026-11-25-cadical-options.md). The first answer stops the other search, and the
/// deadline stops both: when this returns, no search is left running.
///
/// A core is free when fewer puzzles and racing searches than cores are under way
/// ([`Busy`]); the caller counts the puzzle, as a batch does for each of its puzzles.
pub fn race(options: &[&str], cnf: &CnfBuilder, timeout: Option<Duration>) -> Outcome {
    race_with([options, RACER_OPTIONS], cnf, timeout, outcome)
}

/// A race of two CaDiCaLs holding `cnf`, set with `options[0]` and `options[1]`, each
/// running `search` (one solve, or a loop of solves): the second holds the implied constraints too ([`CnfBuilder::implied`]),
/// so that the two differ in what they know as well as in how they search. See
/// [`race_two`] for when the second starts and what stops each.
pub(crate) fn race_with(
    options: [&[&str]; 2],
    cnf: &CnfBuilder,
    timeout: Option<Duration>,
    search: impl Fn(&mut Cadical, &CnfBuilder) -> Outcome + Sync,
) -> Outcome {
    let deadline = timeout.map(|limit| Instant::now() + limit);
    let answered = |outcome: Outcome| (outcome != Outcome::Unknown).then_some(outcome);
    let first = |stops: Deadline| {
        let mut solver = loaded(options[0], cnf.n_vars(), cnf.clauses());
        solver.set_callbacks(Some(stops));
        answered(search(&mut solver, cnf))
    };
    let second = |stops: Deadline| {
        // Loading a large CNF takes a while: it ends early once the first search has
        // answered, so that the race is over as soon as an answer is in.
        let implied = cnf.implied();
        let clauses = cnf.clauses().chain(implied.clauses());
        let unanswered = clauses.take_while(|_| !stops.stopped());
        let mut solver = loaded(options[1], implied.n_vars(), unanswered);
        solver.set_callbacks(Some(stops));
        answered(search(&mut solver, cnf))
    };
    race_two(deadline, first, second).unwrap_or(Outcome::Unknown)
}

/// Runs `first` on this thread until it answers (`Some`) or its [`Deadline`] stops it
/// (`None`), and races it with `second` on another thread once it has run for
/// [`RACE_AFTER`] (counted from this call) while a core is free. The first search is
/// never interrupted for the race, so that where it answers, it gives the answer it gives
/// alone. The first answer stops the other search, and the deadline stops both: when
/// this returns, no search is left running. Each side puts the [`Deadline`] it is given
/// into its solver's callbacks.
pub(crate) fn race_two<T: Send>(
    deadline: Option<Instant>,
    first: impl FnOnce(Deadline) -> Option<T>,
    second: impl FnOnce(Deadline) -> Option<T> + Send,
) -> Option<T> {
    let race_at = Instant::now() + RACE_AFTER;
    let stop = Arc::new(AtomicBool::new(false));
    let stops = || Deadline {
        at: deadline,
        stop: Some(Arc::clone(&stop)),
    };
    std::thread::scope(|scope| {
        let racer_stops = stops();
        let racer = scope.spawn(|| {
            let _racing = racer_core(&stop, race_at, deadline)?;
            let answer = second(racer_stops);
            if answer.is_some() {
                stop.store(true, Ordering::SeqCst);
            }
            answer
        });
        let answer = first(stops());
        stop.store(true, Ordering::SeqCst);
        racer.thread().unpark();
        let second = racer.join().expect("the racing search does not panic");
        answer.or(second)
    })
}

/// The core a racing search runs on, counted as busy: it waits until `start_at`, then
/// until a core is free (looking every [`CORE_POLL`]); `None` once `stop` is set (the
/// first search has answered) or the deadline has passed. In a batch, every core may be
/// busy with another puzzle when a hard one has run for [`RACE_AFTER`]; a core freed a
/// few seconds later, at the batch's end, still shortens the hard one (the hard 49x49
/// s3, solved by the racer alone, comes after s1 and s2 in the bundled set).
fn racer_core(stop: &AtomicBool, start_at: Instant, deadline: Option<Instant>) -> Option<Busy> {
    while !stop.load(Ordering::SeqCst) {
        let now = Instant::now();
        if deadline.is_some_and(|at| now >= at) {
            return None;
        }
        if now >= start_at {
            if let Some(core) = Busy::on_idle_core() {
                return Some(core);
            }
        }
        let wake = if now < start_at {
            start_at
        } else {
            now + CORE_POLL
        };
        std::thread::park_timeout(deadline.map_or(wake, |at| at.min(wake)) - now);
    }
    None
}

/// How often a racing search that waits for a free core looks again: a CaDiCaL search
/// worth racing runs for seconds, so the racer starts at most this late, and waiting
/// costs nothing measurable.
const CORE_POLL: Duration = Duration::from_millis(50);

/// What `solver` answers for `cnf`.
fn outcome(solver: &mut Cadical, cnf: &CnfBuilder) -> Outcome {
    match solver.solve() {
        Some(true) => Outcome::Sat(model_of(solver, cnf.n_vars())),
        Some(false) => Outcome::Unsat,
        None => Outcome::Unknown,
    }
}

/// A solver set with `options`, holding every clause of `cnf`, stopping its searches at
/// `deadline`.
pub(crate) fn new_solver(options: &[&str], cnf: &CnfBuilder, deadline: Option<Instant>) -> Cadical {
    let mut solver = loaded(options, cnf.n_vars(), cnf.clauses());
    solver.set_callbacks(deadline.map(|at| Deadline::at(Some(at))));
    solver
}

/// CaDiCaL in its `sat` configuration with `options` (see [`set_options`]), holding
/// `clauses`, over variables `1..=n_vars`.
pub(crate) fn loaded<'c>(
    options: &[&str],
    n_vars: u32,
    clauses: impl Iterator<Item = &'c [Lit]>,
) -> Cadical {
    // The `sat` configuration (options tuned for satisfiable instances): puzzles mostly
    // have an answer, it solves the bundled large ones faster than the default, and
    // `solve --unique` (whose last solve is unsatisfiable) is no slower with it
    // (docs/experiments/2026-11-24-in-process-cadical.md).
    let mut solver = Cadical::with_config("sat").expect("CaDiCaL has a `sat` configuration");
    // Without the options the search is slower, never wrong: a platform that cannot
    // hand them over (see [`set_options`]) solves untuned.
    let _ = set_options(&mut solver, options);
    load(&mut solver, n_vars, clauses);
    solver
}

/// The second search of a [`race`]: CaDiCaL's `sat` configuration that never resets its
/// saved phases (to all true, all false, the best assignment seen, ...). It searches
/// hard Sudokus differently enough from the default that the faster of the two is often
/// well ahead, and it alone solved the hard 49x49 s3 within a minute
/// (docs/experiments/2026-11-25-cadical-options.md).
pub const RACER_OPTIONS: &[&str] = &["rephase=0"];

/// Sets CaDiCaL `options` (`name=value`) on a solver that holds no clause yet.
///
/// The crate has no call for it, but CaDiCaL's DIMACS reader takes options from the
/// header's comments (`c --name=value`, its "embedded options"): the options go to it
/// as a DIMACS text with a header and no clause, through a pipe (read as `/dev/fd/N`),
/// so nothing is written to disk.
///
/// # Errors
/// The pipe or CaDiCaL's reading of it failed; on a platform without `/dev/fd`, always.
fn set_options<C: cadical::Callbacks>(
    solver: &mut cadical::Solver<C>,
    options: &[&str],
) -> io::Result<()> {
    if options.is_empty() {
        return Ok(());
    }
    #[cfg(unix)]
    {
        use std::io::Write;
        use std::os::fd::AsRawFd;
        let (reader, mut writer) = io::pipe()?;
        let header: String = options.iter().map(|o| format!("c --{o}\n")).collect();
        // A pipe holds at least 4 KiB, far more than the header: this cannot block.
        writeln!(writer, "{header}p cnf 0 0")?;
        drop(writer);
        let path = format!("/dev/fd/{}", reader.as_raw_fd());
        solver
            .read_dimacs(std::path::Path::new(&path))
            .map(|_| ())
            .map_err(|e| io::Error::other(e.to_string()))
    }
    #[cfg(not(unix))]
    {
        let _ = solver;
        Err(io::Error::other(
            "CaDiCaL's options are handed over through /dev/fd",
        ))
    }
}

/// Adds `clauses` over variables `1..=n_vars`, in their order, to `solver`.
fn load<'c, C: cadical::Callbacks>(
    solver: &mut cadical::Solver<C>,
    n_vars: u32,
    clauses: impl Iterator<Item = &'c [Lit]>,
) {
    // Sizing the variable tables once spares CaDiCaL growing them clause by clause.
    solver.reserve(i32::try_from(n_vars).unwrap_or(i32::MAX));
    for clause in clauses {
        solver.add_clause(clause.iter().map(|&l| to_dimacs(l)));
    }
}

/// The most conflicts `conflicts` counts: about ten seconds of CaDiCaL's search on a
/// hard 25x25 Sudoku. A puzzle that needs more reports this many.
pub const CONFLICT_CAP: u64 = 100_000;

/// How many conflicts CaDiCaL, in its default configuration, meets in solving `cnf`
/// from scratch, up to [`CONFLICT_CAP`]: a measure of how much search a puzzle takes
/// beyond propagation, the same on every machine (CaDiCaL's search does not depend on
/// time). Counted through its learner callback, which conflict analysis calls with the
/// clause it learns, so nearly once per conflict (97,395 calls when CaDiCaL's own
/// counter stopped the 25x25 gecode_026 at 100,000); neither the crate nor varisat
/// reports statistics otherwise.
pub fn conflicts(cnf: &CnfBuilder) -> u64 {
    let mut solver = cadical::Solver::<Conflicts>::new();
    load(&mut solver, cnf.n_vars(), cnf.clauses());
    let cap = i32::try_from(CONFLICT_CAP).expect("the cap fits CaDiCaL's limit");
    solver
        .set_limit("conflicts", cap)
        .expect("CaDiCaL has a conflict limit");
    solver.set_callbacks(Some(Conflicts(0)));
    match solver.solve() {
        Some(_) => solver.get_callbacks().map_or(0, |counted| counted.0),
        None => CONFLICT_CAP, // stopped by the limit
    }
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

/// The `terminate` callback of a time limit and of a race: CaDiCaL calls it between
/// steps of its search and stops (answering "unknown") once it returns true.
pub(crate) struct Deadline {
    at: Option<Instant>,
    /// Set when the other side of a race has answered.
    stop: Option<Arc<AtomicBool>>,
}

impl Deadline {
    /// Stops at `at` (never, without one).
    pub(crate) fn at(at: Option<Instant>) -> Deadline {
        Deadline { at, stop: None }
    }

    /// Whether the other side of a race has answered.
    pub(crate) fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }
}

impl cadical::Callbacks for Deadline {
    fn terminate(&mut self) -> bool {
        self.stopped() || self.at.is_some_and(|at| Instant::now() >= at)
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

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use puzzle_cnf::card::{CardEncoding, Count};
    use puzzle_cnf::Relation;

    /// How many of the variables of one clause `x1 ∨ … ∨ x5` CaDiCaL sets true, with
    /// its "lucky" first tries off so that every decision takes the initial phase.
    fn true_in_one_clause(options: &[&str]) -> usize {
        let mut solver = cadical::Solver::<Deadline>::new();
        set_options(&mut solver, options).expect("options handed to CaDiCaL");
        solver.add_clause(1..=5);
        assert_eq!(solver.solve(), Some(true));
        (1..=5).filter(|&v| solver.value(v) == Some(true)).count()
    }

    #[test]
    fn options_reach_cadical() {
        // CaDiCaL's initial phase is true: every variable is decided true.
        assert_eq!(true_in_one_clause(&["lucky=0"]), 5);
        // With `phase=0` each decision is false, until the last variable must be true.
        assert_eq!(true_in_one_clause(&["lucky=0", "phase=0"]), 1);
    }

    /// Held by the tests that count busy cores, which the process shares: one of them
    /// keeps every core busy for a while.
    static CORES: std::sync::Mutex<()> = std::sync::Mutex::new(());

    /// The racer's answer wins when the first search ends without one, whatever the
    /// search run on each side (here the first gives up after a while); the racer holds
    /// the implied constraints (here one that the clauses do not imply, to see it).
    #[test]
    fn a_race_takes_the_racers_answer_when_the_first_has_none() {
        let _cores = CORES
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if std::thread::available_parallelism().map_or(1, |n| n.get()) < 2 {
            return; // the racer never finds a free core
        }
        let mut cnf = CnfBuilder::new();
        let [a, b] = [(); 2].map(|_| cnf.new_var().pos_lit());
        cnf.add_clause([a]);
        cnf.add_clause([a, b]);
        let not_b = Count::new(vec![b], Relation::AtMost, 0, CardEncoding::Totalizer);
        cnf.add_implied(not_b);
        let first = std::thread::current().id();
        // Without "lucky" first tries, every decision is true: b is false only if forced.
        let answer = race_with([&[], &["lucky=0"]], &cnf, None, |solver, cnf| {
            if std::thread::current().id() == first {
                std::thread::sleep(RACE_AFTER * 3);
                Outcome::Unknown
            } else {
                outcome(solver, cnf)
            }
        });
        let Outcome::Sat(model) = answer else {
            panic!("the racer answers: {answer:?}");
        };
        assert!(model.value(a.var()) && !model.value(b.var()));
    }

    /// A racer waits for a core that another unit of work frees after [`RACE_AFTER`],
    /// and gives up at the deadline while none is free.
    #[test]
    fn racer_waits_for_a_free_core() {
        let _cores = CORES
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let stop = AtomicBool::new(false);
        let mut busy: Vec<Busy> = (0..cores).map(|_| Busy::start()).collect();
        let soon = Some(Instant::now() + RACE_AFTER * 2);
        assert!(
            racer_core(&stop, Instant::now() + RACE_AFTER, soon).is_none(),
            "no core was free before the deadline"
        );
        std::thread::scope(|scope| {
            let racer = scope.spawn(|| racer_core(&stop, Instant::now() + RACE_AFTER, None));
            std::thread::sleep(RACE_AFTER * 2);
            let freed = Instant::now();
            busy.pop();
            let core = racer.join().unwrap();
            assert!(core.is_some(), "the racer starts on the freed core");
            assert!(freed.elapsed() < RACE_AFTER, "and soon after it was freed");
            assert!(Busy::on_idle_core().is_none(), "which it holds");
        });
    }
}
