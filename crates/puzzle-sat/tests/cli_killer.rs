//! Killer Sudoku from the command line: solve, count, hint, explain (with cage clues in
//! JSON), DIMACS round trip through decode with each cage-sum encoding, generate.

mod common;

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
    for (seed, size) in [(1, "9"), (2, "6"), (3, "4")] {
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
