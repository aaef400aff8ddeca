//! Every encoding option of every kind survives `dimacs` -> an external solver ->
//! `decode --cnf`: the header records the options, decode rebuilds that very encoding,
//! and the answer comes back checked. A header for another kind, or a CNF of another
//! size, is refused.

mod common;

use common::{puzzle, run};

/// (kind, bundled puzzle, option, its values)
const CASES: &[(&str, &str, &str, &[&str])] = &[
    (
        "sudoku",
        "9x9/janko/sudoku_janko_0001_9x9.txt",
        "--amo",
        &[
            "auto",
            "pairwise",
            "ladder",
            "bitwise",
            "commander",
            "bimander",
        ],
    ),
    (
        "sudoku",
        "16x16/janko/sudoku_janko_0301_16x16.txt",
        "--no-singles",
        &[],
    ),
    (
        "kakuro",
        "janko/kakuro_janko_001_10x12.txt",
        "--kakuro-sum",
        &["table", "mdd", "pb"],
    ),
    (
        "kakurasu",
        "papers/kakurasu-9x9-1.txt",
        "--pb",
        &["dd", "swc", "gte", "adder"],
    ),
    (
        "shakashaka",
        "janko/shakashaka_janko_001_8x8.txt",
        "--vertex-rule",
        &["sectors", "no-thin-strips"],
    ),
    (
        "killer",
        "wikipedia/killer_wikipedia_9x9.txt",
        "--cage-sum",
        &["table", "mdd", "pb"],
    ),
];

fn cadical(cnf: &str, out: &std::path::Path) {
    let output = std::process::Command::new("cadical")
        .arg(cnf)
        .output()
        .unwrap();
    std::fs::write(out, output.stdout).unwrap();
}

#[test]
fn every_option_of_every_kind_survives_dimacs_and_decode() {
    if !common::solver_available("cadical") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    for &(kind, path, option, values) in CASES {
        let file = puzzle(kind, path);
        let (_, expected, _) = run(&["solve", &file]);
        let flags: Vec<Vec<&str>> = if values.is_empty() {
            vec![vec![option]]
        } else {
            values.iter().map(|v| vec![option, v]).collect()
        };
        for flag in flags {
            let cnf = dir.path().join("p.cnf");
            let cnf = cnf.to_str().unwrap();
            let mut args = vec!["dimacs"];
            args.extend(&flag);
            args.extend([file.as_str(), "-o", cnf]);
            let (code, _, err) = run(&args);
            assert_eq!(code, 0, "{flag:?}: {err}");
            let model = dir.path().join("model.txt");
            cadical(cnf, &model);
            let (code, out, err) = run(&["decode", "--cnf", cnf, &file, model.to_str().unwrap()]);
            assert_eq!(code, 0, "{kind} {flag:?}: {err}");
            if kind != "kakuro" || path.contains("001") {
                assert_eq!(out, expected, "{kind} {flag:?}");
            }
        }
    }
}

#[test]
fn a_header_of_another_puzzle_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let sudoku = puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let killer = puzzle("killer", "wikipedia/killer_wikipedia_9x9.txt");
    let cnf = dir.path().join("k.cnf");
    let cnf = cnf.to_str().unwrap();
    run(&["dimacs", &killer, "-o", cnf]);
    let model = dir.path().join("m.txt");
    std::fs::write(&model, "s UNKNOWN\n").unwrap();
    let model = model.to_str().unwrap();
    let (code, _, err) = run(&["decode", "--cnf", cnf, &sudoku, model]);
    assert_eq!(code, 1);
    assert!(
        err.contains("encodes a killer puzzle, not a sudoku"),
        "{err}"
    );
    // Same kind, other puzzle: the variable count differs.
    let other = puzzle("killer", "generated/killer-9x9-c4-s1.txt");
    let (code, _, err) = run(&["decode", "--cnf", cnf, &other, model]);
    assert_eq!(code, 1);
    assert!(
        err.contains("variables but this puzzle's encoding has"),
        "{err}"
    );
    // Flags beside --cnf would be ignored: refused.
    let (code, _, err) = run(&["decode", "--cnf", cnf, "--amo", "ladder", &killer, model]);
    assert_eq!(code, 2);
    assert!(err.contains("encoding flags do not apply"), "{err}");
    // Not written by puzzle-sat.
    std::fs::write(cnf, "p cnf 1 1\n1 0\n").unwrap();
    let (code, _, err) = run(&["decode", "--cnf", cnf, &sudoku, model]);
    assert_eq!(code, 1);
    assert!(err.contains("not written by `puzzle-sat dimacs`"), "{err}");
}
