//! The guided path for large Kakurasu: the local search's bookkeeping is honest (its
//! reported error is the grid's, settled cells stay put, a zero-error grid passes the
//! independent checker), and the restricted encodings of random 30x30 grids give
//! answers that pass the checker. Seeded loops: every run tests the same grids.

use crate::common;

use puzzle_cnf::kakurasu::{self, search};
use puzzle_cnf::Options;
use puzzle_ir::kakurasu::{check, generate, Kakurasu, KakurasuAnswer};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

/// The total absolute error of a grid, recomputed from scratch.
fn error_of(puzzle: &Kakurasu, black: &[bool]) -> i64 {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let sum = |cells: &mut dyn Iterator<Item = (usize, usize)>| -> i64 {
        cells
            .filter(|&(i, _)| black[i])
            .map(|(_, w)| w as i64 + 1)
            .sum()
    };
    let rows_off = (0..rows).filter_map(|r| {
        let got = sum(&mut (0..cols).map(|c| (r * cols + c, c)));
        puzzle.row_clue(r).map(|clue| (clue as i64 - got).abs())
    });
    let cols_off = (0..cols).filter_map(|c| {
        let got = sum(&mut (0..rows).map(|r| (r * cols + c, r)));
        puzzle.col_clue(c).map(|clue| (clue as i64 - got).abs())
    });
    rows_off.chain(cols_off).sum()
}

#[test]
fn walks_report_their_grid_error_and_keep_settled_cells() {
    let mut rng = SmallRng::seed_from_u64(11);
    let mut exact = 0;
    for case in 0..60u64 {
        let (rows, cols) = (rng.random_range(1..=20), rng.random_range(1..=20));
        let density = rng.random_range(0.0..=1.0);
        let (puzzle, solution) = generate::random_puzzle(rows, cols, density, &mut rng);
        // Some cells settled at the generating grid's values, so an answer exists.
        let settled: Vec<Option<bool>> = (solution.cells().iter())
            .map(|&b| rng.random_bool(0.2).then_some(b))
            .collect();
        let walked = search::walk(&puzzle, &settled, 20_000, case);
        assert_eq!(
            walked.error,
            error_of(&puzzle, &walked.black),
            "case {case}"
        );
        for (i, s) in settled.iter().enumerate() {
            assert!(
                s.is_none_or(|b| walked.black[i] == b),
                "case {case} cell {i}"
            );
        }
        if walked.error == 0 {
            let answer = KakurasuAnswer::new(rows, cols, walked.black);
            check(&puzzle, &answer).expect("a zero-error grid is an answer");
            exact += 1;
        }
    }
    // Small random grids have many answers: most walks meet every clue.
    assert!(exact >= 40, "only {exact} of 60 walks met every clue");
}

#[test]
fn a_walk_is_deterministic_given_its_seed() {
    let mut rng = SmallRng::seed_from_u64(3);
    let (puzzle, _) = generate::random_puzzle(30, 30, 0.5, &mut rng);
    let open = vec![None; 900];
    assert_eq!(
        search::walk(&puzzle, &open, 5_000, 9),
        search::walk(&puzzle, &open, 5_000, 9)
    );
}

#[test]
fn guided_encodings_of_random_30x30_grids_give_checked_answers() {
    let options = Options::default();
    for (seed, density) in [(1u64, 0.5), (2, 0.5), (3, 0.3), (4, 0.85)] {
        let mut rng = SmallRng::seed_from_u64(seed);
        let (puzzle, _) = generate::random_puzzle(30, 30, density, &mut rng);
        let guided = kakurasu::guided(&puzzle, &options).expect("a 30x30 is guided");
        let mut tried = 0;
        let answer = guided.flatten().find_map(|encoding| {
            tried += 1;
            let mut solver = common::load(&encoding.cnf);
            solver.solve().unwrap().then(|| {
                let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
                encoding.decoder.decode(common::value_of(&values))
            })
        });
        let answer = answer.unwrap_or_else(|| panic!("seed {seed}: no guess of {tried} held"));
        check(&puzzle, &answer).expect("the answer of a restricted encoding is an answer");
    }
}

#[test]
fn small_puzzles_are_not_guided() {
    let mut rng = SmallRng::seed_from_u64(5);
    let (puzzle, _) = generate::random_puzzle(21, 21, 0.5, &mut rng);
    assert!(kakurasu::guided(&puzzle, &Options::default()).is_none());
}
