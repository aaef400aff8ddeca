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
//!   ([`Shading::connected_at_least`], lowered by [`CreekOptions::connectivity`]: lazy
//!   cuts in process by default, elimination for plain CNF); at least one cell is shaded.
//! * **Implied** ([`CreekOptions::lone_cells`]): numbers on points whose cells are apart
//!   leave at least as many cells unshaded as their cells minus their numbers. Where that
//!   bound is two or more, every unshaded cell has an unshaded neighbour
//!   ([`Shading::no_lone_cell`]), and a cut of a piece smaller than the bound says only
//!   that the piece reaches out. Not with selectors: a clue switched off bounds nothing.
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
    // With selectors a clue may be off, so nothing is deduced from the clues.
    let deduce = options.creek.lone_cells && selectors.is_none();
    let fewest = if deduce { fewest_unshaded(puzzle) } else { 0 };
    shading.connected_at_least(Area::Unshaded, Empty::Allowed, fewest, lowering, &mut cnf);
    if fewest > 1 {
        shading.no_lone_cell(Area::Unshaded, &mut cnf);
    }

    let unshaded = CreekAnswer::new(rows, cols, vec![false; rows * cols]);
    let decoder = ShadingDecoder::new(unshaded, &shading);
    CreekEncoding { cnf, decoder }
}

/// A lower bound on the unshaded cells of every answer: over numbered points whose cells
/// are apart (taken in reading order), the sum of the cells each number leaves unshaded.
fn fewest_unshaded(puzzle: &Creek) -> usize {
    let lattice = puzzle.lattice();
    let mut taken = vec![false; puzzle.rows() * puzzle.cols()];
    let mut fewest = 0;
    for point in 0..lattice.len() {
        let (row, col) = lattice.position(point);
        let Some(number) = puzzle.number(row, col) else {
            continue;
        };
        let around: Vec<usize> = puzzle.cells_around(row, col).collect();
        if around.iter().all(|&cell| !taken[cell]) {
            around.iter().for_each(|&cell| taken[cell] = true);
            fewest += around.len().saturating_sub(number.into());
        }
    }
    fewest
}
