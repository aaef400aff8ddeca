//! Every at-most-one / exactly-one encoding, checked on every assignment of its inputs:
//! with the inputs fixed by assumptions, the clauses (plus whatever auxiliary variables
//! the encoding adds) must be satisfiable exactly when the number of true inputs is
//! allowed.

use crate::common;

use puzzle_cnf::amo::{UnknownAmo, AUTO_PAIRWISE_MAX};
use puzzle_cnf::{AmoEncoding, CnfBuilder, Lit};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Bound {
    AtMostOne,
    ExactlyOne,
}

impl Bound {
    fn allows(self, true_count: u32) -> bool {
        match self {
            Bound::AtMostOne => true_count <= 1,
            Bound::ExactlyOne => true_count == 1,
        }
    }
}

/// Builds `n` inputs (input `i` is negated when `negated(i)`), encodes the bound over
/// them, and checks all 2^n assignments of the input variables. Returns the builder.
fn check_all_assignments(
    amo: AmoEncoding,
    bound: Bound,
    n: usize,
    negated: impl Fn(usize) -> bool,
) -> CnfBuilder {
    let mut cnf = CnfBuilder::new();
    let vars: Vec<_> = (0..n).map(|_| cnf.new_var()).collect();
    let lits: Vec<Lit> = vars
        .iter()
        .enumerate()
        .map(|(i, v)| if negated(i) { v.neg_lit() } else { v.pos_lit() })
        .collect();
    match bound {
        Bound::AtMostOne => amo.at_most_one(&lits, &mut cnf),
        Bound::ExactlyOne => amo.exactly_one(&lits, &mut cnf),
    }
    assert!(
        cnf.n_vars() as usize >= n,
        "{amo:?} {bound:?} n={n}: lost input variables"
    );
    let mut solver = common::load(&cnf);
    for mask in 0u32..(1 << n) {
        // Bit i of the mask is the value of the *literal* i, not of the variable.
        let assumptions: Vec<varisat::Lit> = lits
            .iter()
            .enumerate()
            .map(|(i, &lit)| {
                let lit_true = mask & (1 << i) != 0;
                let lit = if lit_true { lit } else { !lit };
                common::to_varisat(lit)
            })
            .collect();
        solver.assume(&assumptions);
        let sat = solver.solve().expect("varisat does not fail");
        let expected = bound.allows(mask.count_ones());
        assert_eq!(
            sat,
            expected,
            "{amo:?} {bound:?} n={n}: true literals {mask:0n$b} (count {}) should be {}",
            mask.count_ones(),
            if expected { "allowed" } else { "refused" },
        );
        if sat {
            // The model really satisfies the builder's clauses, aux variables included.
            let model = solver.model().expect("a model after SAT");
            let values = common::values(&model, cnf.n_vars());
            assert_eq!(
                cnf.first_falsified(common::value_of(&values)),
                None,
                "{amo:?} {bound:?} n={n} mask {mask:b}: varisat's model breaks a clause"
            );
        }
    }
    cnf
}

#[test]
fn at_most_one_every_encoding_every_assignment() {
    for amo in AmoEncoding::ALL {
        for n in 0..=9 {
            check_all_assignments(amo, Bound::AtMostOne, n, |_| false);
        }
    }
}

#[test]
fn exactly_one_every_encoding_every_assignment() {
    for amo in AmoEncoding::ALL {
        for n in 0..=9 {
            check_all_assignments(amo, Bound::ExactlyOne, n, |_| false);
        }
    }
}

#[test]
fn negated_inputs_count_true_literals() {
    for amo in AmoEncoding::ALL {
        for n in 0..=8 {
            check_all_assignments(amo, Bound::AtMostOne, n, |i| i % 2 == 1);
            check_all_assignments(amo, Bound::ExactlyOne, n, |i| i % 3 == 0);
        }
    }
}

