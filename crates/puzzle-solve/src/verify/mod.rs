//! Nothing a solver says is trusted: a model becomes an answer only after it satisfies
//! every clause of the encoding (and every assumption it was asked for), decodes to an
//! answer, and that answer passes the kind's independent checker. The one-shot pipeline
//! and the solution-space tools both go through here. A "no model" from this crate's own
//! small solver is trusted only with a refutation that [`rup`] checks.

pub mod rup;

use crate::solver::{Model, Outcome, SolverError};
use puzzle_cnf::{Contradiction, Encoding, Lit};
use puzzle_ir::{Answer, Puzzle};
use std::time::Instant;

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
    /// No verdict: the time limit passed first.
    pub fn timed_out(limit: std::time::Duration) -> Self {
        Report {
            status: Status::Unknown,
            answer: None,
            reason: None,
            variables: 0,
            clauses: 0,
            seconds: limit.as_secs_f64(),
        }
    }

    /// No answer, proven by the encoder before any CNF was built.
    pub fn proven_unsat(contradiction: &Contradiction, start: Instant) -> Self {
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
    #[error("solver returned an invalid model: {0}")]
    BadModel(String),
    #[error("internal error: the answer fails the independent checker: {0}")]
    CheckFailed(String),
    /// An in-process solve reached its deadline (see [`crate::space::SessionSettings`]).
    #[error("the time limit was reached")]
    TimedOut,
    /// An in-process varisat solve spent its effort budget (see
    /// [`crate::space::SessionSettings`]).
    #[error("the effort budget was spent")]
    OutOfEffort,
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
    check_model(encoding, model, &[])?;
    let answer = encoding
        .decoder
        .decode(|var| model.value(var))
        .map_err(|e| SolveError::BadModel(e.to_string()))?;
    puzzle
        .check(&answer)
        .map_err(|v| SolveError::CheckFailed(v.to_string()))?;
    Ok(answer)
}

/// Checks that `model` keeps every assumption over the encoding's variables, satisfies
/// every clause of the encoding and keeps its lazy constraints (draws no cut).
pub fn check_model(
    encoding: &Encoding,
    model: &Model,
    assumptions: &[Lit],
) -> Result<(), SolveError> {
    let n_vars = encoding.cnf.n_vars();
    let broken = assumptions
        .iter()
        .find(|l| l.var().idx32() < n_vars && model.value(l.var()) != l.is_pos());
    if let Some(lit) = broken {
        return Err(SolveError::BadModel(format!(
            "it breaks the assumption {lit}"
        )));
    }
    if let Some(index) = encoding.cnf.first_falsified(|var| model.value(var)) {
        return Err(SolveError::BadModel(format!(
            "it falsifies clause {}",
            index + 1
        )));
    }
    if !encoding.cnf.cuts(|var| model.value(var)).is_empty() {
        return Err(SolveError::BadModel(
            "it breaks a lazy constraint (a connected area or loop in pieces)".into(),
        ));
    }
    Ok(())
}
