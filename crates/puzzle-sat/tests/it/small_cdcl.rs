//! The small CDCL solver (`solver::small`) against two judges: brute force on random
//! CNFs small enough to enumerate, and varisat on random 3-SAT near the threshold, from
//! formulas of a few dozen variables to ones hard enough for thousands of conflicts (so
//! restarts, learnt-clause reduction and the deadline all run). Clauses added after a
//! search (`Cdcl::solve_more`, as lazy constraints' cuts are) face the same judges, in
//! rounds. Every "no model" comes with a refutation that `verify::rup` accepts, against
//! every clause given in every round. Each case runs with either decision order (VSIDS
//! or VMTF, `SolvingHints::small_moves_to_front`), drawn with it.

use proptest::prelude::*;
use puzzle_cnf::SolvingHints;
use puzzle_solve::solver::small::{Cdcl, Lit};
use puzzle_solve::verify::rup;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;
use varisat::ExtendFormula;

type Clause = Vec<Lit>;

fn satisfies(clauses: &[Clause], value: impl Fn(usize) -> bool) -> bool {
    (clauses.iter()).all(|c| c.iter().any(|&l| value((l / 2) as usize) == (l % 2 == 0)))
}

fn brute_force_sat(n_vars: usize, clauses: &[Clause]) -> bool {
    (0u32..1 << n_vars).any(|bits| satisfies(clauses, |v| bits >> v & 1 == 1))
}

fn varisat_sat(clauses: &[Clause]) -> bool {
    let mut solver = varisat::Solver::new();
    for clause in clauses {
        let lits: Vec<_> = (clause.iter())
            .map(|&l| varisat::Lit::from_index((l / 2) as usize, l % 2 == 0))
            .collect();
        solver.add_clause(&lits);
    }
    solver.solve().expect("no proof, no error")
}

/// A solver that keeps a refutation of each formula it finds no model of, deciding by
/// VMTF when `move_to_front`, by VSIDS otherwise.
fn refuting(move_to_front: bool) -> Cdcl {
    let mut solver = Cdcl::new();
    solver.keep_refutation(true);
    solver.choose(&SolvingHints {
        small_moves_to_front: move_to_front,
        ..SolvingHints::DEFAULT
    });
    solver
}

/// Whether the solver's refutation of `clauses`, which it found no model of, checks.
fn refutation_checks(solver: &Cdcl, n_vars: usize, clauses: &[Clause]) -> bool {
    let refutation = solver
        .refutation()
        .expect("the solver keeps its refutation");
    let clauses = clauses.iter().map(|c| c.iter().copied());
    rup::refutes(n_vars, clauses, refutation).is_ok()
}

fn random_3sat(n_vars: usize, n_clauses: usize, seed: u64) -> Vec<Clause> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut lit = || rng.random_range(0..2 * n_vars as Lit);
    (0..n_clauses).map(|_| vec![lit(), lit(), lit()]).collect()
}

