//! The command line on Battleship: solve to the published solution under each count
//! encoding, unique; JSON answers that check; a broken answer named; an unsolvable
//! puzzle's core of counts; the URL and pzprv3 file; bent ships; a picture; a generated
//! puzzle that counts one answer.

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("battleship", path)
}

const JANKO: &str = "janko/battleship_janko_077_10x10.txt";
const JANKO_SOLUTION: &str = "janko/battleship_janko_077_10x10.solution.txt";
const JANKO_URL: &str = "https://puzz.link/p?battleship/10/10/25112401222121202433i3z0zzu6y//d";

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
    assert_eq!(json["kind"], "battleship");
    let first = serde_json::json!([".", ".", ".", "<", ">", ".", ".", ".", ".", "."]);
    assert_eq!(json["grid"][0], first);
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
    // The first ship, `<>`, cut to a single cell: one ship of two too few.
    let broken = solution.replacen("<>", "o.", 1);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.txt");
    std::fs::write(&answer, broken).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        format!("{out}{stderr}").contains("5 ships of length 1 (one at (9, 3)), the fleet has 4"),
        "{out}{stderr}"
    );
}

#[test]
fn explain_names_counts_of_an_unsolvable_puzzle() {
    let changed = puzzle("unsolvable/battleship_janko_077_10x10_changed.txt");
    let (code, out, stderr) = run(&["explain", "--format", "json", &changed]);
    assert_eq!(code, 20, "{stderr}");
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let changed_row = serde_json::json!({"clue": "row", "index": 5, "sum": 1});
    assert!(
        json["core"].as_array().unwrap().contains(&changed_row),
        "{out}"
    );
}

#[test]
fn urls_and_pzprv3_files_convert_and_pictures_draw() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!((code, url.trim()), (0, JANKO_URL));
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    let (code, out, _) = run(&["solve", JANKO_URL]);
    assert_eq!((code, out), (0, solution.clone()));
    let (code, file, _) = run(&["convert", "--to", "pzprv3", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(
        file.starts_with("pzprv3\nbattleship\n10\n10\nd\n"),
        "{file}"
    );
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("p.txt");
    std::fs::write(&saved, &file).unwrap();
    let (code, out, _) = run(&["solve", saved.to_str().unwrap()]);
    assert_eq!((code, out), (0, solution));
    let (code, svg, _) = run(&["render", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.contains("<svg") && svg.contains("<polygon"), "{svg}");
}

#[test]
fn bent_ships_are_placed_turned_and_mirrored() {
    let cspuz = puzzle("puzzlink/battleship_cspuz_5x2.txt");
    let (code, out, _) = run(&["solve", "--unique", &cspuz]);
    assert_eq!(code, 0);
    assert!(out.starts_with("r7\nLJ\n..\nr7\nLJ\n"), "{out}");
}

#[test]
fn generated_puzzles_have_one_answer() {
    let (code, text, stderr) = run(&[
        "generate",
        "battleship",
        "--rows",
        "8",
        "--cols",
        "8",
        "--seed",
        "3",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    std::fs::write(&file, &text).unwrap();
    let (code, out, _) = run(&["count", "--max", "2", file.to_str().unwrap()]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}
