//! The command line on Ripple Effect: solve to the published solution, JSON answers that
//! check, a broken rule named, the one given an unsolvable puzzle breaks on, URLs and
//! pzprv3 files, pictures, generated puzzles with one answer, and pzprjs calling our
//! answers complete.

use crate::common;
use crate::pzprjs;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("ripple-effect", path)
}

const JANKO: &str = "janko/ripple-effect_janko_0071_6x6.txt";
const JANKO_SOLUTION: &str = "janko/ripple-effect_janko_0071_6x6.solution.txt";
const URL: &str = "https://puzz.link/p?ripple/6/6/jjvrpmu62speo2g3g1n4g4g3o";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    let (code, out, stderr) = run(&["solve", "--unique", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(out, format!("{solution}unique: no other answer\n"));
    let (code, out, _) = run(&["count", "--max", "2", &puzzle(JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn json_answers_are_the_grid_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "ripple-effect");
    assert_eq!(
        json["grid"][0],
        serde_json::json!(["1", "2", "3", "1", "2", "1"])
    );
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.json");
    std::fs::write(&answer, &out).unwrap();
    assert_eq!(
        run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]).0,
        0
    );
}

#[test]
fn check_names_a_broken_rule() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    // The first row's two last numbers swapped: the 1 moves into a room that has one.
    let broken = solution.replacen("123121", "123112", 1);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.txt");
    std::fs::write(&answer, broken).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        format!("{out}{stderr}")
            .contains("the room of row 1, column 5 holds 1 twice, again at row 2, column 5"),
        "{out}{stderr}"
    );
}

#[test]
fn explain_names_the_given_the_rules_refuse() {
    let changed = puzzle("unsolvable/ripple-effect_janko_0071_6x6_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("1 clue alone has no answer"), "{out}");
    assert!(out.contains("the given 1 at row 3, column 3"), "{out}");
}

#[test]
fn urls_and_files_convert_and_pictures_draw() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!((code, url.trim()), (0, URL));
    let (code, out, _) = run(&["solve", URL]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        file.starts_with("pzprv3\nripple\n6\n6\n1 0 0 1 1 \n"),
        "{file}"
    );
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<text"), "{svg}");
}

#[test]
fn generated_puzzles_have_one_answer() {
    for (size, seed) in [("10", "1"), ("12", "2")] {
        common::generated_with_one_answer("ripple-effect", size, seed);
    }
}

#[test]
fn pzprjs_calls_every_bundled_answer_complete() {
    if !pzprjs::pzprjs_available() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    for path in common::bundled("ripple-effect") {
        let solution = path.to_string_lossy().replace(".txt", ".solution.txt");
        if !std::path::Path::new(&solution).exists() {
            continue;
        }
        let args = [
            "convert",
            path.to_str().unwrap(),
            "--answer",
            &solution,
            "--to",
            "pzprv3",
        ];
        let (code, text, stderr) = run(&args);
        assert_eq!(code, 0, "{stderr}");
        let file = dir.path().join(format!("{}.pzprv3", files.len()));
        std::fs::write(&file, text).unwrap();
        files.push(file);
    }
    assert!(files.len() > 100, "the bundled puzzles are there");
    for verdict in pzprjs::script_records("pzprjs-judge.js", &files) {
        assert_eq!(verdict["complete"], true, "{verdict}");
    }
}
