//! The Easy as ABC encoder: one-hot cells over a blank and the letters, each letter
//! once per row and column, and each letter outside the grid the first letter its line
//! shows ([`sight::First`](crate::sight::First)).
//!
//! # Variables and clauses
//!
//! * **Cells.** `r1c1=.` says the cell at row 1, column 1 is blank, `r1c1=B` that it
//!   holds B; exactly one of them is true ([`AmoEncoding`](crate::AmoEncoding) of the
//!   options). A given's variable is true (a unit clause); a `?` has no variable: it is
//!   never blank and holds no letter.
//! * **Lines** ([`alldiff`]): each letter exactly once in every row and column (the
//!   blanks fill the rest).
//! * **Letters outside** ([`sight::First`](crate::sight::First)): the cells seen from the letter, nearest
//!   first, as far as a letter can be first: a row of n cells and k letters has n - k
//!   blanks, so its first letter stands among its first n - k + 1 cells (a `?` ends
//!   the view). The first non-blank of them holds the letter.
//!
//! For explanations each given is a clue whose selector is its own literal `r1c1=B`,
//! and each letter outside guards its clauses (the prefixes stay unguarded); the clues
//! come row by row of the grid drawn with its frame.
//!
//! ```
//! use puzzle_cnf::{easy_as_abc, Options};
//! use puzzle_ir::easy_as_abc::EasyAsAbc;
//!
//! let text = "kind: easy-as-abc\nletters: A\ngrid:\n. . .\n. . .\n. . .\n";
//! let puzzle = EasyAsAbc::parse("p.txt", text).unwrap();
//! let encoding = easy_as_abc::encode(&puzzle, &Options::default());
//! // Variables r1c1=. and r1c1=A; the model with r1c1=A.
//! let answer = encoding.decoder.decode(|v| v.idx() == 1).unwrap();
//! assert_eq!(answer.cells(), [Some(1)]);
//! ```

mod kind;

pub use kind::EasyAsAbcOptions;

use crate::sight::First;
use crate::{alldiff, CellVars, CnfBuilder, Lit, Options, Var};
use puzzle_ir::easy_as_abc::{letter_text, EasyAsAbc, EasyAsAbcAnswer, Framed, UNKNOWN};
use puzzle_ir::grid::Grid;

/// The CNF of a puzzle and the map back from its models.
pub type EasyAsAbcEncoding = crate::KindEncoding<EasyAsAbcDecoder>;

/// A cell of the encoding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Cell {
    /// pzprjs's unknown mark `?`: never blank, no letter.
    Unknown,
    /// The variable of the blank, then one per letter A, B, ...
    Open(Vec<Var>),
}

impl Cell {
    /// The literal "the cell is blank" (`None` for `?`).
    fn blank(&self) -> Option<Lit> {
        self.value(0)
    }

    /// The literal "the cell holds `letter`" (1 is A; 0 is the blank; `None` for `?`).
    fn value(&self, letter: u32) -> Option<Lit> {
        match self {
            Cell::Unknown => None,
            Cell::Open(vars) => Some(vars[letter as usize].pos_lit()),
        }
    }
}

/// A model that is not an answer: an open cell with no true variable or several.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the model gives the cell at row {}, column {} {count} values", .cell.0 + 1, .cell.1 + 1)]
pub struct BadModel {
    pub cell: (usize, usize),
    pub count: usize,
}

/// The map from a model back to an [`EasyAsAbcAnswer`]: the cells, row-major, and
/// which of them are given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EasyAsAbcDecoder {
    rows: usize,
    cols: usize,
    cells: Vec<Cell>,
    given: Vec<bool>,
}

impl EasyAsAbcDecoder {
    /// The variables of each open cell; given cells and `?` are stated.
    pub fn cell_vars(&self) -> Vec<CellVars> {
        (self.cells.iter().zip(&self.given))
            .map(|(cell, &given)| match cell {
                Cell::Open(vars) if !given => CellVars::Open(vars.clone()),
                _ => CellVars::Stated,
            })
            .collect()
    }

    /// The variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &EasyAsAbcAnswer) -> Vec<Lit> {
        (self.cells.iter().zip(answer.cells()))
            .flat_map(|(cell, &value)| match cell {
                Cell::Unknown => Vec::new(),
                Cell::Open(vars) => (vars.iter().enumerate())
                    .map(|(v, var)| Lit::new(var.idx32(), value.unwrap_or(0) != v as u32))
                    .collect(),
            })
            .collect()
    }

    /// Reads the answer from the values of the variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> Result<EasyAsAbcAnswer, BadModel> {
        let mut values = Vec::with_capacity(self.cells.len());
        for (index, cell) in self.cells.iter().enumerate() {
            let value = match cell {
                Cell::Unknown => Some(UNKNOWN),
                Cell::Open(vars) => {
                    let mut set = (0u32..).zip(vars).filter(|&(_, &var)| value_of(var));
                    match (set.next(), set.count()) {
                        (Some((v, _)), 0) => (v > 0).then_some(v),
                        (first, rest) => {
                            return Err(BadModel {
                                cell: (index / self.cols, index % self.cols),
                                count: usize::from(first.is_some()) + rest,
                            })
                        }
                    }
                }
            };
            values.push(value);
        }
        Ok(EasyAsAbcAnswer::new(self.rows, self.cols, values))
    }
}

