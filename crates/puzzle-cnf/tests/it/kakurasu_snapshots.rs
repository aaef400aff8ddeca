//! Snapshots of the DIMACS written for a small Kakurasu, with variable names on, so that
//! any change to the encoding shows up as a readable diff. The snapshots live in the
//! top-level `snapshots/kakurasu/` folder of the workspace.
//!
//! Create or update them with
//! `INSTA_UPDATE=always cargo test -p puzzle-cnf --release --test it kakurasu_snapshots::`;
//! `CI=true cargo test ...` fails on any difference without writing anything.

use crate::common;

use puzzle_cnf::kakurasu;
use puzzle_cnf::pb::PbEncoding;
use puzzle_cnf::Options;
use puzzle_ir::kakurasu::{check, Kakurasu};
use varisat::ExtendFormula;

/// Rows 1 5 3, columns 4 5 2: the one answer is
/// ```text
/// #..
/// .##
/// ##.
/// ```
/// Line reasoning settles all nine cells before encoding, so its CNF is nine named unit
/// clauses; `pb_snapshots` shows the sum encodings themselves.
const SMALL_3X3: &str = "kind: kakurasu\nrows: 1 5 3\ncols: 4 5 2\n";
const SMALL_3X3_ANSWER: &str = "#..\n.##\n##.\n";

/// The DIMACS of `text` with names on and the given PB encoding, after checking that it
/// is well formed and that the written text (not the builder) has exactly `answer`.
fn dimacs(file: &str, text: &str, pb: PbEncoding, answer: &str) -> String {
    let puzzle = Kakurasu::parse(file, text).expect("test puzzle parses");
    let options = Options {
        names: true,
        kakurasu: puzzle_cnf::kakurasu::KakurasuOptions { pb },
        ..Default::default()
    };
    let encoding = kakurasu::encode(&puzzle, &options).expect("test puzzle has no contradiction");
    let title = format!("kakurasu {file}, pseudo-Boolean encoding: {}", pb.name());
    let mut out = Vec::new();
    encoding
        .cnf
        .write_dimacs(&mut out, &[title])
        .expect("writing to memory");
    let dimacs = String::from_utf8(out).expect("DIMACS is UTF-8");

    let (n_vars, n_clauses) = (encoding.cnf.n_vars(), encoding.cnf.n_clauses());
    assert!(
        dimacs.contains(&format!("\np cnf {n_vars} {n_clauses}\n")),
        "{file}: p line"
    );
    let clause_lines = dimacs
        .lines()
        .filter(|l| !l.starts_with('c') && !l.starts_with('p'))
        .count();
    assert_eq!(clause_lines, n_clauses, "{file}: one line per clause");
    // The cell variables carry their names.
    for r in 0..puzzle.rows() {
        for c in 0..puzzle.cols() {
            let var = encoding.decoder.var(r, c);
            assert_eq!(
                encoding.cnf.name_of(var),
                Some(format!("r{}c{}=#", r + 1, c + 1).as_str())
            );
        }
    }

    // The written DIMACS solves to the answer, and to no other one.
    let mut solver = varisat::Solver::new();
    solver
        .add_dimacs_cnf(dimacs.as_bytes())
        .expect("varisat reads our DIMACS");
    assert!(solver.solve().unwrap(), "{file}: satisfiable");
    let values = common::values(&solver.model().unwrap(), n_vars);
    let found = encoding.decoder.decode(common::value_of(&values));
    check(&puzzle, &found).expect("the model is an answer");
    assert_eq!(found.to_text(), answer);
    let blocking: Vec<varisat::Lit> = (0..puzzle.rows())
        .flat_map(|r| (0..puzzle.cols()).map(move |c| (r, c)))
        .map(|(r, c)| {
            let var = encoding.decoder.var(r, c);
            common::to_varisat(if found.is_shaded(r, c) {
                var.neg_lit()
            } else {
                var.pos_lit()
            })
        })
        .collect();
    solver.add_clause(&blocking);
    assert!(!solver.solve().unwrap(), "{file}: one answer");
    dimacs
}

#[test]
fn small_3x3_decision_diagram() {
    assert_eq!(Options::default().kakurasu.pb, PbEncoding::DecisionDiagram);
    let text = dimacs(
        "small_3x3.txt",
        SMALL_3X3,
        PbEncoding::DecisionDiagram,
        SMALL_3X3_ANSWER,
    );
    common::snapshots("kakurasu").bind(|| insta::assert_snapshot!("small_3x3_dd", text));
}

#[test]
fn small_3x3_sequential_weight_counter() {
    let text = dimacs(
        "small_3x3.txt",
        SMALL_3X3,
        PbEncoding::SequentialWeightCounter,
        SMALL_3X3_ANSWER,
    );
    common::snapshots("kakurasu").bind(|| insta::assert_snapshot!("small_3x3_swc", text));
}
