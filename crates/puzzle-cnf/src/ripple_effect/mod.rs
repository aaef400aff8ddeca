//! The Ripple Effect encoder: one-hot numbers per cell, each room's numbers once each,
//! and equal numbers kept apart along rows and columns.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1=3` says the cell at row 1, column 1 holds 3; a cell of a room of n
//!   cells has the variables of 1..n, exactly one of them true
//!   ([`AmoEncoding`](crate::AmoEncoding) of the options). A given is fixed and has no
//!   variable; so has a `?`, which takes part in no rule.
//! * **Rooms** ([`alldiff`]): each number 1..n has exactly one place in
//!   its room of n cells, or at most one when the room shows a `?` (the `?` stands for
//!   a number left over). A number a given fixes has no other place.
//! * **Spacing.** Two cells of different rooms in a row or column d cells apart never
//!   both hold a number k >= d: a binary clause per pair and number, a unit clause
//!   where one of them is a given. Two givens that break a rule give the empty clause.
//!
//! For explanations every cell is open, and each given is a clue whose selector is its
//! own literal `r1c1=3` (a given larger than its room: a selector guarding the empty
//! clause).
//!
//! ```
//! use puzzle_cnf::{ripple_effect, Options};
//! use puzzle_ir::ripple_effect::RippleEffect;
//!
//! let text = "kind: ripple-effect\nrooms:\na a b\ngrid:\n. . 1\n";
//! let puzzle = RippleEffect::parse("p.txt", text).unwrap();
//! let encoding = ripple_effect::encode(&puzzle, &Options::default());
//! // Variables r1c1=1, r1c1=2, r1c2=1, r1c2=2; the model with r1c1=1 and r1c2=2.
//! let answer = encoding.decoder.decode(|v| [0, 3].contains(&v.idx())).unwrap();
//! assert_eq!(answer.values(), [Some(1), Some(2), Some(1)]);
//! ```

mod kind;

pub use kind::RippleEffectOptions;

use crate::{alldiff, CellVars, CnfBuilder, Lit, Options, Var};
use puzzle_ir::grid::Grid;
use puzzle_ir::ripple_effect::{RippleEffect, RippleEffectAnswer};
use puzzle_ir::shading::UNKNOWN;

/// The CNF of a puzzle and the map back from its models.
pub type RippleEffectEncoding = crate::KindEncoding<RippleEffectDecoder>;

/// A cell of the encoding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cell {
    /// A given number, or `?` (pzprjs's unknown number).
    Fixed(u32),
    /// The variable of each number 1..n the cell may hold.
    Open(Vec<(u32, Var)>),
}

impl Cell {
    /// Whether the cell holds `value`: `Some(None)` for a fixed cell that does, the
    /// literal for an open one that may, `None` when it cannot.
    fn holds(&self, value: u32) -> Option<Option<Lit>> {
        match self {
            Cell::Fixed(fixed) => (*fixed == value && value != UNKNOWN).then_some(None),
            Cell::Open(vars) => (vars.iter())
                .find(|&&(v, _)| v == value)
                .map(|&(_, var)| Some(var.pos_lit())),
        }
    }

    /// The largest number the cell may hold (0 for `?`).
    fn largest(&self) -> u32 {
        match self {
            Cell::Fixed(value) => *value,
            Cell::Open(vars) => vars.last().map_or(0, |&(v, _)| v),
        }
    }
}

/// A model that is not an answer: an open cell with no true number variable or several.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the model gives the cell at row {}, column {} {count} numbers", .cell.0 + 1, .cell.1 + 1)]
pub struct BadModel {
    pub cell: (usize, usize),
    pub count: usize,
}

/// The map from a model back to a [`RippleEffectAnswer`]: the cells, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RippleEffectDecoder {
    rows: usize,
    cols: usize,
    cells: Vec<Cell>,
}

impl RippleEffectDecoder {
    /// The cells, row-major.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// The number variables of each open cell; fixed cells are stated.
    pub fn cell_vars(&self) -> Vec<CellVars> {
        (self.cells.iter())
            .map(|cell| match cell {
                Cell::Fixed(_) => CellVars::Stated,
                Cell::Open(vars) => CellVars::Open(vars.iter().map(|&(_, var)| var).collect()),
            })
            .collect()
    }

    /// The number variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &RippleEffectAnswer) -> Vec<Lit> {
        (self.cells.iter().zip(answer.values()))
            .flat_map(|(cell, &value)| match cell {
                Cell::Fixed(_) => Vec::new(),
                Cell::Open(vars) => (vars.iter())
                    .map(|&(v, var)| Lit::new(var.idx32(), value != Some(v)))
                    .collect(),
            })
            .collect()
    }

    /// Reads the answer from the values of the variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> Result<RippleEffectAnswer, BadModel> {
        let mut values = Vec::with_capacity(self.cells.len());
        for (index, cell) in self.cells.iter().enumerate() {
            let value = match cell {
                Cell::Fixed(value) => *value,
                Cell::Open(vars) => {
                    let mut set = vars.iter().filter(|&&(_, var)| value_of(var));
                    match (set.next(), set.count()) {
                        (Some(&(v, _)), 0) => v,
                        (first, rest) => {
                            return Err(BadModel {
                                cell: (index / self.cols, index % self.cols),
                                count: usize::from(first.is_some()) + rest,
                            })
                        }
                    }
                }
            };
            values.push(Some(value));
        }
        Ok(RippleEffectAnswer::new(self.rows, self.cols, values))
    }
}

