//! `Decoder::lits_of` states an answer in the encoding's variables: the values it gives
//! decode back to that answer, for every kind, on random puzzles made from random
//! answers; and assumed in a solver they leave the answer as the only model's, with
//! the implied constraints as well as without.

use puzzle_cnf::{encode, Lit, Options};
use puzzle_ir::settings::Values;
use puzzle_ir::Kind;
use rand::SeedableRng;
use std::collections::HashMap;
use varisat::ExtendFormula;

fn values() -> Values {
    let mut values = Values::default();
    for (name, value) in [("size", "9"), ("rows", "10"), ("cols", "10")] {
        values.set(name, value);
    }
    values
}

#[test]
fn the_literals_of_an_answer_decode_to_it() {
    for &kind in Kind::ALL {
        for seed in 0..20 {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let (puzzle, answer, _) = kind.generate(&values(), &mut rng).unwrap();
            let encoding = encode(&puzzle, &Options::default()).unwrap();
            let lits = encoding.decoder.lits_of(&answer).expect("the same kind");
            let value: HashMap<_, _> = lits.iter().map(|l| (l.var(), l.is_pos())).collect();
            let decoded = encoding
                .decoder
                .decode(|var| value.get(&var) == Some(&true));
            assert_eq!(decoded.unwrap(), answer, "{} seed {seed}", kind.name());
        }
    }
}

#[test]
fn assumed_they_are_satisfiable_and_force_the_answer() {
    for &kind in Kind::ALL {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
        let (puzzle, answer, _) = kind.generate(&values(), &mut rng).unwrap();
        let encoding = encode(&puzzle, &Options::default()).unwrap();
        let mut solver = varisat::Solver::new();
        for clause in encoding.cnf.clauses() {
            solver.add_clause(&clause.iter().map(|&l| to_varisat(l)).collect::<Vec<_>>());
        }
        let lits = encoding.decoder.lits_of(&answer).unwrap();
        solver.assume(&lits.iter().map(|&l| to_varisat(l)).collect::<Vec<_>>());
        assert!(solver.solve().unwrap(), "{}", kind.name());
        let model: Vec<_> = solver.model().unwrap();
        let decoded = encoding
            .decoder
            .decode(|var| model.contains(&to_varisat(var.pos_lit())));
        assert_eq!(decoded.unwrap(), answer, "{}", kind.name());
    }
}

/// Implied constraints (`CnfBuilder::add_implied`) are only worth anything when every
/// answer keeps them: each kind's answers stay models once they are added.
#[test]
fn implied_constraints_keep_every_answer() {
    let mut implied_seen = 0;
    for &kind in Kind::ALL {
        for seed in 0..20 {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let (puzzle, answer, _) = kind.generate(&values(), &mut rng).unwrap();
            let encoding = encode(&puzzle, &Options::default()).unwrap();
            let implied = encoding.cnf.implied();
            implied_seen += usize::from(implied.n_clauses() > 0);
            let mut solver = varisat::Solver::new();
            for clause in encoding.cnf.clauses().chain(implied.clauses()) {
                solver.add_clause(&clause.iter().map(|&l| to_varisat(l)).collect::<Vec<_>>());
            }
            let lits = encoding.decoder.lits_of(&answer).unwrap();
            solver.assume(&lits.iter().map(|&l| to_varisat(l)).collect::<Vec<_>>());
            assert!(solver.solve().unwrap(), "{} seed {seed}", kind.name());
        }
    }
    assert!(
        implied_seen >= 20,
        "only {implied_seen} encodings with implied constraints"
    );
}

fn to_varisat(lit: Lit) -> varisat::Lit {
    varisat::Lit::from_index(lit.var().idx(), lit.is_pos())
}
