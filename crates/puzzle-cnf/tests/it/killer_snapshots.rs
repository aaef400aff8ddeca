//! Snapshots of the DIMACS written for a small Killer Sudoku with each cage-sum encoding,
//! names on, in the top-level `snapshots/killer/` folder. Update with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test it killer_snapshots::`.

use crate::common;
use puzzle_cnf::killer::{self, KillerOptions};
use puzzle_cnf::sum::SumEncoding;
use puzzle_cnf::Options;
use puzzle_ir::killer::Killer;

/// A 4x4 with one given; every cage lies in one row, column or box, so the Sudoku's
/// clauses make its digits distinct and the snapshot shows the sums alone.
const SMALL: &str = "kind: killer\nbox: 2x2\ncages:\na a b b\nc d d e\nc f g e\nh f g g\n\
                     sums:\na 3\nb 7\nc 7\nd 4\ne 6\nf 5\ng 6\nh 2\ngrid:\n1...\n....\n....\n....\n";

fn dimacs(sum: SumEncoding) -> String {
    let puzzle = Killer::parse("small.txt", SMALL).expect("test puzzle parses");
    let options = Options {
        names: true,
        killer: KillerOptions { sum },
        ..Options::default()
    };
    let encoding = killer::encode(&puzzle, &options).expect("no contradiction");
    let mut out = Vec::new();
    let title = format!("killer small.txt, cage sum: {}", sum.name());
    encoding.cnf.write_dimacs(&mut out, &[title]).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn small_killer_per_cage_sum_encoding() {
    let settings = common::snapshots("killer");
    settings.bind(|| {
        for sum in SumEncoding::ALL {
            insta::assert_snapshot!(format!("small_4x4_{}", sum.name()), dimacs(sum));
        }
    });
}
