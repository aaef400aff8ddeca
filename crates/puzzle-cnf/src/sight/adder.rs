//! Sums of two order-encoded counts: literal k of a count says "at least k" (so a count
//! of c sets exactly its first c literals), and the literals of a sum are defined both
//! ways from those of its two terms (a totalizer's node).

use crate::{CnfBuilder, Lit};

/// Literal `k` (1-based) of `count`: `Some(None)` for k = 0 (always true), `None` beyond
/// the count's literals (false: the count never reaches k).
fn at_least(count: &[Lit], k: usize) -> Option<Option<Lit>> {
    match k {
        0 => Some(None),
        _ => count.get(k - 1).map(|&lit| Some(lit)),
    }
}

/// The count `a + b`, exact up to `up_to` (its literals stop there). `a` and `b` must be
/// exact up to `up_to` themselves.
///
/// Up: `a >= i` and `b >= j` give `a + b >= i + j`; down: `a < i + 1` and `b < j + 1`
/// give `a + b < i + j + 1`. At most (|a| + 1)(|b| + 1) clauses each way.
pub fn add(a: &[Lit], b: &[Lit], up_to: usize, cnf: &mut CnfBuilder) -> Vec<Lit> {
    let len = (a.len() + b.len()).min(up_to);
    let sum: Vec<Lit> = (0..len).map(|_| cnf.new_var().pos_lit()).collect();
    for i in 0..=a.len() {
        for j in 0..=b.len() {
            if let Some(&total) = (i + j).checked_sub(1).and_then(|k| sum.get(k)) {
                let given = [at_least(a, i), at_least(b, j)].map(Option::flatten);
                cnf.add_clause(given.into_iter().flatten().map(|l| !l).chain([total]));
            }
            if let Some(&above) = sum.get(i + j) {
                let given = [at_least(a, i + 1), at_least(b, j + 1)].map(Option::flatten);
                cnf.add_clause(given.into_iter().flatten().chain([!above]));
            }
        }
    }
    sum
}

/// The clauses "`a + b` is `total`", for counts exact up to `total + 1`: for every split
/// of `total + 1`, not both parts reached, and for every split of `total`, one part
/// reached (the empty clause where no part can be).
pub fn equal(a: &[Lit], b: &[Lit], total: usize) -> Vec<Vec<Lit>> {
    let mut clauses = Vec::new();
    for i in 0..=total + 1 {
        let (Some(x), Some(y)) = (at_least(a, i), at_least(b, total + 1 - i)) else {
            continue; // a part beyond its count: the split never happens
        };
        clauses.push([x, y].into_iter().flatten().map(|l| !l).collect());
    }
    for i in 0..total {
        let parts = [at_least(a, i + 1), at_least(b, total - i)];
        clauses.push(parts.into_iter().flatten().flatten().collect());
    }
    clauses
}
