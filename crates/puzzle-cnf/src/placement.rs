//! The placement family: shapes placed on a grid. Each candidate placement (a shape's
//! cells at one position in one orientation, from [`puzzle_ir::polyomino`]) gets a
//! variable; the family ties placements to the cells they fill, bounds how many cover a
//! cell, counts the placements of each shape and keeps placements apart.
//!
//! # Clauses
//!
//! * [`Placements::fill`]: a placement that holds fills each of its cells (`¬p ∨ x`, a
//!   binary clause per cell); a filled cell is covered by a placement that holds (one
//!   clause per cell over its covering placements); at most one covering placement holds
//!   ([`AmoEncoding::at_most_one`]).
//! * [`Placements::tile`]: each cell is covered by exactly one placement (an exact cover,
//!   with no cell variables).
//! * [`Placements::count`]: the number of placements of one shape, by [`card`].
//! * [`Placements::apart`]: a placement that holds leaves empty every cell next to it
//!   (by a side, or by a side or a corner), one binary clause per such cell: so two
//!   placements never touch.
//!
//! Sizes: a shape of `k` cells with `m` candidates costs `m` variables and `k·m` binary
//! clauses to fill, plus the at-most-one of each cell over the candidates covering it.
//!
//! ```
//! use puzzle_cnf::placement::{Placements, Touch};
//! use puzzle_cnf::{AmoEncoding, CnfBuilder};
//! use puzzle_ir::grid::Grid;
//! use puzzle_ir::polyomino::{Polyomino, Turns};
//!
//! // Dominoes tiling a 2x2 grid: two ways.
//! let grid = Grid::new(2, 2);
//! let mut cnf = CnfBuilder::new();
//! let domino = Polyomino::rectangle(1, 2).placements_on(2, 2, Turns::Rotations);
//! let placements = Placements::new(grid, domino.into_iter().map(|cells| (0, cells)), &mut cnf);
//! placements.tile(AmoEncoding::Pairwise, &mut cnf);
//! assert_eq!(placements.all().len(), 4);
//! ```

use crate::card::{self, CardEncoding};
use crate::{AmoEncoding, CnfBuilder, Lit, Relation};
use puzzle_ir::grid::Grid;

/// One candidate placement: its variable, the index of its shape and its cells.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    pub lit: Lit,
    pub shape: usize,
    pub cells: Vec<usize>,
}

/// Which cells around a placement must stay empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Touch {
    /// Cells that share a side with it.
    Side,
    /// Cells that share a side or a corner with it.
    SideOrCorner,
}

/// The candidate placements on a grid and, per cell, the placements covering it.
#[derive(Debug, Clone)]
pub struct Placements {
    grid: Grid,
    all: Vec<Placement>,
    covering: Vec<Vec<Lit>>,
}

impl Placements {
    /// A fresh variable for each candidate `(shape, cells)`, cells as indices of `grid`.
    pub fn new(
        grid: Grid,
        candidates: impl IntoIterator<Item = (usize, Vec<usize>)>,
        cnf: &mut CnfBuilder,
    ) -> Placements {
        let mut covering = vec![Vec::new(); grid.len()];
        let all: Vec<Placement> = candidates
            .into_iter()
            .map(|(shape, cells)| {
                let lit = cnf.new_var().pos_lit();
                cells.iter().for_each(|&cell| covering[cell].push(lit));
                Placement { lit, shape, cells }
            })
            .collect();
        Placements {
            grid,
            all,
            covering,
        }
    }

    /// Every candidate, in the order given.
    pub fn all(&self) -> &[Placement] {
        &self.all
    }

    /// The candidates that cover `cell`.
    pub fn covering(&self, cell: usize) -> &[Lit] {
        &self.covering[cell]
    }

    /// `filled[cell]` holds exactly when a placement covering the cell holds, and at most
    /// one does.
    pub fn fill(&self, filled: &[Lit], amo: AmoEncoding, cnf: &mut CnfBuilder) {
        for placement in &self.all {
            for &cell in &placement.cells {
                cnf.add_clause([!placement.lit, filled[cell]]);
            }
        }
        for (cell, covers) in self.covering.iter().enumerate() {
            cnf.add_clause(std::iter::once(!filled[cell]).chain(covers.iter().copied()));
            amo.at_most_one(covers, cnf);
        }
    }

    /// Each cell is covered by exactly one placement.
    pub fn tile(&self, amo: AmoEncoding, cnf: &mut CnfBuilder) {
        for covers in &self.covering {
            amo.exactly_one(covers, cnf);
        }
    }

    /// The placements of `shape` that hold number `relation bound`.
    pub fn count(
        &self,
        shape: usize,
        relation: Relation,
        bound: usize,
        encoding: CardEncoding,
        cnf: &mut CnfBuilder,
    ) {
        let of_shape: Vec<Lit> = (self.all.iter())
            .filter(|p| p.shape == shape)
            .map(|p| p.lit)
            .collect();
        card::encode(&of_shape, relation, bound, encoding, cnf);
    }

    /// A placement that holds leaves empty (`filled` false) every cell outside it that
    /// `touch`es one of its cells.
    pub fn apart(&self, filled: &[Lit], touch: Touch, cnf: &mut CnfBuilder) {
        for placement in &self.all {
            for cell in self.around(&placement.cells, touch) {
                cnf.add_clause([!placement.lit, !filled[cell]]);
            }
        }
    }

    /// The cells outside `cells` that `touch` one of them, in reading order.
    fn around(&self, cells: &[usize], touch: Touch) -> Vec<usize> {
        let grid = self.grid;
        let near = |cell: usize| -> Vec<usize> {
            match touch {
                Touch::Side => grid.neighbours(cell).collect(),
                Touch::SideOrCorner => grid.touching(cell).collect(),
            }
        };
        let mut around: Vec<usize> = (cells.iter().flat_map(|&cell| near(cell)))
            .filter(|cell| !cells.contains(cell))
            .collect();
        around.sort_unstable();
        around.dedup();
        around
    }
}
