//! The Tapa encoder: one variable per cell, true when the cell is shaded, and the rules
//! as clauses over them.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded.
//! * **Shading** ([`shade`](crate::shade)): no 2x2 block wholly shaded; the shaded
//!   cells are one connected area ([`Shading::connected`], lowered by the
//!   `--connectivity` setting: lazy cuts in process by default, elimination for plain
//!   CNF), and not none.
//! * **Clues** ([`runs::ring`](crate::runs::ring)): a clue cell is unshaded, and the
//!   runs of shaded cells in its ring are the clue's numbers, lowered by the `--ring`
//!   setting (support by default). For explanations each clue, both halves, is behind
//!   its own selector.
//!
//! ```
//! use puzzle_cnf::{tapa, Options};
//! use puzzle_ir::tapa::Tapa;
//!
//! let puzzle = Tapa::parse("p.txt", "kind: tapa\ngrid:\n. . .\n. 3 .\n").unwrap();
//! let encoding = tapa::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: the first two cells and the lower left one shaded.
//! let answer = encoding.decoder.decode(|v| [0, 1, 3].contains(&v.idx()));
//! assert_eq!(answer.to_text(), "##.\n#..\n");
//! ```

mod kind;

use crate::connect::Empty;
use crate::runs::ring::Ring;
use crate::shade::{Area, Shading, ShadingDecoder};
use crate::{CnfBuilder, Lit, Options};
pub use kind::TapaOptions;
use puzzle_ir::shaded::Plain;
use puzzle_ir::tapa::{Tapa, TapaAnswer};

/// The map from a model back to a [`TapaAnswer`].
pub type TapaDecoder = ShadingDecoder<Plain>;

/// The CNF of a puzzle and the map back from its models.
pub type TapaEncoding = crate::KindEncoding<TapaDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Tapa, options: &Options) -> TapaEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each clue behind its own selector (row-major).
pub fn encode_clues(puzzle: &Tapa, options: &Options) -> (TapaEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(puzzle: &Tapa, options: &Options, mut selectors: Option<&mut Vec<Lit>>) -> TapaEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(rows, cols, &mut cnf);
    let grid = shading.grid();
    shading.no_block(&mut cnf);
    let lowering = options.tapa.connectivity.lowering(options.in_process);
    shading.connected(Area::Shaded, Empty::Forbidden, lowering, &mut cnf);
    for (cell, clue) in puzzle.clues_by_cell().iter().enumerate() {
        let Some(clue) = clue else { continue };
        let ring = Ring::around(grid, shading.cells(), cell);
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            cnf.add_clause([!shading.cells()[cell]]);
            ring.encode(clue.numbers(), options.tapa.ring, cnf);
        });
    }
    // No cell is stated: a clue cell is unshaded by its clue, which may be dropped.
    let unshaded = TapaAnswer::new(rows, cols, vec![false; rows * cols]);
    let decoder = ShadingDecoder::new(unshaded, &shading);
    TapaEncoding { cnf, decoder }
}
