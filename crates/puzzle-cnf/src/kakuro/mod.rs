//! The Kakuro encoder: one-hot digits 1..9 per white cell (exactly one through
//! [`Options::amo`](crate::Options::amo)), distinct digits in every run (at most one cell
//! per digit), and the run's sum written as chosen by
//! [`KakuroOptions::sum`].
//!
//! Before encoding, the cells' domains are pruned to a fixed point (module `domains`): a cell
//! keeps a digit only if some digit set of each of its two runs that fits the run's
//! domains holds it. Only the remaining digits get variables. A run whose sum its length
//! cannot make, or a cell left without digits, proves that the puzzle has no answer: a
//! [`Contradiction`].
//!
//! The sum encodings are shared with other kinds in [`crate::sum`]: `table` (digit-set
//! selectors), `mdd` (a decision diagram over the run's cells, generalized arc
//! consistent), and the pseudo-Boolean equality of [`crate::pb`].
//!
//! ```
//! use puzzle_cnf::{kakuro, Options};
//! use puzzle_ir::kakuro::Kakuro;
//!
//! let puzzle = Kakuro::parse("p.txt", "kind: kakuro\ngrid:\nx,4\\,6\\\n\\3,0,0\n\\7,0,0\n").unwrap();
//! let encoding = kakuro::encode(&puzzle, &Options::default()).unwrap();
//! // The top-left cell is in a run of 2 summing to 3 and one summing to 4: {1,2} ∩ {1,3}.
//! assert_eq!(encoding.decoder.domain(1, 1), vec![1]);
//! ```

mod domains;
mod kind;

use crate::sum::{self, digits::has, digits::Digits, digits::MAX_DIGIT};
use crate::{CnfBuilder, Options};
pub use kind::KakuroOptions;
use puzzle_ir::kakuro::{Direction, Kakuro, KakuroAnswer};
use rustsat::types::{Lit, Var};
use std::fmt;

pub use crate::sum::CellDigits;
/// How the sum of a run is written: the shared [`crate::sum`] encodings.
pub use crate::sum::SumEncoding as KakuroSum;
pub use crate::sum::UnknownSumEncoding as UnknownKakuroSum;

/// A proof, found before encoding, that the puzzle has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contradiction {
    /// A run whose sum no distinct digits 1..9 of its length make.
    ImpossibleRun {
        direction: Direction,
        /// 0-based (row, column) of the clue cell.
        clue: (usize, usize),
        sum: u32,
        len: usize,
    },
    /// A white cell (0-based) with no digit that fits both of its runs.
    EmptyDomain { cell: (usize, usize) },
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contradiction::ImpossibleRun {
                direction,
                clue,
                sum,
                len,
            } => write!(
                f,
                "the {direction} run of the clue at row {}, column {} cannot sum to {sum} with {len} distinct digits 1..9",
                clue.0 + 1,
                clue.1 + 1
            ),
            Contradiction::EmptyDomain { cell } => write!(
                f,
                "no digit fits the cell at row {}, column {} in both of its runs",
                cell.0 + 1,
                cell.1 + 1
            ),
        }
    }
}

impl std::error::Error for Contradiction {}

/// A model that is not an answer: a white cell with no true digit variable or several.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the model gives the cell at row {}, column {} {count} digits", .cell.0 + 1, .cell.1 + 1)]
pub struct BadModel {
    pub cell: (usize, usize),
    pub count: usize,
}

/// The map from a model back to a [`KakuroAnswer`]: per cell (row-major), the variable of
/// each digit 1..9 still possible there (none for blocks and clues).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KakuroDecoder {
    rows: usize,
    cols: usize,
    digits: Vec<[Option<Var>; 9]>,
}

impl KakuroDecoder {
    /// The variable of "the cell at 0-based (row, col) holds `digit`", if that digit is
    /// still possible there.
    pub fn var(&self, row: usize, col: usize, digit: u8) -> Option<Var> {
        let d = usize::from(digit).checked_sub(1)?;
        *self.digits[row * self.cols + col].get(d)?
    }

    /// The digits left for the cell at 0-based (row, col) after pruning (empty for blocks
    /// and clue cells).
    pub fn domain(&self, row: usize, col: usize) -> Vec<u8> {
        (1..=9)
            .filter(|&d| self.var(row, col, d).is_some())
            .collect()
    }

    /// The digit variables of each white cell; blocks and clue cells are stated.
    pub fn cell_vars(&self) -> Vec<crate::CellVars> {
        self.digits
            .iter()
            .map(
                |vars| match vars.iter().flatten().copied().collect::<Vec<_>>() {
                    vars if vars.is_empty() => crate::CellVars::Stated,
                    vars => crate::CellVars::Open(vars),
                },
            )
            .collect()
    }

    /// The digit variables' values that decode to `answer`.
    pub fn lits_of(&self, answer: &KakuroAnswer) -> Vec<Lit> {
        let cells = self.digits.iter().zip(answer.digits());
        cells
            .flat_map(|(vars, &digit)| {
                (1..=9u8).filter_map(move |d| {
                    vars[usize::from(d - 1)].map(|var| Lit::new(var.idx32(), digit != Some(d)))
                })
            })
            .collect()
    }

