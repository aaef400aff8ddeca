//! A snapshot of the DIMACS of every kind of the registry, names on, under its default
//! options: the encoding of one small generated puzzle per kind (its generator's values
//! for brute-force counts, seed 1), in the top-level `snapshots/<kind>/` folder. A kind
//! added to the registry is snapshotted here without a line of this file; the kinds'
//! own snapshot modules hold their other settings. Update with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test it kinds_snapshots`.

use crate::common;
use puzzle_cnf::{encode, Options};
use puzzle_ir::settings::Values;
use puzzle_ir::{Kind, Puzzle};
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// The small puzzle of `kind` that is snapshotted, as its native file.
fn small_puzzle(kind: Kind) -> Puzzle {
    let mut values = Values::default();
    for (name, value) in kind.small() {
        values.set(name, value);
    }
    let (puzzle, ..) = kind
        .generate(&values, &mut SmallRng::seed_from_u64(1))
        .unwrap_or_else(|e| panic!("{}: {e}", kind.name()));
    puzzle
}

fn dimacs(puzzle: &Puzzle) -> String {
    let options = Options {
        names: true,
        ..Options::default()
    };
    let encoding = encode(puzzle, &options).expect("a generated puzzle encodes");
    let mut out = Vec::new();
    let title: Vec<String> = puzzle.to_native(&[]).lines().map(str::to_owned).collect();
    encoding.cnf.write_dimacs(&mut out, &title).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn every_kind_by_default() {
    for &kind in Kind::ALL {
        common::snapshots(kind.name()).bind(|| {
            insta::assert_snapshot!("small_default", dimacs(&small_puzzle(kind)));
        });
    }
}
