//! Property tests of the Kakuro encoder on random puzzles of up to 12x12 from
//! `generate::random_puzzle` (clues read off a random filling), with every sum encoding:
//! * soundness: the puzzle is satisfiable and the decoded model passes the independent
//!   checker, and the builder's own clauses hold under the model;
//! * completeness: the generating filling, assumed on the digit variables, is a model too
//!   (neither pruning nor the encoding excludes an answer).
//!
//! `proptest` is not a dev-dependency of this crate, so the cases come from a fixed-seed
//! `SmallRng` loop; a failure prints the puzzle to reproduce it.

use crate::common;

use puzzle_cnf::kakuro::{self, KakuroSum};
use puzzle_cnf::Options;
use puzzle_ir::kakuro::{check, generate, Kakuro, KakuroAnswer};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// Solves `puzzle` with `sum`, checks the decoded answer, and checks that `known` (an
/// answer) satisfies the encoding under assumptions.
fn solve_and_check(puzzle: &Kakuro, known: &KakuroAnswer, sum: KakuroSum) {
    let context = |what: &str| {
        format!(
            "{what} ({})\n{}known answer:\n{}",
            sum.name(),
            puzzle.to_native(&[]),
            known.to_text()
        )
    };
    let options = Options {
        kakuro: puzzle_cnf::kakuro::KakuroOptions { sum },
        ..Options::default()
    };
    let encoding = kakuro::encode(puzzle, &options)
        .unwrap_or_else(|e| panic!("{}", context(&format!("contradiction `{e}`"))));
    let decoder = &encoding.decoder;
    let mut solver = common::load(&encoding.cnf);
    assert!(solver.solve().unwrap(), "{}", context("unsatisfiable"));
    let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
    let answer = decoder
        .decode(common::value_of(&values))
        .unwrap_or_else(|e| panic!("{}", context(&e.to_string())));
    if let Err(v) = check(puzzle, &answer) {
        panic!(
            "{}",
            context(&format!("decoded answer fails: {v}\n{}", answer.to_text()))
        );
    }
    assert_eq!(
        encoding.cnf.first_falsified(common::value_of(&values)),
        None,
        "{}",
        context("a clause is falsified")
    );
    let mut assumptions = Vec::new();
    for r in 0..puzzle.rows() {
        for c in 0..puzzle.cols() {
            let Some(digit) = known.digit(r, c) else {
                continue;
            };
            let var = decoder
                .var(r, c, digit)
                .unwrap_or_else(|| panic!("{}", context("pruning removed a known digit")));
            assumptions.push(common::to_varisat(var.pos_lit()));
        }
    }
    solver.assume(&assumptions);
    assert!(
        solver.solve().unwrap(),
        "{}",
        context("the known answer is excluded")
    );
    let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
    assert_eq!(
        &decoder.decode(common::value_of(&values)).unwrap(),
        known,
        "{}",
        context("the assumed answer does not decode back")
    );
}

#[test]
fn random_puzzles_solve_to_checked_answers_with_every_encoding() {
    let mut rng = SmallRng::seed_from_u64(12_12);
    let mut whites = 0;
    for _ in 0..120 {
        let rows = rng.random_range(1..=12);
        let cols = rng.random_range(1..=12);
        let blocks = rng.random_range(0.2..0.6);
        let (puzzle, known) = generate::random_puzzle(rows, cols, blocks, &mut rng);
        whites += known.digits().iter().flatten().count();
        for sum in KakuroSum::ALL {
            solve_and_check(&puzzle, &known, sum);
        }
    }
    assert!(whites > 1000, "only {whites} white cells in all");
}
