//! The command line on Nurikabe: solve to the published solution with each island
//! encoding and connectivity lowering, JSON answers that check, a broken answer named,
//! uniqueness, the clashing number of an unsolvable puzzle, the puzz.link URL and a
//! picture.

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("nurikabe", path)
}

const JANKO: &str = "janko/nurikabe_janko_0103_5x5.txt";
const JANKO_SOLUTION: &str = "janko/nurikabe_janko_0103_5x5.solution.txt";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    for islands in ["distance", "connected"] {
        for connectivity in ["elimination", "ranks"] {
            let flags = [
                "solve",
                "--islands",
                islands,
                "--connectivity",
                connectivity,
            ];
            let (code, out, stderr) = run(&[&flags[..], &[&puzzle(JANKO)]].concat());
            assert_eq!(code, 0, "{stderr}");
            assert_eq!(out, solution, "{islands} {connectivity}");
        }
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle(JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn json_answers_are_the_grid_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "nurikabe");
    assert_eq!(
        json["grid"][1],
        serde_json::json!([".", "4", "#", "4", "."])
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
fn explain_names_the_number_whose_island_cannot_be() {
    let changed = puzzle("unsolvable/nurikabe_janko_0103_5x5_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the number 9 at row 2, column 2"), "{out}");
}

#[test]
fn check_names_a_broken_rule() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    // The wall's first cell unshaded: the island of the first 4 grows to 5 cells.
    let broken = solution.replacen('#', ".", 1);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.txt");
    std::fs::write(&answer, broken).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        format!("{out}{stderr}").contains("holds 2 numbers, not one"),
        "{out}{stderr}"
    );
}

#[test]
fn urls_convert_and_pictures_draw() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert_eq!(url.trim(), "https://puzz.link/p?nurikabe/5/5/l4g4m4g4l");
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<rect"), "{svg}");
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nnurikabe\n5\n5\n"), "{file}");
}
