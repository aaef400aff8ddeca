//! The Double Choco encoder: the colours and the known numbers are a division into
//! congruent halves ([`region::congruent`](crate::region::congruent)), whose borders
//! are the answer. With clue selectors (explanations, the generator) each number's size
//! holds under its own selector.
//!
//! ```
//! use puzzle_cnf::{double_choco, Options};
//! use puzzle_ir::double_choco::DoubleChoco;
//! use puzzle_ir::KindAnswer;
//!
//! let puzzle = DoubleChoco::parse("p", "kind: double-choco\ngrid:\n. #\n").unwrap();
//! let encoding = double_choco::encode(&puzzle, &Options::default());
//! // One white cell beside one grey cell: one region, no border.
//! let answer = encoding.decoder.decode(|_| false);
//! assert_eq!(answer.to_text(), "+-+-+\n|. #|\n+-+-+\n");
//! ```

mod kind;

use crate::region::congruent::CongruentHalves;
use crate::{CellVars, CnfBuilder, KindDecoder, Lit, Options, Var};
pub use kind::DoubleChocoOptions;
use puzzle_ir::border_drawing::Borders;
use puzzle_ir::double_choco::{DoubleChoco, DoubleChocoAnswer};
use std::convert::Infallible;

/// The CNF of a puzzle and the map back from its models.
pub type DoubleChocoEncoding = crate::KindEncoding<DoubleChocoDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &DoubleChoco, options: &Options) -> DoubleChocoEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each known number behind its own selector (row-major).
pub fn encode_clues(puzzle: &DoubleChoco, options: &Options) -> (DoubleChocoEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &DoubleChoco,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> DoubleChocoEncoding {
    let grid = puzzle.grid();
    let mut cnf = CnfBuilder::naming(options.names);
    let sizes: Vec<(usize, usize, Option<Lit>)> = (puzzle.counts().into_iter())
        .map(|(cell, size)| {
            let guard = selectors.as_deref_mut().map(|list| {
                let selector = cnf.new_var().pos_lit();
                list.push(selector);
                selector
            });
            (cell, size, guard)
        })
        .collect();
    let halves = CongruentHalves::encode_guarded(
        grid,
        puzzle.greys(),
        &sizes,
        options.double_choco.halves,
        options.amo,
        &mut cnf,
    );
    let borders = grid
        .adjacent_pairs()
        .map(|(a, b)| (a, b, halves.border(a, b)))
        .collect();
    let decoder = DoubleChocoDecoder {
        puzzle: puzzle.clone(),
        borders,
    };
    DoubleChocoEncoding { cnf, decoder }
}

/// The map from a model back to a [`DoubleChocoAnswer`]: the border literal between
/// each two neighbours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DoubleChocoDecoder {
    puzzle: DoubleChoco,
    borders: Vec<(usize, usize, Lit)>,
}

impl DoubleChocoDecoder {
    /// The answer of the model `value_of`.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> DoubleChocoAnswer {
        let mut drawn = Borders::none(self.puzzle.rows(), self.puzzle.cols());
        for &(a, b, lit) in &self.borders {
            drawn.set(a, b, value_of(lit.var()) == lit.is_pos());
        }
        DoubleChocoAnswer::new(&self.puzzle, drawn)
    }
}

impl KindDecoder for DoubleChocoDecoder {
    type Answer = DoubleChocoAnswer;
    type BadModel = Infallible;

    /// Every model decodes: its borders are the answer.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<DoubleChocoAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    /// The drawing's positions: each border between two cells by its variable,
    /// everything else stated.
    fn cell_vars(&self) -> Vec<CellVars> {
        let grid = self.puzzle.grid();
        let width = 2 * grid.cols + 1;
        let mut vars = vec![CellVars::Stated; (2 * grid.rows + 1) * width];
        for &(a, b, lit) in &self.borders {
            let ((r, c), (r2, c2)) = (grid.position(a), grid.position(b));
            vars[(r + r2 + 1) * width + c + c2 + 1] = CellVars::Open(vec![lit.var()]);
        }
        vars
    }

    fn lits_of(&self, answer: &DoubleChocoAnswer) -> Vec<Lit> {
        (self.borders.iter())
            .map(|&(a, b, lit)| if answer.borders().between(a, b) { lit } else { !lit })
            .collect()
    }
}
