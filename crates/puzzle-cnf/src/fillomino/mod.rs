//! The Fillomino encoder: one-hot numbers per cell and the regions of given sizes of
//! [`region::sized`](crate::region::sized).
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1=3` says the cell at row 1, column 3 holds 3; every cell has the
//!   variables of 1..L, exactly one of them true ([`AmoEncoding`](crate::AmoEncoding)
//!   of the options), L the most cells a region may have
//!   ([`Fillomino::largest_region`]: the largest given, or the largest connected group
//!   of cells without a given). A given has only its number.
//! * **Regions** ([`region::sized`](crate::region::sized)): a join per pair of neighbours, true when they
//!   hold the same number, and every group of joined k-cells of exactly k cells, by
//!   [`FillominoOptions::regions`] (lazy cuts in process by default, the static
//!   bounded reach for plain CNF).
//!
//! For explanations every cell is open, and each given is a clue whose selector is its
//! own literal `r1c1=3`.
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

pub use kind::{FillominoOptions, Regions};

use crate::region::sized;
use crate::{CellVars, CnfBuilder, Lit, Options, Var};
use puzzle_ir::fillomino::{Fillomino, FillominoAnswer};
use puzzle_ir::grid::Grid;

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
/// variables, row-major.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FillominoDecoder {
    cols: usize,
    cells: Vec<Vec<(u32, Var)>>,
}

impl FillominoDecoder {
    /// The number variables of each cell.
    pub fn cell_vars(&self) -> Vec<CellVars> {
        (self.cells.iter())
            .map(|vars| CellVars::Open(vars.iter().map(|&(_, var)| var).collect()))
            .collect()
    }

    /// The number variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &FillominoAnswer) -> Vec<Lit> {
        (self.cells.iter().zip(answer.values()))
            .flat_map(|(vars, &value)| {
                (vars.iter()).map(move |&(v, var)| Lit::new(var.idx32(), value != Some(v)))
            })
            .collect()
    }

    /// Reads the answer from the values of the variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> Result<FillominoAnswer, BadModel> {
        let mut values = Vec::with_capacity(self.cells.len());
        for (index, vars) in self.cells.iter().enumerate() {
            let mut set = vars.iter().filter(|&&(_, var)| value_of(var));
            match (set.next(), set.count()) {
                (Some(&(v, _)), 0) => values.push(Some(v)),
                (first, rest) => {
                    return Err(BadModel {
                        cell: (index / self.cols, index % self.cols),
                        count: usize::from(first.is_some()) + rest,
                    })
                }
            }
        }
        Ok(FillominoAnswer::new(self.cols, values))
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
    let largest = puzzle.largest_region() as u32;
    let open_givens = selectors.is_some();
    let cells: Vec<Vec<(u32, Var)>> = (0..grid.len())
        .map(|i| {
            let (row, col) = grid.position(i);
            let numbers = match puzzle.known_number(i) {
                Some(given) if !open_givens => given..=given,
                _ => 1..=largest,
            };
            let vars: Vec<(u32, Var)> = numbers
                .map(|v| (v, cnf.new_named_var(|| format!("r{}c{}={v}", row + 1, col + 1))))
                .collect();
            let lits: Vec<Lit> = vars.iter().map(|&(_, var)| var.pos_lit()).collect();
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
    let lowering = options.fillomino.regions.lowering(options.in_process);
    sized::encode(grid, &values, lowering, &mut cnf);
    let decoder = FillominoDecoder {
        cols: grid.cols,
        cells,
    };
    FillominoEncoding { cnf, decoder }
}
