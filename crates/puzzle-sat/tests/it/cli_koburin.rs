//! The command line on Koburin: solve to the published solution with each connectivity
//! lowering, JSON answers that check, a broken answer named, the number of an
//! unsolvable puzzle, hints, the puzz.link URL and its Minesweeper variant, pzprv3 with
//! the answer, a picture and the generator.

use crate::cli_lines::{check_answer, solves_to_the_published_drawing};
use crate::common;

use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("koburin", path)
}

/// Janko's first Koburin and its published solution.
fn janko() -> (String, String) {
    let path = "janko/koburin_janko_0001_8x8";
    (
        puzzle(&format!("{path}.txt")),
        puzzle(&format!("{path}.solution.txt")),
    )
}

#[test]
fn solves_a_janko_puzzle_to_its_published_solution_in_text_and_json() {
    let (janko, solution) = janko();
    solves_to_the_published_drawing(&janko, &solution, &["elimination", "ranks"]);
    let (code, out, _) = run(&["solve", "--format", "json", &janko]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let grid = json["grid"].as_array().unwrap();
    assert_eq!((&json["kind"], grid.len()), (&"koburin".into(), 15));
    assert_eq!((&grid[0][6], &grid[8][10]), (&"0".into(), &"#".into()));
    assert_eq!(check_answer(&janko, "a.json", &out).0, 0);
}

#[test]
fn explain_names_the_number_that_cannot_hold_and_check_a_broken_rule() {
    let changed = puzzle("unsolvable/koburin_pzprjs_5x5_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the number 3 at row 1, column 1"), "{out}");
    let (janko, solution) = janko();
    // The first shaded cell left unshaded: the 2 beside it sees one shaded cell.
    let broken = std::fs::read_to_string(solution)
        .unwrap()
        .replacen('#', ".", 1);
    let (code, said) = check_answer(&janko, "a.txt", &broken);
    assert_ne!(code, 0);
    assert!(
        said.contains("the number 2 at (5, 7) has 1 shaded cell around it"),
        "{said}"
    );
}

#[test]
fn urls_minesweeper_pzprv3_files_and_pictures() {
    let (janko, solution) = janko();
    let (code, url, _) = run(&["convert", "--to", "url", &janko]);
    assert_eq!(code, 0);
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &janko]).1);
    let minesweeper = "https://puzz.link/p?koburin/m/4/4/n.i..10";
    let (code, out, stderr) = run(&["solve", "--unique", minesweeper]);
    assert_eq!(code, 0, "{stderr}");
    let drawn: Vec<&str> = out.lines().map(str::trim_end).collect();
    let expected = std::fs::read_to_string(puzzle(
        "puzzlink/koburin_cspuz_minesweeper_4x4.solution.txt",
    ));
    assert_eq!(drawn[..7].join("\n") + "\n", expected.unwrap());
    let (code, file, stderr) = run(&["convert", "--to", "pzprv3", "-a", &solution, &janko]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        file.starts_with("pzprv3\nkoburin\n8\n8\n. . . 0 "),
        "{file}"
    );
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("saved.pzprv3");
    std::fs::write(&saved, &file).unwrap();
    assert_eq!(run(&["check", saved.to_str().unwrap()]).0, 0);
    let (code, svg, _) = run(&["solve", "--format", "svg", &janko]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains(">0<"), "{svg}");
}

#[test]
fn hints_force_links_and_generated_puzzles_are_unique() {
    let (code, out, stderr) = run(&["hint", &janko().0]);
    assert_eq!(code, 0, "{stderr}");
    assert!(!out.trim().is_empty());
    let (code, out, stderr) = run(&[
        "generate", "koburin", "--rows", "7", "--cols", "6", "--seed", "5",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.contains("answers: exactly one"), "{out}");
    let dir = tempfile::tempdir().unwrap();
    let made = dir.path().join("made.txt");
    std::fs::write(&made, &out).unwrap();
    let (code, count, _) = run(&["count", "--max", "2", made.to_str().unwrap()]);
    assert_eq!((code, count.trim()), (0, "1 answer"));
}
