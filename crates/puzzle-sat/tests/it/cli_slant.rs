//! The command line on Slant: solve to the published solution with each connectivity
//! lowering, JSON answers that check, broken answers named (a number and a loop),
//! uniqueness, the clashing numbers of an unsolvable puzzle, the puzz.link URL (pzprjs's
//! example and the page's among them) and a picture.

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("slant", path)
}

const JANKO: &str = "janko/slant_janko_001_6x6.txt";
const JANKO_SOLUTION: &str = "janko/slant_janko_001_6x6.solution.txt";

/// `text` written to the file `name` in `dir`, as its path.
fn written(dir: &tempfile::TempDir, name: &str, text: &str) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_owned()
}

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    for connectivity in ["auto", "elimination", "ranks"] {
        let (code, out, stderr) = run(&["solve", "--connectivity", connectivity, &puzzle(JANKO)]);
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(out, solution, "{connectivity}");
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle(JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
    let (code, out, stderr) = run(&["solve", "--unique", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(out, format!("{solution}unique: no other answer\n"));
}

#[test]
fn an_empty_board_counts_its_loop_free_answers() {
    // Of the 16 ways to fill 2x2 cells, only the diamond around the middle is a loop.
    let dir = tempfile::tempdir().unwrap();
    let empty = written(&dir, "p.txt", "kind: slant\ngrid:\n...\n...\n...\n");
    let (code, out, _) = run(&["count", &empty]);
    assert_eq!((code, out.trim()), (0, "15 answers"));
    // The unknown number asks nothing.
    let unknown = written(&dir, "q.txt", "kind: slant\ngrid:\n...\n.?.\n...\n");
    assert_eq!(run(&["count", &unknown]).1.trim(), "15 answers");
}

#[test]
fn json_answers_are_the_grid_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "slant");
    assert_eq!(
        json["grid"][0],
        serde_json::json!(["\\", "/", "\\", "/", "\\", "\\"])
    );
    let dir = tempfile::tempdir().unwrap();
    let answer = written(&dir, "a.json", &out);
    assert_eq!(run(&["check", &puzzle(JANKO), &answer]).0, 0);
}

#[test]
fn check_names_a_broken_rule() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    let dir = tempfile::tempdir().unwrap();
    // The first cell turned to `/`: it touches the 0 above its right corner.
    let broken = written(&dir, "a.txt", &solution.replacen('\\', "/", 1));
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), &broken]);
    assert_ne!(code, 0);
    assert!(
        format!("{out}{stderr}").contains("the point (1, 2) shows 0 but 1 diagonals touch it"),
        "{out}{stderr}"
    );
    let empty = written(&dir, "p.txt", "kind: slant\ngrid:\n...\n...\n...\n");
    let diamond = written(&dir, "d.txt", "/\\\n\\/\n");
    let (code, out, stderr) = run(&["check", &empty, &diamond]);
    assert_ne!(code, 0);
    assert!(
        format!("{out}{stderr}").contains("the diagonals form a closed loop"),
        "{out}{stderr}"
    );
}

#[test]
fn explain_names_the_clashing_numbers() {
    let changed = puzzle("unsolvable/slant_janko_001_6x6_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("11 clues alone have no answer"), "{out}");
    assert!(out.contains("the number 2 on point (2, 7)"), "{out}");
    let map: Vec<&str> = out.lines().rev().take(7).collect();
    let expected = [
        ". . . . . . .",
        ". . . . . . .",
        ". . . 1 . . .",
        ". . 2 3 1 . .",
        "2 2 . . . 3 .",
        ". . . . . 2 2",
        ". 0 . 0 . . .",
    ];
    assert_eq!(map, expected, "{out}");
}

#[test]
fn urls_convert_and_pictures_draw() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert_eq!(
        url.trim(),
        "https://puzz.link/p?gokigen/6/6/g5aai212cgdg2361c1cg2780bbg"
    );
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let example = std::fs::read_to_string(puzzle("puzzlink/slant_pzprjs_4x4.solution.txt"));
    let (code, out, _) = run(&["solve", "https://puzz.link/p?gokigen/4/4/iaegcgcj6a"]);
    assert_eq!((code, out), (0, example.unwrap()));
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<line"), "{svg}");
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\ngokigen\n6\n6\n"), "{file}");
}

#[test]
fn the_pages_example_solves_to_its_files_solution() {
    let slant = (puzzle_ir::Kind::ALL.iter()).find(|k| k.name() == "slant");
    let example = slant.unwrap().example();
    assert_eq!(example.from, format!("puzzles/slant/{JANKO}"));
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    let (code, out, stderr) = run(&["solve", example.puzzle]);
    assert_eq!((code, out), (0, solution), "{stderr}");
}
