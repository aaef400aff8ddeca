//! `--timeout` for the solution-space commands (count, hint, explain, solve --unique).
//! Their work runs one incremental [`Session`](puzzle_solve::space::Session) on a worker
//! thread with the deadline in its settings. Either solver stops the solve in flight at
//! the deadline (CaDiCaL through its terminate callback, varisat through its proof
//! target) and the work returns [`SolveError::TimedOut`]. Encoding and checking cannot
//! be stopped, so the command waits for the work only a moment past the limit, then
//! reports what the work has shared so far and exits with status 30, which ends any
//! work still under way with the process.

use puzzle_solve::space::SessionSettings;
use puzzle_solve::verify::SolveError;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How long after the deadline the command still waits for the work: both solvers look
/// at the deadline far more often than that, so an interrupted solve comes back within
/// it, and encoding or checking still under way costs at most this much more.
/// `generate --timeout` waits as long for puzzles in the making.
pub const GRACE: Duration = Duration::from_millis(200);

/// The result of `work` run under `settings` (whose deadline this sets from `timeout`),
/// or `None` when the deadline passed first.
pub fn within<T: Send + 'static>(
    timeout: Option<Duration>,
    mut settings: SessionSettings,
    work: impl FnOnce(SessionSettings) -> Result<T, SolveError> + Send + 'static,
) -> Option<Result<T, SolveError>> {
    let Some(limit) = timeout else {
        return Some(work(settings));
    };
    settings.deadline = Some(Instant::now() + limit);
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        // The receiver is gone only after the limit: the result is unwanted then.
        let _ = sender.send(work(settings));
    });
    match receiver.recv_timeout(limit + GRACE) {
        Ok(Err(SolveError::TimedOut)) | Err(_) => None,
        Ok(done) => Some(done),
    }
}
