//! What every request shares: the server's configuration and its workers ([`Jobs`]).

use crate::jobs::{Jobs, QUEUE};
use std::path::PathBuf;

/// How a server runs.
#[derive(Debug, Clone)]
pub struct Config {
    /// The `puzzle-sat` program that solves (the running one, for `puzzle-sat serve`).
    pub program: PathBuf,
    /// The port on 127.0.0.1; 0 picks a free one.
    pub port: u16,
    /// How many solves run at once.
    pub workers: usize,
    /// How many requests may wait for a worker; past that, HTTP 503.
    pub queue: usize,
}

impl Config {
    /// One worker per core and a queue of 64.
    pub fn new(program: PathBuf, port: u16) -> Config {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Config {
            program,
            port,
            workers: cores,
            queue: QUEUE,
        }
    }
}

/// What every request shares.
pub struct State {
    /// The port listened on, which `Host` must name.
    pub port: u16,
    pub jobs: Jobs,
}

impl State {
    pub fn new(config: &Config, port: u16) -> State {
        State {
            port,
            jobs: Jobs::new(&config.program, config.workers, config.queue),
        }
    }
}
