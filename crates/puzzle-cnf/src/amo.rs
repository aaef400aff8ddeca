//! At-most-one and exactly-one constraints. The encodings themselves are rustsat's
//! (`encodings::am1`); this module only names them, picks one by length, and adds the
//! at-least-one clause for exactly-one. Pairwise clauses alone are written here, straight
//! into the builder: rustsat builds a heap-allocated clause per pair, which was 16% of
//! the instructions of a 9x9 batch (callgrind), and the clauses are the same.
//!
//! ```
//! use puzzle_cnf::{amo::AmoEncoding, CnfBuilder};
//!
//! let mut cnf = CnfBuilder::new();
//! let lits: Vec<_> = (0..10).map(|_| cnf.new_var().pos_lit()).collect();
//! AmoEncoding::Ladder.exactly_one(&lits, &mut cnf);
//! assert_eq!(cnf.n_vars(), 10 + 9); // the ladder adds n - 1 variables
//! ```

use crate::CnfBuilder;
use rustsat::encodings::am1::{Bimander, Bitwise, Commander, Encode, Ladder, Pairwise};
use rustsat::types::Lit;
use std::str::FromStr;

/// Up to this length `Auto` writes pairwise clauses: no auxiliary variables, at most 630
/// clauses. Longer lists use the ladder (3n clauses). Pairwise up to 36 rather than 12
/// solves the 36x36 and 25x25 Sudokus several times faster (the measurement is in
/// docs/ENCODINGS.md).
pub const AUTO_PAIRWISE_MAX: usize = 36;

/// How an at-most-one constraint is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AmoEncoding {
    /// Pairwise up to [`AUTO_PAIRWISE_MAX`] literals, ladder beyond.
    #[default]
    Auto,
    Pairwise,
    Ladder,
    Bitwise,
    Commander,
    Bimander,
}

impl AmoEncoding {
    /// Every encoding, for tests and comparisons.
    pub const ALL: [AmoEncoding; 6] = [
        AmoEncoding::Auto,
        AmoEncoding::Pairwise,
        AmoEncoding::Ladder,
        AmoEncoding::Bitwise,
        AmoEncoding::Commander,
        AmoEncoding::Bimander,
    ];

    /// The names of [`AmoEncoding::ALL`], in that order.
    pub const NAMES: &'static [&'static str] = &[
        "auto",
        "pairwise",
        "ladder",
        "bitwise",
        "commander",
        "bimander",
    ];

    /// The name accepted by [`FromStr`] and the command line.
    pub fn name(self) -> &'static str {
        match self {
            AmoEncoding::Auto => "auto",
            AmoEncoding::Pairwise => "pairwise",
            AmoEncoding::Ladder => "ladder",
            AmoEncoding::Bitwise => "bitwise",
            AmoEncoding::Commander => "commander",
            AmoEncoding::Bimander => "bimander",
        }
    }

    /// Adds clauses that allow at most one of `lits` to be true.
    pub fn at_most_one(self, lits: &[Lit], cnf: &mut CnfBuilder) {
        if lits.len() < 2 {
            return;
        }
        let owned = || lits.to_vec();
        match self.resolve(lits.len()) {
            AmoEncoding::Pairwise => pairwise(lits, cnf),
            AmoEncoding::Ladder => rustsat_amo(Ladder::from(owned()), cnf),
            AmoEncoding::Bitwise => rustsat_amo(Bitwise::from(owned()), cnf),
            AmoEncoding::Commander => rustsat_amo(Commander::<4, Pairwise>::from(owned()), cnf),
            AmoEncoding::Bimander => rustsat_amo(Bimander::<4, Pairwise>::from(owned()), cnf),
            AmoEncoding::Auto => unreachable!("resolve never returns Auto"),
        }
    }

    /// Adds clauses that make exactly one of `lits` true.
    pub fn exactly_one(self, lits: &[Lit], cnf: &mut CnfBuilder) {
        cnf.add_clause(lits.iter().copied());
        self.at_most_one(lits, cnf);
    }

    fn resolve(self, len: usize) -> AmoEncoding {
        match self {
            AmoEncoding::Auto if len <= AUTO_PAIRWISE_MAX => AmoEncoding::Pairwise,
            AmoEncoding::Auto => AmoEncoding::Ladder,
            chosen => chosen,
        }
    }
}

/// Adds the clauses of one of rustsat's at-most-one encodings.
fn rustsat_amo(mut encoding: impl Encode, cnf: &mut CnfBuilder) {
    let (clauses, vars) = cnf.parts();
    encoding
        .encode(clauses, vars)
        .expect("out of memory while encoding at-most-one");
}

/// `!a | !b` for every pair, in rustsat's order (so that snapshots do not change).
fn pairwise(lits: &[Lit], cnf: &mut CnfBuilder) {
    for (i, &first) in lits.iter().enumerate() {
        for &second in &lits[i + 1..] {
            cnf.add_clause([!first, !second]);
        }
    }
}

/// An unknown encoding name, with the list of known ones.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown at-most-one encoding `{0}` (expected auto, pairwise, ladder, bitwise, commander or bimander)")]
pub struct UnknownAmo(pub String);

impl FromStr for AmoEncoding {
    type Err = UnknownAmo;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        AmoEncoding::ALL
            .into_iter()
            .find(|e| e.name() == s)
            .ok_or_else(|| UnknownAmo(s.to_owned()))
    }
}
