//! The School Trip encoder: a variable per cell for its aisle (and for its pillow beside
//! a number), and a futon per placement of the [placement family](crate::placement): a domino with its
//! pillow at one end.
//!
//! # Variables and clauses
//!
//! * **Aisles** ([`shade`](crate::shade)). `r1c1` says the cell at row 1, column 1 is an
//!   aisle; a pillar is none (a unit clause). No 2x2 block of aisle; the aisles are one
//!   connected area ([`Shading::connected`], lowered by
//!   [`SchoolTripOptions::connectivity`]: lazy cuts in process by default, elimination
//!   for plain CNF), or none. Implied by these: an aisle has an aisle beside it
//!   ([`Shading::no_lone_cell`], once the cells to fill are enough to rule out answers
//!   with a single aisle), which spares the lazy cuts their smallest pockets.
//! * **Futons.** A candidate per domino of cells to fill and each of its ends as the
//!   pillow, but the north end of an upright domino (no futon sleeps with its head to
//!   the north): [`Polyomino::rectangle`]`(1, 2)` placed by
//!   [`Placements`], its cells the pillow's first. A cell that is no aisle is covered by
//!   exactly one futon, an aisle by none ([`Placements::fill`]).
//! * **Pillows.** Only a cell to fill beside a pillar with a number has a variable
//!   `r1c1 pillow`, which holds exactly when a futon with its pillow there does; nothing
//!   else asks where the pillows are.
//! * **Beside an aisle.** A futon implies an aisle among the cells beside its two cells.
//! * **Numbers.** The pillows beside a pillar are as many as its number (the no-goods
//!   of [`few::exactly`] over its up to four neighbours, no counter); each number is a
//!   clue.
//!
//! A cell's value is read from its aisle, its pillow if it has one, and the futons with
//! their foot there, at most one of them true ([`CellVars`]): none true is a pillow.
//!
//! ```
//! use puzzle_cnf::{school_trip, Options};
//! use puzzle_ir::school_trip::SchoolTrip;
//!
//! // Three cells to fill: an upright domino (pillow south only) and a level one (either end).
//! let puzzle = SchoolTrip::parse("p.txt", "kind: school-trip\ngrid:\n1.\n..\n").unwrap();
//! let encoding = school_trip::encode(&puzzle, &Options::default());
//! assert_eq!(encoding.decoder.futons().len(), 3);
//! ```

mod kind;

use crate::card::few;
use crate::connect::Empty;
use crate::placement::Placements;
use crate::shade::{Area, Shading};
use crate::{CellVars, CnfBuilder, KindDecoder, Lit, Options, Var};
pub use kind::SchoolTripOptions;
use puzzle_ir::grid::Grid;
use puzzle_ir::polyomino::{Polyomino, Turns};
use puzzle_ir::school_trip::{Cell, SchoolTrip, SchoolTripAnswer, Side};
use std::convert::Infallible;

/// One candidate futon: its variable, its pillow's cell and its foot's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Futon {
    pub lit: Lit,
    pub pillow: usize,
    pub foot: usize,
}

/// The map from a model back to a [`SchoolTripAnswer`]: the puzzle, and per cell its
/// aisle literal and pillow literal (beside a number), and the candidate futons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchoolTripDecoder {
    puzzle: SchoolTrip,
    aisles: Vec<Lit>,
    pillows: Vec<Option<Lit>>,
    futons: Vec<Futon>,
}

/// The CNF of a puzzle and the map back from its models.
pub type SchoolTripEncoding = crate::KindEncoding<SchoolTripDecoder>;

/// Encodes `puzzle`.
pub fn encode(puzzle: &SchoolTrip, options: &Options) -> SchoolTripEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each number behind its own selector (row-major).
pub fn encode_clues(puzzle: &SchoolTrip, options: &Options) -> (SchoolTripEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &SchoolTrip,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> SchoolTripEncoding {
    let grid = puzzle.shape();
    let pillar = |cell: usize| puzzle.pillars()[cell].is_some();
    let mut cnf = CnfBuilder::naming(options.names);
    let shading = Shading::named(grid.rows, grid.cols, &mut cnf);
    let aisles = shading.cells().to_vec();
    for cell in (0..grid.len()).filter(|&cell| pillar(cell)) {
        cnf.add_clause([!aisles[cell]]);
    }
    shading.no_block(&mut cnf);
    let lowering = options.school_trip.connectivity.lowering(options.in_process);
    let fewest = fewest_aisles(grid, pillar);
    shading.connected_at_least(Area::Shaded, Empty::Allowed, fewest, lowering, &mut cnf);
    if fewest > 1 {
        shading.no_lone_cell(Area::Shaded, &mut cnf);
    }

    let name = |cell: usize| format!("r{}c{} pillow", cell / grid.cols + 1, cell % grid.cols + 1);
    let mut counted = vec![false; grid.len()];
    for (cell, _) in puzzle.counts() {
        grid.neighbours(cell).for_each(|next| counted[next] = !pillar(next));
    }
    let pillows: Vec<Option<Lit>> = (0..grid.len())
        .map(|cell| counted[cell].then(|| cnf.new_named_var(|| name(cell)).pos_lit()))
        .collect();
    let placements = Placements::new(grid, candidates(grid, pillar).into_iter().map(|cells| (0, cells)), &mut cnf);
    // A pillar's literal in `filled` is its aisle literal, which is false.
    let filled: Vec<Lit> = (0..grid.len())
        .map(|cell| if pillar(cell) { aisles[cell] } else { !aisles[cell] })
        .collect();
    placements.fill(&filled, options.amo, &mut cnf);
    let futons: Vec<Futon> = (placements.all().iter())
        .map(|p| Futon { lit: p.lit, pillow: p.cells[0], foot: p.cells[1] })
        .collect();

    let mut with_pillow: Vec<Vec<Lit>> = vec![Vec::new(); grid.len()];
    for futon in &futons {
        if let Some(pillow) = pillows[futon.pillow] {
            with_pillow[futon.pillow].push(futon.lit);
            cnf.add_clause([!futon.lit, pillow]);
        }
        let beside = (grid.neighbours(futon.pillow).chain(grid.neighbours(futon.foot)))
            .filter(|&cell| cell != futon.pillow && cell != futon.foot && !pillar(cell));
        cnf.add_clause(std::iter::once(!futon.lit).chain(beside.map(|cell| aisles[cell])));
    }
    for (pillow, futons) in pillows.iter().zip(&with_pillow) {
        if let Some(pillow) = *pillow {
            cnf.add_clause(std::iter::once(!pillow).chain(futons.iter().copied()));
        }
    }

    for (cell, number) in puzzle.counts() {
        let beside: Vec<Lit> = grid.neighbours(cell).filter_map(|n| pillows[n]).collect();
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
few::exactly(&beside, usize::from(number), cnf)
        });
    }

    let decoder = SchoolTripDecoder { puzzle: puzzle.clone(), aisles, pillows, futons };
    SchoolTripEncoding { cnf, decoder }
}

