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
//! Each kind is one module implementing [`PuzzleKind`]; [`kinds!`] lists the kinds
//! once, for every crate, and [`Puzzle`], [`Answer`] and [`Kind`] dispatch to them.
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

pub mod apart;
pub mod arrow;
pub mod arrow_grid;
pub mod bare_rooms;
pub mod border_drawing;
mod clue;
pub mod error;
pub mod grid;
pub mod interop;
mod kind;
pub mod line_counts;
pub mod lines;
pub mod numbered_rooms;
pub mod plural;
pub mod polyomino;
mod puzzle;
mod reshape;
pub mod rooms;
#[cfg(test)]
mod seeded;
pub mod seen_numbers;
pub mod settings;
pub mod shaded;
pub mod shaded_loop;
pub mod shading;
pub mod sight;
pub mod small_number;
mod sums;
pub mod tetromino;
pub mod text;
pub mod token_grid;
mod touching;
pub mod vertex_clues;

pub use clue::{Clue, ClueRecord, LineKind, Placement};
pub use error::ParseError;
pub use kind::{Example, Generated, KindAnswer, PuzzleKind};

/// The kinds, one row each, in the order they are listed to people: `Variant(module)`,
/// where `module` is the kind's folder (in every crate that has one) and `module::Variant`
/// its puzzle type here. Every crate makes its kind modules and its registry from this one
/// list: `puzzle_ir::kinds!(macro_name)` calls `macro_name!` with the rows.
#[macro_export]
macro_rules! kinds {
    ($registry:ident) => {
        $registry! {
            Sudoku(sudoku),
            Kakuro(kakuro),
            Kakurasu(kakurasu),
            Shakashaka(shakashaka),
            Killer(killer),
            Slitherlink(slitherlink),
            Masyu(masyu),
            Hitori(hitori),
            Nurikabe(nurikabe),
            Heyawake(heyawake),
            Lits(lits),
            Slant(slant),
            Tents(tents),
            Norinori(norinori),
            Creek(creek),
            RippleEffect(ripple_effect),
            Akari(akari),
            StarBattle(star_battle),
            Shimaguni(shimaguni),
            YajisanKazusan(yajisan_kazusan),
            Kurodoko(kurodoko),
            CountryRoad(country_road),
            Yajilin(yajilin),
            Snake(snake),
            Koburin(koburin),
            Skyscrapers(skyscrapers),
            Nurimisaki(nurimisaki),
            Geradeweg(geradeweg),
            Cave(cave),
            EasyAsAbc(easy_as_abc),
            Hashi(hashi),
            Nonogram(nonogram),
            Galaxies(galaxies),
            SchoolTrip(school_trip),
            Fillomino(fillomino),
            Tapa(tapa),
            Shikaku(shikaku),
            Battleship(battleship),
            Numberlink(numberlink),
            DoubleChoco(double_choco),
        }
    };
}

/// The kind modules and the IR's registry ([`Kind`], [`Puzzle`], [`Answer`],
/// [`Violation`]) from the rows of [`kinds!`].
macro_rules! ir_registry {
    ($($variant:ident($module:ident)),+ $(,)?) => {
        $(pub mod $module;)+
        puzzle::registry! { $($variant => $module::$variant),+ }
    };
}

kinds!(ir_registry);
