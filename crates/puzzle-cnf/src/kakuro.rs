//! The Kakuro encoder: one-hot digits 1..9 per white cell (exactly one through
//! [`Options::amo`](crate::Options::amo)), distinct digits in every run (at most one cell
//! per digit), and the run's sum written as chosen by
//! [`Options::kakuro_sum`](crate::Options::kakuro_sum).
//!
//! Before encoding, the digit sets of each (length, sum) are listed once (subsets of
//! 1..9), and the cells' domains are pruned to a fixed point: a cell keeps a digit only if
//! some still-possible digit set of each of its two runs contains it, and a run keeps a
//! digit set only if its cells' domains cover the set and every cell of the run meets it.
//! Only the remaining digits get variables. A run whose sum its length cannot make, or a
//! cell left without digits, proves that the puzzle has no answer: a [`Contradiction`].
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

use crate::pb::{self, PbEncoding};
use crate::{CnfBuilder, Options, Relation};
use puzzle_ir::kakuro::{Direction, Kakuro, KakuroAnswer, Run};
use rustsat::types::{Lit, Var};
use std::fmt;

/// How the sum of a run is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum KakuroSum {
    /// One selector per digit set of the run's length and sum, exactly one selected, and
    /// "digit d is used in the run" (the OR of the cells' d literals) iff a selected set
    /// holds d: small, no arithmetic.
    #[default]
    Table,
    /// The pseudo-Boolean equality "sum of d times (cell = d) = clue" through the
    /// sequential weight counter: the larger, weaker baseline.
    Pb,
}

impl KakuroSum {
    /// Every sum encoding, for tests and comparisons.
    pub const ALL: [KakuroSum; 2] = [KakuroSum::Table, KakuroSum::Pb];

    /// A short name for reports.
    pub fn name(self) -> &'static str {
        match self {
            KakuroSum::Table => "table",
            KakuroSum::Pb => "pb",
        }
    }
}

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
#[derive(Debug)]
pub struct KakuroEncoding {
    pub cnf: CnfBuilder,
    pub decoder: KakuroDecoder,
}

/// A set of digits 1..9: bit d-1 for digit d.
type Digits = u16;

const ALL_DIGITS: Digits = 0x1ff;

fn has(set: Digits, d: usize) -> bool {
    set & (1 << (d - 1)) != 0
}

/// For every (length, sum), the digit sets of that many distinct digits adding up to it:
/// `table[len][sum]`, lengths 0..=9 and sums 0..=45.
fn digit_sets() -> Vec<Vec<Vec<Digits>>> {
    let mut table = vec![vec![Vec::new(); 46]; 10];
    for set in 0..=ALL_DIGITS {
        let sum: usize = (1..=9).filter(|&d| has(set, d)).sum();
        table[set.count_ones() as usize][sum].push(set);
    }
    table
}

