//! The command line on School Trip: solve to the published solution under each
//! connectivity lowering, unique; JSON answers that check; a broken answer named; the
//! number of an unsolvable puzzle; the URL and pzprv3 file; a picture; a generated
//! puzzle that counts one answer.

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("school-trip", path)
}

const JANKO: &str = "janko/school_trip_janko_0001_6x6.txt";
const JANKO_SOLUTION: &str = "janko/school_trip_janko_0001_6x6.solution.txt";

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
    assert_eq!(json["kind"], "school-trip");
    assert_eq!(
        json["grid"][0],
        serde_json::json!(["P", "<", "#", "#", ">", "P"])
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
fn check_names_a_broken_rule_and_explain_the_impossible_number() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    // The futon beside the 1 turned round: its pillow makes the 1's second.
    let broken = solution.replacen("1>P", "1P<", 1);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.txt");
    std::fs::write(&answer, broken).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_ne!(code, 0);
    let said = format!("{out}{stderr}");
    assert!(
        said.contains("the 1 at (2, 1) has 2 pillows beside it"),
        "{said}"
    );
    let unsolvable = puzzle("unsolvable/school_trip_four_pillows_3x3.txt");
    let (code, out, stderr) = run(&["explain", &unsolvable]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the number 4 at row 2, column 2"), "{out}");
}

#[test]
fn urls_and_pzprv3_files_convert_and_pictures_draw() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert_eq!(url.trim(), "https://puzz.link/p?shugaku/6/6/b1927280a583b2");
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        file.starts_with("pzprv3\nshugaku\n6\n6\ne i # # j d \n1 j d # # 2 "),
        "{file}"
    );
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<line"), "{svg}");
}

#[test]
fn a_generated_puzzle_has_one_answer() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.txt");
    let args = [
        "generate",
        "school-trip",
        "--rows",
        "10",
        "--cols",
        "10",
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