    /// Reads the answer from the values of the variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> Result<KakuroAnswer, BadModel> {
        let mut out = Vec::with_capacity(self.digits.len());
        for (index, vars) in self.digits.iter().enumerate() {
            if vars.iter().all(Option::is_none) {
                out.push(None);
                continue;
            }
            let mut set = (1..=9u8).filter(|&d| vars[usize::from(d - 1)].is_some_and(&value_of));
            match (set.next(), set.count()) {
                (Some(d), 0) => out.push(Some(d)),
                (first, rest) => {
                    return Err(BadModel {
                        cell: (index / self.cols, index % self.cols),
                        count: usize::from(first.is_some()) + rest,
                    })
                }
            }
        }
        Ok(KakuroAnswer::new(self.rows, self.cols, out))
    }
}

/// The CNF of a puzzle and the map back from its models.
pub type KakuroEncoding = crate::KindEncoding<KakuroDecoder>;

/// Encodes `puzzle`, or proves it has no answer (see [`Contradiction`]).
pub fn encode(puzzle: &Kakuro, options: &Options) -> Result<KakuroEncoding, Contradiction> {
    let domains = domains::prune(puzzle)?;
    Ok(encode_runs(puzzle, options, &domains, None))
}

/// Encodes `puzzle` without pruning (every white cell may hold 1..9) and with each run's
/// sum behind its own selector, in [`Kakuro::runs`] order; distinct digits stay rules. A
/// sum its run cannot make becomes a clause against its selector.
pub fn encode_clues(puzzle: &Kakuro, options: &Options) -> (KakuroEncoding, Vec<Lit>) {
    let mut selectors = Vec::new();
    let domains = domains::unpruned(puzzle);
    let encoding = encode_runs(puzzle, options, &domains, Some(&mut selectors));
    (encoding, selectors)
}

/// The CNF over the given cell domains; with `selectors`, each run's sum is guarded by a
/// fresh selector pushed there.
fn encode_runs(
    puzzle: &Kakuro,
    options: &Options,
    domains: &[Digits],
    mut selectors: Option<&mut Vec<Lit>>,
) -> KakuroEncoding {
    let cols = puzzle.cols();
    let mut cnf = if options.names {
        CnfBuilder::with_names()
    } else {
        CnfBuilder::new()
    };
    let mut digits: Vec<CellDigits> = vec![[None; MAX_DIGIT]; domains.len()];
    for (i, &domain) in domains.iter().enumerate() {
        if domain == 0 {
            continue;
        }
        for d in (1..=9).filter(|&d| has(domain, d)) {
            let name = || format!("r{}c{}={d}", i / cols + 1, i % cols + 1);
            digits[i][d - 1] = Some(cnf.new_named_var(name).pos_lit());
        }
        let lits: Vec<Lit> = digits[i].iter().flatten().copied().collect();
        options.amo.exactly_one(&lits, &mut cnf);
    }
    for (k, run) in puzzle.runs().iter().enumerate() {
        cnf.note(|| {
            format!(
                "run {k}: {} sum {} at {:?}",
                run.direction, run.sum, run.clue_cell
            )
        });
        let cells: Vec<CellDigits> = run
            .cells
            .iter()
            .map(|&(r, c)| digits[r * cols + c])
            .collect();
        sum::distinct(&cells, options.amo, &mut cnf);
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            sum::encode_sum(
                &cells,
                run.sum,
                &format!("run{k}:"),
                options.kakuro.sum,
                cnf,
            )
        });
    }
    let digits = digits
        .iter()
        .map(|cell| std::array::from_fn(|d| cell[d].map(Lit::var)))
        .collect();
    let decoder = KakuroDecoder {
        rows: puzzle.rows(),
        cols,
        digits,
    };
    KakuroEncoding { cnf, decoder }
}

/// Adds the rules of one run to `cnf`: distinct digits and the sum `sum`, written as
/// `options.kakuro.sum` says, over the digit literals of its cells (their exactly-one is
/// the caller's). `prefix` starts the names of the new variables. Public so that the
/// encodings can be tested on single runs with any domains.
///
/// ```
/// use puzzle_cnf::kakuro::{encode_run, CellDigits, KakuroOptions, KakuroSum};
/// use puzzle_cnf::{CnfBuilder, Options};
///
/// // Two cells with every digit, summing to 3: only 1 and 2 are on a path.
/// let mut cnf = CnfBuilder::new();
/// let cells: Vec<CellDigits> =
///     (0..2).map(|_| std::array::from_fn(|d| (d < 9).then(|| cnf.new_var().pos_lit()))).collect();
/// let options = Options { kakuro: KakuroOptions { sum: KakuroSum::Mdd }, ..Options::default() };
/// encode_run(&cells, 3, "", &options, &mut cnf);
/// // Digits 3..9 of both cells are on no path: unit clauses rule them out.
/// assert!(cnf.clauses().any(|c| c.len() == 1 && c[0] == !cells[0][8].unwrap()));
/// ```
pub fn encode_run(
    cells: &[CellDigits],
    sum: u32,
    prefix: &str,
    options: &Options,
    cnf: &mut CnfBuilder,
) {
    sum::encode(cells, sum, prefix, options.kakuro.sum, options.amo, cnf);
}
