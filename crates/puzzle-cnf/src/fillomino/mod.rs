//! The Fillomino encoder: one-hot numbers per cell and the regions of given sizes of
//! [`region::sized`](crate::region::sized).
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1=3` says the cell at row 1, column 3 holds 3, `r1c1>B` that it
//!   holds a number above B, the largest given; exactly one of a cell's variables is
//!   true ([`AmoEncoding`](crate::AmoEncoding) of the options). A given has only its
//!   number. The others have, by [`FillominoOptions::numbers`]:
//!   * [`Numbers::All`]: the variables of 1..L, L the most cells a region may have
//!     ([`Fillomino::largest_region`]: the largest given, or the largest connected
//!     group of cells without a given).
//!   * [`Numbers::Reachable`]: those of the numbers k its region may have: a given k
//!     reaches the cell within k - 1 steps over cells without another given, or the
//!     cell's connected group of cells without a given has at least k cells (a region
//!     holding no given lies in it). Above B only the second can hold: under the lazy
//!     lowering one variable `r1c1>B` stands for all such numbers (the cell's number is
//!     then the size of its group, [`region::sized`](crate::region::sized)'s larger
//!     numbers), under the static one each number keeps its variable.
//! * **Regions** ([`region::sized`](crate::region::sized)): a join per pair of neighbours, true when they
//!   hold the same number, and every group of joined k-cells of exactly k cells, by
//!   [`FillominoOptions::regions`] (lazy cuts in process by default, the static
//!   bounded reach for plain CNF).
//!
//! For explanations every cell is open, lists 1..L, and each given is a clue whose
//! selector is its own literal `r1c1=3`.
//!
//! ```
//! use puzzle_cnf::{fillomino, Options};
//! use puzzle_ir::fillomino::Fillomino;
//!
//! let puzzle = Fillomino::parse("p.txt", "kind: fillomino\ngrid:\n. 2\n").unwrap();
//! let encoding = fillomino::encode(&puzzle, &Options::default());
//! // Variables r1c1=1, r1c1=2, r1c2=2; the model with r1c1=2.
//! let answer = encoding.decoder.decode(|v| [1, 2].contains(&v.idx())).unwrap();
//! assert_eq!(answer.values(), [Some(2), Some(2)]);
//! ```

mod kind;

pub use kind::{FillominoOptions, Numbers, Regions};

use crate::region::sized::{self, Lowering, Unlisted};
use crate::{CellVars, CnfBuilder, Lit, Options, Var};
use puzzle_ir::fillomino::{Fillomino, FillominoAnswer};
use puzzle_ir::grid::Grid;
use std::collections::HashSet;

/// The CNF of a puzzle and the map back from its models.
pub type FillominoEncoding = crate::KindEncoding<FillominoDecoder>;

/// A model that is not an answer: a cell with no true number variable or several.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the model gives the cell at row {}, column {} {count} numbers", .cell.0 + 1, .cell.1 + 1)]
pub struct BadModel {
    pub cell: (usize, usize),
    pub count: usize,
}

/// The map from a model back to a [`FillominoAnswer`]: each cell's numbers and their
/// variables, row-major, and the variables of unlisted numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FillominoDecoder {
    grid: Grid,
    cells: Vec<Vec<(u32, Var)>>,
    unlisted: UnlistedVars,
}

/// Per cell its variable of "a number not listed for it" (above the bound of
/// [`Unlisted`]), if it may hold one, and per two neighbours that may both hold one
/// (upper or left first) the variable of "both hold one, and they are joined". Such a
/// cell holds the size of its group of joined cells, so its value is read from those
/// joins, which are among its variables (each pair with its first cell).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct UnlistedVars {
    cells: Vec<Option<Var>>,
    joins: Vec<((usize, usize), Var)>,
}

impl UnlistedVars {
    /// The variables of "both hold an unlisted number, and they are joined" for the
    /// `joins` between two cells that may hold one.
    fn add_joins(&mut self, joins: &[sized::Join], cnf: &mut CnfBuilder) {
        for join in joins {
            let (a, b) = join.cells;
            // Joined to an unlisted number, the other cell holds one too (region::sized).
            if let (Some(first), Some(_)) = (self.cells[a], self.cells[b]) {
                let both = cnf.new_var();
                let (both_lit, first) = (both.pos_lit(), first.pos_lit());
                cnf.add_clause([!both_lit, first]);
                cnf.add_clause([!both_lit, join.lit]);
                cnf.add_clause([!first, !join.lit, both_lit]);
                self.joins.push((join.cells, both));
            }
        }
    }
}

