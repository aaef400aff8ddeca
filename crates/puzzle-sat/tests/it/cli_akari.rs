//! The command line on Akari: solve to the published solution and prove it unique, JSON
//! answers that check and a broken one named, the clashing numbers of an unsolvable
//! puzzle, the puzz.link URL, pzprv3 and a picture, and a generated puzzle.

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("akari", path)
}

const JANKO: &str = "janko/akari_janko_001_10x10.txt";
const JANKO_SOLUTION: &str = "janko/akari_janko_001_10x10.solution.txt";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution_and_proves_it_unique() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    let (code, out, stderr) = run(&["solve", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(out, solution);
    let (code, out, _) = run(&["count", "--max", "2", &puzzle(JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn json_answers_check_and_a_light_taken_away_is_named() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let mut json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let first = serde_json::json!(["1", ".", ".", ".", ".", ".", ".", ".", "o", "1"]);
    assert_eq!(
        (json["kind"].as_str(), &json["grid"][0]),
        (Some("akari"), &first)
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a.json");
    let judged = |json: &serde_json::Value| {
        std::fs::write(&file, json.to_string()).unwrap();
        let (code, out, stderr) = run(&["check", &puzzle(JANKO), file.to_str().unwrap()]);
        (code, format!("{out}{stderr}"))
    };
    assert_eq!(judged(&json).0, 0);
    json["grid"][0][8] = ".".into();
    let (code, said) = judged(&json);
    assert_ne!(code, 0);
    assert!(
        said.contains("the 1 at (1, 10) has 0 lights beside it"),
        "{said}"
    );
}

#[test]
fn explain_names_the_clashing_numbers() {
    let changed = puzzle("unsolvable/akari_janko_001_10x10_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("3 clues alone have no answer"), "{out}");
    assert!(out.contains("the number 3 at row 9, column 7"), "{out}");
}

#[test]
fn urls_pzprv3_and_pictures() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let expected = "https://puzz.link/p?akari/10/10/blbg.m.ic.nbiepcicl.hcg.magblb";
    assert_eq!(url.trim(), expected);
    let lightup = expected.replace("akari", "lightup");
    assert_eq!(
        run(&["solve", &lightup]).1,
        run(&["solve", &puzzle(JANKO)]).1
    );
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<circle"), "{svg}");
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        file.starts_with("pzprv3\nlightup\n10\n10\n1 + + + + + + + # 1 \n"),
        "{file}"
    );
}

#[test]
fn generated_puzzles_have_one_answer() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    let (code, out, stderr) = run(&[
        "generate", "akari", "--rows", "10", "--cols", "10", "--seed", "3",
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.contains("kind: akari"), "{out}");
    std::fs::write(&file, &out).unwrap();
    let (code, out, _) = run(&["count", "--max", "2", file.to_str().unwrap()]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}
