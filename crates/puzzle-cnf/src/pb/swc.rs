//! The sequential weight counter (Hölldobler, Manthey, Steinke, KI 2012). After term i,
//! register variable `s[j]` is implied true when the weighted sum of the terms so far is
//! at least j+1 (j < k); a term that would carry the sum past k is refused. Register
//! entries the prefix cannot reach (j+1 above the prefix's weight sum) are left out: they
//! could only ever be false.

use super::{to_usize, weight_sum};
use crate::{CnfBuilder, Lit, Relation, Var};

/// Encodes a reduced constraint (distinct variables, positive weights, non-trivial).
pub(super) fn encode(terms: &[(Lit, u64)], relation: Relation, bound: u64, cnf: &mut CnfBuilder) {
    let sum = weight_sum(terms);
    let negated: Vec<(Lit, u64)> = terms.iter().map(|&(l, w)| (!l, w)).collect();
    match relation {
        Relation::AtMost => at_most(terms, bound, cnf),
        // sum >= k is: the weight of the false literals is at most sum - k.
        Relation::AtLeast => at_most(&negated, sum - bound, cnf),
        Relation::Equal => {
            at_most(terms, bound, cnf);
            at_most(&negated, sum - bound, cnf);
        }
    }
}

/// `sum of w * lit <= k`.
fn at_most(terms: &[(Lit, u64)], k: u64, cnf: &mut CnfBuilder) {
    if weight_sum(terms) <= k {
        return;
    }
    let k = to_usize(k);
    let mut prev: Vec<Var> = Vec::new();
    let mut prefix = 0usize;
    for (i, &(lit, w)) in terms.iter().enumerate() {
        let w = to_usize(w);
        refuse_overflow(lit, w, &prev, k, cnf);
        if i + 1 == terms.len() {
            break;
        }
        prefix = prefix.saturating_add(w);
        prev = step(lit, w, &prev, k.min(prefix), cnf);
    }
}

/// `lit` must be false when its weight alone, or with the sum so far, exceeds `k`.
fn refuse_overflow(lit: Lit, w: usize, prev: &[Var], k: usize, cnf: &mut CnfBuilder) {
    if w > k {
        cnf.add_clause([!lit]);
    } else if let Some(full) = prev.get(k - w) {
        // The sum so far is at least k - w + 1.
        cnf.add_clause([!lit, full.neg_lit()]);
    }
}

/// The register (of length `len`) after adding `w * lit` to the register `prev`.
fn step(lit: Lit, w: usize, prev: &[Var], len: usize, cnf: &mut CnfBuilder) -> Vec<Var> {
    let s: Vec<Var> = (0..len).map(|_| cnf.new_var()).collect();
    for (j, &p) in prev.iter().enumerate() {
        cnf.add_clause([p.neg_lit(), s[j].pos_lit()]);
        if let Some(&carried) = s.get(j + w) {
            cnf.add_clause([!lit, p.neg_lit(), carried.pos_lit()]);
        }
    }
    for &v in s.iter().take(w) {
        cnf.add_clause([!lit, v.pos_lit()]);
    }
    s
}
