//! Killer Sudoku against a brute force: on random 4x4 Killer Sudoku (random cages cut
//! from random grids, some with givens, some with a cage sum changed so that the puzzle
//! has no answer), the number of answers the CNF has, for every cage-sum encoding, equals
//! the number of the 288 4x4 Sudoku grids that keep every cage's rule; every answer passes
//! the independent checker.

use crate::common;

use common::{load, value_of, values};
use puzzle_cnf::killer::{self, KillerOptions};
use puzzle_cnf::sum::SumEncoding;
use puzzle_cnf::Options;
use puzzle_ir::killer::{check, generate, Killer};
use puzzle_ir::sudoku::{Sudoku, SudokuAnswer};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use varisat::ExtendFormula;

/// Every 4x4 Sudoku grid (box 2x2), row-major.
fn all_grids() -> Vec<Vec<u32>> {
    let mut grids = Vec::new();
    let mut grid = vec![0u32; 16];
    fill(&mut grid, 0, &mut grids);
    assert_eq!(grids.len(), 288, "the number of 4x4 Sudoku grids");
    grids
}

fn fill(grid: &mut Vec<u32>, i: usize, out: &mut Vec<Vec<u32>>) {
    if i == 16 {
        out.push(grid.clone());
        return;
    }
    let (r, c) = (i / 4, i % 4);
    for v in 1..=4 {
        let clash = (0..i).any(|j| {
            let (r2, c2) = (j / 4, j % 4);
            grid[j] == v && (r2 == r || c2 == c || (r2 / 2 == r / 2 && c2 / 2 == c / 2))
        });
        if !clash {
            grid[i] = v;
            fill(grid, i + 1, out);
        }
    }
    grid[i] = 0;
}

/// The answers of `puzzle` among all grids, by the independent checker.
fn brute_force(puzzle: &Killer, grids: &[Vec<u32>]) -> usize {
    grids
        .iter()
        .filter(|g| check(puzzle, &SudokuAnswer::new(puzzle.sudoku(), g.to_vec())).is_ok())
        .count()
}

/// The answers of the CNF, each checked, blocking each on its cells.
fn sat_count(puzzle: &Killer, sum: SumEncoding) -> usize {
    let options = Options {
        killer: KillerOptions { sum },
        ..Options::default()
    };
    let Ok(encoding) = killer::encode(puzzle, &options) else {
        return 0;
    };
    let mut solver = load(&encoding.cnf);
    let mut count = 0;
    while solver.solve().unwrap() {
        let model = values(&solver.model().unwrap(), encoding.cnf.n_vars());
        let answer = encoding.decoder.decode(value_of(&model)).unwrap();
        check(puzzle, &answer).expect("every answer keeps the rules");
        count += 1;
        let vars = encoding.decoder.cell_vars();
        let block: Vec<varisat::Lit> = vars
            .iter()
            .flat_map(|cell| match cell {
                puzzle_cnf::CellVars::Open(vars) => vars.clone(),
                _ => Vec::new(),
            })
            .filter(|v| model[v.idx()])
            .map(|v| common::to_varisat(!v.pos_lit()))
            .collect();
        if block.is_empty() {
            break;
        }
        solver.add_clause(&block);
    }
    count
}

/// A random 4x4 Killer: cages of up to `max_cage` cells, `givens` cells of its grid
/// given, and with `broken` one cage's sum raised by one.
fn random_killer(seed: u64, max_cage: usize, givens: usize, broken: bool) -> Killer {
    let mut rng = SmallRng::seed_from_u64(seed);
    let (puzzle, answer) = generate::random_puzzle(4, 2, 2, max_cage, &mut rng);
    let mut cages = puzzle.cages().to_vec();
    if broken {
        let k = (seed as usize) % cages.len();
        cages[k].sum += 1;
    }
    let given: Vec<Option<u32>> = (0..16)
        .map(|i| (i * 7 % 16 < givens).then(|| answer.values()[i]))
        .collect();
    let sudoku = Sudoku::new(4, 2, 2, given).unwrap();
    Killer::new(sudoku, cages)
}

#[test]
fn counts_match_the_brute_force() {
    let grids = all_grids();
    let mut answers = [0usize; 3];
    for seed in 0..240u64 {
        let (max_cage, givens, broken) = (1 + seed as usize % 5, seed as usize % 4, seed % 3 == 0);
        let puzzle = random_killer(seed, max_cage, givens, broken);
        let expected = brute_force(&puzzle, &grids);
        answers[expected.min(2)] += 1;
        for sum in SumEncoding::ALL {
            assert_eq!(
                sat_count(&puzzle, sum),
                expected,
                "seed {seed}, {sum:?}: {puzzle:?}"
            );
        }
    }
    // The sample must hold puzzles without answers, with one, and with several.
    assert!(
        answers.iter().all(|&n| n > 10),
        "answers 0, 1, 2+: {answers:?}"
    );
}

#[test]
fn a_cage_sum_no_digits_make_is_a_contradiction_not_an_input_error() {
    let text = "kind: killer\nbox: 2x2\ncages:\na a b b\nc d d e\nc f g e\nh f g g\n\
                sums:\na 2\nb 7\nc 7\nd 4\ne 6\nf 5\ng 6\nh 2\n";
    let puzzle = Killer::parse("k.txt", text).unwrap();
    let err = killer::encode(&puzzle, &Options::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "cage a cannot sum to 2 with 2 distinct digits"
    );
}
