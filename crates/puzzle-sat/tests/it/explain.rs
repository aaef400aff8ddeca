//! Explanations of unsolvable puzzles in special cases (clashing givens, a given against
//! its parity mark) and on the command line; the core must be contradictory and minimal,
//! judged outside the clue encoding (`common::cores`), and its DRAT proof must check.
//! Every kind's bundled unsolvable puzzles under every encoding are in `conformance.rs`.

use crate::common;

use common::cores::check_core;
use puzzle_cnf::{encode_clues, Lit, Options};
use puzzle_ir::Puzzle;

#[test]
fn clashing_givens_are_explained_though_the_encoder_sees_them_first() {
    let puzzle = Puzzle::parse("p.txt", b"kind: sudoku\ngrid:\n1..1\n....\n....\n....\n").unwrap();
    assert_eq!(check_core("clash", &puzzle, &Options::default()), 2);
    let kakurasu = Puzzle::parse("k.txt", b"kind: kakurasu\nrows: 7 1\ncols: - -\n").unwrap();
    assert_eq!(check_core("too large", &kakurasu, &Options::default()), 1);
}

/// A given is selected by its cell's own variable, except where the parity marks rule
/// its value out: there a fresh selector guards the empty clause, and the given alone is
/// the core.
#[test]
fn a_given_against_its_parity_mark_is_its_own_core() {
    let text = "kind: sudoku\nvariants: even-odd\ngrid:\n1...\n....\n....\n..3.\n\
                parity:\ne...\n....\n....\n....\n";
    let puzzle = Puzzle::parse("p.txt", text.as_bytes()).unwrap();
    assert_eq!(
        check_core("given against parity", &puzzle, &Options::default()),
        1
    );
    let clues = encode_clues(&puzzle, &Options::default()).unwrap();
    let cnf = &clues.encoding.cnf;
    let guarded: Vec<bool> = clues
        .clues
        .iter()
        .map(|&(_, s)| cnf.is_guard(s.var()))
        .collect();
    assert_eq!(
        guarded,
        [true, false],
        "only the given against its mark has a fresh guard"
    );
    assert_eq!(clues.clue_clauses()[0], vec![Vec::<Lit>::new()]);
    assert_eq!(clues.clue_clauses()[1], vec![vec![clues.clues[1].1]]);
}

#[test]
fn explain_on_the_command_line() {
    let path = std::env::temp_dir().join("puzzle-sat-explain-clash.txt");
    std::fs::write(&path, "kind: sudoku\ngrid:\n1..1\n....\n....\n....\n").unwrap();
    let (code, out, _) = common::run(&["explain", "--format", "json", path.to_str().unwrap()]);
    assert_eq!(code, 20);
    let mut json: serde_json::Value = serde_json::from_str(&out).unwrap();
    // Every record also says where it came from and how long it took (FORMATS.md).
    assert!(json["time_s"].is_number());
    assert_eq!(json["source"], path.to_str().unwrap());
    json.as_object_mut()
        .unwrap()
        .retain(|k, _| k != "time_s" && k != "source");
    assert_eq!(
        json,
        serde_json::json!({"kind": "sudoku", "status": "unsat", "core": [
            {"clue": "given", "row": 0, "col": 0, "value": 1},
            {"clue": "given", "row": 0, "col": 3, "value": 1}]})
    );
    let (_, text, _) = common::run(&["explain", path.to_str().unwrap()]);
    assert!(text.contains("the given 1 at row 1, column 4"), "{text}");
    // Several answers: the suggested clue leaves exactly one (counted by `count`).
    std::fs::write(&path, "kind: sudoku\ngrid:\n1234\n3412\n2.4.\n4.2.\n").unwrap();
    let (code, out, _) = common::run(&["explain", "--format", "json", path.to_str().unwrap()]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["unique"], false);
    assert!(!json["differing"].as_array().unwrap().is_empty());
    let s = &json["suggestion"];
    let (r, c) = (
        s["row"].as_u64().unwrap() as usize,
        s["col"].as_u64().unwrap() as usize,
    );
    let mut rows: Vec<Vec<u8>> = ["1234", "3412", "2.4.", "4.2."]
        .iter()
        .map(|r| r.as_bytes().to_vec())
        .collect();
    rows[r][c] = s["value"].as_str().unwrap().as_bytes()[0];
    let grid: Vec<String> = rows
        .into_iter()
        .map(|r| String::from_utf8(r).unwrap())
        .collect();
    std::fs::write(&path, format!("kind: sudoku\ngrid:\n{}\n", grid.join("\n"))).unwrap();
    let (_, out, _) = common::run(&["count", "--format", "json", path.to_str().unwrap()]);
    let count: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(count["count"], 1);
    assert_eq!(count["complete"], true);
}
