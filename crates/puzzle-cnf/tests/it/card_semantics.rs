//! Cardinality encodings checked exhaustively.
//!
//! * Semantics: for n up to 8 inputs (some negated, some repeated), every relation,
//!   bound (0 to n + 1) and encoding, and every assignment of the inputs (as varisat
//!   assumptions), the CNF is satisfiable exactly when the count is allowed.
//! * Generalized arc consistency, over all 3^n partial assignments of n <= 6 inputs: a
//!   small unit propagation (written here; varisat has no propagate-only call) finds a
//!   conflict whenever no extension is allowed, and derives every input value that all
//!   allowed extensions share.

use crate::common;

use puzzle_cnf::card::{self, CardEncoding, UnknownCard};
use puzzle_cnf::{CnfBuilder, Lit, Relation, Var};

/// A cardinality constraint over `inputs`, encoded.
struct Case {
    inputs: Vec<Var>,
    lits: Vec<Lit>,
    relation: Relation,
    bound: usize,
    cnf: CnfBuilder,
}

impl Case {
    /// `n` inputs; `lits` name them by index and polarity.
    fn new(
        n: usize,
        lits: &[(usize, bool)],
        relation: Relation,
        bound: usize,
        enc: CardEncoding,
    ) -> Case {
        let mut cnf = CnfBuilder::new();
        let inputs: Vec<Var> = (0..n).map(|_| cnf.new_var()).collect();
        let lits: Vec<Lit> = lits
            .iter()
            .map(|&(i, pos)| {
                if pos {
                    inputs[i].pos_lit()
                } else {
                    inputs[i].neg_lit()
                }
            })
            .collect();
        card::encode(&lits, relation, bound, enc, &mut cnf);
        Case {
            inputs,
            lits,
            relation,
            bound,
            cnf,
        }
    }

    /// Whether the constraint holds when input i has value `mask` bit i.
    fn holds(&self, mask: u32) -> bool {
        let count = self
            .lits
            .iter()
            .filter(|l| (mask >> l.var().idx() & 1 == 1) == l.is_pos())
            .count();
        self.relation.holds(count as u64, self.bound as u64)
    }

    fn describe(&self, enc: CardEncoding) -> String {
        format!(
            "{} {:?} {:?} {}",
            enc.name(),
            self.lits,
            self.relation,
            self.bound
        )
    }
}

/// Inputs 0..n, every third one negated.
fn mixed(n: usize) -> Vec<(usize, bool)> {
    (0..n).map(|i| (i, i % 3 != 1)).collect()
}

fn check_semantics(case: &Case, enc: CardEncoding) {
    let mut solver = common::load(&case.cnf);
    let n = case.inputs.len();
    for mask in 0u32..(1 << n) {
        let assumptions: Vec<varisat::Lit> = case
            .inputs
            .iter()
            .enumerate()
            .map(|(i, v)| {
                common::to_varisat(if mask >> i & 1 == 1 {
                    v.pos_lit()
                } else {
                    v.neg_lit()
                })
            })
            .collect();
        solver.assume(&assumptions);
        let sat = solver.solve().expect("varisat does not fail");
        assert_eq!(
            sat,
            case.holds(mask),
            "{}: inputs {mask:0n$b}",
            case.describe(enc)
        );
        if sat {
            let model = solver.model().expect("a model after SAT");
            let values = common::values(&model, case.cnf.n_vars());
            assert_eq!(case.cnf.first_falsified(common::value_of(&values)), None);
        }
    }
}

#[test]
fn every_assignment_up_to_8_inputs() {
    for n in 0..=8 {
        for enc in CardEncoding::ALL {
            for relation in Relation::ALL {
                for bound in 0..=n + 1 {
                    check_semantics(&Case::new(n, &mixed(n), relation, bound, enc), enc);
                }
            }
        }
    }
}

