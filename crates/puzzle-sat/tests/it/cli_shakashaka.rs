//! The command line on Shakashaka: solve, JSON, DIMACS round trip through an external
//! solver, checking answers, and proven unsolvable puzzles.

use crate::common;

use common::{run, solver_available};
use std::process::Command;

fn puzzle(path: &str) -> String {
    common::puzzle("shakashaka", path)
}

const JANKO: &str = "janko/shakashaka_janko_001_8x8.txt";
const JANKO_SOLUTION: &str = "janko/shakashaka_janko_001_8x8.solution.txt";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let (code, out, _) = run(&["solve", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap()
    );
    for rule in ["sectors", "no-thin-strips"] {
        let (code, again, _) = run(&["solve", "--vertex-rule", rule, &puzzle(JANKO)]);
        assert_eq!((code, &again), (0, &out), "{rule}");
    }
}

#[test]
fn json_answers_use_the_triangle_glyphs_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "shakashaka");
    assert_eq!(json["grid"][0][0], "2");
    assert_eq!(json["grid"][0][1], "◤");
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.json");
    std::fs::write(&answer, &out).unwrap();
    assert_eq!(
        run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]).0,
        0
    );
}

#[test]
fn check_names_a_broken_rule() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    // The first row's ◤ next to the 2 turned white: the 2 then sees one triangle.
    let broken = solution.replacen('◤', ".", 1);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("b.txt");
    std::fs::write(&answer, broken).unwrap();
    let (code, _, err) = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("breaks a rule"), "{err}");
}

#[test]
fn a_four_in_a_corner_is_proven_unsolvable() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("corner.txt");
    std::fs::write(&file, "kind: shakashaka\ngrid:\n4..\n...\n...\n").unwrap();
    let (code, out, _) = run(&["solve", file.to_str().unwrap()]);
    assert_eq!(code, 20, "{out}");
}

#[test]
fn dimacs_through_cadical_and_decode_give_the_same_answer() {
    if !solver_available("cadical") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let cnf = dir.path().join("p.cnf");
    assert_eq!(
        run(&["dimacs", &puzzle(JANKO), "-o", cnf.to_str().unwrap()]).0,
        0
    );
    let model = Command::new("cadical")
        .arg("-q")
        .arg(&cnf)
        .output()
        .unwrap();
    assert_eq!(model.status.code(), Some(10), "cadical says SAT");
    let model_file = dir.path().join("model.txt");
    std::fs::write(&model_file, model.stdout).unwrap();
    let (code, out, err) = run(&["decode", &puzzle(JANKO), model_file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap()
    );
}
