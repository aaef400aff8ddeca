//! The same CNF under other variable numbers and in another clause order.
//!
//! To a solver that is the same formula but a different search: CDCL solvers break ties
//! by variable number and clause order, and on a hard puzzle that alone can move the
//! time several-fold. Solving a few shuffled copies measures how much of a time is the
//! puzzle and how much the draw; [`Shuffled::original`] maps a model back.
//!
//! ```
//! use puzzle_cnf::shuffle::Shuffled;
//! use puzzle_cnf::CnfBuilder;
//!
//! let mut cnf = CnfBuilder::new();
//! let (a, b, c) = (cnf.new_var(), cnf.new_var(), cnf.new_var());
//! cnf.add_clause([a.pos_lit(), b.neg_lit()]);
//! cnf.add_clause([c.pos_lit()]);
//!
//! let shuffled = Shuffled::new(&cnf, 7);
//! assert_eq!((shuffled.cnf.n_vars(), shuffled.cnf.n_clauses()), (3, 2));
//! // The unit clause on `c` is still there, on the variable that `c` became.
//! let unit = [shuffled.renamed(c).pos_lit()];
//! assert!(shuffled.cnf.clauses().any(|clause| clause == unit));
//! // A model of the copy, read through `original`, satisfies the first CNF.
//! let copy_model = |v: puzzle_cnf::Var| v == shuffled.renamed(c);
//! let model = shuffled.original(copy_model);
//! assert_eq!(cnf.first_falsified(|v| model[v.idx()]), None);
//! ```

use crate::CnfBuilder;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rustsat::types::{Lit, Var};

/// A copy of a CNF with its variables renumbered and its clauses reordered, both at
/// random from a seed (the same seed gives the same copy).
#[derive(Debug)]
pub struct Shuffled {
    /// The copy: no names, notes or guards, only the clauses.
    pub cnf: CnfBuilder,
    /// `renamed[i]`: the copy's variable for the first CNF's variable `i`.
    renamed: Vec<Var>,
}

impl Shuffled {
    /// The copy of `cnf` that `seed` draws.
    pub fn new(cnf: &CnfBuilder, seed: u64) -> Self {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut copy = CnfBuilder::new();
        let mut renamed: Vec<Var> = (0..cnf.n_vars()).map(|_| copy.new_var()).collect();
        renamed.shuffle(&mut rng);
        let mut order: Vec<&[Lit]> = cnf.clauses().collect();
        order.shuffle(&mut rng);
        for clause in order {
            copy.add_clause(clause.iter().map(|&lit| rename(&renamed, lit)));
        }
        Shuffled { cnf: copy, renamed }
    }

    /// The copy's variable for the first CNF's `var`.
    pub fn renamed(&self, var: Var) -> Var {
        self.renamed[var.idx()]
    }

    /// The values of the first CNF's variables (index `i`: variable `i`), given the value
    /// of each of the copy's variables.
    pub fn original(&self, value_in_copy: impl Fn(Var) -> bool) -> Vec<bool> {
        self.renamed.iter().map(|&var| value_in_copy(var)).collect()
    }
}

/// `lit` with its variable `i` renamed to `renamed[i]`.
fn rename(renamed: &[Var], lit: Lit) -> Lit {
    let var = renamed[lit.var().idx()];
    if lit.is_pos() {
        var.pos_lit()
    } else {
        var.neg_lit()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each clause of the copy is a clause of the first CNF renamed, each exactly once,
    /// and the renaming is one-to-one.
    #[test]
    fn the_copy_is_the_cnf_renamed() {
        let mut cnf = CnfBuilder::new();
        let vars: Vec<Var> = (0..20).map(|_| cnf.new_var()).collect();
        for (i, pair) in vars.windows(2).enumerate() {
            cnf.add_clause([pair[0].pos_lit(), pair[1].neg_lit()]);
            cnf.add_clause([
                vars[i * 7 % 20].neg_lit(),
                pair[1].pos_lit(),
                pair[0].neg_lit(),
            ]);
        }
        for seed in 0..5 {
            let shuffled = Shuffled::new(&cnf, seed);
            let mut images: Vec<u32> = vars.iter().map(|&v| shuffled.renamed(v).idx32()).collect();
            images.sort_unstable();
            assert_eq!(images, (0..20).collect::<Vec<_>>());
            let rename = |clause: &[Lit]| {
                clause
                    .iter()
                    .map(|&l| rename(&shuffled.renamed, l))
                    .collect()
            };
            let mut expected: Vec<Vec<Lit>> = cnf.clauses().map(rename).collect();
            let mut got: Vec<Vec<Lit>> = shuffled.cnf.clauses().map(<[Lit]>::to_vec).collect();
            expected.sort();
            got.sort();
            assert_eq!(got, expected);
        }
        let (a, b) = (Shuffled::new(&cnf, 1), Shuffled::new(&cnf, 2));
        assert!(
            vars.iter().any(|&v| a.renamed(v) != b.renamed(v)),
            "seeds differ"
        );
    }
}
