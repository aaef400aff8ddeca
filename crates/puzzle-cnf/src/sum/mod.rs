//! "Distinct digits adding up to a sum" over any cells: the rule of a Kakuro run and
//! of a cage (a region of a grid). Each cell is given as its digit literals ([`CellDigits`]);
//! the caller makes each cell one-hot. [`encode`] writes the distinctness (through
//! [`crate::alldiff`]) and the sum, as a [`SumEncoding`] chooses:
//!
//! * `table` (module [`table`]): one selector per digit set that fits, exactly one
//!   selected; small, no arithmetic, not generalized arc consistent;
//! * `mdd` (module [`mdd`]): a decision diagram over the cells whose nodes are the digit
//!   sets used so far; generalized arc consistent for sum and distinctness together;
//! * `pb`: the pseudo-Boolean equality through the sequential weight counter
//!   ([`crate::pb`]), the larger, weaker baseline.
//!
//! ```
//! use puzzle_cnf::sum::{self, CellDigits, SumEncoding};
//! use puzzle_cnf::{AmoEncoding, CnfBuilder};
//!
//! // Two cells with every digit, summing to 3: only 1 and 2 are on a path of the MDD.
//! let mut cnf = CnfBuilder::new();
//! let cells: Vec<CellDigits> =
//!     (0..2).map(|_| std::array::from_fn(|d| (d < 9).then(|| cnf.new_var().pos_lit()))).collect();
//! sum::encode(&cells, 3, "", SumEncoding::Mdd, AmoEncoding::default(), &mut cnf);
//! assert!(cnf.clauses().any(|c| c.len() == 1 && c[0] == !cells[0][8].unwrap()));
//! ```

pub mod digits;
pub mod mdd;
pub mod table;

use crate::pb::{self, PbEncoding};
use crate::{alldiff, AmoEncoding, CnfBuilder, Lit, Relation};
use digits::MAX_DIGIT;
use std::fmt;
use std::str::FromStr;

/// The literals of "this cell holds d" for d = 1..[`MAX_DIGIT`], where d is still
/// possible (a Kakuro cell has none beyond 9, a cage's cell none beyond N).
pub type CellDigits = [Option<Lit>; MAX_DIGIT];

/// How the sum of a group of distinct digits is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SumEncoding {
    /// Digit-set selectors (module [`table`]).
    #[default]
    Table,
    /// The pseudo-Boolean equality "sum of d times (cell = d) = clue" through the
    /// sequential weight counter.
    Pb,
    /// A decision diagram over the cells (module [`mdd`]).
    Mdd,
}

impl SumEncoding {
    /// Every sum encoding, for tests and comparisons.
    pub const ALL: [SumEncoding; 3] = [SumEncoding::Table, SumEncoding::Pb, SumEncoding::Mdd];

    /// The names accepted by [`FromStr`] and the command line.
    pub const NAMES: &'static [&'static str] = &["table", "pb", "mdd"];

    /// The name accepted by [`FromStr`] and the command line.
    pub fn name(self) -> &'static str {
        match self {
            SumEncoding::Table => "table",
            SumEncoding::Pb => "pb",
            SumEncoding::Mdd => "mdd",
        }
    }
}

/// An unknown sum encoding name, with the list of known ones.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown sum encoding `{0}` (expected table, pb or mdd)")]
pub struct UnknownSumEncoding(pub String);

impl FromStr for SumEncoding {
    type Err = UnknownSumEncoding;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        SumEncoding::ALL
            .into_iter()
            .find(|e| e.name() == s)
            .ok_or_else(|| UnknownSumEncoding(s.to_owned()))
    }
}

impl fmt::Display for SumEncoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Adds "the cells hold distinct digits adding up to `sum`" to `cnf`; `prefix` starts
/// the names of new variables.
pub fn encode(
    cells: &[CellDigits],
    sum: u32,
    prefix: &str,
    encoding: SumEncoding,
    amo: AmoEncoding,
    cnf: &mut CnfBuilder,
) {
    distinct(cells, amo, cnf);
    encode_sum(cells, sum, prefix, encoding, cnf);
}

/// At most one cell per digit. Needed by table and pb. The MDD implies it (with the same
/// propagation), but keeping it pays: it halved the time of the generated large Kakuro set
/// (docs/experiments/2026-11-26-figures-from-code-comments.md, "Kakuro and Killer sums").
pub fn distinct(cells: &[CellDigits], amo: AmoEncoding, cnf: &mut CnfBuilder) {
    alldiff::at_most_once(
        (1..=MAX_DIGIT).map(|d| cells.iter().filter_map(move |c| c[d - 1])),
        amo,
        cnf,
    );
}

/// The sum alone (distinctness is the caller's, or [`encode`]'s).
pub fn encode_sum(
    cells: &[CellDigits],
    sum: u32,
    prefix: &str,
    encoding: SumEncoding,
    cnf: &mut CnfBuilder,
) {
    match encoding {
        SumEncoding::Table => table::encode(cells, sum, prefix, cnf),
        SumEncoding::Mdd => mdd::encode(cells, sum, prefix, cnf),
        SumEncoding::Pb => {
            let terms: Vec<(Lit, u64)> = cells
                .iter()
                .flat_map(|c| c.iter().zip(1u64..).filter_map(|(l, d)| Some(((*l)?, d))))
                .collect();
            pb::encode(
                &terms,
                Relation::Equal,
                u64::from(sum),
                PbEncoding::SequentialWeightCounter,
                cnf,
            );
        }
    }
}
