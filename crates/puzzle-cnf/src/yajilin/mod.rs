//! The Yajilin encoder: the [shaded-loop kit](crate::shaded_loop)'s links, loop and
//! shading, and the arrows.
//!
//! # Variables and clauses
//!
//! * **Links, loop, shading.** Those of the [shaded-loop kit](crate::shaded_loop). The
//!   connectivity lowering is [`YajilinOptions::connectivity`] (the shared
//!   `--connectivity`): by default lazy cuts for a solver in this process, vertex
//!   elimination for plain CNF.
//! * **Arrows.** An arrow numbered k counts the shaded cells it points at (the cells
//!   without clues off the loop) in a [`Tally`] up to k + 1, each arrow behind its own
//!   selector for explanations. A number without an arrow breaks the rules (an empty
//!   clause); an arrow's `?` states nothing.
//!
//! ```
//! use puzzle_cnf::{yajilin, Options};
//! use puzzle_ir::yajilin::Yajilin;
//!
//! let puzzle = Yajilin::parse("p.txt", "kind: yajilin\ngrid:\nv1 . . .\n. . . .\n").unwrap();
//! let encoding = yajilin::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: no link drawn, so every cell without a clue is shaded.
//! let answer = encoding.decoder.decode(|_| false);
//! assert!(answer.to_text().starts_with("v # # #\n"));
//! ```

mod kind;

use crate::shaded_loop::{self, ShadedLoopDecoder};
use crate::tally::Tally;
use crate::{CnfBuilder, Lit, Options};
pub use crate::lines::LoopOptions as YajilinOptions;
use puzzle_ir::yajilin::Yajilin;

/// The CNF of a puzzle and the map back from its models.
pub type YajilinEncoding = crate::KindEncoding<YajilinDecoder>;

/// The map from a model back to a Yajilin answer.
pub type YajilinDecoder = ShadedLoopDecoder<Yajilin>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Yajilin, options: &Options) -> YajilinEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each numbered arrow behind its own selector (row-major).
pub fn encode_clues(puzzle: &Yajilin, options: &Options) -> (YajilinEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

/// The loop and the shading, and the arrows; with `selectors`, each arrow is guarded by
/// a fresh selector pushed there.
fn encode_with(puzzle: &Yajilin, options: &Options, mut selectors: Option<&mut Vec<Lit>>) -> YajilinEncoding {
    let grid = puzzle.grid();
    let mut cnf = CnfBuilder::naming(options.names);
    let lowering = options.yajilin.connectivity.lowering(options.in_process);
    let (shaded, decoder) = shaded_loop::encode(puzzle, lowering, &mut cnf);
    if puzzle.arrowless_number().is_some() {
        cnf.add_clause([]);
    }
    for (cell, arrow, number) in puzzle.counts() {
        let ray: Vec<Lit> = arrow.ray(grid, cell).filter_map(|i| shaded[i]).collect();
        let number = number as usize;
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            let tally = Tally::new(&ray, number + 1, cnf);
            for clause in tally.equal(number) {
                cnf.add_clause(clause);
            }
        });
    }
    YajilinEncoding { cnf, decoder }
}
