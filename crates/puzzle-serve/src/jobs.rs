//! Running the `puzzle-sat` command for a request: at most one run per worker at once,
//! the others waiting in a bounded queue, each run a child process with a time limit
//! that ends with its request (cancelled or not).

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::Semaphore;

/// The default number of requests that may wait for a worker.
pub const QUEUE: usize = 64;

/// The name of the puzzle file a run reads, and so of the input in its messages.
pub const PUZZLE: &str = "puzzle";

/// How long past its own time limit a run may take before it is ended: the command
/// stops itself at its limit (a fraction of a second later at most), and this covers
/// its start and a loaded machine.
pub const OVERRUN: Duration = Duration::from_secs(10);

/// The workers and their queue.
pub struct Jobs {
    program: PathBuf,
    workers: Semaphore,
    waiting: AtomicUsize,
    queue: usize,
}

/// What a run printed, and how it ended.
#[derive(Debug)]
pub struct Finished {
    /// The exit status; `None` when a signal ended it.
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

/// Why a run did not finish.
#[derive(Debug)]
pub enum Refused {
    /// Every worker is busy and the queue is full.
    Busy,
    /// The run did not end within [`OVERRUN`] of its time limit, and was ended.
    Overran,
    /// The command could not be started.
    Io(std::io::Error),
}

/// A place in the queue, given back when dropped (a cancelled request leaves it too).
struct Place<'a>(&'a AtomicUsize);

impl Drop for Place<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl Jobs {
    pub fn new(program: &Path, workers: usize, queue: usize) -> Jobs {
        Jobs {
            program: program.to_owned(),
            workers: Semaphore::new(workers.max(1)),
            waiting: AtomicUsize::new(0),
            queue,
        }
    }

    /// Runs `puzzle-sat ARGS` (then `puzzle`, the file holding `puzzle`, when given),
    /// once a worker is free, ending it past `limit` and [`OVERRUN`].
    pub async fn run(
        &self,
        args: &[String],
        puzzle: Option<&str>,
        limit: Duration,
    ) -> Result<Finished, Refused> {
        let place = self.enter()?;
        let _worker = self.workers.acquire().await.expect("never closed");
        drop(place);
        let folder = tempfile::tempdir().map_err(Refused::Io)?;
        let mut command = tokio::process::Command::new(&self.program);
        command.args(args).current_dir(folder.path());
        if let Some(puzzle) = puzzle {
            std::fs::write(folder.path().join(PUZZLE), puzzle).map_err(Refused::Io)?;
            command.arg(PUZZLE);
        }
        let output = command.stdin(Stdio::null()).kill_on_drop(true).output();
        let output = tokio::time::timeout(limit + OVERRUN, output)
            .await
            .map_err(|_| Refused::Overran)?
            .map_err(Refused::Io)?;
        Ok(Finished {
            code: output.status.code(),
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        })
    }

    /// A place in the queue, if one is free.
    fn enter(&self) -> Result<Place<'_>, Refused> {
        let before = self.waiting.fetch_add(1, Ordering::SeqCst);
        let place = Place(&self.waiting);
        if before >= self.queue {
            return Err(Refused::Busy);
        }
        Ok(place)
    }
}
