//! Tagging an instance with solvers' times (`--tag SOLVER[=SECONDS]`): each solver runs
//! as `--solver NAME` runs it, within its limit, and its verdict must agree with the
//! instance's status (a model is checked against every clause).

use super::clean::CleanCnf;
use crate::solver::{Backend, Outcome, SolverError};
use crate::verify::Status;
use puzzle_cnf::{CnfBuilder, SolvingHints};
use std::time::{Duration, Instant};

/// The limit of a tag that names none.
pub const DEFAULT_LIMIT: Duration = Duration::from_secs(60);

/// A solver and its time limit.
#[derive(Debug, Clone)]
pub struct Tag {
    /// The name given to `--solver`.
    pub solver: String,
    pub limit: Duration,
}

/// How long a tagged solver took.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Timing {
    /// It decided in this many seconds.
    Decided(f64),
    /// It did not decide within its limit.
    Undecided,
}

impl Tag {
    /// `SOLVER` or `SOLVER=SECONDS`.
    pub fn parse(text: &str) -> Result<Tag, String> {
        let (solver, limit) = match text.split_once('=') {
            Some((solver, seconds)) => match seconds.parse::<f64>() {
                Ok(s) if s.is_finite() && s > 0.0 => (solver, Duration::from_secs_f64(s)),
                _ => return Err(format!("`{seconds}` is not a positive number of seconds")),
            },
            None => (text, DEFAULT_LIMIT),
        };
        if solver.is_empty() {
            return Err("no solver named before `=`".into());
        }
        Backend::from_name(solver).map_err(|e| e.to_string())?;
        Ok(Tag {
            solver: solver.into(),
            limit,
        })
    }

    /// The table's column name: the solver, and its limit in seconds.
    pub fn column(&self) -> String {
        format!("{}<{}s", self.solver, seconds(self.limit))
    }

    /// Runs the solver on `cnf` (also given as `builder`) for at most `limit`, a share of
    /// the tag's own limit when a run's deadline leaves less; `None` when that share
    /// ran out before the solver decided (the tag's own limit was not reached).
    pub fn time(
        &self,
        hints: &SolvingHints,
        cnf: &CleanCnf,
        builder: &CnfBuilder,
        status: Status,
        limit: Duration,
    ) -> Result<Option<Timing>, SolverError> {
        let backend = Backend::from_name(&self.solver)?;
        let start = Instant::now();
        let outcome = backend.solve(hints, builder, Some(limit.min(self.limit)))?;
        let elapsed = start.elapsed();
        let said = |verdict: &str| {
            SolverError(format!(
                "--tag {}: the solver says {verdict} of an instance that is {} (a wrong solver)",
                self.solver,
                status.name()
            ))
        };
        match outcome {
            Outcome::Sat(model) if status == Status::Sat => {
                match builder.first_falsified(|var| model.value(var)) {
                    Some(index) => Err(SolverError(format!(
                        "--tag {}: its model falsifies clause {} of {} clauses",
                        self.solver,
                        index + 1,
                        cnf.n_clauses()
                    ))),
                    None => Ok(Some(self.decided(elapsed))),
                }
            }
            Outcome::Unsat if status == Status::Unsat => Ok(Some(self.decided(elapsed))),
            Outcome::Sat(_) => Err(said("SAT")),
            Outcome::Unsat => Err(said("UNSAT")),
            Outcome::Unknown if limit < self.limit => Ok(None),
            Outcome::Unknown => Ok(Some(Timing::Undecided)),
        }
    }

    /// A verdict after `elapsed`: past the limit (a solver that answered as it was
    /// stopped) counts as undecided.
    fn decided(&self, elapsed: Duration) -> Timing {
        match elapsed <= self.limit {
            true => Timing::Decided(elapsed.as_secs_f64()),
            false => Timing::Undecided,
        }
    }
}

impl Timing {
    /// Seconds, or `>LIMIT`, as the table writes it.
    pub fn text(&self, tag: &Tag) -> String {
        match self {
            Timing::Decided(s) => format!("{s:.2}"),
            Timing::Undecided => format!(">{}", seconds(tag.limit)),
        }
    }
}

/// A limit in seconds, without a fraction when it has none.
fn seconds(limit: Duration) -> String {
    let s = limit.as_secs_f64();
    match s.fract() == 0.0 {
        true => format!("{s:.0}"),
        false => format!("{s}"),
    }
}

/// Whether timings put an instance in the window: the first tag did not decide it and
/// the last did.
pub fn in_window(timings: &[Timing]) -> bool {
    matches!(
        (timings.first(), timings.last()),
        (Some(Timing::Undecided), Some(Timing::Decided(_)))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_read_a_solver_and_an_optional_limit() {
        let tag = Tag::parse("minisat=10").unwrap();
        assert_eq!((tag.solver.as_str(), tag.limit.as_secs()), ("minisat", 10));
        assert_eq!(Tag::parse("kissat").unwrap().limit, DEFAULT_LIMIT);
        assert_eq!(Tag::parse("kissat=2.5").unwrap().column(), "kissat<2.5s");
        assert!(Tag::parse("kissat=0").is_err());
        assert!(Tag::parse("=5").is_err());
    }

    #[test]
    fn the_window_needs_the_first_undecided_and_the_last_decided() {
        use Timing::*;
        assert!(in_window(&[Undecided, Decided(3.0)]));
        assert!(!in_window(&[Decided(1.0), Decided(3.0)]));
        assert!(!in_window(&[Undecided, Undecided]));
        assert!(!in_window(&[Decided(1.0)]));
    }
}
