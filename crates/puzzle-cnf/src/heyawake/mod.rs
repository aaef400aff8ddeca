//! The Heyawake encoder: one variable per cell (shaded), the shared rules of
//! [`shade`](crate::shade), a cardinality constraint per numbered room, and a clause per
//! stretch of cells that would let an unshaded run cross two room borders.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says the cell at row 1, column 1 is shaded, row by row.
//! * **Some cell is shaded**: one clause over every cell.
//! * **No two shaded cells touch**: [`Shading::no_two_touch`].
//! * **Numbers.** A room's number k asks for exactly k shaded cells among the room's
//!   ([`card`], as [`HeyawakeOptions::shaded_count`] says: a totalizer unless told).
//! * **Runs.** For two consecutive room borders in a row (or column), some cell from
//!   the one left of the first border to the one right of the second is shaded: an
//!   unshaded run crossing both would cover them all.
//! * **The unshaded cells are connected**: [`Shading::unshaded_connected_apart`], by the
//!   lowering of [`HeyawakeOptions::connectivity`] (lazy cuts in process by default, each
//!   at the wall of shaded cells that encloses a piece).
//! * **No unshaded cell stands alone** ([`Shading::unshaded_never_alone`]), on grids of
//!   four cells or more, and **no ring two steps around a cell is all shaded**
//!   ([`Shading::unshaded_never_ringed`]): implied by the two rules above, they spare the
//!   lazy cuts their smallest components.
//!
//! ```
//! use puzzle_cnf::{heyawake, Options};
//! use puzzle_ir::heyawake::Heyawake;
//!
//! let text = "kind: heyawake\nrooms:\na a b\na a b\nnumbers:\nb 1\n";
//! let puzzle = Heyawake::parse("p.txt", text).unwrap();
//! let encoding = heyawake::encode(&puzzle, &Options::default());
//! let answer = encoding.decoder.decode(|v| v.idx() == 2);
//! assert_eq!(answer.to_text(), "..#\n...\n");
//! ```

mod kind;

use crate::card;
use crate::connect::Empty;
use crate::shade::{Shading, ShadingDecoder};
use crate::{CnfBuilder, Lit, Options, Relation};
pub use kind::HeyawakeOptions;
use puzzle_ir::grid::Grid;
use puzzle_ir::heyawake::{Heyawake, HeyawakeAnswer};
use puzzle_ir::rooms::Rooms;
use puzzle_ir::shaded::Plain;

/// The map from a model back to a [`HeyawakeAnswer`].
pub type HeyawakeDecoder = ShadingDecoder<Plain>;

/// The CNF of a puzzle and the map back from its models.
pub type HeyawakeEncoding = crate::KindEncoding<HeyawakeDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Heyawake, options: &Options) -> HeyawakeEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each room's number behind its own selector (rooms' order).
pub fn encode_clues(puzzle: &Heyawake, options: &Options) -> (HeyawakeEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Heyawake,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> HeyawakeEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(rows, cols, &mut cnf);
    cnf.add_clause(shading.cells().to_vec());
    shading.no_two_touch(&mut cnf);
    let rooms = puzzle.rooms();
    for room in 0..rooms.len() {
        let Some(number) = puzzle.known(room) else {
            continue;
        };
        let lits: Vec<Lit> = rooms.cells(room).map(|(r, c)| shading.at(r, c)).collect();
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            let count = options.heyawake.shaded_count;
            card::encode(&lits, Relation::Equal, number as usize, count, cnf)
        });
    }
    for stretch in border_stretches(rooms) {
        let clause = stretch.into_iter().map(|cell| shading.cells()[cell]);
        cnf.add_clause(clause.collect::<Vec<_>>());
    }
    let lowering = options.heyawake.connectivity.lowering(options.in_process);
    shading.unshaded_connected_apart(Empty::Allowed, lowering, &mut cnf);
    shading.unshaded_never_alone(&mut cnf);
    shading.unshaded_never_ringed(&mut cnf);
    let unshaded = HeyawakeAnswer::new(rows, cols, vec![false; rows * cols]);
    let decoder = ShadingDecoder::new(unshaded, &shading);
    HeyawakeEncoding { cnf, decoder }
}

/// For each two consecutive room borders of a row or column, the cells from the one
/// before the first border to the one after the second.
fn border_stretches(rooms: &Rooms) -> Vec<Vec<usize>> {
    let grid = Grid::new(rooms.rows(), rooms.cols());
    let room = |cell| rooms.room_of_cell(cell);
    let mut stretches = Vec::new();
    for line in grid.lines() {
        // The index of the cell after each border of this line.
        let borders: Vec<usize> = (1..line.len())
            .filter(|&i| room(line[i - 1]) != room(line[i]))
            .collect();
        for pair in borders.windows(2) {
            stretches.push(line[pair[0] - 1..=pair[1]].to_vec());
        }
    }
    stretches
}
