//! Property tests of the Kakurasu encoding on random puzzles of up to 15x15 from
//! `generate::random_puzzle` (every clue present, at least the generating shading as an
//! answer), with every pseudo-Boolean encoding:
//! * soundness: the puzzle is satisfiable and the decoded model passes the independent
//!   checker;
//! * completeness: the generating shading, assumed on the cell variables, is a model too
//!   (the encoding excludes no answer);
//! * the same with some clues dropped.
//!
//! `proptest` is not a dev-dependency of this crate, so the cases come from a fixed-seed
//! `SmallRng` loop; a failure prints the puzzle to reproduce it.

use crate::common;

use puzzle_cnf::kakurasu;
use puzzle_cnf::pb::PbEncoding;
use puzzle_cnf::Options;
use puzzle_ir::kakurasu::{check, generate, Kakurasu, KakurasuAnswer};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

/// Solves `puzzle` with `pb`, checks the decoded answer, and checks that `known` (an
/// answer) satisfies the encoding under assumptions. Returns the number of clauses.
fn solve_and_check(puzzle: &Kakurasu, known: &KakurasuAnswer, pb: PbEncoding) -> usize {
    let context = |what: &str| {
        format!(
            "{what} ({})\n{}known answer:\n{}",
            pb.name(),
            puzzle.to_native(&[]),
            known.to_text()
        )
    };
    let options = Options {
        kakurasu: puzzle_cnf::kakurasu::KakurasuOptions { pb },
        ..Options::default()
    };
    let encoding = kakurasu::encode(puzzle, &options)
        .unwrap_or_else(|e| panic!("{}", context(&format!("contradiction `{e}`"))));
    let decoder = &encoding.decoder;
    let mut solver = common::load(&encoding.cnf);
    assert!(solver.solve().unwrap(), "{}", context("unsatisfiable"));
    let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
    let answer = decoder.decode(common::value_of(&values));
    if let Err(v) = check(puzzle, &answer) {
        panic!(
            "{}",
            context(&format!("decoded answer fails: {v}\n{}", answer.to_text()))
        );
    }
    // The builder's own clauses hold under the model (not only varisat's copy).
    assert_eq!(
        encoding.cnf.first_falsified(common::value_of(&values)),
        None,
        "{}",
        context("a clause is falsified")
    );
    // Completeness: the known answer extends to a model.
    let assumptions: Vec<varisat::Lit> = (0..puzzle.rows())
        .flat_map(|r| (0..puzzle.cols()).map(move |c| (r, c)))
        .map(|(r, c)| {
            let var = decoder.var(r, c);
            common::to_varisat(if known.is_shaded(r, c) {
                var.pos_lit()
            } else {
                var.neg_lit()
            })
        })
        .collect();
    solver.assume(&assumptions);
    assert!(
        solver.solve().unwrap(),
        "{}",
        context("the known answer is excluded")
    );
    let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
    assert_eq!(
        &decoder.decode(common::value_of(&values)),
        known,
        "{}",
        context("the assumed answer does not decode back")
    );
    encoding.cnf.n_clauses()
}

fn random_case(rng: &mut SmallRng) -> (Kakurasu, KakurasuAnswer) {
    let rows = rng.random_range(1..=15);
    let cols = rng.random_range(1..=15);
    let density = rng.random_range(0.2..0.9);
    generate::random_puzzle(rows, cols, density, rng)
}

#[test]
fn random_puzzles_solve_to_checked_answers_with_every_encoding() {
    let mut rng = SmallRng::seed_from_u64(15_15);
    let mut clauses = [0usize; 4];
    for _ in 0..150 {
        let (puzzle, known) = random_case(&mut rng);
        for (slot, pb) in PbEncoding::ALL.into_iter().enumerate() {
            clauses[slot] += solve_and_check(&puzzle, &known, pb);
        }
    }
    eprintln!("total clauses per encoding (dd, swc, gte, adder): {clauses:?}");
}

#[test]
fn full_size_puzzles_solve_with_every_encoding() {
    // 15x15 at both ends of the density range and in the middle. Sparse grids are the
    // slow ones for varisat (seconds for a single solve with any encoding, heavy-tailed).
    let mut rng = SmallRng::seed_from_u64(1515);
    for density in [0.2, 0.5, 0.9] {
        for _ in 0..3 {
            let (puzzle, known) = generate::random_puzzle(15, 15, density, &mut rng);
            let mut times = Vec::new();
            for pb in PbEncoding::ALL {
                let start = Instant::now();
                solve_and_check(&puzzle, &known, pb);
                times.push(format!("{} {:.2?}", pb.name(), start.elapsed()));
            }
            eprintln!("15x15 density {density}: {}", times.join(", "));
        }
    }
}

#[test]
fn puzzles_with_free_lines_solve_with_every_encoding() {
    let mut rng = SmallRng::seed_from_u64(42);
    for _ in 0..100 {
        let (full, known) = random_case(&mut rng);
        let free = rng.random_range(0.1..0.6);
        let mut drop = |clues: &[Option<u64>]| -> Vec<Option<u64>> {
            clues
                .iter()
                .map(|&c| if rng.random_bool(free) { None } else { c })
                .collect()
        };
        let puzzle = Kakurasu::new(drop(full.row_clues()), drop(full.col_clues())).unwrap();
        for pb in PbEncoding::ALL {
            solve_and_check(&puzzle, &known, pb);
        }
    }
}
