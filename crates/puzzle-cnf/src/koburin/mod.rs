//! The Koburin encoder: the [shaded-loop kit](crate::shaded_loop)'s links, loop and
//! shading, and the numbers.
//!
//! # Variables and clauses
//!
//! * **Links, loop, shading.** Those of the [shaded-loop kit](crate::shaded_loop). The
//!   connectivity lowering is [`KoburinOptions::connectivity`] (the shared
//!   `--connectivity`): by default lazy cuts for a solver in this process, vertex
//!   elimination for plain CNF.
//! * **No lone square** ([`shaded_loop::forbid_lone_squares`]): no loop around four cells
//!   that leave two neighbouring cells without numbers outside them (implied, stated for
//!   propagation).
//! * **Numbers.** A number k says exactly k of the cells it counts (its neighbours, or
//!   the eight cells around it in the Minesweeper variant) are shaded: the complete
//!   no-goods of [`few::exactly`] on their "shaded" literals (a number cell beside it
//!   is never shaded), each number behind its own selector for explanations. A `?`
//!   states nothing.
//!
//! ```
//! use puzzle_cnf::{koburin, Options};
//! use puzzle_ir::koburin::Koburin;
//!
//! let puzzle = Koburin::parse("p.txt", "kind: koburin\ngrid:\n1...\n....\n").unwrap();
//! let encoding = koburin::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: no link drawn, so every cell without a number is shaded.
//! let answer = encoding.decoder.decode(|_| false);
//! assert!(answer.to_text().starts_with("1 # # #\n"));
//! ```

mod kind;

use crate::card::few;
use crate::shaded_loop::{self, ShadedLoopDecoder};
use crate::{CnfBuilder, Lit, Options};
pub use crate::lines::LoopOptions as KoburinOptions;
use puzzle_ir::koburin::Koburin;

/// The CNF of a puzzle and the map back from its models.
pub type KoburinEncoding = crate::KindEncoding<KoburinDecoder>;

/// The map from a model back to a Koburin answer.
pub type KoburinDecoder = ShadedLoopDecoder<Koburin>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Koburin, options: &Options) -> KoburinEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each known number behind its own selector (row-major).
pub fn encode_clues(puzzle: &Koburin, options: &Options) -> (KoburinEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

/// The loop and the shading, and the numbers; with `selectors`, each number is guarded
/// by a fresh selector pushed there.
fn encode_with(puzzle: &Koburin, options: &Options, mut selectors: Option<&mut Vec<Lit>>) -> KoburinEncoding {
    let mut cnf = CnfBuilder::naming(options.names);
    let lowering = options.koburin.connectivity.lowering(options.in_process);
    let (shaded, decoder) = shaded_loop::encode(puzzle, lowering, &mut cnf);
    shaded_loop::forbid_lone_squares(&decoder, &mut cnf);
    for (cell, number) in puzzle.counts() {
        let around: Vec<Lit> = puzzle.counted(cell).into_iter().filter_map(|i| shaded[i]).collect();
        cnf.add_clue(selectors.as_deref_mut(), |cnf| few::exactly(&around, number.into(), cnf));
    }
    KoburinEncoding { cnf, decoder }
}
