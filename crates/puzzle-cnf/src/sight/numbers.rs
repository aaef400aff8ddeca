//! Numbers in cells that count the cells they see on a [`Shading`] (Kurodoko, Cave,
//! [`puzzle_ir::seen_numbers`]): a number n is its cell unshaded and the cell's
//! [`View`], made with the bound n, equal to n; an unknown number `?` is its cell
//! unshaded alone.
//!
//! For explanations each known number is a clue whose selector guards those clauses
//! (the view's own definitions stay unguarded); an unknown number is no clue.

use super::View;
use crate::shade::{Shading, ShadingDecoder};
use crate::{CnfBuilder, Lit};
use puzzle_ir::shaded::{Numbered, ShadedGrid};
use puzzle_ir::shading::{NumberGrid, UNKNOWN};

/// Adds the clauses of every number of `puzzle` over `shading`, each known number
/// behind its own selector (row-major) when `selectors` is given.
pub fn encode(
    puzzle: &NumberGrid,
    shading: &Shading,
    mut selectors: Option<&mut Vec<Lit>>,
    cnf: &mut CnfBuilder,
) {
    let open: Vec<Lit> = shading.cells().iter().map(|&shaded| !shaded).collect();
    for (cell, &number) in puzzle.numbers().iter().enumerate() {
        match number {
            None => {}
            Some(UNKNOWN) => cnf.add_clause([open[cell]]),
            Some(n) => {
                let view = View::new(shading.grid(), cell, &open, n as usize, cnf);
                cnf.add_clue(selectors.as_deref_mut(), |cnf| {
                    cnf.add_clause([open[cell]]);
                    for clause in view.equal(n as usize) {
                        cnf.add_clause(clause);
                    }
                });
            }
        }
    }
}

/// The map from a model of `shading` back to an answer to `puzzle`.
pub fn decoder(puzzle: &NumberGrid, shading: &Shading) -> ShadingDecoder<Numbered> {
    let unshaded = ShadedGrid::<Numbered>::new(puzzle, &vec![false; shading.cells().len()]);
    // A number's cell is unshaded by its clue, which explanations may drop; an unknown
    // number's cell always is.
    let unknown = puzzle
        .numbers()
        .iter()
        .map(|&n| n == Some(UNKNOWN))
        .collect();
    ShadingDecoder::new(unshaded, shading).stating(unknown)
}
