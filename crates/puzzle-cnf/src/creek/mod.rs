//! The Creek encoder: one variable per cell, true when the cell is shaded, and the rules
//! as clauses over them.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded.
//! * **Numbers.** A known number k on a point: exactly k of the (up to four) cells
//!   around it are shaded, as the no-goods of [`few`] (at most 8 clauses, no auxiliary
//!   variable). An unknown number `?` asks nothing. Each number is a clue.
//! * **Shading** ([`shade`](crate::shade)): the unshaded cells are one connected area
//!   ([`Shading::connected`], lowered by [`CreekOptions::connectivity`]: lazy cuts in
//!   process by default, elimination for plain CNF); at least one cell is shaded.
//!
//! ```
//! use puzzle_cnf::{creek, Options};
//! use puzzle_ir::creek::Creek;
//!
//! let puzzle = Creek::parse("p.txt", "kind: creek\ngrid:\n1..\n...\n").unwrap();
//! let encoding = creek::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: the upper left cell shaded.
//! let answer = encoding.decoder.decode(|v| v.idx() == 0);
//! assert_eq!(answer.to_text(), "#.\n");
//! ```

mod kind;

use crate::card::few;
use crate::connect::Empty;
use crate::shade::{Area, Shading, ShadingDecoder};
use crate::{CnfBuilder, Lit, Options};
pub use kind::CreekOptions;
use puzzle_ir::creek::{Creek, CreekAnswer};
use puzzle_ir::shaded::Plain;

/// The map from a model back to a [`CreekAnswer`].
pub type CreekDecoder = ShadingDecoder<Plain>;

/// The CNF of a puzzle and the map back from its models.
pub type CreekEncoding = crate::KindEncoding<CreekDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Creek, options: &Options) -> CreekEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each known number behind its own selector (points in reading
/// order).
pub fn encode_clues(puzzle: &Creek, options: &Options) -> (CreekEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Creek,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> CreekEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(rows, cols, &mut cnf);
    let lattice = puzzle.lattice();
    for point in 0..lattice.len() {
        let (row, col) = lattice.position(point);
        let Some(number) = puzzle.number(row, col) else {
            continue;
        };
        let around: Vec<Lit> = (puzzle.cells_around(row, col))
            .map(|i| shading.cells()[i])
            .collect();
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            few::exactly(&around, number.into(), cnf)
        });
    }
    cnf.add_clause(shading.cells().iter().copied());
    let lowering = options.creek.connectivity.lowering(options.in_process);
    shading.connected(Area::Unshaded, Empty::Allowed, lowering, &mut cnf);

    let unshaded = CreekAnswer::new(rows, cols, vec![false; rows * cols]);
    let decoder = ShadingDecoder::new(unshaded, &shading);
    CreekEncoding { cnf, decoder }
}