/// The pruned domains (row-major, 0 for non-white cells) and, per run, its possible digit
/// sets.
fn prune(puzzle: &Kakuro) -> Result<(Vec<Digits>, Vec<Vec<Digits>>), Contradiction> {
    if let Some(run) = puzzle.impossible_runs().first() {
        return Err(Contradiction::ImpossibleRun {
            direction: run.direction,
            clue: run.clue_cell,
            sum: run.sum,
            len: run.cells.len(),
        });
    }
    let table = digit_sets();
    let cols = puzzle.cols();
    let index = |(r, c): (usize, usize)| r * cols + c;
    let mut domains: Vec<Digits> = puzzle
        .cells()
        .iter()
        .map(|&cell| {
            if cell == puzzle_ir::kakuro::Cell::White {
                ALL_DIGITS
            } else {
                0
            }
        })
        .collect();
    let mut sets: Vec<Vec<Digits>> = puzzle
        .runs()
        .iter()
        .map(|run| table[run.cells.len()][run.sum as usize].clone())
        .collect();
    loop {
        let mut changed = false;
        for (run, sets) in puzzle.runs().iter().zip(&mut sets) {
            let cover = run.cells.iter().fold(0, |acc, &p| acc | domains[index(p)]);
            let before = sets.len();
            sets.retain(|&s| {
                s & !cover == 0 && run.cells.iter().all(|&p| domains[index(p)] & s != 0)
            });
            changed |= sets.len() != before;
            let allowed = sets.iter().fold(0, |acc, &s| acc | s);
            for &p in &run.cells {
                let d = &mut domains[index(p)];
                if *d & !allowed != 0 {
                    *d &= allowed;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    for r in 0..puzzle.rows() {
        for c in 0..cols {
            if puzzle.is_white(r, c) && domains[index((r, c))] == 0 {
                return Err(Contradiction::EmptyDomain { cell: (r, c) });
            }
        }
    }
    Ok((domains, sets))
}

/// Encodes `puzzle`, or proves it has no answer (see [`Contradiction`]).
pub fn encode(puzzle: &Kakuro, options: &Options) -> Result<KakuroEncoding, Contradiction> {
    let (domains, run_sets) = prune(puzzle)?;
    Ok(encode_runs(puzzle, options, &domains, &run_sets, None))
}

/// Encodes `puzzle` without pruning (every white cell may hold 1..9) and with each run's
/// sum behind its own selector, in [`Kakuro::runs`] order; a sum its run cannot make
/// becomes a clause against its selector.
pub fn encode_clues(puzzle: &Kakuro, options: &Options) -> (KakuroEncoding, Vec<Lit>) {
    let table = digit_sets();
    let domains: Vec<Digits> = puzzle
        .cells()
        .iter()
        .map(|&cell| match cell {
            puzzle_ir::kakuro::Cell::White => ALL_DIGITS,
            _ => 0,
        })
        .collect();
    let run_sets: Vec<Vec<Digits>> = puzzle
        .runs()
        .iter()
        .map(|run| {
            let sums = table.get(run.cells.len());
            let sets = sums.and_then(|sums| sums.get(run.sum as usize));
            sets.cloned().unwrap_or_default()
        })
        .collect();
    let mut selectors = Vec::new();
    let encoding = encode_runs(puzzle, options, &domains, &run_sets, Some(&mut selectors));
    (encoding, selectors)
}

/// The CNF over the given domains and per-run digit sets; with `selectors`, each run's
/// sum is guarded by a fresh selector pushed there.
fn encode_runs(
    puzzle: &Kakuro,
    options: &Options,
    domains: &[Digits],
    run_sets: &[Vec<Digits>],
    mut selectors: Option<&mut Vec<Lit>>,
) -> KakuroEncoding {
    let cols = puzzle.cols();
    let mut cnf = if options.names {
        CnfBuilder::with_names()
    } else {
        CnfBuilder::new()
    };
    let mut digits = vec![[None; 9]; domains.len()];
    for (i, &domain) in domains.iter().enumerate() {
        if domain == 0 {
            continue;
        }
        for d in (1..=9).filter(|&d| has(domain, d)) {
            digits[i][d - 1] =
                Some(cnf.new_named_var(|| format!("r{}c{}={d}", i / cols + 1, i % cols + 1)));
        }
        let lits: Vec<Lit> = digits[i].iter().flatten().map(|v| v.pos_lit()).collect();
        options.amo.exactly_one(&lits, &mut cnf);
    }
    let lits_of = |run: &Run, d: usize| -> Vec<Lit> {
        run.cells
            .iter()
            .filter_map(|&(r, c)| digits[r * cols + c][d - 1].map(|v| v.pos_lit()))
            .collect()
    };
    for (k, (run, sets)) in puzzle.runs().iter().zip(run_sets).enumerate() {
        cnf.note(|| {
            format!(
                "run {k}: {} sum {} at {:?}",
                run.direction, run.sum, run.clue_cell
            )
        });
        for d in 1..=9 {
            let lits = lits_of(run, d);
            if lits.len() > 1 {
                options.amo.at_most_one(&lits, &mut cnf);
            }
        }
        let sum = |cnf: &mut CnfBuilder| match options.kakuro_sum {
            KakuroSum::Table => table_sum(run, k, sets, &lits_of, cnf),
            KakuroSum::Pb => {
                let terms: Vec<(Lit, u64)> = (1..=9)
                    .flat_map(|d| lits_of(run, d).into_iter().map(move |l| (l, d as u64)))
                    .collect();
                pb::encode(
                    &terms,
                    Relation::Equal,
                    u64::from(run.sum),
                    PbEncoding::SequentialWeightCounter,
                    cnf,
                );
            }
        };
        cnf.add_clue(selectors.as_deref_mut(), sum);
    }
    let decoder = KakuroDecoder {
        rows: puzzle.rows(),
        cols,
        digits,
    };
    KakuroEncoding { cnf, decoder }
}

/// The combination table of one run: exactly one selector per possible digit set, and
/// u_d <-> (some cell is d) <-> (some selected set holds d).
fn table_sum(
    run: &Run,
    k: usize,
    sets: &[Digits],
    lits_of: &impl Fn(&Run, usize) -> Vec<Lit>,
    cnf: &mut CnfBuilder,
) {
    let selectors: Vec<Lit> = sets
        .iter()
        .map(|&s| cnf.new_named_var(|| format!("run{k}:set{s:03x}")).pos_lit())
        .collect();
    // Exactly one: pairwise is tiny here (at most 12 sets per run).
    cnf.add_clause(selectors.iter().copied());
    for (i, &a) in selectors.iter().enumerate() {
        for &b in &selectors[i + 1..] {
            cnf.add_clause([!a, !b]);
        }
    }
    for d in 1..=9 {
        let cells = lits_of(run, d);
        let holding: Vec<Lit> = sets
            .iter()
            .zip(&selectors)
            .filter(|(&s, _)| has(s, d))
            .map(|(_, &l)| l)
            .collect();
        if cells.is_empty() && holding.is_empty() {
            continue;
        }
        let used = cnf.new_named_var(|| format!("run{k}:used{d}")).pos_lit();
        for &l in &cells {
            cnf.add_clause([!l, used]);
        }
        cnf.add_clause(std::iter::once(!used).chain(cells.iter().copied()));
        for &s in &holding {
            cnf.add_clause([!s, used]);
        }
        cnf.add_clause(std::iter::once(!used).chain(holding.iter().copied()));
    }
}
