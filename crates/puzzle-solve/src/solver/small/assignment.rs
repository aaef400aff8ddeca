//! The assignment: each literal's value, each variable's decision level and reason, and
//! the trail of assigned literals in order. It is a part of its own so that propagation
//! can assign literals while it reads the clauses, without moving their lists out and
//! back (6% of the instructions of a forum-hardest 9x9 batch).

use super::cdcl::var;
use super::Lit;

/// Why a variable has its value: a decision or an input unit (no reason), a binary
/// clause (its other literal, marked by [`BINARY`]), or a long clause.
pub(super) type Reason = u32;

/// The reason of decisions and units.
pub(super) const NO_REASON: Reason = u32::MAX;

/// Marks a binary reason; the other bits are the clause's other literal.
pub(super) const BINARY: Reason = 1 << 31;

#[derive(Debug, Default)]
pub(super) struct Assignment {
    /// Per literal: 1 true, -1 false, 0 open (both literals of a variable are written).
    pub value: Vec<i8>,
    pub level: Vec<u32>,
    pub reason: Vec<Reason>,
    pub trail: Vec<Lit>,
    /// Where each decision level starts in `trail`.
    pub level_starts: Vec<usize>,
}

impl Assignment {
    /// Nothing assigned, over `n_vars` variables; keeps the memory.
    pub fn reset(&mut self, n_vars: usize) {
        refill(&mut self.value, 2 * n_vars, 0);
        refill(&mut self.level, n_vars, 0);
        refill(&mut self.reason, n_vars, NO_REASON);
        self.trail.clear();
        self.level_starts.clear();
    }

    /// The current decision level.
    pub fn decision_level(&self) -> u32 {
        self.level_starts.len() as u32
    }

    /// Opens a decision level and makes `lit` true there. Inlined into the search loop:
    /// left a call, it cost 2.4% more instructions on a forum-hardest 9x9 batch.
    #[inline]
    pub fn decide(&mut self, lit: Lit) {
        self.level_starts.push(self.trail.len());
        self.assign(lit, NO_REASON);
    }

    /// Makes `lit` true at the current decision level.
    pub fn assign(&mut self, lit: Lit, reason: Reason) {
        self.value[lit as usize] = 1;
        self.value[(lit ^ 1) as usize] = -1;
        let var = var(lit);
        self.level[var] = self.decision_level();
        self.reason[var] = reason;
        self.trail.push(lit);
    }
}

/// Makes `values` `len` copies of `value`, in the memory it has.
pub(super) fn refill<T: Clone>(values: &mut Vec<T>, len: usize, value: T) {
    values.clear();
    values.resize(len, value);
}