/// The fewest aisles of any answer: a futon lies beside an aisle, and
/// k connected aisles have at most 2k + 2 cells beside them, so they leave room for at
/// most 2k + 2 futons, 5k + 4 cells in all.
fn fewest_aisles(grid: Grid, pillar: impl Fn(usize) -> bool) -> usize {
    let to_fill = (0..grid.len()).filter(|&cell| !pillar(cell)).count();
    to_fill.saturating_sub(4).div_ceil(5)
}

/// The cells of each candidate futon, its pillow's first: each domino of cells to fill
/// with either end as the pillow, but the north end of an upright one.
fn candidates(grid: Grid, pillar: impl Fn(usize) -> bool) -> Vec<Vec<usize>> {
    let dominoes = Polyomino::rectangle(1, 2).placements_on(grid.rows, grid.cols, Turns::Rotations);
    let mut found = Vec::new();
    for cells in dominoes.into_iter().filter(|cells| !cells.iter().any(|&cell| pillar(cell))) {
        let (first, second) = (cells[0], cells[1]);
        if second != first + grid.cols {
            found.push(vec![first, second]);
        }
        found.push(vec![second, first]);
    }
    found
}

impl SchoolTripDecoder {
    /// The candidate futons.
    pub fn futons(&self) -> &[Futon] {
        &self.futons
    }

    /// Reads the answer from the values of the futon variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> SchoolTripAnswer {
        let laid: Vec<(usize, usize)> = (self.futons.iter())
            .filter(|futon| value_of(futon.lit.var()))
            .map(|futon| (futon.pillow, futon.foot))
            .collect();
        SchoolTripAnswer::laid(&self.puzzle, &laid)
    }
}

impl KindDecoder for SchoolTripDecoder {
    type Answer = SchoolTripAnswer;
    type BadModel = Infallible;

    /// Every model lays futons on distinct cells to fill, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<SchoolTripAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    /// A pillar is stated; any other cell is its aisle, its pillow (beside a number) and
    /// the futons with their foot there: a cell to fill that is none of them holds a
    /// pillow.
    fn cell_vars(&self) -> Vec<CellVars> {
        let mut vars: Vec<Vec<Var>> = (self.aisles.iter().zip(&self.pillows))
            .map(|(aisle, pillow)| std::iter::once(aisle).chain(pillow).map(|l| l.var()).collect())
            .collect();
        for futon in &self.futons {
            vars[futon.foot].push(futon.lit.var());
        }
        (vars.into_iter().zip(self.puzzle.pillars()))
            .map(|(vars, pillar)| match pillar {
                Some(_) => CellVars::Stated,
                None => CellVars::Open(vars),
            })
            .collect()
    }

    fn lits_of(&self, answer: &SchoolTripAnswer) -> Vec<Lit> {
        let grid = self.puzzle.shape();
        let cells = answer.cells();
        let set = |lit: Lit, holds: bool| if holds { lit } else { !lit };
        let laid = |futon: &Futon| {
            cells[futon.pillow] == Cell::Pillow
                && cells[futon.foot] == Cell::Foot(Side::between(grid, futon.foot, futon.pillow))
        };
        let open = (0..grid.len()).filter(|&cell| self.puzzle.pillars()[cell].is_none());
        let cell_lits = open.flat_map(|cell| {
            let pillow = self.pillows[cell].map(|pillow| set(pillow, cells[cell] == Cell::Pillow));
            std::iter::once(set(self.aisles[cell], cells[cell] == Cell::Aisle)).chain(pillow)
        });
        let futon_lits = self.futons.iter().map(|futon| set(futon.lit, laid(futon)));
        cell_lits.chain(futon_lits).collect()
    }
}
