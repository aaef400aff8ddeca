//! The Nonogram encoder: a variable per cell (`r1c1`: shaded), and each clued row and
//! column a line of the runs family ([`crate::runs::line`], the lowering of
//! [`NonogramOptions::runs`]); each line's clue is a clue of `explain`.
//!
//! ```
//! use puzzle_cnf::{nonogram, Options};
//! use puzzle_ir::nonogram::Nonogram;
//!
//! let puzzle = Nonogram::parse("p", "kind: nonogram\ncols:\n1\n0\nrows:\n1\n").unwrap();
//! let encoding = nonogram::encode(&puzzle, &Options::default());
//! let answer = encoding.decoder.decode(|v| v.idx() == 0);
//! assert_eq!(answer.to_text(), "#.\n");
//! ```

mod kind;

use crate::runs::line;
use crate::shade::{Shading, ShadingDecoder};
use crate::{CnfBuilder, Lit, Options};
pub use kind::NonogramOptions;
use puzzle_ir::grid::Line;
use puzzle_ir::nonogram::{Nonogram, NonogramAnswer};
use puzzle_ir::shaded::Plain;

/// The map from a model back to a [`NonogramAnswer`].
pub type NonogramDecoder = ShadingDecoder<Plain>;

/// The CNF of a puzzle and the map back from its models.
pub type NonogramEncoding = crate::KindEncoding<NonogramDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Nonogram, options: &Options) -> NonogramEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each line's clue behind its own selector (rows, then columns).
pub fn encode_clues(puzzle: &Nonogram, options: &Options) -> (NonogramEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Nonogram,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> NonogramEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(rows, cols, &mut cnf);
    let cells = shading.cells();
    for (line, indices) in puzzle.lines().zip(puzzle.shape().lines()) {
        let Some(runs) = puzzle.clue(line) else {
            continue;
        };
        let lits: Vec<Lit> = indices.iter().map(|&i| cells[i]).collect();
        let name = match line {
            Line::Row(r) => format!("r{}", r + 1),
            Line::Col(c) => format!("c{}", c + 1),
        };
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            line::encode(&lits, runs, options.nonogram.runs, &name, cnf)
        });
    }
    let unshaded = NonogramAnswer::new(rows, cols, vec![false; rows * cols]);
    let decoder = ShadingDecoder::new(unshaded, &shading);
    NonogramEncoding { cnf, decoder }
}
