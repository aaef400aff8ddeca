//! The command line on Kakurasu: every PB encoding gives the published answer, the fact
//! style is read, a clue above its line's maximum is a proven "no solution", and large
//! random grids solve, and show a second answer, through the guesses.

use crate::common;

use common::run;
use puzzle_solve::space::count;

fn puzzle(path: &str) -> String {
    common::puzzle("kakurasu", path)
}

#[test]
fn every_pb_encoding_gives_the_published_answer() {
    let file = puzzle("janko/kakurasu_janko_301_5x5.txt");
    let expected =
        std::fs::read_to_string(puzzle("janko/kakurasu_janko_301_5x5.solution.txt")).unwrap();
    for pb in ["dd", "swc", "gte", "adder"] {
        let (code, out, err) = run(&["solve", "--pb", pb, &file]);
        assert_eq!(code, 0, "{pb}: {err}");
        assert_eq!(out, expected, "{pb}");
    }
    assert_eq!(run(&["solve", "--pb", "magic", &file]).0, 2);
}

#[test]
fn the_answer_set_fact_style_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("example.lp");
    let facts = "% the 5x5 example\nclues_row(1,1; 2,9; 3,10; 4,3; 5,8).\nclues_col(1,13; 2,12; 3,3; 4,5; 5,7).\n";
    std::fs::write(&file, facts).unwrap();
    let (code, out, _) = run(&["solve", file.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert_eq!(out, "#....\n...##\n####.\n##...\n##..#\n");
    let (code, json, _) = run(&["solve", "--format", "json", file.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(
        json.contains("\"kind\":\"kakurasu\"") && json.contains("[\"#\",\".\",\".\",\".\",\".\"]")
    );
}

#[test]
fn a_clue_above_the_line_maximum_is_proven_unsolvable() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("big.txt");
    std::fs::write(
        &file,
        "kind: kakurasu\nrows: 1 16 - 3 8\ncols: 13 12 3 5 7\n",
    )
    .unwrap();
    let (code, out, _) = run(&["solve", file.to_str().unwrap()]);
    assert_eq!(code, 20);
    assert!(
        out.contains("16") && out.contains("row 2") && out.contains("15"),
        "{out}"
    );
}

/// Solves `file` and has the `check` command judge the printed answer.
fn solve_and_check(file: &str) {
    let (code, out, err) = run(&["solve", file]);
    assert_eq!(code, 0, "{file}: {err}");
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("answer.txt");
    std::fs::write(&answer, out).unwrap();
    let (code, _, err) = run(&["check", file, answer.to_str().unwrap()]);
    assert_eq!(code, 0, "{file}: {err}");
}

#[test]
fn generated_30x30_and_50x50_grids_solve_through_the_guided_path() {
    for name in ["30x30-d50-s1", "30x30-d85-s2", "50x50-d50-s2"] {
        solve_and_check(&puzzle(&format!("generated/kakurasu-{name}.txt")));
    }
}

/// A second answer of a large random grid comes through the guesses too: `--unique` and
/// `count --max` report it without the search of the whole grid, which takes minutes.
#[test]
fn a_second_answer_comes_through_the_guesses() {
    let file = puzzle("generated/kakurasu-30x30-d50-s1.txt");
    let text = std::fs::read(&file).unwrap();
    let parsed = puzzle_ir::Puzzle::parse(&file, &text).unwrap();
    let settings = puzzle_solve::space::SessionSettings::default();
    let options = puzzle_cnf::Options::default();
    let guessed = count::through_guesses(&parsed, &options, 2, settings, &|_| {}).unwrap();
    let (counted, _) = guessed.expect("two answers through the guesses");
    let [first, second] = &counted.answers[..] else {
        panic!("two answers: {:?}", counted.answers)
    };
    assert_ne!(first.grid(), second.grid());
    assert!(!counted.complete);
    let (code, out, err) = run(&["solve", "--unique", &file]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("not unique: a second answer"), "{out}");
    let (code, out, err) = run(&["count", "--max", "3", &file]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("at least 3 answers"), "{out}");
}

#[test]
fn a_large_puzzle_without_answer_is_unsat_once_every_guess_fails() {
    // Rows 1-3 and columns 1-3 carry clues that line reasoning finds no fault with but
    // that no filling meets together; the other 27 lines are free, so more than 600
    // cells stay open and the guided path runs (and fails) before the full encoding.
    let mut rows = vec!["-"; 30];
    rows[..3].copy_from_slice(&["1", "3", "4"]);
    let mut cols = vec!["-"; 30];
    cols[..3].copy_from_slice(&["6", "6", "5"]);
    let text = format!(
        "kind: kakurasu\nrows: {}\ncols: {}\n",
        rows.join(" "),
        cols.join(" ")
    );
    let parsed = puzzle_ir::Puzzle::parse("p.txt", text.as_bytes()).unwrap();
    let options = puzzle_cnf::Options::default();
    assert!(
        puzzle_cnf::encode(&parsed, &options).is_ok(),
        "no early proof"
    );
    assert!(puzzle_cnf::guided(&parsed, &options).count() > 0, "guided");
    let settings = puzzle_solve::space::SessionSettings::default();
    let guessed = count::through_guesses(&parsed, &options, 2, settings, &|_| {}).unwrap();
    assert!(guessed.is_none(), "no answer through the guesses");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("none.txt");
    std::fs::write(&file, text).unwrap();
    let (code, out, err) = run(&["solve", file.to_str().unwrap()]);
    assert_eq!(code, 20, "{out}{err}");
    let (code, out, err) = run(&["count", "--max", "2", file.to_str().unwrap()]);
    assert_eq!(code, 20, "a count whose guesses all fail: {out}{err}");
}
