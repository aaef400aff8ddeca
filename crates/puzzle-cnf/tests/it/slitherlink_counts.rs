//! Slitherlink against a brute force: on every grid shape up to 6 cells, every loop is
//! found by trying every set of edges on the independent checker; for random numbers on
//! those grids (some of them with no answer), the CNF of each connectivity lowering has
//! exactly the answers the checker accepts, counted on the edge variables.

use crate::lines::{all_loops, assert_cnf_has_the_checkers_answers};
use puzzle_cnf::connect::Choice;
use puzzle_cnf::slitherlink::{self, SlitherlinkOptions};
use puzzle_cnf::Options;
use puzzle_ir::slitherlink::{check, Slitherlink};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const SHAPES: [(usize, usize); 7] = [(1, 1), (1, 2), (2, 1), (1, 3), (2, 2), (2, 3), (3, 2)];

#[test]
fn every_lowering_has_the_checkers_answers() {
    let mut rng = SmallRng::seed_from_u64(30);
    for (rows, cols) in SHAPES {
        let empty = Slitherlink::new(rows, cols, vec![None; rows * cols]).unwrap();
        let loops = all_loops(&empty, |answer| check(&empty, answer).is_ok());
        for trial in 0..12 {
            let clues = (0..rows * cols)
                .map(|_| (trial > 0 && rng.random_bool(0.5)).then(|| rng.random_range(0..=3)))
                .collect();
            let puzzle = Slitherlink::new(rows, cols, clues).unwrap();
            let encode = |lowering| {
                let slitherlink = SlitherlinkOptions {
                    connectivity: Choice::Given(lowering),
                };
                let options = Options {
                    slitherlink,
                    ..Options::default()
                };
                slitherlink::encode(&puzzle, &options)
            };
            let accepts = |answer: &_| check(&puzzle, answer).is_ok();
            assert_cnf_has_the_checkers_answers(&puzzle, &loops, accepts, encode);
        }
    }
}