#[test]
fn exactly_one_of_nothing_is_unsatisfiable() {
    for amo in AmoEncoding::ALL {
        let mut cnf = CnfBuilder::new();
        amo.exactly_one(&[], &mut cnf);
        assert_eq!(cnf.n_clauses(), 1, "{amo:?}: one empty clause");
        assert!(!common::load(&cnf).solve().unwrap(), "{amo:?}");
        let mut cnf = CnfBuilder::new();
        amo.at_most_one(&[], &mut cnf);
        assert_eq!(cnf.n_clauses(), 0, "{amo:?}");
    }
}

#[test]
fn pairwise_adds_no_variables_and_n_choose_2_clauses() {
    for n in 0..=9 {
        let cnf = check_all_assignments(AmoEncoding::Pairwise, Bound::AtMostOne, n, |_| false);
        assert_eq!(cnf.n_vars() as usize, n);
        assert_eq!(cnf.n_clauses(), n * n.saturating_sub(1) / 2);
    }
}

/// `Auto` is pairwise up to `AUTO_PAIRWISE_MAX` literals and the ladder (n - 1 auxiliary
/// variables) above: it writes exactly what the chosen encoding writes on both sides of
/// the switch (each of which is checked on every assignment by the tests above; the
/// threshold itself is too long a list to enumerate).
#[test]
fn auto_switches_to_the_ladder_above_the_threshold() {
    let at = AUTO_PAIRWISE_MAX;
    for n in [at, at + 1] {
        let chosen = if n <= at {
            AmoEncoding::Pairwise
        } else {
            AmoEncoding::Ladder
        };
        let write = |amo: AmoEncoding| {
            let mut cnf = CnfBuilder::new();
            let lits: Vec<Lit> = (0..n).map(|_| cnf.new_var().pos_lit()).collect();
            amo.exactly_one(&lits, &mut cnf);
            cnf
        };
        let (auto, same) = (write(AmoEncoding::Auto), write(chosen));
        assert_eq!(
            (auto.n_vars(), auto.n_clauses()),
            (same.n_vars(), same.n_clauses()),
            "Auto with {n} literals should write what {chosen:?} writes"
        );
        assert!(auto.clauses().eq(same.clauses()), "n={n}: same clauses");
    }
    let mut above = CnfBuilder::new();
    let lits: Vec<Lit> = (0..=at).map(|_| above.new_var().pos_lit()).collect();
    AmoEncoding::Auto.at_most_one(&lits, &mut above);
    assert_eq!(
        above.n_vars() as usize,
        (at + 1) + at,
        "ladder: n - 1 aux vars"
    );
}

#[test]
fn names_round_trip_through_from_str() {
    for amo in AmoEncoding::ALL {
        assert_eq!(amo.name().parse::<AmoEncoding>(), Ok(amo));
    }
    assert_eq!("ladder".parse::<AmoEncoding>(), Ok(AmoEncoding::Ladder));
    assert_eq!("auto".parse::<AmoEncoding>(), Ok(AmoEncoding::Auto));
    assert_eq!(AmoEncoding::default(), AmoEncoding::Auto);
    let mut names: Vec<&str> = AmoEncoding::ALL.iter().map(|a| a.name()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), AmoEncoding::ALL.len(), "names are distinct");
}

#[test]
fn unknown_names_are_errors_that_list_the_known_ones() {
    for bad in [
        "",
        "Ladder",
        "ladder ",
        "sequential",
        "pair-wise",
        "auto,ladder",
    ] {
        let err = bad.parse::<AmoEncoding>().unwrap_err();
        assert_eq!(err, UnknownAmo(bad.to_owned()));
        let message = err.to_string();
        assert!(message.contains(&format!("`{bad}`")), "{message}");
        for amo in AmoEncoding::ALL {
            assert!(
                message.contains(amo.name()),
                "{message} lacks {}",
                amo.name()
            );
        }
    }
}
