//! The command line on Nonogram: solve to the published solution under each runs
//! lowering, unique; JSON answers that check; a broken line named; the clashing clues
//! of an unsolvable puzzle; the URL and pzprv3 file; a picture; a generated puzzle that
//! line solving settles and that counts one answer.

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("nonogram", path)
}

const JANKO: &str = "janko/nonogram_janko_1131_10x10.txt";
const JANKO_SOLUTION: &str = "janko/nonogram_janko_1131_10x10.solution.txt";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    for runs in ["starts", "automaton"] {
        let (code, out, stderr) = run(&["solve", "--unique", "--runs", runs, &puzzle(JANKO)]);
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(
            out,
            format!("{solution}unique: no other answer\n"),
            "{runs}"
        );
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle(JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn json_answers_are_the_grid_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "nonogram");
    let first = serde_json::json!(["#", "#", ".", ".", ".", ".", ".", "#", "#", "#"]);
    assert_eq!(json["grid"][0], first);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.json");
    std::fs::write(&answer, &out).unwrap();
    let checked = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_eq!(checked.0, 0);
}

#[test]
fn check_names_a_broken_line() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    let broken = solution.replacen('#', ".", 1);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.txt");
    std::fs::write(&answer, broken).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        format!("{out}{stderr}").contains("row 1 has the runs 1 3, its clue is 2 3"),
        "{out}{stderr}"
    );
}

#[test]
fn explain_names_the_clashing_clues() {
    let changed = puzzle("unsolvable/nonogram_janko_1131_10x10_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the clue 2 5 of row 1"), "{out}");
    let (code, out, _) = run(&["explain", "--format", "json", &changed]);
    assert_eq!(code, 20);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let core = serde_json::json!([
        {"clue": "row", "index": 0, "sum": 7},
        {"clue": "row", "index": 1, "sum": 7},
        {"clue": "col", "index": 5, "sum": 4}
    ]);
    assert_eq!(json["core"], core);
}

#[test]
fn urls_and_pzprv3_files_convert_and_pictures_draw() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert_eq!(
        url.trim(),
        "https://puzz.link/p?nonogram/10/10/36i41i213h1211g11i211h13i1j114h233h32i2221g2111g1221g11i2221g131h2j13i25i"
    );
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        file.starts_with("pzprv3\nnonogram\n10\n10\n. . . . . . . . . . . . . . . \n"),
        "{file}"
    );
    assert!(
        file.contains("\n. . . 2 3 # # + + + + + # # # \n"),
        "{file}"
    );
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains(">5<"), "{svg}");
}

#[test]
fn a_generated_puzzle_is_line_solvable_and_has_one_answer() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    let args = [
        "generate", "nonogram", "--rows", "12", "--cols", "10", "--seed", "3",
    ];
    let (code, out, stderr) = run(&args);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.contains("line solving settles every cell"), "{out}");
    std::fs::write(&file, &out).unwrap();
    let (code, counted, _) = run(&["count", "--max", "2", file.to_str().unwrap()]);
    assert_eq!((code, counted.trim()), (0, "1 answer"));
}
