//! The command line on Tents: solve to the published solution under each count
//! encoding, unique; JSON answers that check; a broken answer named; the clashing
//! counts of an unsolvable puzzle; the URL and pzprv3 file; a picture; a generated
//! puzzle that counts one answer.

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("tents", path)
}

const JANKO: &str = "janko/tents_janko_002_10x10.txt";
const JANKO_SOLUTION: &str = "janko/tents_janko_002_10x10.solution.txt";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    for counts in ["sequential-counter", "totalizer"] {
        let (code, out, stderr) = run(&["solve", "--counts", counts, &puzzle(JANKO)]);
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(out, solution, "{counts}");
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle(JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn json_answers_are_the_grid_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "tents");
    let first = serde_json::json!(["A", "T", ".", "A", "T", ".", "A", "T", ".", "."]);
    assert_eq!(json["grid"][0], first);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.json");
    std::fs::write(&answer, &out).unwrap();
    let checked = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_eq!(checked.0, 0);
}

#[test]
fn check_names_a_broken_rule() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    // The first tent taken away: its tree has none beside it.
    let broken = solution.replacen('A', ".", 1);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.txt");
    std::fs::write(&answer, broken).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        format!("{out}{stderr}").contains("the tree at (1, 2) is next to no tent"),
        "{out}{stderr}"
    );
}

#[test]
fn explain_names_the_clashing_counts() {
    let changed = puzzle("unsolvable/tents_janko_002_10x10_changed.txt");
    let (code, out, stderr) = run(&["explain", "--format", "json", &changed]);
    assert_eq!(code, 20, "{stderr}");
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let core = serde_json::json!([
        {"clue": "row", "index": 0, "sum": 3},
        {"clue": "row", "index": 1, "sum": 2}
    ]);
    assert_eq!(json["core"], core);
}

#[test]
fn urls_and_pzprv3_files_convert_and_pictures_draw() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert_eq!(
        url.trim(),
        "https://puzz.link/p?tents/10/10/40313131133112322132i22c114c01b0125a23451"
    );
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        file.starts_with("pzprv3\ntents\n10\n10\n. 4 0 3 1 3 1 3 1 1 3 \n3 A 1 . A 1 "),
        "{file}"
    );
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(
        svg.starts_with("<?xml") && svg.contains("<polygon"),
        "{svg}"
    );
}

#[test]
fn a_generated_puzzle_has_one_answer() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    let args = [
        "generate",
        "tents",
        "--rows",
        "8",
        "--cols",
        "8",
        "--seed",
        "3",
        "--minimal",
    ];
    let (code, out, stderr) = run(&args);
    assert_eq!(code, 0, "{stderr}");
    std::fs::write(&file, &out).unwrap();
    let (code, counted, _) = run(&["count", "--max", "2", file.to_str().unwrap()]);
    assert_eq!((code, counted.trim()), (0, "1 answer"));
}
