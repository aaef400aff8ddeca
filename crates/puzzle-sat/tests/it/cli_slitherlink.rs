//! The command line on Slitherlink: solve to the published solution with each
//! connectivity lowering, JSON answers that check, a broken answer named, uniqueness,
//! the clashing numbers of an unsolvable puzzle,
//! the puzz.link URL and a picture.

use crate::common;

use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("slitherlink", path)
}

const JANKO: &str = "janko/slitherlink_janko_0001_4x4.txt";
const JANKO_SOLUTION: &str = "janko/slitherlink_janko_0001_4x4.solution.txt";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    for connectivity in ["elimination", "ranks"] {
        let (code, out, stderr) = run(&["solve", "--connectivity", connectivity, &puzzle(JANKO)]);
        assert_eq!(code, 0, "{stderr}");
        let trimmed: String = out
            .lines()
            .map(|l| l.trim_end().to_owned() + "\n")
            .collect();
        assert_eq!(trimmed, solution, "{connectivity}");
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle(JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn json_answers_are_the_drawing_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "slitherlink");
    assert_eq!(json["grid"].as_array().unwrap().len(), 9);
    assert_eq!(json["grid"][0][0], "+");
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.json");
    std::fs::write(&answer, &out).unwrap();
    assert_eq!(
        run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]).0,
        0
    );
}

#[test]
fn explain_marks_the_clashing_numbers_in_their_cells() {
    let changed = puzzle("unsolvable/slitherlink_janko_0001_4x4_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    let map: Vec<&str> = out.lines().rev().take(4).collect();
    assert_eq!(map, [". 2 3 .", "1 . . 1", ". . . .", "2 . . 0"], "{out}");
}

#[test]
fn check_names_a_broken_rule() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    // The loop's first edge taken away: the loop then ends at both its points.
    let broken = solution.replacen("+-", "+ ", 1);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.txt");
    std::fs::write(&answer, broken).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        format!("{out}{stderr}").contains("a line ends at point (1, 2)"),
        "{out}{stderr}"
    );
}

#[test]
fn urls_convert_and_pictures_draw() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(url.starts_with("https://puzz.link/p?slither/4/4/"), "{url}");
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<line"), "{svg}");
}
