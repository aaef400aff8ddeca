//! # puzzle-ir
//!
//! The puzzle and answer types of puzzle-sat, their parsers and printers for the formats
//! of `docs/FORMATS.md`, and an independent checker of each kind's rules. Nothing here
//! knows about CNF: the checker must be able to catch a wrong encoding. [`Clue`] lists
//! what a puzzle states (givens, sums, numbers), for explanations of unsolvable puzzles.
//!
//! [`interop`] reads and writes the community's formats: puzz.link URLs and pzprv3
//! files.
//!
//! Each kind is one module implementing [`PuzzleKind`]; the registry below lists the
//! kinds once, and [`Puzzle`], [`Answer`] and [`Kind`] dispatch to them.
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
//! Dependencies: `serde`/`serde_json` read JSON answers and write clues as JSON;
//! `thiserror` derives error types; `rand` drives the generators of random puzzles.

mod clue;
pub mod error;
pub mod grid;
pub mod interop;
mod kind;
pub mod plural;
mod puzzle;
pub mod rooms;
pub mod settings;
pub mod shaded;
pub mod shading;
mod sums;
pub mod tetromino;
pub mod text;

pub mod heyawake;
pub mod hitori;
pub mod kakurasu;
pub mod kakuro;
pub mod killer;
pub mod lits;
pub mod masyu;
pub mod nurikabe;
pub mod shakashaka;
pub mod slitherlink;
pub mod sudoku;

pub use clue::{Clue, ClueRecord, LineKind, Placement};
pub use error::ParseError;
pub use kind::{Generated, KindAnswer, PuzzleKind};

// The registry: one row per kind, in the order kinds are listed to people.
puzzle::registry! {
    Sudoku => sudoku::Sudoku,
    Kakuro => kakuro::Kakuro,
    Kakurasu => kakurasu::Kakurasu,
    Shakashaka => shakashaka::Shakashaka,
    Killer => killer::Killer,
    Slitherlink => slitherlink::Slitherlink,
    Masyu => masyu::Masyu,
    Hitori => hitori::Hitori,
    Nurikabe => nurikabe::Nurikabe,
    Heyawake => heyawake::Heyawake,
    Lits => lits::Lits,
}
