//! The Star Battle encoder: one variable per cell (a star), a clause per two touching
//! cells, and a cardinality constraint per row, column and room.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 holds a star, row by row.
//! * **No two stars touch**: for each two cells that touch by a side or a corner, a
//!   clause that one of them is empty.
//! * **K stars** in every row, every column and every room: exactly K of its cells
//!   ([`card`], written as [`StarBattleOptions::cardinality`] says; rustsat's totalizer
//!   by default, generalized arc consistent).
//!
//! ```
//! use puzzle_cnf::{star_battle, Options};
//! use puzzle_ir::star_battle::StarBattle;
//!
//! let text = "kind: star-battle\nstars: 1\nrooms:\na a b b\na a a b\nc c d b\nc d d d\n";
//! let puzzle = StarBattle::parse("p", text).unwrap();
//! let encoding = star_battle::encode(&puzzle, &Options::default());
//! let stars = [1, 7, 8, 14];
//! let answer = encoding.decoder.decode(|v| stars.contains(&v.idx()));
//! assert_eq!(answer.to_text(), ".#..\n...#\n#...\n..#.\n");
//! ```

mod kind;

use crate::card;
use crate::shade::{Shading, ShadingDecoder};
use crate::{CnfBuilder, Lit, Options, Relation};
pub use kind::StarBattleOptions;
use puzzle_ir::grid::Grid;
use puzzle_ir::shaded::Plain;
use puzzle_ir::star_battle::{StarBattle, StarBattleAnswer};

/// The map from a model back to a [`StarBattleAnswer`].
pub type StarBattleDecoder = ShadingDecoder<Plain>;

/// The CNF of a puzzle and the map back from its models.
pub type StarBattleEncoding = crate::KindEncoding<StarBattleDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &StarBattle, options: &Options) -> StarBattleEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let grid = Grid::new(rows, cols);
    let mut cnf = CnfBuilder::naming(options.names);
    let stars = Shading::named(rows, cols, &mut cnf);
    let star = stars.cells();
    for (a, b) in grid.touching_pairs() {
        cnf.add_clause([!star[a], !star[b]]);
    }
    let rooms = (0..puzzle.len()).map(|room| puzzle.cells(room).map(|(r, c)| grid.index(r, c)).collect());
    for cells in grid.lines().chain(rooms) {
        let lits: Vec<Lit> = cells.into_iter().map(|cell| star[cell]).collect();
        let encoding = options.star_battle.cardinality;
        card::encode(&lits, Relation::Equal, puzzle.stars(), encoding, &mut cnf);
    }
    let empty = StarBattleAnswer::new(rows, cols, vec![false; rows * cols]);
    let decoder = ShadingDecoder::new(empty, &stars);
    StarBattleEncoding { cnf, decoder }
}
