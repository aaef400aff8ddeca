//! Random Shakashaka puzzles from `puzzle_ir::shakashaka::generate` (each with a known
//! answer, usually not the only one), of several shapes up to 40x40, under both vertex
//! rules: the generator's answer must satisfy every clause (the encoding excludes no
//! answer on large grids either) and the solver's answer must pass the checker.

use crate::common;

use puzzle_cnf::shakashaka::{self, STATES};
use puzzle_cnf::{Options, VertexRule};
use puzzle_ir::shakashaka::{check, generate};
use rand::SeedableRng;
use std::time::{Duration, Instant};

#[test]
fn random_puzzles_up_to_40x40() {
    for rule in [VertexRule::Sectors, VertexRule::NoThinStrips] {
        let options = Options {
            shakashaka: puzzle_cnf::shakashaka::ShakashakaOptions { vertex_rule: rule },
            ..Default::default()
        };
        let mut time = Duration::ZERO;
        let mut count = 0;
        for (seed, (rows, cols)) in [(5, 7), (12, 20), (25, 9), (40, 40)]
            .into_iter()
            .cycle()
            .take(40)
            .enumerate()
        {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed as u64);
            let (puzzle, known) = generate::random_puzzle(rows, cols, &mut rng);
            let start = Instant::now();
            let encoding = shakashaka::encode(&puzzle, &options).expect("no contradiction");

            let mut values = vec![false; encoding.cnf.n_vars() as usize];
            for r in 0..rows {
                for c in 0..cols {
                    if let Some(state) = STATES.iter().position(|&s| s == known.shade(r, c)) {
                        values[encoding.decoder.var(r, c, state).unwrap().idx()] = true;
                    }
                }
            }
            if let Some(i) = encoding.cnf.first_falsified(common::value_of(&values)) {
                panic!("{rule:?} seed {seed}: the generator's answer breaks clause {i}");
            }

            let mut solver = common::load(&encoding.cnf);
            assert!(solver.solve().expect("varisat"));
            let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
            let answer = encoding
                .decoder
                .decode(common::value_of(&values))
                .expect("model decodes");
            time += start.elapsed();
            count += 1;
            assert!(check(&puzzle, &answer).is_ok(), "{rule:?} seed {seed}");
        }
        eprintln!("{rule:?}: {count} random puzzles encoded and solved in {time:.2?}");
    }
}
