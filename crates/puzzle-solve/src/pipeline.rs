//! One puzzle from IR to checked answer: encode, solve, then [`crate::verify`] reads the
//! model back, checks it against the CNF and the answer with the independent checker.

use crate::solver::{Backend, Model, Outcome, SolverError};
pub use crate::verify::{report, verified_answer, Report, SolveError, Status};
use puzzle_cnf::shuffle::Shuffled;
use puzzle_cnf::{encode, hints, CnfBuilder, Encoding, Options, SolvingHints};
use puzzle_ir::Puzzle;
use std::time::{Duration, Instant};

/// How to solve; the default is the command's: [`Backend::Auto`], no time limit, each
/// kind's default encoding, no renumbering.
#[derive(Debug, Clone, Default)]
pub struct Settings {
    pub backend: Backend,
    pub timeout: Option<Duration>,
    pub options: Options,
    /// Solve a copy of each CNF with its variables renumbered and its clauses reordered
    /// from this seed ([`Shuffled`]): the same answers, another draw of the solver's
    /// search, for measuring how much of a time is the draw.
    pub shuffle: Option<u64>,
}

/// Solves `puzzle`; every answer returned has passed the independent checker.
///
/// The encoder's guesses ([`puzzle_cnf::guided`]) go first; see [`solve_guessing`].
pub fn solve(puzzle: &Puzzle, settings: &Settings) -> Result<Report, SolveError> {
    let guesses = puzzle_cnf::guided(puzzle, &settings.options);
    solve_guessing(puzzle, settings, guesses)
}

/// Solves `puzzle` trying the restricted encodings of `guesses` first (`None`: a guess
/// known to have no model): the first one with a model gives the answer, checked like
/// any other. A restricted encoding without a model proves nothing about the puzzle, so
/// when every guess fails the unrestricted encoding decides, and it alone can report
/// "no answer".
pub fn solve_guessing(
    puzzle: &Puzzle,
    settings: &Settings,
    guesses: impl IntoIterator<Item = Option<Encoding>>,
) -> Result<Report, SolveError> {
    let start = Instant::now();
    for encoding in guesses.into_iter().flatten() {
        let outcome = solve_cnf(settings, &hints(puzzle.kind()), &encoding.cnf, start)?;
        if !matches!(outcome, Outcome::Unsat) {
            return report(puzzle, &encoding, outcome, start);
        }
    }
    let encoding = match encode(puzzle, &settings.options) {
        Ok(encoding) => encoding,
        Err(contradiction) => return Ok(Report::proven_unsat(&contradiction, start)),
    };
    let outcome = solve_cnf(settings, &hints(puzzle.kind()), &encoding.cnf, start)?;
    report(puzzle, &encoding, outcome, start)
}

/// Solves `cnf` (of a kind that states `hints`), or its shuffled copy when the settings
/// ask for one; a model comes back over `cnf`'s own variables, to be checked against
/// `cnf`.
fn solve_cnf(
    settings: &Settings,
    hints: &SolvingHints,
    cnf: &CnfBuilder,
    start: Instant,
) -> Result<Outcome, SolverError> {
    let timeout = remaining(settings, start);
    let Some(seed) = settings.shuffle else {
        return settings.backend.solve(hints, cnf, timeout);
    };
    let shuffled = Shuffled::new(cnf, seed);
    let outcome = settings.backend.solve(hints, &shuffled.cnf, timeout)?;
    Ok(match outcome {
        Outcome::Sat(model) => Outcome::Sat(Model::new(shuffled.original(|v| model.value(v)))),
        other => other,
    })
}

/// What is left of the time limit (none left: zero, so the solver gives up at once).
fn remaining(settings: &Settings, start: Instant) -> Option<Duration> {
    settings.timeout.map(|t| t.saturating_sub(start.elapsed()))
}
