//! The command line on Yajilin: solve to the published solution with each connectivity
//! lowering, JSON answers that check, a broken answer named, the clue of an unsolvable
//! puzzle, hints, the puzz.link URL, pzprv3 with the answer, a picture and the
//! generator.

use crate::cli_lines::{check_answer, solves_to_the_published_drawing};
use crate::common;

use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("yajilin", path)
}

const JANKO: &str = "janko/yajilin_janko_0001_7x7.txt";
const JANKO_SOLUTION: &str = "janko/yajilin_janko_0001_7x7.solution.txt";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let lowerings = ["elimination", "ranks"];
    solves_to_the_published_drawing(&puzzle(JANKO), &puzzle(JANKO_SOLUTION), &lowerings);
}

#[test]
fn json_answers_are_the_drawing_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "yajilin");
    assert_eq!(json["grid"].as_array().unwrap().len(), 13);
    assert_eq!(json["grid"][0][0], "#");
    assert_eq!(json["grid"][0][2], "<");
    assert_eq!(check_answer(&puzzle(JANKO), "a.json", &out).0, 0);
}

#[test]
fn explain_names_the_arrow_that_cannot_hold() {
    let changed = puzzle("unsolvable/yajilin_pzprjs_test_5x5_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the arrow up 3 at row 5, column 5"), "{out}");
}

#[test]
fn check_names_a_broken_rule() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    // The first shaded cell left unshaded: it is then off the loop.
    let broken = solution.replacen('#', ".", 1);
    let (code, said) = check_answer(&puzzle(JANKO), "a.txt", &broken);
    assert_ne!(code, 0);
    assert!(
        said.contains("the arrow left 1 at (1, 2) sees 0 shaded cells"),
        "{said}"
    );
}

#[test]
fn urls_pzprv3_files_and_pictures() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert_eq!(
        url.trim(),
        "https://puzz.link/p?yajilin/7/7/a31h40h41b31a22o31h"
    );
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let solution = puzzle(JANKO_SOLUTION);
    let (code, file, stderr) = run(&["convert", "--to", "pzprv3", "-a", &solution, &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nyajirin\n7\n7\n"), "{file}");
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("saved.pzprv3");
    std::fs::write(&saved, &file).unwrap();
    assert_eq!(run(&["check", saved.to_str().unwrap()]).0, 0);
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("←1"), "{svg}");
}

#[test]
fn hints_force_links_and_generated_puzzles_are_unique() {
    let (code, out, stderr) = run(&["hint", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(!out.trim().is_empty());
    let (code, out, stderr) = run(&[
        "generate", "yajilin", "--rows", "6", "--cols", "7", "--seed", "3",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.contains("answers: exactly one"), "{out}");
    let dir = tempfile::tempdir().unwrap();
    let made = dir.path().join("made.txt");
    std::fs::write(&made, &out).unwrap();
    let (code, count, _) = run(&["count", "--max", "2", made.to_str().unwrap()]);
    assert_eq!((code, count.trim()), (0, "1 answer"));
    let (code, _, stderr) = run(&["generate", "yajilin", "--rows", "1", "--cols", "6"]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("--rows and --cols must be at least 2"),
        "{stderr}"
    );
}
