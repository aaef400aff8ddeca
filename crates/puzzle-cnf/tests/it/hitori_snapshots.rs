//! Snapshots of the DIMACS written for a tiny Hitori with each connectivity lowering,
//! names on, in the top-level `snapshots/hitori/` folder. Update with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test hitori_snapshots`.

use crate::common;
use puzzle_cnf::connect::{Choice, Lowering};
use puzzle_cnf::hitori::{self, HitoriOptions};
use puzzle_cnf::Options;
use puzzle_ir::hitori::Hitori;

/// A 2x2 grid whose two 1s in the right column leave one of them to shade.
const TINY: &str = "kind: hitori\ngrid:\n2 1\n3 1\n";

fn dimacs(lowering: Lowering) -> String {
    let puzzle = Hitori::parse("tiny.txt", TINY).expect("test puzzle parses");
    let options = Options {
        names: true,
        hitori: HitoriOptions {
            connectivity: Choice::Given(lowering),
        },
        ..Options::default()
    };
    let encoding = hitori::encode(&puzzle, &options);
    let mut out = Vec::new();
    let name = lowering.name();
    let title = format!("hitori tiny.txt, connectivity: {name}");
    encoding.cnf.write_dimacs(&mut out, &[title]).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn tiny_hitori_per_connectivity() {
    let settings = common::snapshots("hitori");
    settings.bind(|| {
        for lowering in [Lowering::Elimination, Lowering::Ranks] {
            let name = lowering.name();
            insta::assert_snapshot!(format!("tiny_2x2_{name}"), dimacs(lowering));
        }
    });
}
