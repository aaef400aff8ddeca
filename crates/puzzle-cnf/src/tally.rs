//! A tally: how many of some literals are true, in unary. Literal `k` of the tally
//! holds exactly when at least `k` of the inputs are true, so two tallies can be
//! compared (two rooms' island sizes differ) where a cardinality constraint
//! ([`card`](crate::card)) only bounds one count.
//!
//! Two ways to build it ([`CardEncoding`]), both defined both ways so that unit
//! propagation keeps every output exact on full assignments of the inputs (`tests`
//! checks every assignment of up to 6 inputs):
//!
//! * **Sequential counter**: `s[i][j]`, for the first `i` inputs and
//!   `1 <= j <= min(i, up_to)`, holds exactly when `s[i-1][j]` does or `s[i-1][j-1]` and
//!   input `i` both do. About n·up_to variables and four times as many binary and
//!   ternary clauses.
//! * **Totalizer**: a balanced tree of unary adders; a node's output `k` holds when its
//!   children's outputs `i` and `j` with `i + j = k` do, and only then. About n·log n
//!   variables (fewer under a low bound) and, for a bound near n, about n²/2 clauses
//!   of three literals.
//!
//! ```
//! use puzzle_cnf::card::CardEncoding;
//! use puzzle_cnf::tally::Tally;
//! use puzzle_cnf::CnfBuilder;
//!
//! let mut cnf = CnfBuilder::new();
//! let lits: Vec<_> = (0..4).map(|_| cnf.new_var().pos_lit()).collect();
//! let tally = Tally::with_encoding(&lits, 4, CardEncoding::Totalizer, &mut cnf);
//! // Exactly two: at least 2 and not at least 3.
//! assert_eq!(tally.equal(2), [vec![tally.at_least(2).unwrap()], vec![!tally.at_least(3).unwrap()]]);
//! assert_eq!(tally.not_equal(5), None); // four literals are never five
//! ```

use crate::card::CardEncoding;
use crate::{CnfBuilder, Lit};

/// The unary count of some literals, exact up to a bound.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tally {
    /// `at_least[k - 1]`: at least `k` of the inputs are true.
    at_least: Vec<Lit>,
    /// How many inputs there are.
    inputs: usize,
}

impl Tally {
    /// The tally of `lits`, exact for every count up to `up_to` (and its literals for
    /// counts above both `up_to` and the number of inputs are constant false), built by
    /// the sequential counter.
    pub fn new(lits: &[Lit], up_to: usize, cnf: &mut CnfBuilder) -> Tally {
        Tally::with_encoding(lits, up_to, CardEncoding::SequentialCounter, cnf)
    }

    /// [`Tally::new`] built as `encoding` says.
    pub fn with_encoding(
        lits: &[Lit],
        up_to: usize,
        encoding: CardEncoding,
        cnf: &mut CnfBuilder,
    ) -> Tally {
        let width = up_to.min(lits.len());
        let at_least = match encoding {
            CardEncoding::SequentialCounter => sequential(lits, width, cnf),
            CardEncoding::Totalizer => totalizer(lits, width, cnf),
        };
        Tally {
            at_least,
            inputs: lits.len(),
        }
    }

    /// The literal "at least `k` are true", for 1 <= k <= the tally's bound; `None`
    /// when it is constant false (more than the inputs).
    ///
    /// # Panics
    /// For k = 0 (always true) or above the bound it was made with, below the inputs.
    pub fn at_least(&self, k: usize) -> Option<Lit> {
        assert!(k > 0, "at least 0 is always true");
        if k > self.inputs {
            return None;
        }
        Some(self.at_least[k - 1])
    }

    /// The clause "the count is not `k`", or `None` when it always holds.
    pub fn not_equal(&self, k: usize) -> Option<Vec<Lit>> {
        if k > self.inputs {
            return None;
        }
        let below = (k > 0).then(|| !self.at_least(k).expect("k is an input count"));
        let above = self.at_least(k + 1);
        Some(below.into_iter().chain(above).collect())
    }

    /// The clauses "the count is `k`" (the empty clause when there are fewer inputs).
    pub fn equal(&self, k: usize) -> Vec<Vec<Lit>> {
        if k > self.inputs {
            return vec![Vec::new()];
        }
        let at_least = (k > 0).then(|| vec![self.at_least(k).expect("k is an input count")]);
        let not_more = self.at_least(k + 1).map(|more| vec![!more]);
        at_least.into_iter().chain(not_more).collect()
    }
}

/// The sequential counter's last register: "at least `j + 1` of `lits`" for
/// `j < width`.
fn sequential(lits: &[Lit], width: usize, cnf: &mut CnfBuilder) -> Vec<Lit> {
    let mut register: Vec<Lit> = Vec::new();
    for (i, &input) in lits.iter().enumerate() {
        let next: Vec<Lit> = (0..width.min(i + 1))
            .map(|j| {
                if i == 0 {
                    return input;
                }
                let s = cnf.new_var().pos_lit();
                let (kept, below) = (
                    register.get(j).copied(),
                    j.checked_sub(1).map(|b| register[b]),
                );
                // Up: s holds when the count was already there, or one below and input.
                // Down: s holds only then.
                match kept {
                    Some(kept) => {
                        cnf.add_clause([!kept, s]);
                        cnf.add_clause([!s, kept, input]);
                    }
                    None => cnf.add_clause([!s, input]),
                }
                match below {
                    Some(below) => {
                        cnf.add_clause([!below, !input, s]);
                        cnf.add_clause([!s, below]);
                    }
                    None => cnf.add_clause([!input, s]),
                }
                s
            })
            .collect();
        register = next;
    }
    register
}

