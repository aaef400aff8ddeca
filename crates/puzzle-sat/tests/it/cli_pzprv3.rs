//! Answers written into pzprv3 files: `convert --answer` and a pzprv3 input's own answer
//! are checked before they are written, and `solve -f pzprv3` writes the solved file in
//! one command (one puzzle of a kind with a puzz.link genre; nothing without an answer).

use crate::common;

use common::{puzzle, run};
use std::path::Path;

/// A 4x4 Sudoku (givens r1c2 = 1, r2c4 = 2, r3c1 = 3, r4c3 = 3).
const URL: &str = "https://puzz.link/p?sudoku/4/4/g1k23k3g";
const ANSWER: &str = "2143\n4312\n3421\n1234\n";
/// Its pzprv3 file holding that answer.
const SOLVED: &str =
    "pzprv3/sudoku/4/. 1 . . /. . . 2 /3 . . . /. . 3 . /2 . 4 3 /4 3 1 . /. 4 2 1 /1 2 . 4 /";

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn convert_writes_a_right_answer() {
    let dir = tempfile::tempdir().unwrap();
    let answer = write(dir.path(), "a.txt", ANSWER);
    let (code, out, err) = run(&["convert", URL, "--answer", &answer, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.replace('\n', "/"), SOLVED);
}

#[test]
fn convert_refuses_an_answer_that_breaks_a_rule() {
    let dir = tempfile::tempdir().unwrap();
    // Row 3 as 3 4 1 2: column 3 holds 1 twice.
    let wrong = write(dir.path(), "wrong.txt", "2143\n4312\n3412\n1234\n");
    let (code, out, err) = run(&["convert", URL, "--answer", &wrong, "--to", "pzprv3"]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(out, "");
    assert!(
        err.contains("wrong.txt: the answer breaks a rule:"),
        "{err}"
    );
    let (_, _, checked) = run(&["check", URL, &wrong]);
    let rule = checked.split("breaks a rule: ").nth(1).unwrap();
    assert!(err.ends_with(rule), "convert: {err}\ncheck: {checked}");
}

#[test]
fn convert_refuses_an_answer_that_contradicts_a_given() {
    let dir = tempfile::tempdir().unwrap();
    // Row 1 as 2 4 1 3: the given 1 at row 1, column 2 is not kept.
    let wrong = write(dir.path(), "wrong.txt", "2413\n4312\n3421\n1234\n");
    let (code, out, err) = run(&["convert", URL, "--answer", &wrong, "--to", "pzprv3"]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(out, "");
    assert!(err.contains("the answer breaks a rule:"), "{err}");
}

#[test]
fn convert_refuses_a_pzprv3_input_whose_own_answer_breaks_a_rule() {
    let dir = tempfile::tempdir().unwrap();
    let right = write(dir.path(), "right.pzprv3", SOLVED);
    let (code, out, err) = run(&["convert", &right, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.replace('\n', "/"), SOLVED);
    let wrong = write(
        dir.path(),
        "wrong.pzprv3",
        &SOLVED.replace("/. 4 2 1 /", "/. 4 1 2 /"),
    );
    let (code, out, err) = run(&["convert", &wrong, "--to", "pzprv3"]);
    assert_eq!(code, 1, "{out}");
    assert_eq!(out, "");
    assert!(
        err.contains("wrong.pzprv3: the answer breaks a rule:"),
        "{err}"
    );
}

#[test]
fn solve_writes_the_solved_pzprv3_file_in_one_command() {
    let (code, out, err) = run(&["solve", "-f", "pzprv3", URL]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.replace('\n', "/"), SOLVED);
    let dir = tempfile::tempdir().unwrap();
    let file = write(dir.path(), "solved.pzprv3", &out);
    let (code, _, err) = run(&["check", &file]);
    assert_eq!(code, 0, "{err}");
}

#[test]
fn solve_to_pzprv3_refuses_kinds_without_a_genre_and_several_puzzles() {
    let killer = puzzle("killer", "wikipedia/killer_wikipedia_9x9.txt");
    let (code, out, err) = run(&["solve", "-f", "pzprv3", &killer]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(
        err.contains("killer has no puzz.link genre")
            && err.contains("the kinds with one: classic sudoku, kakuro, shakashaka"),
        "{err}"
    );
    let (code, out, err) = run(&["solve", "-f", "pzprv3", URL, URL]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(err.contains("writes one puzzle's file"), "{err}");
    let lines = puzzle("sudoku", "9x9/norvig_top95.lines");
    let (code, _, err) = run(&["solve", "-f", "pzprv3", &lines]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = run(&["solve", "-f", "pzprv3", "--unique", URL]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("with -f text or json"), "{err}");
}

#[test]
fn solve_to_pzprv3_writes_nothing_without_an_answer() {
    // Two givens 1 in row 1.
    let (code, out, err) = run(&[
        "solve",
        "-f",
        "pzprv3",
        "https://puzz.link/p?sudoku/4/4/11k23k3g",
    ]);
    assert_eq!(code, 20, "{err}");
    assert_eq!(out, "");
    assert!(err.contains("no solution (proven)"), "{err}");
    assert!(err.contains("no pzprv3 file written"), "{err}");
}
