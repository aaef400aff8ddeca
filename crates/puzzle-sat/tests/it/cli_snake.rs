//! The command line on Snake: solve to the published solution under each connectivity
//! lowering, unique; JSON answers that check; a broken answer named; the clashing clues
//! of an unsolvable puzzle; the URL and pzprv3 file; a picture; a generated puzzle that
//! counts one answer; every snake of an empty board counted.

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("snake", path)
}

const JANKO: &str = "janko/snake_janko_001_8x8.txt";
const JANKO_SOLUTION: &str = "janko/snake_janko_001_8x8.solution.txt";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    for lowering in ["cuts", "elimination", "ranks"] {
        let (code, out, stderr) = run(&["solve", "--connectivity", lowering, &puzzle(JANKO)]);
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(out, solution, "{lowering}");
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle(JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn json_answers_are_the_grid_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "snake");
    let first = serde_json::json!([".", ".", "#", "#", "#", "#", ".", "#"]);
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
    // The last cell of the top row unshaded: the end circle there is left off the snake.
    let broken = solution.replacen("..####.#", "..####..", 1);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.txt");
    std::fs::write(&answer, broken).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        format!("{out}{stderr}").contains("the end circle at (1, 8) is unshaded"),
        "{out}{stderr}"
    );
}

#[test]
fn explain_names_the_clashing_clues() {
    let changed = puzzle("unsolvable/snake_janko_001_8x8_changed.txt");
    let (code, out, stderr) = run(&["explain", "--format", "json", &changed]);
    assert_eq!(code, 20, "{stderr}");
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert!(
        json["core"].as_array().is_some_and(|core| !core.is_empty()),
        "{out}"
    );
}

#[test]
fn urls_and_pzprv3_files_convert_and_pictures_draw() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert_eq!(
        url.trim(),
        "https://puzz.link/p?snake/8/8/00600000000000000020001173421254131313"
    );
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        file.starts_with("pzprv3\nsnake\n8\n8\n. 1 1 7 3 4 2 1 2 \n5 0 0 4 4 4 4 0 6 "),
        "{file}"
    );
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<circle"), "{svg}");
}

#[test]
fn a_generated_puzzle_has_one_answer() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    let args = [
        "generate",
        "snake",
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

#[test]
fn an_empty_board_counts_every_snake_under_each_lowering() {
    // Every snake of a clueless 3x4 board: 250, as many as a brute force over all
    // shadings finds by the rules.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("empty.txt");
    std::fs::write(&file, "kind: snake\ngrid:\n....\n....\n....\n").unwrap();
    for lowering in ["cuts", "elimination", "ranks"] {
        let args = ["count", "--connectivity", lowering, "--max", "1000"];
        let (code, out, _) = run(&[&args[..], &[file.to_str().unwrap()]].concat());
        assert_eq!((code, out.trim()), (0, "250 answers"), "{lowering}");
    }
}
