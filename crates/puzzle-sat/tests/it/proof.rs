//! DRAT proofs from `--proof`, each checked by the independent checker `rate`: a finished
//! count, uniqueness of one puzzle of every kind, "no answer" found by the encoder
//! (clashing givens) and by the solver, and proofs written by CaDiCaL and Kissat. A solver that
//! cannot write proofs is refused by name, and a proof for the wrong CNF fails the check.

use crate::common;

use std::path::{Path, PathBuf};

/// Runs `puzzle-sat ARGS --proof <tmp>` and checks the proof; returns the exit code.
fn proved(args: &[&str], dir: &Path) -> (i32, PathBuf, PathBuf) {
    let proof = dir.join("p.drat");
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--proof", proof.to_str().unwrap()]);
    let (code, _, err) = common::run(&all);
    assert!(err.contains("DRAT proof in"), "{args:?}: {err}");
    let cnf = PathBuf::from(format!("{}.cnf", proof.display()));
    assert!(
        common::drat_checked(&cnf, &proof),
        "{args:?}: the proof does not check"
    );
    (code, cnf, proof)
}

#[test]
fn a_finished_count_is_proved() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("e.txt");
    std::fs::write(&path, "kind: sudoku\ngrid:\n....\n....\n....\n....\n").unwrap();
    let (code, cnf, _) = proved(&["count", path.to_str().unwrap()], dir.path());
    assert_eq!(code, 0);
    // The CNF holds the encoding and one blocking clause per answer.
    let text = std::fs::read_to_string(cnf).unwrap();
    assert!(text.starts_with("p cnf "));
}

#[test]
fn uniqueness_of_one_puzzle_of_every_kind_is_proved() {
    let dir = tempfile::tempdir().unwrap();
    for (kind, path) in [
        ("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt"),
        ("kakurasu", "janko/kakurasu_janko_301_5x5.txt"),
        ("kakuro", "janko/kakuro_janko_001_10x12.txt"),
        ("shakashaka", "janko/shakashaka_janko_001_8x8.txt"),
    ] {
        let file = common::puzzle(kind, path);
        let (code, _, _) = proved(&["solve", "--unique", &file], dir.path());
        assert_eq!(code, 0, "{path}");
    }
}

#[test]
fn generated_puzzles_come_with_a_proof_of_uniqueness() {
    let dir = tempfile::tempdir().unwrap();
    for kind in [
        &["sudoku", "--size", "9", "--minimal"][..],
        &["shakashaka", "--rows", "10", "--cols", "10", "--minimal"],
        &["kakuro", "--rows", "8", "--cols", "8"],
    ] {
        let mut args = vec!["generate"];
        args.extend_from_slice(kind);
        let (code, _, _) = proved(&args, dir.path());
        assert_eq!(code, 0, "{kind:?}");
    }
}

#[test]
fn no_answer_is_proved_from_the_encoder_and_from_the_solver() {
    let dir = tempfile::tempdir().unwrap();
    let clash = dir.path().join("clash.txt");
    std::fs::write(&clash, "kind: sudoku\ngrid:\n1..1\n....\n....\n....\n").unwrap();
    let (code, _, _) = proved(&["solve", clash.to_str().unwrap()], dir.path());
    assert_eq!(code, 20);
    let unsolvable = common::puzzle("shakashaka", "unsolvable/shakashaka_penpa1_10x10.txt");
    let (code, _, _) = proved(&["solve", &unsolvable], dir.path());
    assert_eq!(code, 20);
    let (code, _, _) = proved(&["explain", clash.to_str().unwrap()], dir.path());
    assert_eq!(code, 20);
}

#[test]
fn cadical_and_kissat_write_proofs_too() {
    let dir = tempfile::tempdir().unwrap();
    // Without singles the solver has to search, so the proof is not a one-liner.
    let file = common::puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    for solver in ["cadical", "kissat"] {
        if !common::solver_available(solver) {
            continue;
        }
        let args = [
            "solve",
            "--unique",
            "--no-singles",
            "--solver",
            solver,
            &file,
        ];
        let (code, _, proof) = proved(&args, dir.path());
        assert_eq!(code, 0, "{solver}");
        assert!(std::fs::metadata(proof).unwrap().len() > 0, "{solver}");
    }
}

#[test]
fn solvers_without_proofs_are_refused_by_name() {
    let file = common::puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let (code, _, err) = common::run(&["solve", "--solver", "minisat", "--proof", "/tmp/x", &file]);
    assert_eq!(code, 1);
    assert!(err.contains("`minisat` cannot write DRAT proofs"), "{err}");
}

#[test]
fn a_proof_does_not_check_against_a_weaker_cnf() {
    let dir = tempfile::tempdir().unwrap();
    let file = common::puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let (_, cnf, proof) = proved(&["solve", "--unique", &file], dir.path());
    // Without its last clause (the blocking clause) the CNF has a model: no proof holds.
    let text = std::fs::read_to_string(&cnf).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    lines.pop();
    let (vars, clauses) = {
        let header: Vec<&str> = lines[0].split_whitespace().collect();
        (
            header[2].to_string(),
            header[3].parse::<usize>().unwrap() - 1,
        )
    };
    let header = format!("p cnf {vars} {clauses}");
    lines[0] = &header;
    let weaker = dir.path().join("weaker.cnf");
    std::fs::write(&weaker, lines.join("\n") + "\n").unwrap();
    let in_path = std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join("rate").is_file()));
    if in_path {
        assert!(!common::drat_checked(&weaker, &proof));
    }
}
