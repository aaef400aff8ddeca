//! The Kurodoko encoder: one variable per cell, true when the cell is shaded, and the
//! rules as clauses over them.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded.
//! * **Shading** ([`shade`](crate::shade)): no two shaded cells touch; the unshaded cells
//!   are one connected area ([`Shading::connected`], lowered by the `--connectivity`
//!   setting: lazy cuts in process by default, elimination for plain CNF); at least one
//!   cell is shaded; a cell with the unknown number `?` is unshaded.
//! * **Numbers** ([`sight`](crate::sight)): a number n is its cell unshaded and the
//!   cell's [`View`], made with the bound n, equal to n. For explanations each number is
//!   a clue whose selector guards those clauses (the view's own definitions stay
//!   unguarded).
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

use crate::connect::Empty;
use crate::shade::{Area, Shading, ShadingDecoder};
use crate::sight::View;
use crate::{CnfBuilder, Lit, Options};
pub use kind::KurodokoOptions;
use puzzle_ir::kurodoko::{Kurodoko, KurodokoAnswer, UNKNOWN};
use puzzle_ir::shaded::Numbered;

/// The map from a model back to a [`KurodokoAnswer`].
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
    mut selectors: Option<&mut Vec<Lit>>,
) -> KurodokoEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(rows, cols, &mut cnf);
    shading.no_two_touch(&mut cnf);
    cnf.add_clause(shading.cells().iter().copied());
    let lowering = options.kurodoko.connectivity.lowering(options.in_process);
    shading.connected(Area::Unshaded, Empty::Allowed, lowering, &mut cnf);

    let open: Vec<Lit> = shading.cells().iter().map(|&shaded| !shaded).collect();
    for (cell, &number) in puzzle.numbers().iter().enumerate() {
        match number {
            None => {}
            Some(UNKNOWN) => cnf.add_clause([open[cell]]),
            Some(n) => {
                let view = View::new(shading.grid(), cell, &open, n as usize, &mut cnf);
                cnf.add_clue(selectors.as_deref_mut(), |cnf| {
                    cnf.add_clause([open[cell]]);
                    for clause in view.equal(n as usize) {
                        cnf.add_clause(clause);
                    }
                });
            }
        }
    }

    let unshaded = KurodokoAnswer::new(puzzle, &vec![false; rows * cols]);
    // A number's cell is unshaded by its clue, which explanations may drop; an unknown
    // number's cell always is.
    let unknown = puzzle.numbers().iter().map(|&n| n == Some(UNKNOWN)).collect();
    let decoder = ShadingDecoder::new(unshaded, &shading).stating(unknown);
    KurodokoEncoding { cnf, decoder }
}
