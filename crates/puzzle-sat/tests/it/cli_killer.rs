//! Killer Sudoku from the command line: solve, count, hint, explain (with cage clues in
//! JSON), DIMACS round trip through decode with each cage-sum encoding, generate.

use crate::common;

use common::{puzzle, run};

fn wikipedia() -> String {
    puzzle("killer", "wikipedia/killer_wikipedia_9x9.txt")
}

#[test]
fn the_published_puzzle_solves_to_its_published_answer_and_is_unique() {
    let (code, out, err) = run(&["solve", "-f", "json", "--unique", &wikipedia()]);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["kind"], "killer");
    assert_eq!(json["unique"], true);
    let solution = std::fs::read_to_string(puzzle(
        "killer",
        "wikipedia/killer_wikipedia_9x9.solution.txt",
    ))
    .unwrap();
    let rows: Vec<String> = json["grid"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            row.as_array()
                .unwrap()
                .iter()
                .map(|c| c.as_str().unwrap())
                .collect()
        })
        .collect();
    assert_eq!(rows.join("\n") + "\n", solution);
}

#[test]
fn a_broken_cage_is_explained_by_cage_clues() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("broken.txt");
    let text = std::fs::read_to_string(wikipedia()).unwrap();
    std::fs::write(&file, text.replace("\na 3\n", "\na 4\n")).unwrap();
    let (code, out, _) = run(&["explain", "-f", "json", file.to_str().unwrap()]);
    assert_eq!(code, 20, "{out}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let core = json["core"].as_array().unwrap();
    assert!(!core.is_empty());
    assert!(core.iter().all(|c| c["clue"] == "cage"), "{out}");
    assert!(
        core.iter().any(|c| c["label"] == "a" && c["sum"] == 4),
        "{out}"
    );
}

#[test]
fn every_cage_sum_encoding_survives_dimacs_and_decode() {
    if !common::solver_available("cadical") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for sum in ["table", "mdd", "pb"] {
        let cnf = dir.path().join(format!("{sum}.cnf"));
        let cnf = cnf.to_str().unwrap();
        let (code, _, err) = run(&["dimacs", "--cage-sum", sum, &wikipedia(), "-o", cnf]);
        assert_eq!(code, 0, "{err}");
        let output = std::process::Command::new("cadical")
            .arg(cnf)
            .output()
            .unwrap();
        let model = dir.path().join(format!("{sum}.model"));
        std::fs::write(&model, output.stdout).unwrap();
        let (code, out, err) = run(&[
            "decode",
            "--cnf",
            cnf,
            &wikipedia(),
            model.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{sum}: {err}");
        assert!(out.starts_with("2 1 5 | 6 4 7 | 3 9 8"), "{sum}: {out}");
    }
}

#[test]
fn the_bundled_16x16_solves_to_its_answer_with_each_cage_sum_encoding() {
    let file = puzzle("killer", "16x16/killer-16x16-c6-s16.txt");
    let solution =
        std::fs::read_to_string(puzzle("killer", "16x16/killer-16x16-c6-s16.solution.txt"))
            .unwrap();
    // pb solves it too, in tens of seconds; its digits 10..16 are tested on single cages
    // (puzzle-cnf's tests/it/kakuro_runs.rs).
    for sum in ["table", "mdd"] {
        let (code, out, err) = run(&["solve", "--unique", "--cage-sum", sum, &file]);
        assert_eq!(code, 0, "{sum}: {err}");
        assert!(out.contains("unique: no other answer"), "{sum}: {out}");
        let answer: Vec<&str> = out.lines().filter(|l| !l.contains("unique")).collect();
        let digits = |text: &str| -> Vec<String> {
            text.split(|c: char| !c.is_ascii_digit())
                .filter(|t| !t.is_empty())
                .map(str::to_owned)
                .collect()
        };
        assert_eq!(digits(&answer.join("\n")), digits(&solution), "{sum}");
    }
    let (code, _, err) = run(&[
        "check",
        &file,
        &puzzle("killer", "16x16/killer-16x16-c6-s16.solution.txt"),
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, svg, err) = run(&["render", &file]);
    assert_eq!(code, 0, "{err}");
    // One text per cage sum (88) and per given (5), two-digit givens among them.
    assert_eq!(svg.matches("<text").count(), 88 + 5, "{svg}");
    assert!(
        svg.contains(">13</text>") && svg.contains(">46</text>"),
        "{svg}"
    );
}

#[test]
fn a_flag_of_another_kind_does_not_hide_an_input_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.txt");
    std::fs::write(&file, "kind: killer\ncages:\na\n").unwrap();
    let (code, _, err) = run(&["solve", "--cage-sum", "mdd", file.to_str().unwrap()]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("N = 4 to 16"), "{err}");
}

#[test]
fn sudoku_flags_are_refused_for_a_killer_and_killer_flags_for_a_sudoku() {
    let (code, _, err) = run(&["solve", "--pb", "dd", &wikipedia()]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--pb applies to kakurasu puzzles only"),
        "{err}"
    );
    let sudoku = puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let (code, _, err) = run(&["solve", "--cage-sum", "mdd", &sudoku]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--cage-sum applies to killer puzzles only"),
        "{err}"
    );
}

#[test]
fn generated_killers_solve_and_their_answers_check() {
    let dir = tempfile::tempdir().unwrap();
    for (seed, size) in [(1, "9"), (2, "6"), (3, "4"), (4, "16")] {
        let file = dir.path().join(format!("k{seed}.txt"));
        let solution = dir.path().join(format!("k{seed}.solution.txt"));
        let seed = seed.to_string();
        let (code, text, err) = run(&[
            "generate",
            "killer",
            "--size",
            size,
            "--seed",
            &seed,
            "--solution",
            solution.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "{err}");
        std::fs::write(&file, text).unwrap();
        let (code, _, err) = run(&["check", file.to_str().unwrap(), solution.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        let (code, _, err) = run(&["solve", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        let (code, out, err) = run(&["hint", "-f", "json", file.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("\"hints\""), "{out}");
    }
}
