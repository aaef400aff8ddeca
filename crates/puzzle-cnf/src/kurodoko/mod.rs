//! The Kurodoko encoder: one variable per cell, true when the cell is shaded, and the
//! rules as clauses over them.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded.
//! * **Shading** ([`Shading::apart_and_connected`]): no two shaded cells touch; the
//!   unshaded cells are one connected area, lowered by the `--connectivity` setting (lazy
//!   cuts in process by default, elimination for plain CNF); at least one cell is shaded;
//!   and, implied by those, no unshaded cell stands alone. A cell with the unknown number
//!   `?` is unshaded.
//! * **Numbers** ([`sight::numbers`](crate::sight::numbers)): a number n is its cell
//!   unshaded and the cell's view, made with the bound n, equal to n. For explanations
//!   each number is a clue whose selector guards those clauses (the view's own
//!   definitions stay unguarded).
//!
//! ```
//! use puzzle_cnf::{kurodoko, Options};
//! use puzzle_ir::kurodoko::Kurodoko;
//!
//! let puzzle = Kurodoko::parse("p.txt", "kind: kurodoko\ngrid:\n3 . .\n. . 2\n").unwrap();
//! let encoding = kurodoko::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: the upper right cell shaded.
//! let answer = encoding.decoder.decode(|v| v.idx() == 2);
//! assert_eq!(answer.to_text(), "3 . #\n. . 2\n");
//! ```

mod kind;

use crate::shade::{Shading, ShadingDecoder};
use crate::{CnfBuilder, Lit, Options};
pub use kind::KurodokoOptions;
use puzzle_ir::kurodoko::Kurodoko;
use puzzle_ir::shaded::Numbered;

/// The map from a model back to a [`KurodokoAnswer`](puzzle_ir::kurodoko::KurodokoAnswer).
pub type KurodokoDecoder = ShadingDecoder<Numbered>;

/// The CNF of a puzzle and the map back from its models.
pub type KurodokoEncoding = crate::KindEncoding<KurodokoDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Kurodoko, options: &Options) -> KurodokoEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each number behind its own selector (row-major).
pub fn encode_clues(puzzle: &Kurodoko, options: &Options) -> (KurodokoEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Kurodoko,
    options: &Options,
    selectors: Option<&mut Vec<Lit>>,
) -> KurodokoEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(rows, cols, &mut cnf);
    let lowering = options.kurodoko.connectivity.lowering(options.in_process);
    shading.apart_and_connected(lowering, &mut cnf);

    crate::sight::numbers::encode(puzzle, &shading, selectors, &mut cnf);
    let decoder = crate::sight::numbers::decoder(puzzle, &shading);
    KurodokoEncoding { cnf, decoder }
}