/// Encodes `puzzle` with its clues always on.
pub fn encode(puzzle: &EasyAsAbc, options: &Options) -> EasyAsAbcEncoding {
    encode_with(puzzle, options, None)
}

/// Encodes `puzzle` with each clue behind its own selector (in the order of
/// [`puzzle_ir::PuzzleKind::clues`]).
pub fn encode_clues(puzzle: &EasyAsAbc, options: &Options) -> (EasyAsAbcEncoding, Vec<Lit>) {
    crate::kind::with_selectors(|selectors| encode_with(puzzle, options, selectors))
}

fn encode_with(
    puzzle: &EasyAsAbc,
    options: &Options,
    mut selectors: Option<&mut Vec<Lit>>,
) -> EasyAsAbcEncoding {
    let grid = Grid::new(puzzle.rows(), puzzle.cols());
    let mut cnf = CnfBuilder::naming(options.names);
    let explaining = selectors.is_some();
    let cells: Vec<Cell> = (0..grid.len())
        .map(|i| {
            if puzzle.givens()[i] == Some(UNKNOWN) {
                return Cell::Unknown;
            }
            let (row, col) = grid.position(i);
            let vars: Vec<Var> = (0..=puzzle.letters())
                .map(|v| {
                    let value = if v == 0 { ".".to_owned() } else { letter_text(v) };
                    cnf.new_named_var(|| format!("r{}c{}={value}", row + 1, col + 1))
                })
                .collect();
            let lits: Vec<Lit> = vars.iter().map(|var| var.pos_lit()).collect();
            options.amo.exactly_one(&lits, &mut cnf);
            Cell::Open(vars)
        })
        .collect();
    lines(puzzle, &grid, &cells, options, &mut cnf);
    let (rows, cols) = (grid.rows, grid.cols);
    for r in 0..rows + 2 {
        for c in 0..cols + 2 {
            let place = Framed::of(r, c, rows, cols);
            let Some(letter) = puzzle.at(place).filter(|&v| v != UNKNOWN) else {
                continue;
            };
            match place {
                Framed::Cell(row, col) => {
                    let lit = cells[grid.index(row, col)].value(letter).expect("a given's cell is open");
                    match selectors.as_deref_mut() {
                        Some(selectors) => selectors.push(lit),
                        None => cnf.add_clause([lit]),
                    }
                }
                Framed::Outside(side, index) => {
                    let view = puzzle.view(side, index);
                    let reach = view.len() + 1 - (puzzle.letters() as usize).min(view.len());
                    let seen: Vec<&Cell> = view.iter().take(reach).map(|&i| &cells[i]).collect();
                    let blank: Vec<Option<Lit>> = seen.iter().map(|cell| cell.blank()).collect();
                    let holds: Vec<Option<Lit>> = seen.iter().map(|cell| cell.value(letter)).collect();
                    let first = First::new(&blank, &mut cnf);
                    cnf.add_clue(selectors.as_deref_mut(), |cnf| {
                        first.sees(&holds).into_iter().for_each(|clause| cnf.add_clause(clause))
                    });
                }
                Framed::Corner => {}
            }
        }
    }
    // For explanations every cell is open: a given is a clue that may be left out.
    let given = (puzzle.givens().iter())
        .map(|g| g.is_some() && !explaining)
        .collect();
    let decoder = EasyAsAbcDecoder {
        rows,
        cols,
        cells,
        given,
    };
    EasyAsAbcEncoding { cnf, decoder }
}

/// Each letter exactly once in every row and column.
fn lines(puzzle: &EasyAsAbc, grid: &Grid, cells: &[Cell], options: &Options, cnf: &mut CnfBuilder) {
    for line in grid.lines() {
        let places: Vec<(u32, Vec<Lit>)> = (1..=puzzle.letters())
            .map(|letter| (letter, line.iter().filter_map(|&i| cells[i].value(letter)).collect()))
            .collect();
        let per_letter = places.iter().map(|(letter, lits)| (*letter, &lits[..]));
        if alldiff::exactly_once(per_letter, options.amo, cnf).is_err() {
            cnf.add_clause([]); // a line of `?` marks has no place for a letter
        }
    }
}
