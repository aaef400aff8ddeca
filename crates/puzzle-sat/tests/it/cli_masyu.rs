//! The command line on Masyu: solve to the published solution with each connectivity
//! lowering, JSON answers that check, a broken answer named, uniqueness, the clashing
//! pearls of an unsolvable puzzle, hints, the puzz.link URL, pzprv3 with the answer, a
//! picture and the generator.

use crate::cli_lines::{check_answer, solves_to_the_published_drawing};
use crate::common;

use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("masyu", path)
}

const JANKO: &str = "janko/masyu_janko_0002_6x6.txt";
const JANKO_SOLUTION: &str = "janko/masyu_janko_0002_6x6.solution.txt";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let lowerings = ["elimination", "ranks"];
    solves_to_the_published_drawing(&puzzle(JANKO), &puzzle(JANKO_SOLUTION), &lowerings);
}

#[test]
fn connectivity_is_refused_for_kinds_without_a_loop() {
    let sudoku = common::puzzle("sudoku", "unsolvable/sudoku_janko_0001_9x9_changed.txt");
    let (code, _, stderr) = run(&["solve", "--connectivity", "ranks", &sudoku]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("--connectivity applies to slitherlink, masyu,")
            && stderr.contains(" puzzles only, not to sudoku"),
        "{stderr}"
    );
}

#[test]
fn json_answers_are_the_drawing_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "masyu");
    assert_eq!(json["grid"].as_array().unwrap().len(), 11);
    assert_eq!(json["grid"][0][1], "-");
    assert_eq!(check_answer(&puzzle(JANKO), "a.json", &out).0, 0);
}

#[test]
fn explain_marks_the_clashing_pearls() {
    let changed = puzzle("unsolvable/masyu_janko_0002_6x6_changed.txt");
    let (code, out, stderr) = run(&["explain", "--format", "json", &changed]);
    assert_eq!(code, 20, "{stderr}");
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let core = json["core"].as_array().unwrap();
    assert!(core.contains(&serde_json::json!(
        {"clue": "pearl", "row": 1, "col": 5, "color": "black"}
    )));
}

#[test]
fn check_names_a_broken_rule() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    // The loop's first link taken away: the loop then ends in both its cells.
    let broken = solution.replacen(".-.", ". .", 1);
    let (code, said) = check_answer(&puzzle(JANKO), "a.txt", &broken);
    assert_ne!(code, 0);
    assert!(said.contains("a line ends in cell (1, 1)"), "{said}");
}

#[test]
fn urls_pzprv3_files_and_pictures() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(url.starts_with("https://puzz.link/p?mashu/6/6/"), "{url}");
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let solution = puzzle(JANKO_SOLUTION);
    let (code, file, stderr) = run(&["convert", "--to", "pzprv3", "-a", &solution, &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nmashu\n6\n6\n"), "{file}");
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("saved.pzprv3");
    std::fs::write(&saved, &file).unwrap();
    assert_eq!(run(&["check", saved.to_str().unwrap()]).0, 0);
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<circle"), "{svg}");
}

#[test]
fn hints_force_links_and_generated_puzzles_are_unique() {
    let (code, out, stderr) = run(&["hint", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(!out.trim().is_empty());
    let (code, out, stderr) = run(&[
        "generate", "masyu", "--rows", "5", "--cols", "6", "--seed", "3",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.contains("answers: exactly one"), "{out}");
    let dir = tempfile::tempdir().unwrap();
    let made = dir.path().join("made.txt");
    std::fs::write(&made, &out).unwrap();
    let (code, count, _) = run(&["count", "--max", "2", made.to_str().unwrap()]);
    assert_eq!((code, count.trim()), (0, "1 answer"));
    let (code, _, stderr) = run(&["generate", "masyu", "--rows", "1", "--cols", "6"]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("--rows and --cols must be at least 2"),
        "{stderr}"
    );
}
