//! Snapshots of the DIMACS written for a tiny Slitherlink with each connectivity
//! lowering, names on, in the top-level `snapshots/slitherlink/` folder. Update with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test it slitherlink_snapshots::`.

use crate::common;
use puzzle_cnf::connect::{Choice, Lowering};
use puzzle_cnf::slitherlink::{self, SlitherlinkOptions};
use puzzle_cnf::Options;
use puzzle_ir::slitherlink::Slitherlink;

/// A 1x2 grid whose 3 and 1 leave the loop around the left cell only.
const TINY: &str = "kind: slitherlink\ngrid:\n31\n";

fn dimacs(lowering: Lowering) -> String {
    let puzzle = Slitherlink::parse("tiny.txt", TINY).expect("test puzzle parses");
    let options = Options {
        names: true,
        slitherlink: SlitherlinkOptions {
            connectivity: Choice::Given(lowering),
        },
        ..Options::default()
    };
    let encoding = slitherlink::encode(&puzzle, &options);
    let mut out = Vec::new();
    let name = lowering.name();
    let title = format!("slitherlink tiny.txt, connectivity: {name}");
    encoding.cnf.write_dimacs(&mut out, &[title]).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn tiny_slitherlink_per_connectivity() {
    let settings = common::snapshots("slitherlink");
    settings.bind(|| {
        for lowering in [Lowering::Elimination, Lowering::Ranks] {
            let name = lowering.name();
            insta::assert_snapshot!(format!("tiny_1x2_{name}"), dimacs(lowering));
        }
    });
}
