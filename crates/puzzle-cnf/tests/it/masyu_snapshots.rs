//! Snapshots of the DIMACS written for a tiny Masyu with each connectivity lowering,
//! names on, in the top-level `snapshots/masyu/` folder. Update with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test masyu_snapshots`.

use crate::common;
use puzzle_cnf::connect::{Choice, Lowering};
use puzzle_cnf::masyu::{self, MasyuOptions};
use puzzle_cnf::Options;
use puzzle_ir::masyu::Masyu;

/// A 2x3 grid whose white pearl leaves the loop around the grid only.
const TINY: &str = "kind: masyu\ngrid:\n.o.\n...\n";

fn dimacs(lowering: Lowering) -> String {
    let puzzle = Masyu::parse("tiny.txt", TINY).expect("test puzzle parses");
    let options = Options {
        names: true,
        masyu: MasyuOptions {
            connectivity: Choice::Given(lowering),
        },
        ..Options::default()
    };
    let encoding = masyu::encode(&puzzle, &options);
    let mut out = Vec::new();
    let title = format!("masyu tiny.txt, connectivity: {}", lowering.name());
    encoding.cnf.write_dimacs(&mut out, &[title]).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn tiny_masyu_per_connectivity() {
    let settings = common::snapshots("masyu");
    settings.bind(|| {
        for lowering in [Lowering::Elimination, Lowering::Ranks] {
            let name = lowering.name();
            insta::assert_snapshot!(format!("tiny_2x3_{name}"), dimacs(lowering));
        }
    });
}
