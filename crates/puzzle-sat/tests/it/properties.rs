//! Random puzzles made from random solutions are solved, and the answers pass the
//! independent checker and keep every given; with and without singles, for classic,
//! diagonal and even-odd puzzles; and solved again from shuffled copies of their CNFs.

use proptest::prelude::*;
use puzzle_cnf::Options;
use puzzle_ir::sudoku::{generate, Parity, Sudoku, SudokuAnswer};
use puzzle_ir::{Answer, Puzzle};
use puzzle_solve::pipeline::{solve, Settings, Status};
use puzzle_solve::solver::Backend;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

fn settings(singles: bool) -> Settings {
    Settings {
        backend: Backend::Varisat,
        timeout: None,
        options: Options {
            sudoku: puzzle_cnf::sudoku::SudokuOptions { singles },
            ..Options::default()
        },
        shuffle: None,
    }
}

/// Solves a puzzle that is known to have an answer and checks that answer independently.
fn solve_and_verify(puzzle: &Sudoku, singles: bool) {
    verify_with(puzzle, &settings(singles));
}

/// [`solve_and_verify`] with any settings.
fn verify_with(puzzle: &Sudoku, settings: &Settings) {
    let wrapped = Puzzle::Sudoku(puzzle.clone());
    let report = solve(&wrapped, settings).expect("no solver error");
    assert_eq!(report.status, Status::Sat);
    let answer = report.answer.expect("an answer with sat");
    wrapped
        .check(&answer)
        .expect("the answer passes the checker");
    let Answer::Sudoku(grid) = answer else {
        panic!("expected a Sudoku answer")
    };
    let n = puzzle.size();
    for (i, given) in puzzle.givens().iter().enumerate() {
        if let Some(v) = given {
            assert_eq!(grid.value(i / n, i % n), *v, "given kept");
        }
    }
}

const SHAPES: [(usize, usize, usize); 5] =
    [(4, 2, 2), (6, 2, 3), (9, 3, 3), (16, 4, 4), (25, 5, 5)];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_classic_puzzles_solve_and_check(seed: u64, shape in 0..SHAPES.len(), blank in 0.1f64..0.9, singles: bool) {
        let (n, r, c) = SHAPES[shape];
        // 25x25 near the hard region can take long; keep its blanks where CDCL is quick.
        let blank = if n == 25 { blank.min(0.5) } else { blank };
        let mut rng = SmallRng::seed_from_u64(seed);
        let (puzzle, _) = generate::random_puzzle(n, r, c, blank, &mut rng);
        solve_and_verify(&puzzle, singles);
    }

    /// A model of a shuffled copy is read back onto the puzzle's own variables: a wrong
    /// map fails the check against the CNF, or the checker, or a given.
    #[test]
    fn shuffled_copies_solve_and_check(seed: u64, shuffle: u64, shape in 0..4usize, blank in 0.1f64..0.8) {
        let (n, r, c) = SHAPES[shape];
        let mut rng = SmallRng::seed_from_u64(seed);
        let (puzzle, _) = generate::random_puzzle(n, r, c, blank, &mut rng);
        for backend in [Backend::Auto, Backend::Varisat] {
            let shuffled = Settings { backend, shuffle: Some(shuffle), ..settings(false) };
            verify_with(&puzzle, &shuffled);
        }
    }

    #[test]
    fn random_even_odd_puzzles_solve_and_check(seed: u64, shape in 0..4usize, blank in 0.2f64..0.95, marked in 0.0f64..1.0) {
        let (n, r, c) = SHAPES[shape];
        let mut rng = SmallRng::seed_from_u64(seed);
        let (puzzle, solution) = generate::random_puzzle(n, r, c, blank, &mut rng);
        let marks = parity_marks(&solution, marked, &mut rng);
        let puzzle = puzzle.with_parity(marks).unwrap();
        solve_and_verify(&puzzle, true);
        solve_and_verify(&puzzle, false);
    }

    #[test]
    fn random_diagonal_puzzles_solve_and_check(seed: u64, size in prop::sample::select(vec![4usize, 9, 16]), blank in 0.2f64..0.9) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let grid = random_diagonal_grid(size, &mut rng);
        let givens = grid.iter().map(|&v| (!rng.random_bool(blank)).then_some(v)).collect();
        let root = (size as f64).sqrt() as usize;
        let puzzle = Sudoku::new(size, root, root, givens).unwrap().with_diagonal(true);
        solve_and_verify(&puzzle, true);
    }
}

/// Marks each cell with the parity of its solution value with probability `marked`.
fn parity_marks(solution: &SudokuAnswer, marked: f64, rng: &mut SmallRng) -> Vec<Option<Parity>> {
    solution
        .values()
        .iter()
        .map(|&v| {
            let parity = if v % 2 == 0 {
                Parity::Even
            } else {
                Parity::Odd
            };
            rng.random_bool(marked).then_some(parity)
        })
        .collect()
}

/// A random diagonal grid: the solver fills an empty diagonal puzzle, then the values are
/// relabelled at random (relabelling keeps every row, column, box and diagonal distinct).
fn random_diagonal_grid(size: usize, rng: &mut SmallRng) -> Vec<u32> {
    let root = (size as f64).sqrt() as usize;
    let empty = Sudoku::new(size, root, root, vec![None; size * size])
        .unwrap()
        .with_diagonal(true);
    let report = solve(&Puzzle::Sudoku(empty), &settings(true)).unwrap();
    let Some(Answer::Sudoku(grid)) = report.answer else {
        panic!("empty diagonal grid solves")
    };
    let mut labels: Vec<u32> = (1..=size as u32).collect();
    labels.shuffle(rng);
    grid.values()
        .iter()
        .map(|&v| labels[v as usize - 1])
        .collect()
}
