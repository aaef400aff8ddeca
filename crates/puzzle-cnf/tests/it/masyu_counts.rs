//! Masyu against a brute force: on every grid shape up to 3x4 cells, every loop is found
//! by trying every set of links on the independent checker; for random pearls on those
//! grids (many of them with no answer), the CNF of each connectivity lowering has exactly
//! the answers the checker accepts, counted on the link variables.

use crate::lines::{all_loops, assert_cnf_has_the_checkers_answers};
use puzzle_cnf::connect::Choice;
use puzzle_cnf::masyu::{self, MasyuOptions};
use puzzle_cnf::Options;
use puzzle_ir::masyu::{check, Masyu, Pearl};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

const SHAPES: [(usize, usize); 7] = [(1, 3), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3), (3, 4)];

#[test]
fn every_lowering_has_the_checkers_answers() {
    let mut rng = SmallRng::seed_from_u64(30);
    let mut solvable = 0;
    for (rows, cols) in SHAPES {
        let empty = Masyu::new(rows, cols, vec![None; rows * cols]).unwrap();
        let loops = all_loops(&empty, |answer| check(&empty, answer).is_ok());
        for trial in 0..16 {
            let pearls = (0..rows * cols)
                .map(|_| {
                    let placed = trial > 0 && rng.random_bool(0.3);
                    let pearl =
                        [Pearl::White, Pearl::Black, Pearl::Unknown][rng.random_range(0..3)];
                    placed.then_some(pearl)
                })
                .collect();
            let puzzle = Masyu::new(rows, cols, pearls).unwrap();
            let encode = |lowering| {
                let options = Options {
                    masyu: MasyuOptions {
                        connectivity: Choice::Given(lowering),
                    },
                    ..Options::default()
                };
                masyu::encode(&puzzle, &options)
            };
            let accepts = |answer: &_| check(&puzzle, answer).is_ok();
            let answers = assert_cnf_has_the_checkers_answers(&puzzle, &loops, accepts, encode);
            solvable += usize::from(answers > 0);
        }
    }
    assert!(
        solvable >= 20,
        "only {solvable} random puzzles have an answer"
    );
}
