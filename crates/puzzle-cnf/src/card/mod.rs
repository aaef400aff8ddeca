//! Cardinality constraints: at most, at least or exactly `bound` of some literals are
//! true.
//!
//! ```
//! use puzzle_cnf::card::{self, CardEncoding};
//! use puzzle_cnf::{CnfBuilder, Relation};
//!
//! let mut cnf = CnfBuilder::new();
//! let lits: Vec<_> = (0..5).map(|_| cnf.new_var().pos_lit()).collect();
//! card::encode(&lits, Relation::AtMost, 2, CardEncoding::SequentialCounter, &mut cnf);
//! // Sinz: (n-1)k counter variables and 2nk + n - 3k - 1 clauses.
//! assert_eq!((cnf.n_vars(), cnf.n_clauses()), (5 + 4 * 2, 20 + 5 - 6 - 1));
//! ```
//!
//! Two encodings:
//!
//! * **Sequential counter** (C. Sinz, "Towards an optimal CNF encoding of Boolean
//!   cardinality constraints", CP 2005), written here: a unary register per prefix of
//!   the literals. `<= k` costs (n-1)k variables and 2nk + n - 3k - 1 clauses; `>= k` is
//!   "at most n-k of the negated literals"; `= k` is both (twice the size).
//! * **Totalizer** (O. Bailleux, Y. Boufkhad, "Efficient CNF encoding of Boolean
//!   cardinality constraints", CP 2003): rustsat's `encodings::card::Totalizer`, a
//!   tree of unary adders, O(n log n) variables and O(nk) clauses.
//!
//! Both are generalized arc consistent (checked exhaustively by `tests/it/card_semantics.rs`
//! over every partial assignment of up to 6 inputs): unit propagation derives every
//! forced input and fails on every partial assignment with no extension, for `<=`, `>=`
//! and `=` (for `=` the two one-sided halves are enough, because the possible counts form
//! an interval).
//!
//! Impossible constraints (`>= k` or `= k` with k above the number of literals) add the
//! empty clause; trivial ones (`<= n`, `>= 0`) add nothing. A literal listed twice (or
//! with its negation) counts once per occurrence: the encodings stay exact, but GAC is
//! only claimed for distinct variables.

pub mod few;
mod sequential;

use crate::{CnfBuilder, Implied, Lit, Relation};
use rustsat::encodings::card::{BoundBoth, BoundLower, BoundUpper, Totalizer};
use std::str::FromStr;

/// How a cardinality constraint is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CardEncoding {
    /// Sinz's sequential counter (our own code).
    #[default]
    SequentialCounter,
    /// rustsat's totalizer.
    Totalizer,
}

impl CardEncoding {
    /// Every encoding, for tests and comparisons.
    pub const ALL: [CardEncoding; 2] = [CardEncoding::SequentialCounter, CardEncoding::Totalizer];

    /// The name accepted by [`FromStr`] and the command line.
    pub fn name(self) -> &'static str {
        match self {
            CardEncoding::SequentialCounter => "sequential-counter",
            CardEncoding::Totalizer => "totalizer",
        }
    }
}

/// An unknown encoding name, with the list of known ones.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown cardinality encoding `{0}` (expected sequential-counter or totalizer)")]
pub struct UnknownCard(pub String);

impl FromStr for CardEncoding {
    type Err = UnknownCard;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        CardEncoding::ALL
            .into_iter()
            .find(|e| e.name() == s)
            .ok_or_else(|| UnknownCard(s.to_owned()))
    }
}

/// Adds clauses that make the number of true `lits` satisfy `relation bound`.
pub fn encode(
    lits: &[Lit],
    relation: Relation,
    bound: usize,
    encoding: CardEncoding,
    cnf: &mut CnfBuilder,
) {
    let n = lits.len();
    match relation {
        Relation::AtLeast | Relation::Equal if bound > n => return cnf.add_clause([]),
        Relation::AtMost if bound >= n => return,
        Relation::AtLeast if bound == 0 => return,
        Relation::Equal if n == 0 => return,
        _ => {}
    }
    match encoding {
        CardEncoding::SequentialCounter => sequential::encode(lits, relation, bound, cnf),
        CardEncoding::Totalizer => totalizer(lits, relation, bound, cnf),
    }
}

/// A cardinality constraint as an [`Implied`] one: written by [`encode`] only when a
/// search asks for it ([`CnfBuilder::implied`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Count {
    lits: Vec<Lit>,
    relation: Relation,
    bound: usize,
    encoding: CardEncoding,
}

impl Count {
    /// "`relation bound` of `lits` are true", written with `encoding`.
    pub fn new(lits: Vec<Lit>, relation: Relation, bound: usize, encoding: CardEncoding) -> Self {
        Count {
            lits,
            relation,
            bound,
            encoding,
        }
    }
}

impl Implied for Count {
    fn encode(&self, cnf: &mut CnfBuilder) {
        encode(&self.lits, self.relation, self.bound, self.encoding, cnf);
    }
}

/// rustsat's totalizer for a non-trivial, possible constraint; its output literals that
/// enforce the bound become unit clauses.
fn totalizer(lits: &[Lit], relation: Relation, bound: usize, cnf: &mut CnfBuilder) {
    let mut tot = Totalizer::from(lits.to_vec());
    let (clauses, vars) = cnf.parts();
    const OOM: &str = "out of memory while encoding a totalizer";
    let units = match relation {
        Relation::AtMost => {
            tot.encode_ub(bound..=bound, clauses, vars).expect(OOM);
            tot.enforce_ub(bound).expect("the bound was just encoded")
        }
        Relation::AtLeast => {
            tot.encode_lb(bound..=bound, clauses, vars).expect(OOM);
            tot.enforce_lb(bound).expect("the bound was just encoded")
        }
        Relation::Equal => {
            tot.encode_both(bound..=bound, clauses, vars).expect(OOM);
            tot.enforce_eq(bound).expect("the bound was just encoded")
        }
    };
    for unit in units {
        cnf.add_clause([unit]);
    }
}
