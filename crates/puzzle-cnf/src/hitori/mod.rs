//! The Hitori encoder: one variable per cell, true when the cell is shaded, and the
//! rules as clauses over them.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded.
//! * **Shading** ([`Shading::apart_and_connected`]): no two shaded cells touch; the
//!   unshaded cells are one connected area, lowered by [`HitoriOptions::connectivity`]
//!   (lazy cuts in process by default, elimination for plain CNF); at least one cell is
//!   shaded; and, implied by those, no unshaded cell stands alone.
//! * **Numbers.** In each row and each column, of the cells holding the same number at
//!   most one is unshaded ([`AmoEncoding`](crate::AmoEncoding) of the options). For
//!   explanations each number is a clue: its cell's literal in these at-most-ones is a
//!   fresh `r1c1 counts`, and the clue's one clause says an unshaded cell counts.
//!
//! ```
//! use puzzle_cnf::{hitori, Options};
//! use puzzle_ir::hitori::Hitori;
//!
//! let puzzle = Hitori::parse("p.txt", "kind: hitori\ngrid:\n1 1\n2 1\n").unwrap();
//! let encoding = hitori::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: the upper right cell shaded.
//! let answer = encoding.decoder.decode(|v| v.idx() == 1);
//! assert_eq!(answer.to_text(), "1 #\n2 1\n");
//! ```

mod kind;

use crate::shade::{Shading, ShadingDecoder};
use crate::{CnfBuilder, Lit, Options};
pub use kind::HitoriOptions;
use puzzle_ir::hitori::{Hitori, HitoriAnswer};
use puzzle_ir::shaded::Numbered;

/// The map from a model back to a [`HitoriAnswer`].
pub type HitoriDecoder = ShadingDecoder<Numbered>;

/// The CNF of a puzzle and the map back from its models.
pub type HitoriEncoding = crate::KindEncoding<HitoriDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Hitori, options: &Options) -> HitoriEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each number behind its own selector (row-major).
pub fn encode_clues(puzzle: &Hitori, options: &Options) -> (HitoriEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Hitori,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> HitoriEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let name = |i: usize| format!("r{}c{}", i / cols + 1, i % cols + 1);
    let shading = Shading::named(rows, cols, &mut cnf);
    let lowering = options.hitori.connectivity.lowering(options.in_process);
    shading.apart_and_connected(lowering, &mut cnf);

    // The literal that stands for "the cell's number counts": unshaded, or with a
    // selector, a fresh variable its clue sets.
    let mut counts: Vec<Option<Lit>> = vec![None; rows * cols];
    for (i, count) in counts.iter_mut().enumerate() {
        if puzzle.known_number(i).is_none() {
            continue;
        }
        let unshaded = !shading.cells()[i];
        *count = Some(match selectors.as_deref_mut() {
            None => unshaded,
            Some(selectors) => {
                let counted = cnf
                    .new_named_var(|| format!("{} counts", name(i)))
                    .pos_lit();
                cnf.add_clue(Some(selectors), |cnf| cnf.add_clause([!unshaded, counted]));
                counted
            }
        });
    }
    for line in shading.grid().lines() {
        for group in same_numbers(puzzle, &line) {
            let lits: Vec<Lit> = group.iter().filter_map(|&i| counts[i]).collect();
            options.amo.at_most_one(&lits, &mut cnf);
        }
    }

    let unshaded = HitoriAnswer::new(puzzle, &vec![false; rows * cols]);
    let decoder = ShadingDecoder::new(unshaded, &shading);
    HitoriEncoding { cnf, decoder }
}

/// The cells of `line` grouped by their number, each group of at least two cells, in
/// the order of their first cell.
fn same_numbers(puzzle: &Hitori, line: &[usize]) -> Vec<Vec<usize>> {
    let mut groups: Vec<(u32, Vec<usize>)> = Vec::new();
    for &i in line {
        let Some(n) = puzzle.known_number(i) else { continue };
        match groups.iter_mut().find(|(m, _)| *m == n) {
            Some((_, group)) => group.push(i),
            None => groups.push((n, vec![i])),
        }
    }
    groups
        .into_iter()
        .map(|(_, group)| group)
        .filter(|g| g.len() > 1)
        .collect()
}
