//! Exactness of the runs family's line (`puzzle_cnf::runs::line`) against a brute force,
//! by exhaustion: every line of up to 10 cells, every clue that fits it (the runs of
//! some shading of the line) and one that does not, both lowerings, and every shading.
//! Unit propagation from the shading must fail exactly when its runs are not the clue;
//! where it does not fail it settles every auxiliary variable and every clause holds, so
//! a shading with the right runs has exactly one model and any other none.

use crate::common;

use puzzle_cnf::runs::line::{encode, LineEncoding};
use puzzle_cnf::{CnfBuilder, Lit};
use std::collections::BTreeSet;

/// The runs of the line whose cell i is shaded when bit i of `bits` is set.
fn runs(n: usize, bits: u32) -> Vec<u32> {
    let mut found = Vec::new();
    let mut run = 0;
    for i in 0..=n {
        if i < n && bits >> i & 1 == 1 {
            run += 1;
        } else if run > 0 {
            found.push(run);
            run = 0;
        }
    }
    found
}

/// Whether propagation from `bits` on `cells` fails, after checking that where it does
/// not, every variable is settled and every clause holds.
fn fails(cnf: &CnfBuilder, cells: &[Lit], bits: u32, case: &str) -> bool {
    let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
    let assumed: Vec<Lit> = (cells.iter().enumerate())
        .map(|(i, &lit)| if bits >> i & 1 == 1 { lit } else { !lit })
        .collect();
    let Some(values) = common::propagate(&clauses, cnf.n_vars() as usize, &assumed) else {
        return true;
    };
    assert!(
        values.iter().all(Option::is_some),
        "{case}: a variable left open"
    );
    let value = |l: Lit| values[l.var().idx()] == Some(l.is_pos());
    assert!(
        clauses.iter().all(|c| c.iter().any(|&l| value(l))),
        "{case}: a clause left open"
    );
    false
}

#[test]
fn a_line_has_exactly_its_clues_runs() {
    for n in 0..=10usize {
        let mut clues: BTreeSet<Vec<u32>> = (0..1u32 << n).map(|bits| runs(n, bits)).collect();
        clues.insert(vec![1; n / 2 + 1]); // one run too many
        for clue in &clues {
            for encoding in LineEncoding::ALL {
                let mut cnf = CnfBuilder::new();
                let cells: Vec<Lit> = (0..n).map(|_| cnf.new_var().pos_lit()).collect();
                encode(&cells, clue, encoding, "l", &mut cnf);
                for bits in 0..1u32 << n {
                    let case = format!(
                        "{} {n} cells, clue {clue:?}, bits {bits:b}",
                        encoding.name()
                    );
                    let broken = runs(n, bits) != *clue;
                    assert_eq!(fails(&cnf, &cells, bits, &case), broken, "{case}");
                }
            }
        }
    }
}