impl FillominoDecoder {
    /// The number variables of each cell, with its joins of unlisted numbers.
    pub fn cell_vars(&self) -> Vec<CellVars> {
        let mut vars: Vec<Vec<Var>> = (self.cells.iter().zip(&self.unlisted.cells))
            .map(|(numbers, unlisted)| numbers.iter().map(|&(_, var)| var).chain(*unlisted).collect())
            .collect();
        for &((a, _), var) in &self.unlisted.joins {
            vars[a].push(var);
        }
        vars.into_iter().map(CellVars::Open).collect()
    }

    /// The number variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &FillominoAnswer) -> Vec<Lit> {
        let values = answer.values();
        let unlisted = |cell: usize| {
            let listed = |v: u32| self.cells[cell].iter().any(|&(k, _)| k == v);
            self.unlisted.cells[cell].is_some() && values[cell].is_some_and(|v| !listed(v))
        };
        let lit = |var: Var, holds: bool| Lit::new(var.idx32(), !holds);
        let numbers = (self.cells.iter().zip(values)).flat_map(|(vars, &value)| {
            (vars.iter()).map(move |&(v, var)| lit(var, value == Some(v)))
        });
        let cells = (self.unlisted.cells.iter().enumerate())
            .filter_map(|(cell, var)| var.map(|var| lit(var, unlisted(cell))));
        let joins = (self.unlisted.joins.iter())
            .map(|&((a, b), var)| lit(var, unlisted(a) && values[a] == values[b]));
        numbers.chain(cells).chain(joins).collect()
    }

    /// Reads the answer from the values of the variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> Result<FillominoAnswer, BadModel> {
        let mut values = Vec::with_capacity(self.cells.len());
        for (index, vars) in self.cells.iter().enumerate() {
            // 0 until the group's size is known.
            let unlisted = self.unlisted.cells[index].filter(|&var| value_of(var)).map(|_| 0);
            let mut set = (vars.iter())
                .filter(|&&(_, var)| value_of(var))
                .map(|&(v, _)| v)
                .chain(unlisted);
            match (set.next(), set.count()) {
                (Some(v), 0) => values.push(Some(v)),
                (first, rest) => {
                    return Err(BadModel {
                        cell: self.grid.position(index),
                        count: usize::from(first.is_some()) + rest,
                    })
                }
            }
        }
        let joined: Vec<(usize, usize)> = (self.unlisted.joins.iter())
            .filter(|&&(_, var)| value_of(var))
            .map(|&(cells, _)| cells)
            .collect();
        for group in (self.grid).components(|a, b| joined.binary_search(&(a, b)).is_ok()) {
            if values[group[0]] == Some(0) {
                group.iter().for_each(|&cell| values[cell] = Some(group.len() as u32));
            }
        }
        Ok(FillominoAnswer::new(self.grid.cols, values))
    }
}

