//! The Skyscrapers encoder: one-hot heights per cell, each height once per row and
//! column, and each clue's line of sight counted.
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1=3` says the cell at row 1, column 1 has height 3; every cell has
//!   the variables of 1..n, exactly one of them true
//!   ([`AmoEncoding`](crate::AmoEncoding) of the options). A given is a unit clause.
//! * **Lines** ([`alldiff`]): each height has exactly one place in each row and column.
//! * **Clues** ([`sight`](crate::sight)): a clue k is the [`Skyline`] of its line,
//!   nearest cell first, made with the bound k, equal to k. For explanations each clue
//!   is behind its own selector (the skyline's definitions stay unguarded), and each
//!   given's selector is its own literal `r1c1=3`.
//!
//! ```
//! use puzzle_cnf::{skyscrapers, Options};
//! use puzzle_ir::skyscrapers::Skyscrapers;
//!
//! let text = "kind: skyscrapers\ngrid:\n. 2 . .\n. . . .\n. . . .\n. . . .\n";
//! let puzzle = Skyscrapers::parse("p.txt", text).unwrap();
//! let encoding = skyscrapers::encode(&puzzle, &Options::default());
//! // Variables r1c1=1, r1c1=2, r1c2=1, ...: the model 1 2 / 2 1.
//! let answer = encoding.decoder.decode(|v| [0, 3, 5, 6].contains(&v.idx())).unwrap();
//! assert_eq!(answer.heights(), [Some(1), Some(2), Some(2), Some(1)]);
//! ```

mod kind;

pub use kind::SkyscrapersOptions;

use crate::sight::Skyline;
use crate::{alldiff, CellVars, CnfBuilder, Lit, Options, Var};
use puzzle_ir::grid::Grid;
use puzzle_ir::skyscrapers::{Skyscrapers, SkyscrapersAnswer};

/// The CNF of a puzzle and the map back from its models.
pub type SkyscrapersEncoding = crate::KindEncoding<SkyscrapersDecoder>;

/// A model that is not an answer: a cell with no true height variable or several.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the model gives the cell at row {}, column {} {count} heights", .cell.0 + 1, .cell.1 + 1)]
pub struct BadModel {
    pub cell: (usize, usize),
    pub count: usize,
}

/// The map from a model back to a [`SkyscrapersAnswer`]: each cell's height variables,
/// row-major, and which cells the puzzle states.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkyscrapersDecoder {
    size: usize,
    /// `heights[cell][v - 1]`: the cell has height v.
    heights: Vec<Vec<Var>>,
    /// The given cells (none when the givens are clues).
    stated: Vec<bool>,
}

impl SkyscrapersDecoder {
    /// The height variables of each cell; given cells are stated.
    pub fn cell_vars(&self) -> Vec<CellVars> {
        (self.heights.iter().zip(&self.stated))
            .map(|(vars, &stated)| match stated {
                true => CellVars::Stated,
                false => CellVars::Open(vars.clone()),
            })
            .collect()
    }

    /// The height variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &SkyscrapersAnswer) -> Vec<Lit> {
        (self.heights.iter().zip(answer.heights()))
            .flat_map(|(vars, &height)| {
                (vars.iter().zip(1..)).map(move |(var, v)| Lit::new(var.idx32(), height != Some(v)))
            })
            .collect()
    }

    /// Reads the answer from the values of the variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> Result<SkyscrapersAnswer, BadModel> {
        let mut heights = Vec::with_capacity(self.heights.len());
        for (cell, vars) in self.heights.iter().enumerate() {
            let mut set = (1..).zip(vars).filter(|&(_, &var)| value_of(var));
            match (set.next(), set.count()) {
                (Some((height, _)), 0) => heights.push(Some(height)),
                (first, rest) => {
                    return Err(BadModel {
                        cell: (cell / self.size, cell % self.size),
                        count: usize::from(first.is_some()) + rest,
                    })
                }
            }
        }
        Ok(SkyscrapersAnswer::new(self.size, heights))
    }
}

/// Encodes `puzzle`.
pub fn encode(puzzle: &Skyscrapers, options: &Options) -> SkyscrapersEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each clue behind its own selector and each given's selector its
/// literal ([`puzzle_ir::PuzzleKind::clues`] order: the counts, then the givens).
pub fn encode_clues(puzzle: &Skyscrapers, options: &Options) -> (SkyscrapersEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &Skyscrapers,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> SkyscrapersEncoding {
    let n = puzzle.size();
    let grid = Grid::new(n, n);
    let mut cnf = CnfBuilder::naming(options.names);
    let heights: Vec<Vec<Var>> = (0..grid.len())
        .map(|cell| {
            let (row, col) = grid.position(cell);
            let vars: Vec<Var> = (1..=n)
                .map(|v| cnf.new_named_var(|| format!("r{}c{}={v}", row + 1, col + 1)))
                .collect();
            let lits: Vec<Lit> = vars.iter().map(|var| var.pos_lit()).collect();
            options.amo.exactly_one(&lits, &mut cnf);
            vars
        })
        .collect();
    let lit = |cell: usize, height: usize| heights[cell][height - 1].pos_lit();
    for line in grid.lines() {
        let places: Vec<Vec<Lit>> = (1..=n)
            .map(|v| line.iter().map(|&cell| lit(cell, v)).collect())
            .collect();
        let per_height = places.iter().enumerate().map(|(v, lits)| (v + 1, &lits[..]));
        alldiff::exactly_once(per_height, options.amo, &mut cnf).expect("every cell may take every height");
    }
    for (side, index, clue) in puzzle.clues() {
        let line: Vec<Vec<Lit>> = (puzzle.line_of_sight(side, index).iter())
            .map(|&cell| (1..=n).map(|v| lit(cell, v)).collect())
            .collect();
        let skyline = Skyline::new(&line, clue as usize, &mut cnf);
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            for clause in skyline.equal(clue as usize) {
                cnf.add_clause(clause);
            }
        });
    }
    let mut stated = vec![false; grid.len()];
    for (cell, is_stated) in stated.iter_mut().enumerate() {
        let (row, col) = grid.position(cell);
        let Some(given) = puzzle.given(row, col) else {
            continue;
        };
        let given = lit(cell, given as usize);
        match selectors.as_deref_mut() {
            Some(selectors) => selectors.push(given),
            None => {
                cnf.add_clause([given]);
                *is_stated = true;
            }
        }
    }
    let decoder = SkyscrapersDecoder {
        size: n,
        heights,
        stated,
    };
    SkyscrapersEncoding { cnf, decoder }
}
