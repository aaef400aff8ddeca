//! Masyu against a brute force: on every grid shape up to 3x4 cells, every loop is found
//! by trying every set of links on the independent checker; for random pearls on those
//! grids (many of them with no answer), the CNF of each connectivity lowering has exactly
//! the answers the checker accepts, counted on the link variables.

use crate::common;

use common::{load, value_of, values};
use puzzle_cnf::connect::{Choice, Lowering};
use puzzle_cnf::masyu::{self, MasyuOptions};
use puzzle_cnf::Options;
use puzzle_ir::masyu::{check, Masyu, MasyuAnswer, Pearl};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use varisat::ExtendFormula;

const SHAPES: [(usize, usize); 7] = [(1, 3), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3), (3, 4)];

/// Every link set of a grid the checker accepts without pearls: every loop.
fn all_loops(rows: usize, cols: usize) -> Vec<(Vec<bool>, Vec<bool>)> {
    let empty = Masyu::new(rows, cols, vec![None; rows * cols]).unwrap();
    let (n_across, n_down) = (rows * (cols - 1), (rows - 1) * cols);
    (0u64..1 << (n_across + n_down))
        .map(|set| {
            let bit = |i: usize| set >> i & 1 == 1;
            let across: Vec<bool> = (0..n_across).map(bit).collect();
            let down: Vec<bool> = (n_across..n_across + n_down).map(bit).collect();
            (across, down)
        })
        .filter(|(across, down)| {
            check(
                &empty,
                &MasyuAnswer::new(&empty, across.clone(), down.clone()),
            )
            .is_ok()
        })
        .collect()
}

/// The answers of `puzzle` in the CNF, told apart by their links.
fn cnf_answers(puzzle: &Masyu, lowering: Lowering) -> Vec<MasyuAnswer> {
    let options = Options {
        masyu: MasyuOptions {
            connectivity: Choice::Given(lowering),
        },
        ..Options::default()
    };
    let encoding = masyu::encode(puzzle, &options);
    let mut solver = load(&encoding.cnf);
    let mut answers = Vec::new();
    while solver.solve().unwrap() {
        let values = values(&solver.model().unwrap(), encoding.cnf.n_vars());
        let cuts = encoding.cnf.cuts(value_of(&values));
        if !cuts.is_empty() {
            for cut in cuts {
                solver.add_clause(&cut.into_iter().map(common::to_varisat).collect::<Vec<_>>());
            }
            continue;
        }
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
    let mut solvable = 0;
    for (rows, cols) in SHAPES {
        let loops = all_loops(rows, cols);
        for trial in 0..16 {
            let pearls = (0..rows * cols)
                .map(|_| {
                    let placed = trial > 0 && rng.random_bool(0.3);
                    let pearl = [Pearl::White, Pearl::Black][rng.random_range(0..2)];
                    placed.then_some(pearl)
                })
                .collect();
            let puzzle = Masyu::new(rows, cols, pearls).unwrap();
            let mut expected: Vec<String> = (loops.iter())
                .map(|(across, down)| MasyuAnswer::new(&puzzle, across.clone(), down.clone()))
                .filter(|a| check(&puzzle, a).is_ok())
                .map(|a| a.to_text())
                .collect();
            expected.sort();
            solvable += usize::from(!expected.is_empty());
            for lowering in Lowering::ALL {
                let mut got: Vec<String> = (cnf_answers(&puzzle, lowering).iter())
                    .map(|a| a.to_text())
                    .collect();
                got.sort();
                assert_eq!(got, expected, "{rows}x{cols} {puzzle:?} {lowering:?}");
            }
        }
    }
    assert!(
        solvable >= 20,
        "only {solvable} random puzzles have an answer"
    );
}
