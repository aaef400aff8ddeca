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
//!   ([`card`], Sinz's sequential counter, generalized arc consistent).
//! * **Runs.** For two consecutive room borders in a row (or column), some cell from
//!   the one left of the first border to the one right of the second is shaded: an
//!   unshaded run crossing both would cover them all.
//! * **The unshaded cells are connected**: [`Shading::connected`] with
//!   [`Area::Unshaded`], by the lowering of [`HeyawakeOptions::connectivity`] (lazy cuts in process by default).
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

use crate::card::{self, CardEncoding};
use crate::connect::Empty;
use crate::shade::{Area, Shading};
use crate::{CellVars, CnfBuilder, Lit, Options, Relation, Var};
pub use kind::HeyawakeOptions;
use puzzle_ir::heyawake::{Heyawake, HeyawakeAnswer};
use puzzle_ir::rooms::Rooms;

/// The map from a model back to a [`HeyawakeAnswer`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeyawakeDecoder {
    rows: usize,
    cols: usize,
    cells: Vec<Var>,
}

impl HeyawakeDecoder {
    /// Reads the answer from the values of the cell variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> HeyawakeAnswer {
        let shaded = self.cells.iter().map(|&v| value_of(v)).collect();
        HeyawakeAnswer::new(self.rows, self.cols, shaded)
    }

    /// Each cell's variable.
    pub fn cell_vars(&self) -> Vec<CellVars> {
        self.cells
            .iter()
            .map(|&v| CellVars::Open(vec![v]))
            .collect()
    }

    /// The cell variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &HeyawakeAnswer) -> Vec<Lit> {
        self.cells
            .iter()
            .zip(answer.cells())
            .map(|(&v, &shaded)| Lit::new(v.idx32(), !shaded))
            .collect()
    }
}

/// The CNF of a puzzle and the map back from its models.
pub type HeyawakeEncoding = crate::KindEncoding<HeyawakeDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Heyawake, options: &Options) -> HeyawakeEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each room's number behind its own selector (rooms' order).
pub fn encode_clues(puzzle: &Heyawake, options: &Options) -> (HeyawakeEncoding, Vec<Lit>) {
    let mut selectors = Vec::new();
    let encoding = encode_with(puzzle, options, Some(&mut selectors));
    (encoding, selectors)
}

fn encode_with(
    puzzle: &Heyawake,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> HeyawakeEncoding {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let mut cnf = if options.names {
        CnfBuilder::with_names()
    } else {
        CnfBuilder::new()
    };
    let shading = Shading::named(rows, cols, &mut cnf);
    cnf.add_clause(shading.cells().to_vec());
    shading.no_two_touch(&mut cnf);
    let rooms = puzzle.rooms();
    for (room, number) in puzzle.numbers().iter().enumerate() {
        let Some(number) = *number else { continue };
        let lits: Vec<Lit> = rooms.cells(room).map(|(r, c)| shading.at(r, c)).collect();
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            let count = CardEncoding::SequentialCounter;
            card::encode(&lits, Relation::Equal, number.into(), count, cnf)
        });
    }
    for stretch in border_stretches(rooms) {
        let clause = stretch.into_iter().map(|(r, c)| shading.at(r, c));
        cnf.add_clause(clause.collect::<Vec<_>>());
    }
    let lowering = options.heyawake.connectivity.lowering(options.in_process);
    shading.connected(Area::Unshaded, Empty::Allowed, lowering, &mut cnf);
    let decoder = HeyawakeDecoder {
        rows,
        cols,
        cells: shading.cells().iter().map(|l| l.var()).collect(),
    };
    HeyawakeEncoding { cnf, decoder }
}

/// For each two consecutive room borders of a row or column, the cells from the one
/// before the first border to the one after the second.
fn border_stretches(rooms: &Rooms) -> Vec<Vec<(usize, usize)>> {
    let (rows, cols) = (rooms.rows(), rooms.cols());
    let mut stretches = Vec::new();
    let lines = (0..rows)
        .map(|r| (0..cols).map(|c| (r, c)).collect::<Vec<_>>())
        .chain((0..cols).map(|c| (0..rows).map(|r| (r, c)).collect()));
    for line in lines {
        // The index of the cell after each border of this line.
        let borders: Vec<usize> = (1..line.len())
            .filter(|&i| {
                let ((r0, c0), (r1, c1)) = (line[i - 1], line[i]);
                rooms.room(r0, c0) != rooms.room(r1, c1)
            })
            .collect();
        for pair in borders.windows(2) {
            stretches.push(line[pair[0] - 1..=pair[1]].to_vec());
        }
    }
    stretches
}
