//! The command line on Hitori: solve to the published solution with each connectivity
//! lowering, JSON answers that check, a broken answer named, uniqueness, the clashing
//! numbers of an unsolvable puzzle, the puzz.link URL and a picture.

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("hitori", path)
}

const JANKO: &str = "janko/hitori_janko_001_4x4.txt";
const JANKO_SOLUTION: &str = "janko/hitori_janko_001_4x4.solution.txt";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    for connectivity in ["elimination", "ranks"] {
        let (code, out, stderr) = run(&["solve", "--connectivity", connectivity, &puzzle(JANKO)]);
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(out, solution, "{connectivity}");
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle(JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn json_answers_are_the_grid_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "hitori");
    assert_eq!(json["grid"][0], serde_json::json!(["3", "#", "1", "4"]));
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.json");
    std::fs::write(&answer, &out).unwrap();
    assert_eq!(
        run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]).0,
        0
    );
}

#[test]
fn explain_names_the_clashing_numbers() {
    let changed = puzzle("unsolvable/hitori_janko_001_4x4_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("4 clues alone have no answer"), "{out}");
    let map: Vec<&str> = out.lines().rev().take(4).collect();
    assert_eq!(map, [". . . .", ". . . .", ". 3 . .", "3 3 3 ."], "{out}");
}

#[test]
fn check_names_a_broken_rule() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    // The first shaded cell left unshaded: its row then holds two 3s.
    let broken = solution.replacen('#', "3", 1);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.txt");
    std::fs::write(&answer, broken).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        format!("{out}{stderr}")
            .contains("the number 3 is unshaded twice in one line, at (1, 1) and (1, 2)"),
        "{out}{stderr}"
    );
}

#[test]
fn urls_convert_and_pictures_draw() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert_eq!(
        url.trim(),
        "https://puzz.link/p?hitori/4/4/3314432213423432"
    );
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<rect"), "{svg}");
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nhitori\n4\n4\n"), "{file}");
}

#[test]
fn the_connectivity_flag_is_one_flag_for_every_kind_that_has_it() {
    let (code, _, stderr) = run(&["solve", "--connectivity", "ranks", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    let (code, _, stderr) = run(&[
        "solve",
        "--connectivity",
        "ranks",
        "https://puzz.link/p?sudoku/4/4/g1k23k3g",
    ]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("--connectivity applies to ")
            && stderr.contains("hitori, nurikabe")
            && stderr.contains(" puzzles only, not to sudoku"),
        "{stderr}"
    );
}

#[test]
fn unknown_numbers_are_no_clue_and_repeat_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("unknown.txt");
    std::fs::write(&file, "kind: hitori\ngrid:\n? ?\n? ?\n").unwrap();
    let file = file.to_str().unwrap();
    // One shaded cell anywhere; two would touch or cut the unshaded cells apart.
    let (code, out, stderr) = run(&["count", file]);
    assert_eq!((code, out.trim()), (0, "4 answers"), "{stderr}");
    // Shading r1c2 settles the 1s of row 1 and of column 2 at once; shading r1c1 and
    // r2c2 instead would wall r2c1 off.
    let url = "https://puzz.link/p?hitori/3/2/11@%1.";
    let (code, out, stderr) = run(&["solve", "--unique", url]);
    let unique = "1 # ?\n? 1 .\nunique: no other answer\n";
    assert_eq!((code, out.as_str()), (0, unique), "{stderr}");
    let (code, out, stderr) = run(&["explain", url]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.ends_with("\nunique: nothing to explain\n"), "{out}");
}
