//! Time limits of whole commands: one [`Deadline`], set once from `--timeout`, which every
//! solve of the command is stopped at and which the caller waits for no longer than a
//! moment ([`GRACE`]) past.
//!
//! The in-process solvers stop the solve in flight at the deadline (CaDiCaL through its
//! terminate callback, varisat through its proof target, the small solver between
//! conflicts). Encoding, checking and reshaping cannot be stopped, so work runs on its
//! own threads and is abandoned when it is not back in time; its threads end with the
//! process.
//!
//! ```
//! use puzzle_solve::deadline::Deadline;
//! use std::time::Duration;
//!
//! let deadline = Deadline::after(Some(Duration::from_millis(50)));
//! assert_eq!(deadline.run(|| 6 * 7), Some(42));
//! let late = deadline.run(|| std::thread::sleep(Duration::from_secs(5)));
//! assert_eq!(late, None);
//! assert!(deadline.passed());
//! ```

use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

/// How long after the deadline a caller still waits for work: the solvers look at the
/// deadline far more often than that, so an interrupted solve comes back within it, and
/// encoding or checking still under way costs at most this much more.
pub const GRACE: Duration = Duration::from_millis(200);

/// The instant a command's work must stop by, or none.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Deadline(Option<Instant>);

impl Deadline {
    /// `timeout` from now; `None`: no limit.
    pub fn after(timeout: Option<Duration>) -> Deadline {
        Deadline(timeout.map(|limit| Instant::now() + limit))
    }

    /// The instant itself, as the solvers' settings take it.
    pub fn instant(self) -> Option<Instant> {
        self.0
    }

    /// Whether the deadline has passed (never, without one).
    pub fn passed(self) -> bool {
        self.0.is_some_and(|at| Instant::now() >= at)
    }

    /// The next message from `receiver`, waited for until [`GRACE`] past the deadline;
    /// `None` when that passed first or every sender is gone.
    pub fn receive<T>(self, receiver: &Receiver<T>) -> Option<T> {
        match self.0 {
            Some(at) => {
                let left = (at + GRACE).saturating_duration_since(Instant::now());
                receiver.recv_timeout(left).ok()
            }
            None => receiver.recv().ok(),
        }
    }

    /// The result of `work`, or `None` when it is not back by [`GRACE`] past the
    /// deadline. Without a deadline it runs on this thread; with one, on its own.
    pub fn run<T: Send + 'static>(self, work: impl FnOnce() -> T + Send + 'static) -> Option<T> {
        if self.0.is_none() {
            return Some(work());
        }
        let (sender, receiver) = mpsc::channel();
        std::thread::spawn(move || {
            // The receiver is gone only past the deadline: the result is unwanted then.
            let _ = sender.send(work());
        });
        self.receive(&receiver)
    }
}