/// Encodes `puzzle` with its givens fixed.
pub fn encode(puzzle: &RippleEffect, options: &Options) -> RippleEffectEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with every cell open and each given behind its own selector
/// (row-major, as [`puzzle_ir::PuzzleKind::clues`] lists them).
pub fn encode_clues(puzzle: &RippleEffect, options: &Options) -> (RippleEffectEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &RippleEffect,
    options: &Options,
    selectors: Option<&mut Vec<Lit>>,
) -> RippleEffectEncoding {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let open_givens = selectors.is_some();
    let cells: Vec<Cell> = (0..grid.len())
        .map(|i| {
            let (row, col) = grid.position(i);
            match puzzle.givens()[i] {
                Some(given) if given == UNKNOWN || !open_givens => Cell::Fixed(given),
                _ => {
                    let size = puzzle.room_size(row, col) as u32;
                    let vars: Vec<(u32, Var)> = (1..=size)
                        .map(|v| {
                            let name = || format!("r{}c{}={v}", row + 1, col + 1);
                            (v, cnf.new_named_var(name))
                        })
                        .collect();
                    let lits: Vec<Lit> = vars.iter().map(|&(_, var)| var.pos_lit()).collect();
                    options.amo.exactly_one(&lits, &mut cnf);
                    Cell::Open(vars)
                }
            }
        })
        .collect();
    if let Some(selectors) = selectors {
        givens_as_clues(puzzle, &cells, selectors, &mut cnf);
    }
    rooms(puzzle, &grid, &cells, options, &mut cnf);
    spacing(puzzle, &grid, &cells, &mut cnf);
    let decoder = RippleEffectDecoder {
        rows: grid.rows,
        cols: grid.cols,
        cells,
    };
    RippleEffectEncoding { cnf, decoder }
}

/// Each given's selector: its cell's literal of the given number.
fn givens_as_clues(
    puzzle: &RippleEffect,
    cells: &[Cell],
    selectors: &mut Vec<Lit>,
    cnf: &mut CnfBuilder,
) {
    for (cell, &given) in cells.iter().zip(puzzle.givens()) {
        let Some(given) = given.filter(|&g| g != UNKNOWN) else {
            continue;
        };
        match cell.holds(given).flatten() {
            Some(lit) => selectors.push(lit),
            None => cnf.add_clue(Some(selectors), |cnf| cnf.add_clause([])),
        }
    }
}

/// Each room's numbers 1..n once each (at most once beside a `?`).
fn rooms(
    puzzle: &RippleEffect,
    grid: &Grid,
    cells: &[Cell],
    options: &Options,
    cnf: &mut CnfBuilder,
) {
    let rooms = puzzle.rooms();
    for room in 0..rooms.len() {
        let members: Vec<&Cell> = (rooms.cells(room))
            .map(|(r, c)| &cells[grid.index(r, c)])
            .collect();
        let size = members.len() as u32;
        if members.iter().any(|cell| cell.largest() > size) {
            cnf.add_clause([]); // a given larger than its room
        }
        let unknown = members.contains(&&Cell::Fixed(UNKNOWN));
        for value in 1..=size {
            let places: Vec<Option<Lit>> = members.iter().filter_map(|c| c.holds(value)).collect();
            let lits: Vec<Lit> = places.iter().flatten().copied().collect();
            match places.len() - lits.len() {
                0 if unknown => alldiff::at_most_once([lits], options.amo, cnf),
                0 => {
                    if alldiff::exactly_once([(value, &lits[..])], options.amo, cnf).is_err() {
                        cnf.add_clause([]); // no place left for the number
                    }
                }
                1 => lits.iter().for_each(|&lit| cnf.add_clause([!lit])),
                _ => cnf.add_clause([]),
            }
        }
    }
}

/// No two cells of a row or column d cells apart both hold a number k >= d (two cells
/// of one room never share a number anyway).
fn spacing(puzzle: &RippleEffect, grid: &Grid, cells: &[Cell], cnf: &mut CnfBuilder) {
    let room = |cell: usize| puzzle.rooms().room_of_cell(cell);
    for line in grid.lines() {
        for (i, &a) in line.iter().enumerate() {
            let reach = cells[a].largest() as usize;
            let near = line.iter().enumerate().skip(i + 1).take(reach);
            for (d, &b) in near.filter(|&(_, &b)| room(b) != room(a)) {
                let apart = (d - i) as u32;
                for value in apart..=cells[a].largest().min(cells[b].largest()) {
                    if let (Some(x), Some(y)) = (cells[a].holds(value), cells[b].holds(value)) {
                        cnf.add_clause(x.into_iter().chain(y).map(|l| !l));
                    }
                }
            }
        }
    }
}
