//! Counting answers: solve, block the answer (some cell must differ), repeat, in one
//! solver, or in each of two racing ones where a solve would race ([`count_observed`]);
//! up to a limit, the encoder's guesses may reach it first ([`through_guesses`]).
//! Answers are distinct by construction; a set of their grids checks it anyway.

use super::proof::Certificate;
use super::session::{Found, Session, SessionSettings};
#[cfg(feature = "cadical")]
use crate::solver::cadical_lib::{race_two, Deadline};
#[cfg(feature = "cadical")]
use crate::solver::{racer_options, Engine};
use crate::verify::SolveError;
#[cfg(feature = "cadical")]
use puzzle_cnf::hints;
use puzzle_cnf::{Encoding, Options};
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
    /// With `complete` and a static encoding: the CNF (encoding plus blocking clauses)
    /// that has no model left.
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
///
/// The count searches as a solve does ([`crate::solver::Backend::Auto`]): where the
/// kind's hints ask for a race on this CNF and `settings` name no engine, two CaDiCaL
/// sessions count, the second (started as a race starts, on a free core) with the
/// racing options and the implied constraints, as in a solve's race, and the first to
/// finish gives the count; each reports its own answers to `on_answer`.
pub fn count_observed(
    puzzle: &Puzzle,
    encoding: &Encoding,
    max: Option<usize>,
    settings: SessionSettings,
    on_answer: &(dyn Fn(usize) + Sync),
) -> Result<Count, SolveError> {
    #[cfg(feature = "cadical")]
    if let Some(racer) = racing(puzzle, encoding, &settings) {
        return race(puzzle, encoding, max, settings, racer, on_answer);
    }
    Counter::new(Session::for_count(puzzle, encoding, settings)).run(encoding, max, on_answer)
}

/// The first `max` answers of `puzzle`, when its encoder's guesses ([`puzzle_cnf::guided`])
/// lead to that many, with the restricted encoding that gave the last of them: each
/// guess's restricted encoding is searched in a session of its own, blocking its answers
/// as a count does. Every model of a restricted encoding is an answer of the whole
/// puzzle, so distinct answers from any guesses add up; fewer than `max` prove nothing
/// about the others, and give `None`. So a large puzzle that guessing solves shows its
/// second answer without the full search.
pub fn through_guesses(
    puzzle: &Puzzle,
    options: &Options,
    max: usize,
    settings: SessionSettings,
    on_answer: &dyn Fn(usize),
) -> Result<Option<(Count, Encoding)>, SolveError> {
    if max == 0 {
        return Ok(None);
    }
    let mut tally = Tally::default();
    for encoding in puzzle_cnf::guided(puzzle, options).flatten() {
        let session = Session::with(puzzle, &encoding, settings);
        if tally.reaches_through(session, max, on_answer)? {
            return Ok(Some((tally.count(false, None), encoding)));
        }
    }
    Ok(None)
}

/// The options of the racing session where a count races: what a solve by
/// [`crate::solver::Backend::Auto`] does for this CNF.
#[cfg(feature = "cadical")]
fn racing(
    puzzle: &Puzzle,
    encoding: &Encoding,
    settings: &SessionSettings,
) -> Option<&'static [&'static str]> {
    let hints = hints(puzzle.kind());
    let cnf = &encoding.cnf;
    let auto =
        settings.engine.is_none() && Engine::auto(&hints, cnf.n_clauses()) == Engine::Cadical;
    auto.then(|| racer_options(&hints, cnf)).flatten()
}

/// Two sessions count the answers, as [`race_two`] races two searches.
#[cfg(feature = "cadical")]
fn race(
    puzzle: &Puzzle,
    encoding: &Encoding,
    max: Option<usize>,
    settings: SessionSettings,
    racer: &[&str],
    on_answer: &(dyn Fn(usize) + Sync),
) -> Result<Count, SolveError> {
    let options = hints(puzzle.kind()).cadical_options_for(&encoding.cnf);
    let run = |counter: &mut Counter, stops: Deadline| {
        counter.session.stop_at(stops);
        match counter.run(encoding, max, on_answer) {
            Err(SolveError::TimedOut) => None,
            done => Some(done),
        }
    };
    let counted = race_two(
        settings.deadline,
        |stops| {
            let session = Session::on_cadical(puzzle, encoding, settings, options, false);
            run(&mut Counter::new(session), stops)
        },
        |stops| {
            let session = Session::on_cadical(puzzle, encoding, settings, racer, true);
            run(&mut Counter::new(session), stops)
        },
    );
    counted.unwrap_or(Err(SolveError::TimedOut))
}

/// The distinct answers met so far, in one session or several.
#[derive(Default)]
struct Tally {
    seen: HashSet<Vec<Vec<String>>>,
    /// The first two.
    answers: Vec<Answer>,
}

impl Tally {
    /// Records `answer` and calls `on_answer` with the count so far; false (and nothing
    /// recorded) when it was met before.
    fn record(&mut self, answer: Answer, on_answer: &dyn Fn(usize)) -> bool {
        if !self.seen.insert(answer.grid()) {
            return false;
        }
        on_answer(self.seen.len());
        if self.answers.len() < 2 {
            self.answers.push(answer);
        }
        true
    }

    /// Takes the answers of `session` one by one, blocking each in it, until `max`
    /// distinct ones are met (true) or the session has no more (false). An answer met in
    /// another session counts once.
    fn reaches_through(
        &mut self,
        mut session: Session,
        max: usize,
        on_answer: &dyn Fn(usize),
    ) -> Result<bool, SolveError> {
        while let Some(Found { answer, model }) = session.solve(&[])? {
            if self.record(answer, on_answer) && self.seen.len() == max {
                return Ok(true);
            }
            session.block(&model);
        }
        Ok(false)
    }

    fn count(&self, complete: bool, certificate: Option<Certificate>) -> Count {
        Count {
            count: self.seen.len(),
            complete,
            answers: self.answers.clone(),
            certificate,
        }
    }
}

/// A count under way in one session: the answers found so far, each blocked in the
/// session.
struct Counter<'a> {
    session: Session<'a>,
    tally: Tally,
}

impl<'a> Counter<'a> {
    fn new(session: Session<'a>) -> Self {
        Counter {
            session,
            tally: Tally::default(),
        }
    }

    /// Counts on until `max` answers or no more, calling `on_answer` after each.
    fn run(
        &mut self,
        encoding: &Encoding,
        max: Option<usize>,
        on_answer: &dyn Fn(usize),
    ) -> Result<Count, SolveError> {
        while max.is_none_or(|max| self.tally.seen.len() < max) {
            let Some(Found { answer, model }) = self.session.solve(&[])? else {
                let certificate = Certificate::of_blocked(encoding, self.session.blocking());
                return Ok(self.tally.count(true, certificate));
            };
            if !self.tally.record(answer, on_answer) {
                return Err(SolveError::BadModel(
                    "an answer came back after it was blocked".into(),
                ));
            }
            self.session.block(&model);
        }
        Ok(self.tally.count(false, None))
    }
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
