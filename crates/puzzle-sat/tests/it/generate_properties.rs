//! Generation over random seeds: every puzzle `generate::unique` makes has exactly one
//! answer by a brute-force count that knows nothing of CNF (every 4x4 Kakurasu shading,
//! every 4x4 Sudoku or Killer grid), and a minimal one has two or more without any of
//! its clues.

use proptest::prelude::*;
use puzzle_ir::kakurasu::{self, KakurasuAnswer};
use puzzle_ir::killer;
use puzzle_ir::settings::Values;
use puzzle_ir::sudoku::{self, SudokuAnswer};
use puzzle_ir::{Kind, Puzzle};
use puzzle_solve::space::generate::{unique, Goal, Limits};
use rand::rngs::SmallRng;
use rand::SeedableRng;

fn made(kind: Kind, settings: &[(&str, &str)], seed: u64) -> Puzzle {
    let mut values = Values::default();
    for (name, value) in settings {
        values.set(name, value);
    }
    let mut rng = SmallRng::seed_from_u64(seed);
    unique(
        kind,
        &values,
        &mut rng,
        &Default::default(),
        Goal::Minimal,
        Limits {
            attempts: 20,
            deadline: None,
        },
    )
    .unwrap()
    .puzzle
}

/// Answers of a 4x4 Kakurasu among all 65,536 shadings, by its checker.
fn kakurasu_answers(puzzle: &Puzzle) -> usize {
    let Puzzle::Kakurasu(p) = puzzle else {
        panic!("a Kakurasu")
    };
    (0u32..1 << 16)
        .filter(|bits| {
            let black = (0..16).map(|i| bits >> i & 1 == 1).collect();
            kakurasu::check(p, &KakurasuAnswer::new(4, 4, black)).is_ok()
        })
        .count()
}

/// Every 4x4 filling whose rows hold 1 to 4 each (24^4 of them), row-major.
fn fillings_4x4() -> impl Iterator<Item = Vec<u32>> {
    let rows: Vec<[u32; 4]> = (0..256u32)
        .map(|i| [i % 4 + 1, i / 4 % 4 + 1, i / 16 % 4 + 1, i / 64 + 1])
        .filter(|r| (0..4).all(|a| (a + 1..4).all(|b| r[a] != r[b])))
        .collect();
    let n = rows.len();
    (0..n * n * n * n).map(move |i| {
        [i % n, i / n % n, i / (n * n) % n, i / (n * n * n)]
            .iter()
            .flat_map(|&r| rows[r])
            .collect()
    })
}

/// Answers of a 4x4 Sudoku among [`fillings_4x4`], by its checker.
fn sudoku_answers(puzzle: &Puzzle) -> usize {
    let Puzzle::Sudoku(p) = puzzle else {
        panic!("a Sudoku")
    };
    fillings_4x4()
        .filter(|grid| sudoku::check(p, &SudokuAnswer::new(p, grid.clone())).is_ok())
        .count()
}

/// Answers of a 4x4 Killer Sudoku among [`fillings_4x4`], by its checker.
fn killer_answers(puzzle: &Puzzle) -> usize {
    let Puzzle::Killer(p) = puzzle else {
        panic!("a Killer Sudoku")
    };
    fillings_4x4()
        .filter(|grid| killer::check(p, &SudokuAnswer::new(p.sudoku(), grid.clone())).is_ok())
        .count()
}

fn is_minimal(puzzle: &Puzzle, answers: impl Fn(&Puzzle) -> usize) -> bool {
    puzzle
        .clues()
        .iter()
        .filter_map(|clue| puzzle.without_clue(clue))
        .all(|smaller| answers(&smaller) >= 2)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn minimal_4x4_kakurasu_are_unique_and_minimal_by_brute_force(seed in any::<u64>()) {
        let density = ["0.3", "0.5", "0.85"][(seed % 3) as usize];
        let puzzle = made(Kind::Kakurasu, &[("rows", "4"), ("cols", "4"), ("density", density)], seed);
        prop_assert_eq!(kakurasu_answers(&puzzle), 1);
        prop_assert!(is_minimal(&puzzle, kakurasu_answers));
    }

    #[test]
    fn minimal_4x4_sudoku_are_unique_and_minimal_by_brute_force(seed in any::<u64>()) {
        let puzzle = made(Kind::Sudoku, &[("size", "4")], seed);
        prop_assert_eq!(sudoku_answers(&puzzle), 1);
        prop_assert!(is_minimal(&puzzle, sudoku_answers));
    }

    #[test]
    fn minimal_4x4_killer_are_unique_and_minimal_by_brute_force(seed in any::<u64>()) {
        let puzzle = made(Kind::Killer, &[("size", "4")], seed);
        prop_assert_eq!(killer_answers(&puzzle), 1);
        prop_assert!(is_minimal(&puzzle, killer_answers));
    }
}
