//! `--timeout` for the solution-space commands (count, hint, explain, solve --unique).
//! Their work runs one incremental [`Session`](puzzle_solve::space::Session) under the
//! command's [`Deadline`], which its settings carry to the solver; work not back a moment
//! past it is reported as stopped, and the command exits with status 30.

use puzzle_solve::deadline::Deadline;
use puzzle_solve::space::SessionSettings;
use puzzle_solve::verify::SolveError;
use std::time::Duration;

/// The result of `work` run under `settings` (whose deadline this sets from `timeout`),
/// or `None` when the deadline passed first.
pub fn within<T: Send + 'static>(
    timeout: Option<Duration>,
    mut settings: SessionSettings,
    work: impl FnOnce(SessionSettings) -> Result<T, SolveError> + Send + 'static,
) -> Option<Result<T, SolveError>> {
    let deadline = Deadline::after(timeout);
    settings.deadline = deadline.instant();
    match deadline.run(move || work(settings)) {
        Some(Err(SolveError::TimedOut)) | None => None,
        done => done,
    }
}
