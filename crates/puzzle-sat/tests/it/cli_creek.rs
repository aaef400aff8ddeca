//! The command line on Creek: solve to the published solution with each connectivity
//! lowering, JSON answers that check, a broken rule named, the clashing numbers of an
//! unsolvable puzzle, the puzz.link URL, pzprv3 and a picture.

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("creek", path)
}

const JANKO: &str = "janko/creek_janko_012_10x10.txt";
const JANKO_SOLUTION: &str = "janko/creek_janko_012_10x10.solution.txt";

#[test]
fn solves_a_janko_creek_to_its_published_solution_under_every_lowering() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    for connectivity in ["cuts", "elimination", "ranks"] {
        let (code, out, stderr) = run(&["solve", "--connectivity", connectivity, &puzzle(JANKO)]);
        assert_eq!(code, 0, "{stderr}");
        assert_eq!(out, solution, "{connectivity}");
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle(JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn json_answers_check_and_a_broken_count_is_named() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "creek");
    assert_eq!(json["grid"][0][1], "#");
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.json");
    std::fs::write(&answer, &out).unwrap();
    let answer = answer.to_str().unwrap();
    assert_eq!(run(&["check", &puzzle(JANKO), answer]).0, 0);
    // The shaded cell (1, 2) left unshaded: the 2 at point (2, 2) then counts one.
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    let broken = dir.path().join("broken.txt");
    std::fs::write(&broken, solution.replacen('#', ".", 1)).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), broken.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        stderr.contains("the number 2 at point (2, 2) has 1 shaded cell around it"),
        "{out}{stderr}"
    );
}

#[test]
fn explain_names_the_clashing_numbers_on_their_points() {
    let changed = puzzle("unsolvable/creek_janko_012_10x10_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the number 0 at point (2, 2)"), "{out}");
    // The map of the clues is the grid of points: one more row and column than cells.
    let map: Vec<&str> = out.lines().rev().take(11).collect();
    assert!(map.iter().all(|row| row.split(' ').count() == 11), "{out}");
}

#[test]
fn urls_pzprv3_and_pictures() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert_eq!(
        url.trim(),
        "https://puzz.link/p?creek/10/10/r2c3cbidg3bgccgdh8322doc282cgdhcg7dgddbg8dg7cp"
    );
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\ncreek\n10\n10\n. . . "), "{file}");
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<circle"), "{svg}");
}
