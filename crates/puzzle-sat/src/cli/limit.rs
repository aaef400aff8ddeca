//! `--timeout` for the solution-space commands (count, hint, explain, solve --unique).
//! They run one incremental varisat solver, which cannot be interrupted inside a solve;
//! so the work runs on a worker thread, the command waits for it up to the limit, and
//! when the limit hits it reports what the work has shared so far and exits with status
//! 30, which ends the worker with the process: no thread outlives the limit.

use std::sync::mpsc;
use std::time::Duration;

/// The result of `work`, or `None` when `timeout` passed first.
pub fn within<T: Send + 'static>(
    timeout: Option<Duration>,
    work: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let Some(limit) = timeout else {
        return Some(work());
    };
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        // The receiver is gone only after the limit: the result is unwanted then.
        let _ = sender.send(work());
    });
    receiver.recv_timeout(limit).ok()
}
