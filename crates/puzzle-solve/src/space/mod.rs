//! The solution space of a puzzle: how many answers it has ([`count`]), which cells
//! every answer shares ([`hint`]), why it has no answer or several ([`explain`]), and
//! certificates for "no (more) answers" ([`proof`]). Everything works on the cells of
//! [`puzzle_cnf::Decoder::cell_vars`], so a new kind needs no code here; every answer
//! met along the way passes [`crate::verify::verified_answer`] before it is used.

pub mod count;
pub mod explain;
pub mod generate;
pub mod hint;
pub mod proof;
pub mod rate;
mod session;

pub use session::{Found, Session, SessionSettings};

use crate::verify::{Report, SolveError, Status};
use count::Count;
use proof::Certificate;
use puzzle_cnf::{encode, encode_clues, Encoding, Options};
use puzzle_ir::Puzzle;
use std::time::Instant;

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
/// checked. With a limit, the encoder's guesses may reach it first
/// ([`count::through_guesses`]); otherwise the whole encoding is counted. An encoder's
/// early contradiction is certified by the clue encoding with every clue switched on,
/// which does not deduce anything before encoding.
pub fn solve_counting(
    puzzle: &Puzzle,
    options: &Options,
    max: Option<usize>,
) -> Result<Counted, SolveError> {
    solve_counting_observed(puzzle, options, max, SessionSettings::default(), &|_| {})
}

/// [`solve_counting`] in a session set up by `settings`, calling `on_answer` with the
/// count so far after each answer.
pub fn solve_counting_observed(
    puzzle: &Puzzle,
    options: &Options,
    max: Option<usize>,
    settings: SessionSettings,
    on_answer: &(dyn Fn(usize) + Sync),
) -> Result<Counted, SolveError> {
    let start = Instant::now();
    let guessed = match max {
        Some(max) => count::through_guesses(puzzle, options, max, settings, on_answer)?,
        None => None,
    };
    if let Some((count, encoding)) = guessed {
        return Ok(Counted::of(count, &encoding, start));
    }
    let encoding = match encode(puzzle, options) {
        Ok(encoding) => encoding,
        Err(contradiction) => {
            let certificate = encode_clues(puzzle, options).ok().and_then(|clues| {
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
    let counted = count::count_observed(puzzle, &encoding, max, settings, on_answer)?;
    Ok(Counted::of(counted, &encoding, start))
}

impl Counted {
    /// The verdict of `count`, made on `encoding` since `start`; the count's certificate
    /// moves to the verdict.
    fn of(mut count: Count, encoding: &Encoding, start: Instant) -> Counted {
        let certificate = count.certificate.take();
        let status = match count.count {
            0 => Status::Unsat,
            _ => Status::Sat,
        };
        Counted {
            report: Report {
                status,
                answer: count.answers.first().cloned(),
                reason: None,
                variables: encoding.cnf.n_vars(),
                clauses: encoding.cnf.n_clauses(),
                seconds: start.elapsed().as_secs_f64(),
            },
            certificate,
            count: Some(count),
        }
    }
}
