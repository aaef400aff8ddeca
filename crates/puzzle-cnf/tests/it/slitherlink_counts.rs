//! Slitherlink against a brute force: on every grid shape up to 6 cells, every loop is
//! found by trying every set of edges on the independent checker; for random numbers on
//! those grids (some of them with no answer), the CNF of each connectivity lowering has
//! exactly the answers the checker accepts, counted on the edge variables.

use crate::common;

use common::{load, value_of, values};
use puzzle_cnf::slitherlink::{self, Connectivity, SlitherlinkOptions};
use puzzle_cnf::Options;
use puzzle_ir::slitherlink::{check, Slitherlink, SlitherlinkAnswer};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use varisat::ExtendFormula;

const SHAPES: [(usize, usize); 7] = [(1, 1), (1, 2), (2, 1), (1, 3), (2, 2), (2, 3), (3, 2)];

/// Every answer of the puzzle without numbers: every edge set the checker accepts.
fn all_loops(rows: usize, cols: usize) -> Vec<SlitherlinkAnswer> {
    let empty = Slitherlink::new(rows, cols, vec![None; rows * cols]).unwrap();
    let (n_across, n_down) = ((rows + 1) * cols, rows * (cols + 1));
    (0u64..1 << (n_across + n_down))
        .map(|set| {
            let bit = |i: usize| set >> i & 1 == 1;
            let across = (0..n_across).map(bit).collect();
            let down = (n_across..n_across + n_down).map(bit).collect();
            SlitherlinkAnswer::new(&empty, across, down)
        })
        .filter(|answer| check(&empty, answer).is_ok())
        .collect()
}

/// The answers of `puzzle` in the CNF, told apart by their edges.
fn cnf_answers(puzzle: &Slitherlink, connectivity: Connectivity) -> Vec<SlitherlinkAnswer> {
    let options = Options {
        slitherlink: SlitherlinkOptions { connectivity },
        ..Options::default()
    };
    let encoding = slitherlink::encode(puzzle, &options);
    let mut solver = load(&encoding.cnf);
    let mut answers = Vec::new();
    while solver.solve().unwrap() {
        let values = values(&solver.model().unwrap(), encoding.cnf.n_vars());
        let answer = encoding.decoder.decode(value_of(&values));
        let block: Vec<varisat::Lit> = encoding
            .decoder
            .lits_of(&answer)
            .iter()
            .map(|&l| common::to_varisat(!l))
            .collect();
        solver.add_clause(&block);
        answers.push(answer);
    }
    answers
}

#[test]
fn every_lowering_has_the_checkers_answers() {
    let mut rng = SmallRng::seed_from_u64(30);
    for (rows, cols) in SHAPES {
        let loops = all_loops(rows, cols);
        for trial in 0..12 {
            let clues = (0..rows * cols)
                .map(|_| (trial > 0 && rng.random_bool(0.5)).then(|| rng.random_range(0..=3)))
                .collect();
            let puzzle = Slitherlink::new(rows, cols, clues).unwrap();
            let mut expected: Vec<String> = (loops.iter())
                .map(|l| SlitherlinkAnswer::new(&puzzle, edges(l).0, edges(l).1))
                .filter(|a| check(&puzzle, a).is_ok())
                .map(|a| a.to_text())
                .collect();
            expected.sort();
            for connectivity in [Connectivity::Elimination, Connectivity::Ranks] {
                let mut got: Vec<String> = (cnf_answers(&puzzle, connectivity).iter())
                    .map(|a| a.to_text())
                    .collect();
                got.sort();
                assert_eq!(got, expected, "{rows}x{cols} {puzzle:?} {connectivity:?}");
            }
        }
    }
}

/// An answer's edges (across, down), to redraw it on a puzzle with numbers.
fn edges(answer: &SlitherlinkAnswer) -> (Vec<bool>, Vec<bool>) {
    let (rows, cols) = (answer.rows(), answer.cols());
    let across = (0..=rows)
        .flat_map(|r| (0..cols).map(move |c| answer.across(r, c)))
        .collect();
    let down = (0..rows)
        .flat_map(|r| (0..=cols).map(move |c| answer.down(r, c)))
        .collect();
    (across, down)
}
