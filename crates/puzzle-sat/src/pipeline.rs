//! One puzzle from IR to checked answer: encode, solve, read the model back, verify the
//! model against the CNF and the answer with the independent checker.

use crate::solver::{Backend, Model, Outcome, SolverError};
use crate::space::count::{self, Count};
use crate::space::proof::Certificate;
use puzzle_cnf::{encode, encode_clues, Contradiction, Encoding, Options};
use puzzle_ir::{Answer, Puzzle};
use std::time::{Duration, Instant};

/// The verdict on one puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Sat,
    Unsat,
    Unknown,
}

impl Status {
    /// The word of `FORMATS.md`.
    pub fn name(self) -> &'static str {
        match self {
            Status::Sat => "sat",
            Status::Unsat => "unsat",
            Status::Unknown => "unknown",
        }
    }
}

/// What solving one puzzle produced.
#[derive(Debug, Clone)]
pub struct Report {
    pub status: Status,
    /// The checked answer, with `Sat`.
    pub answer: Option<Answer>,
    /// Why there is no answer, when it is evident (clashing givens ...).
    pub reason: Option<String>,
    pub variables: u32,
    pub clauses: usize,
    pub seconds: f64,
}

impl Report {
    /// No answer, proven by the encoder before any CNF was built.
    fn proven_unsat(contradiction: &Contradiction, start: Instant) -> Self {
        Report {
            status: Status::Unsat,
            answer: None,
            reason: Some(contradiction.to_string()),
            variables: 0,
            clauses: 0,
            seconds: start.elapsed().as_secs_f64(),
        }
    }
}

/// A failure that must never be printed as an answer.
#[derive(Debug, thiserror::Error)]
pub enum SolveError {
    #[error(transparent)]
    Solver(#[from] SolverError),
    #[error("the solver's model is wrong: {0}")]
    BadModel(String),
    #[error("internal error: the answer fails the independent checker: {0}")]
    CheckFailed(String),
}

/// How to solve.
#[derive(Debug, Clone)]
pub struct Settings {
    pub backend: Backend,
    pub timeout: Option<Duration>,
    pub options: Options,
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
        let outcome = settings
            .backend
            .solve(&encoding.cnf, remaining(settings, start))?;
        if !matches!(outcome, Outcome::Unsat) {
            return report(puzzle, &encoding, outcome, start);
        }
    }
    let encoding = match encode(puzzle, &settings.options) {
        Ok(encoding) => encoding,
        Err(contradiction) => return Ok(Report::proven_unsat(&contradiction, start)),
    };
    let outcome = settings
        .backend
        .solve(&encoding.cnf, remaining(settings, start))?;
    report(puzzle, &encoding, outcome, start)
}

/// What is left of the time limit (none left: zero, so the solver gives up at once).
fn remaining(settings: &Settings, start: Instant) -> Option<Duration> {
    settings.timeout.map(|t| t.saturating_sub(start.elapsed()))
}

/// Turns a solver's outcome into a report; a model becomes an answer only after
/// [`verified_answer`]. `start` is when work on the puzzle began.
pub fn report(
    puzzle: &Puzzle,
    encoding: &Encoding,
    outcome: Outcome,
    start: Instant,
) -> Result<Report, SolveError> {
    let (status, answer) = match outcome {
        Outcome::Sat(model) => (
            Status::Sat,
            Some(verified_answer(puzzle, encoding, &model)?),
        ),
        Outcome::Unsat => (Status::Unsat, None),
        Outcome::Unknown => (Status::Unknown, None),
    };
    Ok(Report {
        status,
        answer,
        reason: None,
        variables: encoding.cnf.n_vars(),
        clauses: encoding.cnf.n_clauses(),
        seconds: start.elapsed().as_secs_f64(),
    })
}

/// Reads the answer from `model` after checking that the model satisfies every clause,
/// then checks the answer against the puzzle's rules.
pub fn verified_answer(
    puzzle: &Puzzle,
    encoding: &Encoding,
    model: &Model,
) -> Result<Answer, SolveError> {
    if let Some(index) = encoding.cnf.first_falsified(|var| model.value(var)) {
        return Err(SolveError::BadModel(format!(
            "it falsifies clause {}",
            index + 1
        )));
    }
    let answer = encoding
        .decoder
        .decode(|var| model.value(var))
        .map_err(|e| SolveError::BadModel(e.to_string()))?;
    puzzle
        .check(&answer)
        .map_err(|v| SolveError::CheckFailed(v.to_string()))?;
    Ok(answer)
}

/// A verdict with its solution-space facts: the [`Report`], the count of answers up to
/// a limit, and the certificate of a "no (more) answers" verdict.
#[derive(Debug, Clone)]
pub struct Counted {
    pub report: Report,
    /// `None` when encoding already proved that there is no answer.
    pub count: Option<Count>,
    /// The CNF that has no model when the count is complete (or there is no answer).
    pub certificate: Option<Certificate>,
}

/// Solves `puzzle` in process and looks for up to `max` answers (2 for uniqueness), each
/// checked. An encoder's early contradiction is certified by the clue encoding with
/// every clue switched on, which does not deduce anything before encoding.
pub fn solve_counting(
    puzzle: &Puzzle,
    options: &Options,
    max: Option<usize>,
) -> Result<Counted, SolveError> {
    let start = Instant::now();
    let encoding = match encode(puzzle, options) {
        Ok(encoding) => encoding,
        Err(contradiction) => {
            let certificate = encode_clues(puzzle, options).ok().map(|clues| {
                let all: Vec<_> = clues.clues.iter().map(|&(_, s)| s).collect();
                Certificate::of_clues(&clues, &all)
            });
            return Ok(Counted {
                report: Report::proven_unsat(&contradiction, start),
                count: None,
                certificate,
            });
        }
    };
    let mut counted = count::count(puzzle, &encoding, max)?;
    let certificate = counted.certificate.take();
    let status = match counted.count {
        0 => Status::Unsat,
        _ => Status::Sat,
    };
    Ok(Counted {
        report: Report {
            status,
            answer: counted.answers.first().cloned(),
            reason: None,
            variables: encoding.cnf.n_vars(),
            clauses: encoding.cnf.n_clauses(),
            seconds: start.elapsed().as_secs_f64(),
        },
        certificate,
        count: Some(counted),
    })
}
