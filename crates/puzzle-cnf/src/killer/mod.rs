//! The Killer Sudoku encoder: the Sudoku encoding of the grid ([`crate::sudoku`],
//! candidates eliminated and singles placed from the givens first), then each cage's
//! "distinct digits adding up to the sum" over the cells' value literals through the
//! shared [`crate::sum`] encodings (`--cage-sum table|mdd|pb`). A cage whose cells all
//! share a row, column or box gets no distinctness clauses of its own: the Sudoku's
//! already say it.
//!
//! ```
//! use puzzle_cnf::{killer, Options};
//! use puzzle_ir::killer::Killer;
//!
//! let text = "kind: killer\nbox: 2x2\ncages:\na a b b\nc d d e\nc f g e\nh f g g\n\
//!             sums:\na 3\nb 7\nc 7\nd 4\ne 6\nf 5\ng 6\nh 2\n";
//! let puzzle = Killer::parse("k.txt", text).unwrap();
//! let encoding = killer::encode(&puzzle, &Options::default()).unwrap();
//! assert!(encoding.cnf.n_vars() > 0);
//! ```

mod kind;

pub use kind::KillerOptions;

use crate::sudoku::{self, Cell, SudokuDecoder};
use crate::sum::{self, digits::MAX_DIGIT, CellDigits};
use crate::{CnfBuilder, KindEncoding, Lit, Options};
use puzzle_ir::killer::Killer;
use puzzle_ir::plural::count;
use std::fmt;

/// The CNF of a puzzle and the map back from its models (a Sudoku's).
pub type KillerEncoding = KindEncoding<SudokuDecoder>;

/// A proof, found before encoding, that the puzzle has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contradiction {
    /// The Sudoku part alone (clashing givens ...).
    Sudoku(sudoku::Contradiction),
    /// A cage whose sum no distinct digits 1..N of its size make.
    ImpossibleCage { label: String, sum: u32, len: usize },
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contradiction::Sudoku(c) => c.fmt(f),
            Contradiction::ImpossibleCage { label, sum, len } => write!(
                f,
                "cage {label} cannot sum to {sum} with {len} distinct digits"
            ),
        }
    }
}

impl std::error::Error for Contradiction {}

/// Encodes `puzzle`, or proves it has no answer.
pub fn encode(puzzle: &Killer, options: &Options) -> Result<KillerEncoding, Contradiction> {
    if let Some(cage) = puzzle.cages().iter().find(|c| !reachable(puzzle, c)) {
        return Err(Contradiction::ImpossibleCage {
            label: cage.label.clone(),
            sum: cage.sum,
            len: cage.cells.len(),
        });
    }
    let mut encoding = sudoku::encode(puzzle.sudoku(), options).map_err(Contradiction::Sudoku)?;
    encode_cages(puzzle, options, &mut encoding, None);
    Ok(encoding)
}

/// Encodes `puzzle` with a selector for each given and each cage (givens row-major, as
/// [`sudoku::encode_clues`] makes them, then each cage's sum and distinct digits behind
/// its own fresh selector), deducing nothing from them.
/// The `Err` is a contradiction of the Sudoku's rules alone.
pub fn encode_clues(
    puzzle: &Killer,
    options: &Options,
) -> Result<(KillerEncoding, Vec<Lit>), Contradiction> {
    let (mut encoding, mut selectors) =
        sudoku::encode_clues(puzzle.sudoku(), options).map_err(Contradiction::Sudoku)?;
    encode_cages(puzzle, options, &mut encoding, Some(&mut selectors));
    Ok((encoding, selectors))
}

/// Whether some distinct digits 1..N of the cage's size add up to its sum.
fn reachable(puzzle: &Killer, cage: &puzzle_ir::killer::Cage) -> bool {
    let (n, k) = (puzzle.size() as u32, cage.cells.len() as u32);
    let least = k * (k + 1) / 2;
    let most = k * (2 * n + 1 - k) / 2;
    k <= n && (least..=most).contains(&cage.sum)
}

/// Adds every cage to the Sudoku's CNF; with `selectors`, each cage's sum behind a fresh
/// selector pushed there.
fn encode_cages(
    puzzle: &Killer,
    options: &Options,
    encoding: &mut KillerEncoding,
    mut selectors: Option<&mut Vec<Lit>>,
) {
    let n = puzzle.size();
    let cnf = &mut encoding.cnf;
    // Fixed cells (givens, singles) take part in sums through one literal that is true.
    let mut truth = None;
    for (k, cage) in puzzle.cages().iter().enumerate() {
        cnf.note(|| {
            format!(
                "cage {}: sum {} over {}",
                cage.label,
                cage.sum,
                count(cage.cells.len(), "cell")
            )
        });
        let cells: Vec<CellDigits> = cage
            .cells
            .iter()
            .map(|&(r, c)| digits(&encoding.decoder.cells()[r * n + c], &mut truth, cnf))
            .collect();
        let prefix = format!("cage{k}:");
        // The cage's digits differ and add up to its sum: both go with the cage, so that a
        // cage dropped behind its selector (explain, generate) leaves no trace. A sum no
        // digits make gets the empty clause from the encoding itself.
        cnf.add_clue(selectors.as_deref_mut(), |cnf| {
            if !puzzle.in_one_group(cage) {
                sum::distinct(&cells, options.amo, cnf);
            }
            sum::encode_sum(&cells, cage.sum, &prefix, options.killer.sum, cnf)
        });
    }
}

/// A Sudoku cell's value literals as digits 1..N; a fixed value gets the literal `truth`,
/// made (with its unit clause) the first time it is needed.
fn digits(cell: &Cell, truth: &mut Option<Lit>, cnf: &mut CnfBuilder) -> CellDigits {
    let mut digits: CellDigits = [None; MAX_DIGIT];
    match cell {
        Cell::Fixed(v) => {
            let lit = *truth.get_or_insert_with(|| {
                let lit = cnf.new_named_var(|| "true".into()).pos_lit();
                cnf.add_clause([lit]);
                lit
            });
            digits[*v as usize - 1] = Some(lit);
        }
        Cell::Open(candidates) => {
            for &(v, var) in candidates {
                digits[v as usize - 1] = Some(var.pos_lit());
            }
        }
    }
    digits
}