/// Encodes `puzzle` with its givens fixed.
pub fn encode(puzzle: &Fillomino, options: &Options) -> FillominoEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with every cell open and each given behind its own selector
/// (row-major, as [`puzzle_ir::PuzzleKind::clues`] lists them).
pub fn encode_clues(puzzle: &Fillomino, options: &Options) -> (FillominoEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Fillomino,
    options: &Options,
    selectors: Option<&mut Vec<Lit>>,
) -> FillominoEncoding {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let lowering = options.fillomino.regions.lowering(options.in_process);
    let domains = match options.fillomino.numbers {
        Numbers::Reachable if selectors.is_none() => {
            reachable(puzzle, lowering, options.fillomino.unclued_listed)
        }
        _ => every_number(puzzle, selectors.is_none()),
    };
    let mut unlisted = UnlistedVars::default();
    let cells: Vec<Vec<(u32, Var)>> = (domains.iter().enumerate())
        .map(|(i, domain)| {
            let (row, col) = grid.position(i);
            let name = |v: &dyn std::fmt::Display| format!("r{}c{}{v}", row + 1, col + 1);
            let vars: Vec<(u32, Var)> = (domain.numbers.iter())
                .map(|&v| (v, cnf.new_named_var(|| name(&format_args!("={v}")))))
                .collect();
            let other = (domain.unlisted).then(|| cnf.new_named_var(|| name(&"=other")));
            unlisted.cells.push(other);
            let lits: Vec<Lit> = (vars.iter().map(|&(_, var)| var))
                .chain(other)
                .map(Var::pos_lit)
                .collect();
            options.amo.exactly_one(&lits, &mut cnf);
            vars
        })
        .collect();
    if let Some(selectors) = selectors {
        for (cell, vars) in cells.iter().enumerate() {
            if let Some(given) = puzzle.known_number(cell) {
                let holds = vars.iter().find(|&&(v, _)| v == given);
                selectors.push(holds.expect("a given is at most the largest region").1.pos_lit());
            }
        }
    }
    let values: Vec<Vec<(u32, Lit)>> = (cells.iter())
        .map(|vars| vars.iter().map(|&(v, var)| (v, var.pos_lit())).collect())
        .collect();
    let lits = unlisted.cells.iter().map(|v| v.map(Var::pos_lit)).collect();
    let unlisted_lits = Unlisted {
        above: options.fillomino.unclued_listed as usize,
        lits,
    };
    let joins = sized::encode(grid, &values, &unlisted_lits, lowering, &mut cnf);
    unlisted.add_joins(&joins, &mut cnf);
    let decoder = FillominoDecoder {
        grid,
        cells,
        unlisted,
    };
    FillominoEncoding { cnf, decoder }
}


/// The numbers a cell may hold: listed, and whether it may hold one not listed.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Domain {
    numbers: Vec<u32>,
    unlisted: bool,
}

/// 1..L in every cell, or only its given in a given's cell when `fixed`.
fn every_number(puzzle: &Fillomino, fixed: bool) -> Vec<Domain> {
    let largest = puzzle.largest_region() as u32;
    (0..puzzle.rows() * puzzle.cols())
        .map(|cell| Domain {
            numbers: match puzzle.known_number(cell) {
                Some(given) if fixed => vec![given],
                _ => (1..=largest).collect(),
            },
            unlisted: false,
        })
        .collect()
}

/// The numbers each cell's region may have ([`Numbers::Reachable`]): under the lazy
/// lowering, those of an unclued region above `cap` that no given reaching the cell
/// has as one unlisted number.
fn reachable(puzzle: &Fillomino, lowering: Lowering, cap: u32) -> Vec<Domain> {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let open = |cell: usize| puzzle.known_number(cell).is_none();
    let mut reached: Vec<Vec<u32>> = vec![Vec::new(); grid.len()];
    for (start, given) in (0..grid.len()).filter_map(|c| Some((c, puzzle.known_number(c)?))) {
        let inside = |cell: usize| open(cell) || puzzle.known_number(cell) == Some(given);
        for cell in within(grid, start, given as usize - 1, inside) {
            if !reached[cell].contains(&given) {
                reached[cell].push(given);
            }
        }
    }
    let mut area_size = vec![0; grid.len()];
    for area in grid.areas(open) {
        area.iter().for_each(|&cell| area_size[cell] = area.len() as u32);
    }
    (0..grid.len())
        .map(|cell| match puzzle.known_number(cell) {
            Some(given) => Domain {
                numbers: vec![given],
                unlisted: false,
            },
            None => {
                let area = area_size[cell];
                let unclued_to = match lowering {
                    Lowering::Cuts => area.min(cap),
                    Lowering::Reach => area,
                };
                let mut numbers: Vec<u32> = (1..=unclued_to).chain(reached[cell].iter().copied()).collect();
                numbers.sort_unstable();
                numbers.dedup();
                Domain {
                    numbers,
                    unlisted: lowering == Lowering::Cuts && area > cap,
                }
            }
        })
        .collect()
}

/// The cells `steps` or fewer orthogonal steps from `start` over cells for which
/// `inside` holds, `start` among them.
fn within(grid: Grid, start: usize, steps: usize, inside: impl Fn(usize) -> bool) -> Vec<usize> {
    let mut found = vec![start];
    let mut seen = HashSet::from([start]);
    let mut layer = 0..1;
    for _ in 0..steps {
        for at in layer.clone() {
            for next in grid.neighbours(found[at]) {
                if inside(next) && seen.insert(next) {
                    found.push(next);
                }
            }
        }
        layer = layer.end..found.len();
    }
    found
}
