//! "Exactly `k` of a few literals are true" as the complete set of no-goods, without
//! auxiliary variables: every `k + 1` of the literals include a false one, every
//! `n - k + 1` a true one. For the counts around a cell or a point (n <= 4) that is at
//! most 8 clauses (C(4,3) + C(4,3) for k = 2) where sequential counters for `<= k` and
//! `>= k` need 12 auxiliary variables and 26 clauses; unit propagation on the no-goods
//! finds every forced literal.
//!
//! ```
//! use puzzle_cnf::card::few;
//! use puzzle_cnf::CnfBuilder;
//!
//! let mut cnf = CnfBuilder::new();
//! let lits: Vec<_> = (0..4).map(|_| cnf.new_var().pos_lit()).collect();
//! few::exactly(&lits, 2, &mut cnf);
//! // C(4,3) clauses against three true, C(4,3) against three false.
//! assert_eq!((cnf.n_vars(), cnf.n_clauses()), (4, 8));
//! ```

use crate::{CnfBuilder, Lit};

/// The most literals [`exactly`] takes: its clauses grow as the subsets of the literals.
pub const MAX_LITS: usize = 8;

/// Exactly `k` of `lits` are true (no model when `k` exceeds their number).
///
/// # Panics
/// When there are more than [`MAX_LITS`] literals.
pub fn exactly(lits: &[Lit], k: usize, cnf: &mut CnfBuilder) {
    let n = lits.len();
    assert!(n <= MAX_LITS, "{n} literals; at most {MAX_LITS}");
    if k > n {
        return cnf.add_clause([]);
    }
    for subset in 0u32..1 << n {
        let members = || {
            (0..n)
                .filter(move |i| subset >> i & 1 == 1)
                .map(|i| lits[i])
        };
        let size = subset.count_ones() as usize;
        if size == k + 1 {
            cnf.add_clause(members().map(|l| !l));
        }
        if size + k == n + 1 {
            cnf.add_clause(members());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The assignments of `n` literals that `exactly(k)` allows, by brute force over
    /// the clauses.
    fn models(n: usize, k: usize) -> Vec<u32> {
        let mut cnf = CnfBuilder::new();
        let lits: Vec<Lit> = (0..n).map(|_| cnf.new_var().pos_lit()).collect();
        exactly(&lits, k, &mut cnf);
        let holds = |bits: u32, l: Lit| (bits >> l.var().idx() & 1 == 1) == l.is_pos();
        (0u32..1 << n)
            .filter(|&bits| cnf.clauses().all(|c| c.iter().any(|&l| holds(bits, l))))
            .collect()
    }

    #[test]
    fn the_models_are_the_assignments_with_k_true() {
        for n in 0..=5 {
            for k in 0..=n + 1 {
                let expected: Vec<u32> = (0u32..1 << n)
                    .filter(|b| b.count_ones() as usize == k)
                    .collect();
                assert_eq!(models(n, k), expected, "n {n}, k {k}");
            }
        }
    }
}
