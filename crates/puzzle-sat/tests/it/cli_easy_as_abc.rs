//! The command line on Easy as ABC: solve to the published solution, JSON answers that
//! check, a broken rule named, the clues an unsolvable puzzle breaks on, URLs and pzprv3
//! files, pictures, and generated puzzles with one answer. (pzprjs judging our answers
//! is `pzprjs_judge.rs`.)

use crate::common;
use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("easy-as-abc", path)
}

const JANKO: &str = "janko/easy-as-abc_janko_025_5x5.txt";
const JANKO_SOLUTION: &str = "janko/easy-as-abc_janko_025_5x5.solution.txt";
const URL: &str = "https://puzz.link/p?easyasabc/5/5/3/i2g3h3g3k21h";

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
    assert_eq!(json["kind"], "easy-as-abc");
    assert_eq!(
        json["grid"][0],
        serde_json::json!([".", "C", "A", "B", "."])
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
    // The first row's C moved into its first cell: column 1 then holds two Cs.
    let broken = solution.replacen(".CAB.", "C.AB.", 1);
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.txt");
    std::fs::write(&answer, broken).unwrap();
    let (code, out, stderr) = run(&["check", &puzzle(JANKO), answer.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        format!("{out}{stderr}").contains("column 1 holds C twice"),
        "{out}{stderr}"
    );
}

#[test]
fn explain_names_the_clues_the_rules_refuse() {
    let changed = puzzle("unsolvable/easy-as-abc_janko_025_5x5_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("7 clues alone have no answer"), "{out}");
    assert!(out.contains("the letter A right of row 1"), "{out}");
    assert!(out.contains("the letter C below column 4"), "{out}");
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
        file.starts_with("pzprv3\neasyasabc\n5\n5\n3\n. . . . 2 . . \n3 - 3 1 2 - . \n"),
        "{file}"
    );
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<text"), "{svg}");
}

#[test]
fn generated_puzzles_have_one_answer() {
    for (size, letters, seed) in [("10", "7", "1"), ("8", "5", "2")] {
        let args = [
            "generate",
            "easy-as-abc",
            "--size",
            size,
            "--letters",
            letters,
            "--seed",
            seed,
        ];
        let (code, out, stderr) = run(&args);
        assert_eq!(code, 0, "{stderr}");
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("p.txt");
        std::fs::write(&file, out).unwrap();
        let (code, out, _) = run(&["count", "--max", "2", file.to_str().unwrap()]);
        assert_eq!((code, out.trim()), (0, "1 answer"));
    }
}
