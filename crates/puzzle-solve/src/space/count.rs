//! Counting answers: solve, block the answer (some cell must differ), repeat, in one
//! solver. Answers are distinct by construction; a set of their grids checks it anyway.

use super::proof::Certificate;
use super::session::{Found, Session, SessionSettings};
use crate::verify::SolveError;
use puzzle_cnf::Encoding;
use puzzle_ir::{Answer, Puzzle};
use std::collections::HashSet;

/// The answers found, up to a limit.
#[derive(Debug, Clone)]
pub struct Count {
    pub count: usize,
    /// False when the limit stopped the count (there may be more answers).
    pub complete: bool,
    /// The first two answers (for uniqueness: the answer and a second one).
    pub answers: Vec<Answer>,
    /// With `complete`: the CNF (encoding plus blocking clauses) that has no model left.
    pub certificate: Option<Certificate>,
}

/// Counts the answers of `puzzle` under `encoding`, stopping after `max` of them.
pub fn count(
    puzzle: &Puzzle,
    encoding: &Encoding,
    max: Option<usize>,
) -> Result<Count, SolveError> {
    count_observed(puzzle, encoding, max, SessionSettings::default(), &|_| {})
}

/// [`count`] in a session set up by `settings`, calling `on_answer` with the count so far
/// after each checked answer (so a caller that gives up at a time limit can still say
/// how many it saw).
pub fn count_observed(
    puzzle: &Puzzle,
    encoding: &Encoding,
    max: Option<usize>,
    settings: SessionSettings,
    on_answer: &dyn Fn(usize),
) -> Result<Count, SolveError> {
    let mut session = Session::with(puzzle, encoding, settings);
    let mut seen = HashSet::new();
    let mut answers = Vec::new();
    while max.is_none_or(|max| seen.len() < max) {
        let Some(Found { answer, model }) = session.solve(&[])? else {
            let certificate = Certificate::of_blocked(encoding, session.blocking());
            return Ok(Count {
                count: seen.len(),
                complete: true,
                answers,
                certificate: Some(certificate),
            });
        };
        if !seen.insert(answer.grid()) {
            return Err(SolveError::BadModel(
                "an answer came back after it was blocked".into(),
            ));
        }
        on_answer(seen.len());
        if answers.len() < 2 {
            answers.push(answer);
        }
        session.block(&model);
    }
    Ok(Count {
        count: seen.len(),
        complete: false,
        answers,
        certificate: None,
    })
}

/// The cells (0-based row, column) where two answers of a puzzle differ.
pub fn differing_cells(a: &Answer, b: &Answer) -> Vec<(usize, usize)> {
    let (a, b) = (a.grid(), b.grid());
    let mut cells = Vec::new();
    for (r, (row_a, row_b)) in a.iter().zip(&b).enumerate() {
        for (c, (x, y)) in row_a.iter().zip(row_b).enumerate() {
            if x != y {
                cells.push((r, c));
            }
        }
    }
    cells
}
