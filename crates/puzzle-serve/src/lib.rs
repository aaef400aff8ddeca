//! # puzzle-serve
//!
//! The local web page and JSON API of `puzzle-sat serve`: a page that draws a puzzle
//! (`puzzle-draw`), solves it, shows its forced cells, its clashing clues and its number
//! of answers, and the API behind it, `POST /api/solve`, `/api/count`, `/api/hint` and
//! `/api/explain`, which answer the JSON record the command line prints.
//!
//! Each solve runs the `puzzle-sat` command itself ([`Config::program`]) as a child
//! process, on the puzzle written to a file named `puzzle` in a fresh temporary
//! directory, with `-f json` and a time limit. So the API's records and error messages
//! are the command's own, word for word (`puzzle:3:5: ...`), and a solve that must stop
//! (its time limit, a cancelled request) ends with its process, encoding and checking
//! included, which a thread in this process could not do.
//!
//! Safety, because a browser is an attack surface ([`guard`]): the server binds to
//! loopback only, refuses a foreign `Host` or `Origin` (DNS rebinding, cross-site
//! requests), takes only `Content-Type: application/json` bodies of at most 4 MB, gives
//! every solve a time limit, runs at most one solve per core with a bounded queue
//! ([`jobs`]), and reads no file: the page and the examples are compiled in.
//!
//! The modules are layers, each importing only modules of the layers below it (the test
//! `tests/it/layers.rs` holds them to it): [`jobs`] runs the command; [`state`] is the
//! configuration and what every request shares; [`replies`] are the JSON answers and
//! refusals; [`guard`] is what a request must be to be served; the handlers [`solve`],
//! [`board`], [`generate`] and [`page`] answer the routes; [`routes`] is the router; and
//! the crate's root starts the server.
//!
//! Dependencies: `axum` (with `tokio`) is the HTTP server: a well-kept crate of the tokio
//! project whose middleware and extractors express the guards in a few lines, and whose
//! runtime also runs and kills the child processes (`tokio::process`) and bounds them
//! (`tokio::sync::Semaphore`); `tempfile` holds the puzzle file of each solve;
//! `serde_json` reads the requests and the command's records.

pub mod board;
pub mod generate;
pub mod guard;
pub mod jobs;
pub mod page;
pub mod replies;
pub mod routes;
pub mod solve;
pub mod state;

pub use state::Config;

use std::net::{Ipv4Addr, SocketAddr, TcpListener};
use std::sync::Arc;

/// A server listening on loopback, serving on threads of its own.
pub struct Server {
    address: SocketAddr,
    thread: std::thread::JoinHandle<std::io::Result<()>>,
}

impl Server {
    /// The address it listens on.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The page's address, `http://127.0.0.1:PORT/`.
    pub fn url(&self) -> String {
        format!("http://{}/", self.address)
    }

    /// Serves until the process ends (or the server fails).
    pub fn wait(self) -> std::io::Result<()> {
        self.thread
            .join()
            .unwrap_or_else(|_| Err(std::io::Error::other("the server panicked")))
    }
}

/// Binds 127.0.0.1:`config.port` and serves on a thread of its own.
pub fn start(config: Config) -> std::io::Result<Server> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, config.port))?;
    listener.set_nonblocking(true)?;
    let address = listener.local_addr()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let state = Arc::new(state::State::new(&config, address.port()));
    let thread = std::thread::spawn(move || {
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener)?;
            axum::serve(listener, routes::router(state)).await
        })
    });
    Ok(Server { address, thread })
}
