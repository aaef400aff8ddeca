//! The Battleship encoder: a variable per cell (a ship cell there), the fleet through
//! the placement family, and the counts and givens as clauses.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1` says row 1, column 1 is a ship cell.
//! * **The fleet** ([`placement`](crate::placement)): a variable per placement of each class of congruent
//!   ships in every orientation (turned and mirrored); a ship cell is covered by exactly
//!   one placement that holds ([`Placements::fill`]), a placement that holds leaves every
//!   cell around it, diagonals included, water ([`Placements::apart`]), and the
//!   placements of each class that hold are as many as the fleet has ([`card`], the
//!   encoding of [`BattleshipOptions::counts`]).
//! * **Counts.** The ship cells of a counted row or column are exactly its count
//!   ([`card`], the same encoding); each count is a clue.
//! * **Givens.** Water is a unit clause, a ship part too; a segment also fixes the
//!   cells beside it: ship cells where its ship goes on, water elsewhere (a middle: ship
//!   cells above and below, or left and right, as four binary clauses). Each given is a
//!   clue.
//!
//! The placements are auxiliary: the ship cells alone make the answer, and one set of
//! ship cells has one set of placements.
//!
//! ```
//! use puzzle_cnf::{battleship, Options};
//! use puzzle_ir::battleship::Battleship;
//! use puzzle_ir::KindAnswer;
//!
//! let puzzle = Battleship::parse("p.txt", "kind: battleship\nfleet: 2\ngrid:\n<..\n").unwrap();
//! let encoding = battleship::encode(&puzzle, &Options::default());
//! // Decoding a model by hand: ship cells at r1c1 and r1c2.
//! let answer = encoding.decoder.decode(|v| v.idx() < 2);
//! assert_eq!(answer.to_text(), "<>.\n");
//! ```

mod kind;

use crate::card;
use crate::placement::{Placements, Touch};
use crate::{CellVars, CnfBuilder, KindDecoder, Lit, Options, Relation, Var};
pub use kind::BattleshipOptions;
use puzzle_ir::battleship::{Battleship, BattleshipAnswer, Given, Segment};
use puzzle_ir::grid::Grid;
use puzzle_ir::polyomino::Turns;
use std::convert::Infallible;

/// The map from a model back to a [`BattleshipAnswer`]: per cell, its ship variable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BattleshipDecoder {
    puzzle: Battleship,
    ships: Vec<Var>,
}

/// The CNF of a puzzle and the map back from its models.
pub type BattleshipEncoding = crate::KindEncoding<BattleshipDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &Battleship, options: &Options) -> BattleshipEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each clue behind its own selector (the counts of the rows, of
/// the columns, then the givens in reading order).
pub fn encode_clues(puzzle: &Battleship, options: &Options) -> (BattleshipEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Battleship,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> BattleshipEncoding {
    let grid = puzzle.shape();
    let counts = options.battleship.counts;
    let mut cnf = CnfBuilder::naming(options.names);
    let ships: Vec<Var> = (0..grid.len())
        .map(|i| cnf.new_named_var(|| format!("r{}c{}", i / grid.cols + 1, i % grid.cols + 1)))
        .collect();
    let ship: Vec<Lit> = ships.iter().map(|v| v.pos_lit()).collect();

    let classes = puzzle.fleet().classes();
    let candidates = classes.iter().enumerate().flat_map(|(k, (first, _))| {
        let placed = first.placements_on(grid.rows, grid.cols, Turns::RotationsAndReflections);
        placed.into_iter().map(move |cells| (k, cells))
    });
    let placements = Placements::new(grid, candidates, &mut cnf);
    placements.fill(&ship, options.amo, &mut cnf);
    placements.apart(&ship, Touch::SideOrCorner, &mut cnf);
    for (k, (_, count)) in classes.iter().enumerate() {
        placements.count(k, Relation::Equal, *count, counts, &mut cnf);
    }

    let line_counts = puzzle.row_counts().iter().chain(puzzle.col_counts());
    for (&count, line) in line_counts.zip(grid.lines()) {
        let Some(count) = count else { continue };
        let lits: Vec<Lit> = line.into_iter().map(|i| ship[i]).collect();
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            card::encode(&lits, Relation::Equal, count as usize, counts, cnf)
        });
    }
    for (cell, given) in puzzle.givens().iter().enumerate() {
        let Some(given) = *given else { continue };
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            for clause in given_clauses(grid, &ship, cell, given) {
                cnf.add_clause(clause);
            }
        });
    }

    let decoder = BattleshipDecoder {
        puzzle: puzzle.clone(),
        ships,
    };
    BattleshipEncoding { cnf, decoder }
}

/// The clauses of a given at `cell`: water or a ship cell, and for a segment the cells
/// beside it (a side off the grid is water).
fn given_clauses(grid: Grid, ship: &[Lit], cell: usize, given: Given) -> Vec<Vec<Lit>> {
    let here = ship[cell];
    let segment = match given {
        Given::Water => return vec![vec![!here]],
        Given::Ship => return vec![vec![here]],
        Given::Segment(segment) => segment,
    };
    let (r, c) = grid.position(cell);
    let side = |dr: isize, dc: isize| -> Option<Lit> {
        let row = r.checked_add_signed(dr).filter(|&row| row < grid.rows)?;
        let col = c.checked_add_signed(dc).filter(|&col| col < grid.cols)?;
        Some(ship[grid.index(row, col)])
    };
    let [up, down, left, right] = [side(-1, 0), side(1, 0), side(0, -1), side(0, 1)];
    // A clause of ship cells beside; a side off the grid drops out, and a clause left
    // empty says the given cannot be a ship cell.
    let some = |sides: &[Option<Lit>]| -> Vec<Lit> {
        let lits: Vec<Lit> = sides.iter().flatten().copied().collect();
        if lits.is_empty() {
            vec![!here]
        } else {
            lits
        }
    };
    let mut clauses = vec![vec![here]];
    if segment == Segment::Middle {
        for pair in [[up, left], [up, right], [down, left], [down, right]] {
            clauses.push(some(&pair));
        }
        return clauses;
    }
    // Every segment but a middle is made by one set of ship cells beside it.
    let goes_on = (0..16u8)
        .map(|bits| [8, 4, 2, 1].map(|bit| bits & bit != 0))
        .find(|&[u, d, l, r]| Segment::of(u, d, l, r) == segment)
        .expect("every segment but a middle has its sides");
    for (side, goes_on) in [up, down, left, right].into_iter().zip(goes_on) {
        match (side, goes_on) {
            (Some(lit), true) => clauses.push(vec![lit]),
            (Some(lit), false) => clauses.push(vec![!lit]),
            (None, true) => clauses.push(vec![!here]),
            (None, false) => {}
        }
    }
    clauses
}

impl BattleshipDecoder {
    /// Reads the answer from the values of the ship variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> BattleshipAnswer {
        let ships: Vec<bool> = self.ships.iter().map(|&v| value_of(v)).collect();
        BattleshipAnswer::new(&self.puzzle, &ships)
    }
}

impl KindDecoder for BattleshipDecoder {
    type Answer = BattleshipAnswer;
    type BadModel = Infallible;

    /// Every model marks ship cells, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<BattleshipAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    /// Every cell is its ship variable.
    fn cell_vars(&self) -> Vec<CellVars> {
        self.ships.iter().map(|&v| CellVars::Open(vec![v])).collect()
    }

    fn lits_of(&self, answer: &BattleshipAnswer) -> Vec<Lit> {
        (self.ships.iter().zip(answer.ships()))
            .map(|(v, &ship)| Lit::new(v.idx32(), !ship))
            .collect()
    }
}
