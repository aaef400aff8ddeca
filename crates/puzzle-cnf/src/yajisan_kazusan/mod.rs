//! The Yajisan-Kazusan encoder: one variable per cell, true when the cell is shaded, and
//! the rules as clauses over them.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded.
//! * **Shading** ([`Shading::apart_and_connected`]): no two shaded cells touch; the
//!   unshaded cells are one connected area, lowered by
//!   [`YajisanKazusanOptions::connectivity`] (lazy cuts in process by default,
//!   elimination for plain CNF); at least one cell is shaded; and, implied by those, no
//!   unshaded cell stands alone.
//! * **Arrows.** An arrow numbered k counts the cells it points at in a [`Tally`] up to
//!   k + 1; each clause of "the count is k" gets the arrow's own cell as one more
//!   literal, so a shaded arrow states nothing. Each arrow is a clue behind its own
//!   selector for explanations; an arrow without a number and a number without an
//!   arrow state nothing.
//!
//! ```
//! use puzzle_cnf::{yajisan_kazusan, Options};
//! use puzzle_ir::yajisan_kazusan::YajisanKazusan;
//!
//! let text = "kind: yajisan-kazusan\ngrid:\n>1 . .\n";
//! let puzzle = YajisanKazusan::parse("p.txt", text).unwrap();
//! let encoding = yajisan_kazusan::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: the last cell shaded.
//! let answer = encoding.decoder.decode(|v| v.idx() == 2);
//! assert_eq!(answer.to_text(), "..#\n");
//! ```

mod kind;

use crate::shade::{Shading, ShadingDecoder};
use crate::tally::Tally;
use crate::{CnfBuilder, Lit, Options};
pub use kind::YajisanKazusanOptions;
use puzzle_ir::shaded::Plain;
use puzzle_ir::yajisan_kazusan::{YajisanKazusan, YajisanKazusanAnswer};

/// The map from a model back to a [`YajisanKazusanAnswer`].
pub type YajisanKazusanDecoder = ShadingDecoder<Plain>;

/// The CNF of a puzzle and the map back from its models.
pub type YajisanKazusanEncoding = crate::KindEncoding<YajisanKazusanDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &YajisanKazusan, options: &Options) -> YajisanKazusanEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each numbered arrow behind its own selector (row-major).
pub fn encode_clues(
    puzzle: &YajisanKazusan,
    options: &Options,
) -> (YajisanKazusanEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &YajisanKazusan,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> YajisanKazusanEncoding {
    let grid = puzzle.grid();
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(grid.rows, grid.cols, &mut cnf);
    let shaded = shading.cells();
    let lowering = options.yajisan_kazusan.connectivity.lowering(options.in_process);
    shading.apart_and_connected(lowering, &mut cnf);
    for (cell, arrow, number) in puzzle.counts() {
        let ray: Vec<Lit> = arrow.ray(grid, cell).map(|i| shaded[i]).collect();
        let number = number as usize;
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            let tally = Tally::new(&ray, number + 1, cnf);
            for mut clause in tally.equal(number) {
                clause.push(shaded[cell]);
                cnf.add_clause(clause);
            }
        });
    }
    let unshaded = YajisanKazusanAnswer::new(grid.rows, grid.cols, vec![false; grid.len()]);
    let decoder = ShadingDecoder::new(unshaded, &shading);
    YajisanKazusanEncoding { cnf, decoder }
}
