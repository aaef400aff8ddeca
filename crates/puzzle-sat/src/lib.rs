//! # puzzle-sat
//!
//! The solver driver behind the `puzzle-sat` command: reading the puzzles named on the
//! command line, the solver backends (varisat in-process, CaDiCaL in-process behind the
//! cargo feature `cadical`, competition solvers as programs), the pipeline that checks
//! every answer before it is shown, the output, and the solution-space tools (count,
//! uniqueness, hints, explanations, DRAT proofs).
//!
//! Dependencies: `varisat` is the in-process solver; `rustsat` parses competition solver
//! output; `clap` the command line; `serde`/`serde_json` the JSON output; `wait-timeout`
//! kills external solvers at the time limit; `tempfile` holds their DIMACS files;
//! `thiserror` the error types; `rustsat-cadical` (optional, feature `cadical`) links
//! CaDiCaL in-process, which unlike varisat can be stopped at a time limit; `rayon`
//! spreads a batch over every core; `indicatif` draws the batch's progress bar on a
//! terminal; `mimalloc` is the binary's allocator (glibc's malloc took about a third of
//! the instructions of a 9x9 batch).

pub mod batch;
pub mod input;
pub mod output;
pub mod pipeline;
pub mod scale;
pub mod solver;
pub mod space;
pub mod verify;
