//! Snapshots of the DIMACS written for a tiny Nurikabe with each connectivity lowering and island encoding,
//! names on, in the top-level `snapshots/nurikabe/` folder. Update with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test nurikabe_snapshots`.

use crate::common;
use puzzle_cnf::connect::{Choice, Lowering};
use puzzle_cnf::nurikabe::{self, Islands, NurikabeOptions};
use puzzle_cnf::Options;
use puzzle_ir::nurikabe::Nurikabe;

/// A 2x3 grid: the 2 takes the cell below it, the wall the rest.
const TINY: &str = "kind: nurikabe\ngrid:\n2 . .\n. . 1\n";

fn dimacs(lowering: Lowering, islands: Islands) -> String {
    let puzzle = Nurikabe::parse("tiny.txt", TINY).expect("test puzzle parses");
    let options = Options {
        names: true,
        nurikabe: NurikabeOptions {
            connectivity: Choice::Given(lowering),
            islands,
        },
        ..Options::default()
    };
    let encoding = nurikabe::encode(&puzzle, &options);
    let mut out = Vec::new();
    let name = lowering.name();
    let title = format!(
        "nurikabe tiny.txt, connectivity: {name}, islands: {}",
        islands.name()
    );
    encoding.cnf.write_dimacs(&mut out, &[title]).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn tiny_nurikabe_per_encoding() {
    let settings = common::snapshots("nurikabe");
    settings.bind(|| {
        for lowering in [Lowering::Elimination, Lowering::Ranks] {
            for islands in [Islands::Distance, Islands::Connected] {
                let name = format!("tiny_2x3_{}_{}", lowering.name(), islands.name());
                insta::assert_snapshot!(name, dimacs(lowering, islands));
            }
        }
    });
}
