//! Slitherlink against a brute force: on every grid shape up to 6 cells, every loop is
//! found by trying every set of edges on the independent checker; for random numbers on
//! those grids (some of them with no answer), with unknown numbers `?` and in the
//! variant where the loop visits every point, the CNF of each connectivity lowering has
//! exactly the answers the checker accepts, counted on the edge variables.

use crate::lines::{all_loops, assert_cnf_has_the_checkers_answers};
use puzzle_cnf::connect::Choice;
use puzzle_cnf::slitherlink::{self, SlitherlinkOptions};
use puzzle_cnf::Options;
use puzzle_ir::lines::Edges;
use puzzle_ir::slitherlink::{check, Number, Slitherlink};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const SHAPES: [(usize, usize); 7] = [(1, 1), (1, 2), (2, 1), (1, 3), (2, 2), (2, 3), (3, 2)];

/// Every loop on a `rows` x `cols` grid without numbers.
fn loops(rows: usize, cols: usize) -> Vec<Edges> {
    let empty = Slitherlink::new(rows, cols, vec![None; rows * cols]).unwrap();
    all_loops(&empty, |answer| check(&empty, answer).is_ok())
}

/// Asserts that every lowering has the checker's answers among `loops`; how many.
fn assert_every_lowering(puzzle: &Slitherlink, loops: &[Edges]) -> usize {
    let encode = |lowering| {
        let slitherlink = SlitherlinkOptions {
            connectivity: Choice::Given(lowering),
        };
        let options = Options {
            slitherlink,
            ..Options::default()
        };
        slitherlink::encode(puzzle, &options)
    };
    let accepts = |answer: &_| check(puzzle, answer).is_ok();
    assert_cnf_has_the_checkers_answers(puzzle, loops, accepts, encode)
}

#[test]
fn every_lowering_has_the_checkers_answers() {
    let mut rng = SmallRng::seed_from_u64(30);
    for (rows, cols) in SHAPES {
        let loops = loops(rows, cols);
        for trial in 0..12 {
            let clues = (0..rows * cols)
                .map(|_| {
                    (trial > 0 && rng.random_bool(0.5))
                        .then(|| Number::Known(rng.random_range(0..=3)))
                })
                .collect();
            let puzzle = Slitherlink::new(rows, cols, clues).unwrap();
            assert_every_lowering(&puzzle, &loops);
        }
    }
}

#[test]
fn unknown_numbers_and_the_every_point_variant_have_the_checkers_answers() {
    let mut rng = SmallRng::seed_from_u64(47);
    let mut every_point_answers = 0;
    for (rows, cols) in SHAPES {
        let loops = loops(rows, cols);
        for trial in 0..8 {
            let clues = (0..rows * cols)
                .map(|_| match rng.random_range(0..4) {
                    0 => Some(Number::Unknown),
                    1 => Some(Number::Known(rng.random_range(0..=3))),
                    _ => None,
                })
                .collect();
            let puzzle = Slitherlink::new(rows, cols, clues).unwrap();
            if trial % 2 == 0 {
                assert_every_lowering(&puzzle, &loops);
            } else {
                let puzzle = puzzle.with_every_point(true);
                every_point_answers += assert_every_lowering(&puzzle, &loops);
            }
        }
    }
    assert!(
        every_point_answers > 0,
        "some board of the variant has answers"
    );
}
