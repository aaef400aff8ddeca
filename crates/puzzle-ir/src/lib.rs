//! # puzzle-ir
//!
//! The puzzle and answer types of puzzle-sat, their parsers and printers for the formats
//! of `FORMATS.md`, and an independent checker of each kind's rules. Nothing here knows
//! about CNF: the checker must be able to catch a wrong encoding. [`Clue`] lists what a
//! puzzle states (givens, sums, numbers), for explanations of unsolvable puzzles.
//!
//! ```
//! use puzzle_ir::{Answer, Puzzle};
//!
//! let text = "kind: sudoku\nbox: 2x2\ngrid:\n12..\n..12\n21..\n..21\n";
//! let puzzle = Puzzle::parse("p.txt", text.as_bytes()).unwrap();
//! let answer = puzzle.parse_answer("a.txt", "1234\n3412\n2143\n4321\n").unwrap();
//! assert!(puzzle.check(&answer).is_ok());
//! ```
//!
//! Dependencies: `serde`/`serde_json` read JSON answers; `thiserror` derives error types;
//! `rand` drives the generators of random puzzles used by tests and benchmarks.

mod clue;
pub mod error;
pub mod kakurasu;
pub mod kakuro;
mod puzzle;
pub mod shakashaka;
pub mod sudoku;
pub mod text;

pub use clue::{Clue, LineKind};
pub use error::ParseError;
pub use puzzle::{Answer, Kind, Puzzle, Violation};