#[test]
fn repeated_and_complementary_literals_count_per_occurrence() {
    let lits = [
        (0, true),
        (1, true),
        (0, true),
        (1, false),
        (2, true),
        (3, false),
        (2, true),
    ];
    for enc in CardEncoding::ALL {
        for relation in Relation::ALL {
            for bound in 0..=lits.len() + 1 {
                check_semantics(&Case::new(4, &lits, relation, bound, enc), enc);
            }
        }
    }
}

#[test]
fn impossible_and_trivial_constraints() {
    for enc in CardEncoding::ALL {
        let impossible = Case::new(3, &mixed(3), Relation::Equal, 4, enc);
        assert_eq!(impossible.cnf.n_clauses(), 1);
        assert!(impossible.cnf.clauses().next().unwrap().is_empty());
        for (relation, bound) in [(Relation::AtMost, 3), (Relation::AtLeast, 0)] {
            let trivial = Case::new(3, &mixed(3), relation, bound, enc);
            assert_eq!((trivial.cnf.n_vars(), trivial.cnf.n_clauses()), (3, 0));
        }
    }
}

#[test]
fn sequential_counter_has_sinz_size() {
    for n in 2..=9usize {
        for k in 1..n {
            let case = Case::new(
                n,
                &mixed(n),
                Relation::AtMost,
                k,
                CardEncoding::SequentialCounter,
            );
            let aux = case.cnf.n_vars() as usize - n;
            assert_eq!(
                (aux, case.cnf.n_clauses()),
                ((n - 1) * k, 2 * n * k + n - 3 * k - 1)
            );
        }
    }
}

/// Panics unless propagation is exactly as strong as the constraint on every partial
/// assignment of the inputs.
fn assert_gac(case: &Case, enc: CardEncoding) {
    let n = case.inputs.len();
    let clauses: Vec<Vec<Lit>> = case.cnf.clauses().map(<[_]>::to_vec).collect();
    for code in 0..3usize.pow(n as u32) {
        // Digit i of `code` in base 3: 0 open, 1 false, 2 true.
        let digits: Vec<usize> = (0..n).map(|i| code / 3usize.pow(i as u32) % 3).collect();
        let assumed: Vec<Lit> = (0..n)
            .filter(|&i| digits[i] != 0)
            .map(|i| {
                if digits[i] == 2 {
                    case.inputs[i].pos_lit()
                } else {
                    case.inputs[i].neg_lit()
                }
            })
            .collect();
        let extensions: Vec<u32> = (0u32..1 << n)
            .filter(|&m| (0..n).all(|i| digits[i] == 0 || (m >> i & 1 == 1) == (digits[i] == 2)))
            .filter(|&m| case.holds(m))
            .collect();
        let what = format!("{} on {digits:?}", case.describe(enc));
        let propagated = common::propagate(&clauses, case.cnf.n_vars() as usize, &assumed);
        assert_eq!(
            propagated.is_none(),
            extensions.is_empty(),
            "conflict: {what}"
        );
        let Some(values) = propagated else { continue };
        for i in (0..n).filter(|&i| digits[i] == 0) {
            let ones = extensions.iter().filter(|&&m| m >> i & 1 == 1).count();
            let forced = match ones {
                0 => Some(false),
                o if o == extensions.len() => Some(true),
                _ => None,
            };
            assert_eq!(values[i], forced, "input {i}: {what}");
        }
    }
}

#[test]
fn both_encodings_are_gac_for_every_relation() {
    for n in 1..=6 {
        for enc in CardEncoding::ALL {
            for relation in Relation::ALL {
                for bound in 0..=n + 1 {
                    assert_gac(&Case::new(n, &mixed(n), relation, bound, enc), enc);
                }
            }
        }
    }
}

#[test]
fn names_round_trip() {
    for enc in CardEncoding::ALL {
        assert_eq!(enc.name().parse::<CardEncoding>(), Ok(enc));
    }
    let err = "sinz".parse::<CardEncoding>().unwrap_err();
    assert_eq!(err, UnknownCard("sinz".into()));
    assert!(err.to_string().contains("sequential-counter or totalizer"));
    assert_eq!(CardEncoding::default(), CardEncoding::SequentialCounter);
}