/// The totalizer's root: "at least `k + 1` of `lits`" for `k < width`, from the two
/// halves' outputs.
fn totalizer(lits: &[Lit], width: usize, cnf: &mut CnfBuilder) -> Vec<Lit> {
    let width = width.min(lits.len());
    if lits.len() <= 1 {
        return lits[..width].to_vec();
    }
    let (left, right) = lits.split_at(lits.len() / 2);
    let (left, right) = (totalizer(left, width, cnf), totalizer(right, width, cnf));
    let outputs: Vec<Lit> = (0..width).map(|_| cnf.new_var().pos_lit()).collect();
    // `left[i - 1]` says at least i on the left; at least 0 needs no literal.
    for i in 0..=left.len() {
        for j in 0..=right.len() {
            let k = i + j;
            // Up: i on the left and j on the right make at least k.
            if (1..=width).contains(&k) {
                let sides = [
                    i.checked_sub(1).map(|i| !left[i]),
                    j.checked_sub(1).map(|j| !right[j]),
                ];
                cnf.add_clause(sides.into_iter().flatten().chain([outputs[k - 1]]));
            }
            // Down: at most i on the left and at most j on the right make at most k.
            if k < width {
                let sides = [left.get(i).copied(), right.get(j).copied()];
                cnf.add_clause([!outputs[k]].into_iter().chain(sides.into_iter().flatten()));
            }
        }
    }
    outputs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Var;

    /// Whether `clauses` hold under `value_of`.
    fn holds(clauses: &[Vec<Lit>], value_of: &dyn Fn(Lit) -> bool) -> bool {
        clauses.iter().all(|c| c.iter().any(|&l| value_of(l)))
    }

    /// For every assignment of up to 6 inputs, the registers' values that satisfy the
    /// clauses are exactly the counts, and unit propagation alone finds them.
    #[test]
    fn every_register_is_the_count() {
        for (n, encoding) in (1..=6).flat_map(|n| CardEncoding::ALL.map(|e| (n, e))) {
            for up_to in [1, n / 2 + 1, n] {
                let mut cnf = CnfBuilder::new();
                let lits: Vec<Lit> = (0..n).map(|_| cnf.new_var().pos_lit()).collect();
                let tally = Tally::with_encoding(&lits, up_to, encoding, &mut cnf);
                let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
                for bits in 0u32..1 << n {
                    let values = propagate(&clauses, cnf.n_vars(), |v: Var| {
                        (v.idx() < n).then(|| bits >> v.idx() & 1 == 1)
                    });
                    let value_of = |l: Lit| values[l.var().idx()] == Some(l.is_pos());
                    assert!(holds(&clauses, &value_of), "n {n}, bits {bits:b}");
                    for k in 1..=up_to.min(n) {
                        let lit = tally.at_least(k).unwrap();
                        let count = bits.count_ones() as usize;
                        assert_eq!(values[lit.var().idx()], Some(lit.is_pos() == (count >= k)));
                    }
                }
            }
        }
    }

    /// Unit propagation from the inputs' values: every variable's value, where forced.
    fn propagate(
        clauses: &[Vec<Lit>],
        vars: u32,
        given: impl Fn(Var) -> Option<bool>,
    ) -> Vec<Option<bool>> {
        let mut values: Vec<Option<bool>> = (0..vars).map(|v| given(Var::new(v))).collect();
        loop {
            let mut changed = false;
            for clause in clauses {
                let open: Vec<Lit> = clause
                    .iter()
                    .copied()
                    .filter(|l| values[l.var().idx()].is_none())
                    .collect();
                let satisfied = clause
                    .iter()
                    .any(|l| values[l.var().idx()] == Some(l.is_pos()));
                if !satisfied && open.len() == 1 {
                    values[open[0].var().idx()] = Some(open[0].is_pos());
                    changed = true;
                }
            }
            if !changed {
                return values;
            }
        }
    }

    #[test]
    fn equal_and_not_equal_at_the_ends() {
        let mut cnf = CnfBuilder::new();
        let lits: Vec<Lit> = (0..3).map(|_| cnf.new_var().pos_lit()).collect();
        let tally = Tally::new(&lits, 3, &mut cnf);
        let [one, two, three] = [1, 2, 3].map(|k| tally.at_least(k).unwrap());
        assert_eq!(tally.equal(0), [vec![!one]]);
        assert_eq!(tally.equal(3), [vec![three]]);
        assert_eq!(tally.equal(4), [Vec::<Lit>::new()]);
        assert_eq!(tally.not_equal(0), Some(vec![one]));
        assert_eq!(tally.not_equal(2), Some(vec![!two, three]));
        assert_eq!(tally.not_equal(3), Some(vec![!three]));
        assert_eq!(tally.at_least(4), None);
    }
}
