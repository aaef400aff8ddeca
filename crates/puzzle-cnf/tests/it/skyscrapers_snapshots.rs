//! A snapshot of the DIMACS written for a tiny Skyscrapers with two clues and a given,
//! names on, in the top-level `snapshots/skyscrapers/` folder. Update with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test it -- skyscrapers`.

use crate::common;
use puzzle_cnf::{skyscrapers, Options};
use puzzle_ir::skyscrapers::Skyscrapers;

/// A 3x3 grid: 3 seen above column 1 (1 2 3 down it), 2 seen left of row 2, a 2 given.
const TINY: &str =
    "kind: skyscrapers\ngrid:\n. 3 . . .\n. . . . .\n2 . . . .\n. . . 2 .\n. . . . .\n";

#[test]
fn tiny_skyscrapers() {
    let puzzle = Skyscrapers::parse("tiny.txt", TINY).expect("test puzzle parses");
    let options = Options {
        names: true,
        ..Options::default()
    };
    let encoding = skyscrapers::encode(&puzzle, &options);
    let mut out = Vec::new();
    let title = "skyscrapers tiny.txt".to_owned();
    encoding.cnf.write_dimacs(&mut out, &[title]).unwrap();
    common::snapshots("skyscrapers").bind(|| {
        insta::assert_snapshot!("tiny_3x3", String::from_utf8(out).unwrap());
    });
}
