//! Sinz's sequential counter (CP 2005). Register `s[i][j]` (j < k) is implied true when
//! at least j+1 of the first i+1 literals are true; a literal that would push a full
//! register over k is refused.

use crate::{CnfBuilder, Lit, Relation, Var};

/// Encodes `count(lits) relation bound` for a non-trivial, possible constraint.
pub(super) fn encode(lits: &[Lit], relation: Relation, bound: usize, cnf: &mut CnfBuilder) {
    let n = lits.len();
    let negated: Vec<Lit> = lits.iter().map(|&l| !l).collect();
    match relation {
        Relation::AtMost => at_most(lits, bound, cnf),
        // At least k true is at most n - k false.
        Relation::AtLeast => at_most(&negated, n - bound, cnf),
        Relation::Equal => {
            at_most(lits, bound, cnf);
            at_most(&negated, n - bound, cnf);
        }
    }
}

/// At most `k` of `lits`: (n-1)k variables, 2nk + n - 3k - 1 clauses for 1 <= k < n.
fn at_most(lits: &[Lit], k: usize, cnf: &mut CnfBuilder) {
    if k >= lits.len() {
        return;
    }
    if k == 0 {
        for &lit in lits {
            cnf.add_clause([!lit]);
        }
        return;
    }
    let mut prev: Option<Vec<Var>> = None;
    for (i, &lit) in lits.iter().enumerate() {
        if let Some(prev) = &prev {
            // k already true before `lit`: `lit` must be false.
            cnf.add_clause([!lit, prev[k - 1].neg_lit()]);
        }
        if i + 1 == lits.len() {
            break;
        }
        prev = Some(step(lit, prev.as_deref(), k, cnf));
    }
}

/// The register after `lit`, given the register before it (`None` for the first).
fn step(lit: Lit, prev: Option<&[Var]>, k: usize, cnf: &mut CnfBuilder) -> Vec<Var> {
    let s: Vec<Var> = (0..k).map(|_| cnf.new_var()).collect();
    cnf.add_clause([!lit, s[0].pos_lit()]);
    match prev {
        // Sinz fixes the unreachable counts of the first register to false.
        None => s[1..].iter().for_each(|v| cnf.add_clause([v.neg_lit()])),
        Some(prev) => {
            for j in 0..k {
                cnf.add_clause([prev[j].neg_lit(), s[j].pos_lit()]);
            }
            for j in 1..k {
                cnf.add_clause([!lit, prev[j - 1].neg_lit(), s[j].pos_lit()]);
            }
        }
    }
    s
}
