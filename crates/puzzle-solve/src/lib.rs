//! # puzzle-solve
//!
//! The solver driver behind the `puzzle-sat` command, as a library with no command-line
//! dependencies: reading puzzles from files and batches, the solver backends (varisat in-process, CaDiCaL in-process behind the
//! cargo feature `cadical`, a small CDCL solver of its own for small CNFs, competition
//! solvers as programs), the pipeline that checks
//! every answer before it is shown, the output, and the solution-space tools (count,
//! uniqueness, hints, explanations, DRAT proofs).
//!
//! Parse, solve (encode, run the solver, read the model back, check it against every
//! clause and the answer against the puzzle's rules), print:
//!
//! ```
//! use puzzle_solve::pipeline::{solve, Settings, Status};
//! use puzzle_solve::solver::Backend;
//! use puzzle_ir::Puzzle;
//!
//! let text = "kind: killer\nbox: 2x2\ncages:\na a b b\nc d d e\nc f g e\nh f g g\n\
//!             sums:\na 3\nb 7\nc 7\nd 4\ne 6\nf 5\ng 6\nh 2\n";
//! let puzzle = Puzzle::parse("k.txt", text.as_bytes()).unwrap();
//! let settings = Settings { backend: Backend::Varisat, timeout: None, options: Default::default(), shuffle: None };
//! let report = solve(&puzzle, &settings).unwrap();
//! assert_eq!(report.status, Status::Sat);
//! let answer = report.answer.unwrap(); // already checked; checking again is cheap
//! assert!(puzzle.check(&answer).is_ok());
//! assert_eq!(answer.to_line(), "1243431231242431");
//! ```
//!
//! Dependencies: `varisat` is the in-process solver; `rustsat` parses competition solver
//! output; `serde`/`serde_json` the JSON output; `wait-timeout`
//! kills external solvers at the time limit; `tempfile` holds their DIMACS files;
//! `thiserror` the error types; `cadical` (feature `cadical`, on by default) compiles
//! CaDiCaL 1.9.5 with a C++ compiler and links it in-process: much faster than varisat
//! on large CNFs, and unlike varisat it can be stopped at a time limit; `rayon`
//! spreads a batch over every core; `libc` ends an external solver's whole process group
//! at its time limit.

pub mod batch;
pub mod deadline;
pub mod input;
pub mod output;
pub mod pipeline;
pub mod records;
pub mod scale;
pub mod solver;
pub mod space;
pub mod verify;

/// The README's example of a program embedding this crate, run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeExample;
