//! Snapshots of the DIMACS written for a small Kakuro with each sum encoding, with
//! variable names on, so that any change to an encoding shows up as a readable diff. The
//! snapshots live in the top-level `snapshots/kakuro/` folder of the workspace.
//!
//! Create or update them with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test it kakuro_snapshots::`;
//! `CI=true cargo test ...` fails on any difference without writing anything.

use crate::common;

use puzzle_cnf::kakuro::{self, KakuroSum};
use puzzle_cnf::Options;
use puzzle_ir::kakuro::{check, Kakuro};
use varisat::ExtendFormula;

/// Four runs of two and two of three cells, with two answers: the rows below, and the
/// same with 9 and 8 swapped in column 3 (then 6 and 1 in column 4).
/// ```text
/// x,x,x,x
/// x,1,3,x
/// x,2,9,5
/// x,x,8,2
/// ```
const SMALL: &str = "kind: kakuro\ngrid:\nx,3\\,20\\,x\n\\4,0,0,7\\\n\\16,0,0,0\nx,\\10,0,0\n";
const SMALL_ANSWERS: [&str; 2] = [
    "x,x,x,x\nx,1,3,x\nx,2,8,6\nx,x,9,1\n",
    "x,x,x,x\nx,1,3,x\nx,2,9,5\nx,x,8,2\n",
];

/// The DIMACS of `SMALL` with names on and the given sum encoding, after checking that
/// the written text (not the builder) has exactly its two answers.
fn dimacs(sum: KakuroSum) -> String {
    let puzzle = Kakuro::parse("small.txt", SMALL).expect("test puzzle parses");
    let options = Options {
        names: true,
        kakuro: puzzle_cnf::kakuro::KakuroOptions { sum },
        ..Default::default()
    };
    let encoding = kakuro::encode(&puzzle, &options).expect("test puzzle has no contradiction");
    let title = format!("kakuro small.txt, sum encoding: {}", sum.name());
    let mut out = Vec::new();
    encoding
        .cnf
        .write_dimacs(&mut out, &[title])
        .expect("writing to memory");
    let dimacs = String::from_utf8(out).expect("DIMACS is UTF-8");
    let (n_vars, n_clauses) = (encoding.cnf.n_vars(), encoding.cnf.n_clauses());
    assert!(dimacs.contains(&format!("\np cnf {n_vars} {n_clauses}\n")));

    let mut solver = varisat::Solver::new();
    solver
        .add_dimacs_cnf(dimacs.as_bytes())
        .expect("varisat reads our DIMACS");
    let mut answers = Vec::new();
    while solver.solve().unwrap() {
        let values = common::values(&solver.model().unwrap(), n_vars);
        let found = encoding.decoder.decode(common::value_of(&values)).unwrap();
        check(&puzzle, &found).expect("the model is an answer");
        let mut blocking = Vec::new();
        for r in 0..puzzle.rows() {
            for c in 0..puzzle.cols() {
                if let Some(d) = found.digit(r, c) {
                    let var = encoding.decoder.var(r, c, d).unwrap();
                    blocking.push(common::to_varisat(var.neg_lit()));
                }
            }
        }
        solver.add_clause(&blocking);
        answers.push(found.to_text());
    }
    answers.sort();
    assert_eq!(answers, SMALL_ANSWERS);
    dimacs
}

#[test]
fn small_table() {
    common::snapshots("kakuro")
        .bind(|| insta::assert_snapshot!("small_table", dimacs(KakuroSum::Table)));
}

#[test]
fn small_pb() {
    common::snapshots("kakuro").bind(|| insta::assert_snapshot!("small_pb", dimacs(KakuroSum::Pb)));
}

#[test]
fn small_mdd() {
    common::snapshots("kakuro")
        .bind(|| insta::assert_snapshot!("small_mdd", dimacs(KakuroSum::Mdd)));
}
