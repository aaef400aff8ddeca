//! Writing an equality over the complemented literals (`sum w*!x = sum w - k`) instead of
//! `sum w*x = k` buys nothing for the encodings that write `=` as two bounds or as a
//! diagram pruned from both ends: the CNF has the same size. (Kakurasu lines at density
//! 0.85 have k near the line's maximum; the complement was a candidate for making them
//! smaller. This test records why it was not adopted.)

use puzzle_cnf::pb::{self, PbEncoding};
use puzzle_cnf::{CnfBuilder, Relation};

fn size(n: u64, k: u64, negate: bool, encoding: PbEncoding) -> (u32, usize) {
    let mut cnf = CnfBuilder::new();
    let terms: Vec<_> = (1..=n)
        .map(|w| {
            let x = cnf.new_var().pos_lit();
            (if negate { !x } else { x }, w)
        })
        .collect();
    let max = n * (n + 1) / 2;
    let bound = if negate { max - k } else { k };
    pb::encode(&terms, Relation::Equal, bound, encoding, &mut cnf);
    (cnf.n_vars(), cnf.n_clauses())
}

#[test]
fn the_complement_of_an_equality_has_the_same_size() {
    for encoding in [
        PbEncoding::DecisionDiagram,
        PbEncoding::SequentialWeightCounter,
    ] {
        for n in [5u64, 12, 30] {
            let max = n * (n + 1) / 2;
            for k in [1, max / 4, max / 2, max * 85 / 100, max - 2] {
                assert_eq!(
                    size(n, k, false, encoding),
                    size(n, k, true, encoding),
                    "{encoding:?} n={n} k={k}"
                );
            }
        }
    }
}
