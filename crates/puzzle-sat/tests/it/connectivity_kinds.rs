//! The uses of plain CNF for every kind whose encoding uses the connectivity family (the
//! kinds with the `connectivity` setting, from the registry), on bundled puzzles with a
//! published solution: `count --proof` proves uniqueness with a DRAT proof that `rate`
//! accepts (the static lowering, which `--proof` picks), `dimacs` solved by Kissat and
//! read back by `decode --cnf` gives the published answer, and an explicit lazy lowering
//! is refused where plain CNF is needed. Solving in process (the lazy lowering) gives the
//! same answer, and `count` under it proves uniqueness too.

use crate::common;

use puzzle_cnf::{connect, Options};
use puzzle_ir::Kind;
use std::path::{Path, PathBuf};

fn connectivity_kinds() -> Vec<Kind> {
    (Kind::ALL.iter().copied())
        .filter(|&k| (Options::settings(k).iter()).any(|s| s.name == connect::SETTING.name))
        .collect()
}

/// A few bundled puzzles of `kind` with their solutions: the smallest, one of the middle
/// size and the largest.
fn some_solved(kind: Kind) -> Vec<(String, String)> {
    let mut all: Vec<(u64, PathBuf, PathBuf)> = (common::bundled(kind.name()).into_iter())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .filter_map(|p| {
            let solution = PathBuf::from(p.to_string_lossy().replace(".txt", ".solution.txt"));
            let size = std::fs::metadata(&p).unwrap().len();
            solution.exists().then_some((size, p, solution))
        })
        .collect();
    all.sort();
    assert!(
        !all.is_empty(),
        "{kind:?} has no bundled puzzle with a solution"
    );
    let picks = [0, all.len() / 2, all.len() - 1];
    let show = |p: &Path| p.display().to_string();
    picks
        .iter()
        .map(|&i| (show(&all[i].1), show(&all[i].2)))
        .collect()
}

/// The drawing a solution file holds, lines trimmed at the end (solution files are in
/// the answers' ASCII form, as `--ascii` prints them).
fn drawing(path: &str) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .map(|l| l.trim_end().to_owned() + "\n")
        .collect()
}

fn trimmed(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("unique"))
        .map(|l| l.trim_end().to_owned() + "\n")
        .collect()
}

#[test]
fn uniqueness_proofs_check_with_rate() {
    let dir = tempfile::tempdir().unwrap();
    for kind in connectivity_kinds() {
        for (puzzle, _) in some_solved(kind).into_iter().take(2) {
            let proof = dir.path().join("unique.drat");
            let proof = proof.display().to_string();
            let (code, out, err) = common::run(&["count", "--proof", &proof, &puzzle]);
            assert_eq!(code, 0, "{puzzle}: {out}{err}");
            assert!(
                out.contains("1 answer") || out.starts_with('1'),
                "{puzzle}: {out}"
            );
            let cnf = PathBuf::from(format!("{proof}.cnf"));
            assert!(
                common::drat_checked(&cnf, Path::new(&proof)),
                "{puzzle}: rate rejects the proof"
            );
            // The CNF of the proof is the static lowering's: no lazy constraint left out.
            let (code, _, err) = common::run(&[
                "count",
                "--proof",
                &proof,
                &puzzle,
                "--connectivity",
                "cuts",
            ]);
            assert!(code == 2 && err.contains("plain CNF"), "{puzzle}: {err}");
        }
    }
}

#[test]
fn kissat_on_our_dimacs_decodes_to_the_published_answer() {
    if !common::solver_available("kissat") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let cnf = dir.path().join("p.cnf").display().to_string();
    let model = dir.path().join("model.txt");
    for kind in connectivity_kinds() {
        for (puzzle, solution) in some_solved(kind) {
            let (code, _, err) = common::run(&["dimacs", &puzzle, "-o", &cnf]);
            assert_eq!(code, 0, "{puzzle}: {err}");
            let output = std::process::Command::new("kissat")
                .args(["-q", &cnf])
                .output()
                .unwrap();
            std::fs::write(&model, &output.stdout).unwrap();
            let model = model.display().to_string();
            let (code, out, err) =
                common::run(&["decode", "--ascii", "--cnf", &cnf, &puzzle, &model]);
            assert_eq!(code, 0, "{puzzle}: {err}");
            assert_eq!(trimmed(&out), drawing(&solution), "{puzzle}");
            let (code, _, err) = common::run(&["dimacs", &puzzle, "--connectivity", "cuts"]);
            assert!(code == 2 && err.contains("plain CNF"), "{puzzle}: {err}");
        }
    }
}

#[test]
fn in_process_lowerings_agree_with_the_published_answer() {
    for kind in connectivity_kinds() {
        for (puzzle, solution) in some_solved(kind) {
            let runs = [
                ("auto", "auto"),
                ("auto", "varisat"),
                ("cuts", "cadical-lib"),
                ("elimination", "auto"),
            ];
            for (lowering, solver) in runs {
                let args = [
                    "solve",
                    "--ascii",
                    "--unique",
                    "--connectivity",
                    lowering,
                    "--solver",
                    solver,
                    &puzzle,
                ];
                let (code, out, err) = common::run(&args);
                assert_eq!(code, 0, "{args:?}: {err}");
                assert!(out.contains("unique: no other answer"), "{args:?}: {out}");
                assert_eq!(trimmed(&out), drawing(&solution), "{args:?}");
            }
            let (code, _, err) = common::run(&[
                "solve",
                "--solver",
                "kissat",
                "--connectivity",
                "cuts",
                &puzzle,
            ]);
            assert!(code == 2 && err.contains("plain CNF"), "{puzzle}: {err}");
        }
    }
}