/// Clauses of 0 to 4 literals over `n_vars` variables, repeated literals and
/// tautologies included.
fn small_cnf() -> impl Strategy<Value = (usize, Vec<Clause>)> {
    (1usize..=10).prop_flat_map(|n_vars| {
        let clause = prop::collection::vec(0..2 * n_vars as Lit, 0..=4);
        (Just(n_vars), prop::collection::vec(clause, 0..50))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn agrees_with_brute_force((n_vars, clauses) in small_cnf(), move_to_front: bool) {
        let mut solver = refuting(move_to_front);
        let sat = solver.solve(n_vars, clauses.clone(), None).expect("no deadline");
        prop_assert_eq!(sat, brute_force_sat(n_vars, &clauses));
        if sat {
            prop_assert!(satisfies(&clauses, |v| solver.value(v)));
        } else {
            prop_assert!(refutation_checks(&solver, n_vars, &clauses));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Formulas near the 3-SAT threshold with 20 to 80 variables: too many to enumerate,
    /// enough for real conflict analysis and backjumps.
    #[test]
    fn agrees_with_varisat_near_the_threshold(
        n_vars in 20usize..80,
        seed: u64,
        move_to_front: bool,
    ) {
        let clauses = random_3sat(n_vars, n_vars * 426 / 100, seed);
        let mut solver = refuting(move_to_front);
        let sat = solver.solve(n_vars, clauses.clone(), None).expect("no deadline");
        prop_assert_eq!(sat, varisat_sat(&clauses));
        if sat {
            prop_assert!(satisfies(&clauses, |v| solver.value(v)));
        } else {
            prop_assert!(refutation_checks(&solver, n_vars, &clauses));
        }
    }
}

/// Solves `rounds` in turn on one solver, each added to the formula so far, while models
/// are found; the verdicts, judged on the whole formula so far.
fn in_rounds(
    n_vars: usize,
    rounds: &[Vec<Clause>],
    move_to_front: bool,
    judge: impl Fn(&[Clause]) -> bool,
) -> Result<(), TestCaseError> {
    let mut solver = refuting(move_to_front);
    let mut so_far: Vec<Clause> = Vec::new();
    for (i, round) in rounds.iter().enumerate() {
        so_far.extend(round.iter().cloned());
        let sat = match i {
            0 => solver.solve(n_vars, round.clone(), None),
            _ => solver.solve_more(round.clone(), None),
        };
        let sat = sat.expect("no deadline");
        prop_assert_eq!(sat, judge(&so_far), "round {}", i);
        if !sat {
            prop_assert!(refutation_checks(&solver, n_vars, &so_far), "round {}", i);
            break;
        }
        prop_assert!(satisfies(&so_far, |v| solver.value(v)));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn clauses_added_in_rounds_agree_with_brute_force(
        (n_vars, rounds) in (1usize..=10).prop_flat_map(|n_vars| {
            let clause = prop::collection::vec(0..2 * n_vars as Lit, 0..=4);
            (Just(n_vars), prop::collection::vec(prop::collection::vec(clause, 0..20), 1..5))
        }),
        move_to_front: bool,
    ) {
        in_rounds(n_vars, &rounds, move_to_front, |clauses| brute_force_sat(n_vars, clauses))?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Near the 3-SAT threshold, the formula given in four rounds: the later rounds meet
    /// learnt clauses, level-0 units and saved phases of the searches before them.
    #[test]
    fn clauses_added_in_rounds_agree_with_varisat(
        n_vars in 20usize..80,
        seed: u64,
        move_to_front: bool,
    ) {
        let clauses = random_3sat(n_vars, n_vars * 426 / 100, seed);
        let rounds: Vec<Vec<Clause>> = clauses.chunks(clauses.len() / 4 + 1).map(<[Clause]>::to_vec).collect();
        in_rounds(n_vars, &rounds, move_to_front, varisat_sat)?;
    }
}

#[test]
fn agrees_with_varisat_on_hard_random_3sat() {
    let mut verdicts = [0; 2];
    for seed in 0..12 {
        let mut solver = refuting(seed % 2 == 1);
        let clauses = random_3sat(200, 852, seed);
        let sat = solver
            .solve(200, clauses.clone(), None)
            .expect("no deadline");
        assert_eq!(sat, varisat_sat(&clauses), "seed {seed}");
        if sat {
            assert!(satisfies(&clauses, |v| solver.value(v)), "seed {seed}");
        } else {
            assert!(refutation_checks(&solver, 200, &clauses), "seed {seed}");
        }
        verdicts[sat as usize] += 1;
    }
    assert!(
        verdicts[0] > 0 && verdicts[1] > 0,
        "both verdicts met: {verdicts:?}"
    );
}

#[test]
fn stops_at_the_deadline() {
    let clauses = random_3sat(400, 1_704, 1);
    let started = Instant::now();
    assert_eq!(Cdcl::new().solve(400, clauses, Some(started)), None);
    assert!(started.elapsed().as_secs() < 5);
}
