//! Nurikabe's unknown number (`?`, an island of any size) against a brute force: on small
//! boards with `?`s among their numbers, the answers counted through the CNF under every
//! connectivity lowering and island encoding are the shadings the independent checker
//! accepts, and an unsolvable board's explanation is a minimal contradictory core.

use crate::common::cores::check_core;
use puzzle_cnf::Options;
use puzzle_ir::nurikabe::{check, Nurikabe, NurikabeAnswer, UNKNOWN};
use puzzle_ir::settings::Values;
use puzzle_ir::Puzzle;
use puzzle_solve::space;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const SHAPES: [(usize, usize); 6] = [(1, 3), (2, 2), (2, 3), (3, 3), (3, 4), (4, 4)];

/// The answers among all shadings of the board, by the checker.
fn brute_force_count(puzzle: &Nurikabe) -> usize {
    let cells = puzzle.rows() * puzzle.cols();
    let accepts = |bits: &u32| {
        let shaded: Vec<bool> = (0..cells).map(|i| bits >> i & 1 == 1).collect();
        check(puzzle, &NurikabeAnswer::new(puzzle, &shaded)).is_ok()
    };
    (0..1u32 << cells).filter(accepts).count()
}

/// Every pair of a `--connectivity` and an `--islands` value.
fn encodings() -> Vec<Options> {
    let mut all = Vec::new();
    for connectivity in ["auto", "cuts", "elimination", "ranks"] {
        for islands in ["auto", "cuts", "distance", "connected"] {
            let mut values = Values::default();
            values.set("connectivity", connectivity);
            values.set("islands", islands);
            all.push(Options::from_values(&values).unwrap());
        }
    }
    all
}

/// A random board: a generated puzzle with each number made `?` at random, or numbers
/// and `?`s strewn at random (often without an answer).
fn random_board(rows: usize, cols: usize, rng: &mut SmallRng) -> Nurikabe {
    let numbers = match puzzle_ir::nurikabe::generate::random_puzzle(rows, cols, rng) {
        Some((puzzle, _)) if rng.random_bool(0.5) => (puzzle.numbers().iter())
            .map(|&n| n.map(|n| if rng.random_bool(0.5) { UNKNOWN } else { n }))
            .collect(),
        _ => (0..rows * cols)
            .map(|_| {
                rng.random_bool(0.3)
                    .then(|| [UNKNOWN, 1, 2, 3][rng.random_range(0..4)])
            })
            .collect(),
    };
    Nurikabe::new(rows, cols, numbers).unwrap()
}

#[test]
fn unknown_numbers_have_the_answers_a_brute_force_finds_under_every_encoding() {
    let mut rng = SmallRng::seed_from_u64(47);
    let (mut solvable, mut unsolvable) = (0, 0);
    for (rows, cols) in SHAPES {
        for _ in 0..6 {
            let puzzle = random_board(rows, cols, &mut rng);
            if !puzzle.numbers().contains(&Some(UNKNOWN)) {
                continue;
            }
            let expected = brute_force_count(&puzzle);
            let native = puzzle.to_native(&[]);
            let puzzle = Puzzle::Nurikabe(puzzle);
            for options in encodings() {
                let counted = space::solve_counting(&puzzle, &options, None).unwrap();
                let count = counted.count.map_or(0, |c| c.count);
                assert_eq!(count, expected, "{:?}\n{native}", options.nurikabe);
                if expected == 0 {
                    check_core(&native, &puzzle, &options);
                }
            }
            solvable += usize::from(expected > 0);
            unsolvable += usize::from(expected == 0);
        }
    }
    assert!(
        solvable >= 8 && unsolvable >= 4,
        "{solvable} boards with an answer, {unsolvable} without"
    );
}
