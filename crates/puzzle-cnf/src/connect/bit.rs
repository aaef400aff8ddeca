//! Literals that may be constants: a vertex or edge that is always present is `True`, so
//! clauses over graph elements fold constants away instead of spending a variable on them.

use crate::{CnfBuilder, Lit};
use std::ops::Not;

/// A literal or a constant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bit {
    False,
    True,
    Lit(Lit),
}

impl Bit {
    /// A fresh variable.
    pub(crate) fn fresh(cnf: &mut CnfBuilder) -> Bit {
        Bit::Lit(cnf.new_var().pos_lit())
    }

    /// `self ∨ other`, as a fresh variable defined by three clauses unless a constant
    /// settles it.
    pub(crate) fn or(self, other: Bit, cnf: &mut CnfBuilder) -> Bit {
        match (self, other) {
            (Bit::True, _) | (_, Bit::True) => Bit::True,
            (Bit::False, bit) | (bit, Bit::False) => bit,
            (a, b) => {
                let either = Bit::fresh(cnf);
                clause(cnf, [!a, either]);
                clause(cnf, [!b, either]);
                clause(cnf, [!either, a, b]);
                either
            }
        }
    }
}

impl From<bool> for Bit {
    fn from(constant: bool) -> Bit {
        match constant {
            true => Bit::True,
            false => Bit::False,
        }
    }
}

impl Not for Bit {
    type Output = Bit;

    fn not(self) -> Bit {
        match self {
            Bit::False => Bit::True,
            Bit::True => Bit::False,
            Bit::Lit(lit) => Bit::Lit(!lit),
        }
    }
}

/// Adds the clause `bits`: nothing when one of them is `True`, and without its `False`
/// members (the empty clause when all are).
pub(crate) fn clause(cnf: &mut CnfBuilder, bits: impl IntoIterator<Item = Bit>) {
    let mut lits = Vec::new();
    for bit in bits {
        match bit {
            Bit::True => return,
            Bit::False => {}
            Bit::Lit(lit) => lits.push(lit),
        }
    }
    cnf.add_clause(lits);
}
