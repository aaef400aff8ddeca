//! The Norinori encoder: one variable per cell (shaded), a cardinality constraint per
//! room and clauses that make every shaded cell half of a domino.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded, row by row.
//! * **Rooms.** Exactly two shaded cells in each room ([`card`], written as
//!   [`NorinoriOptions::room_count`] says; rustsat's totalizer by default, generalized
//!   arc consistent).
//! * **Dominoes.** A shaded cell has a shaded neighbour (one clause: the cell unshaded
//!   or one of its neighbours shaded) and no two (a clause per pair of its neighbours:
//!   the cell or one of the two unshaded). Three shaded cells in a row or an L break the
//!   second at their middle cell, so the shaded cells are dominoes that never touch side
//!   by side.
//!
//! ```
//! use puzzle_cnf::{norinori, Options};
//! use puzzle_ir::norinori::Norinori;
//!
//! let puzzle = Norinori::parse("p", "kind: norinori\nrooms:\na a b b\na a b b\n").unwrap();
//! let encoding = norinori::encode(&puzzle, &Options::default());
//! let shaded = [0, 1, 6, 7];
//! let answer = encoding.decoder.decode(|v| shaded.contains(&v.idx()));
//! assert_eq!(answer.to_text(), "##..\n..##\n");
//! ```

mod kind;

use crate::card;
use crate::shade::{Shading, ShadingDecoder};
use crate::{CnfBuilder, Options, Relation};
pub use kind::NorinoriOptions;
use puzzle_ir::grid::Grid;
use puzzle_ir::norinori::{Norinori, NorinoriAnswer};
use puzzle_ir::shaded::Plain;

/// The map from a model back to a [`NorinoriAnswer`].
pub type NorinoriDecoder = ShadingDecoder<Plain>;

/// The CNF of a puzzle and the map back from its models.
pub type NorinoriEncoding = crate::KindEncoding<NorinoriDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Norinori, options: &Options) -> NorinoriEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(rows, cols, &mut cnf);
    let rooms = puzzle.rooms();
    for room in 0..rooms.len() {
        let cells: Vec<_> = rooms.cells(room).map(|(r, c)| shading.at(r, c)).collect();
        card::encode(&cells, Relation::Equal, 2, options.norinori.room_count, &mut cnf);
    }
    let grid = Grid::new(rows, cols);
    for (cell, &shaded) in shading.cells().iter().enumerate() {
        let beside: Vec<_> = grid.neighbours(cell).map(|n| shading.cells()[n]).collect();
        cnf.add_clause([!shaded].into_iter().chain(beside.iter().copied()));
        for (i, &first) in beside.iter().enumerate() {
            for &second in &beside[i + 1..] {
                cnf.add_clause([!shaded, !first, !second]);
            }
        }
    }
    let unshaded = NorinoriAnswer::new(rows, cols, vec![false; rows * cols]);
    let decoder = ShadingDecoder::new(unshaded, &shading);
    NorinoriEncoding { cnf, decoder }
}
