//! The command line on Numberlink: solve to the published solution and uniqueness under
//! both label encodings, pzprjs's example URL, the number of an unsolvable puzzle,
//! answers in pzprv3 files, pictures, and generated puzzles.

use crate::common;

use common::run;

const JANKO: &str = "janko/numberlink_janko_0013_10x10.txt";

const PZPRJS: &str = "puzzlink/numberlink_pzprjs_5x5.txt";

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_and_is_unique() {
    let puzzle = common::puzzle("numberlink", JANKO);
    let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
    for labels in ["binary", "one-hot"] {
        let (code, out, stderr) = run(&["solve", "--path-labels", labels, &puzzle]);
        assert_eq!(
            (code, out.as_str()),
            (0, solution.as_str()),
            "{labels}: {stderr}"
        );
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn the_example_url_of_pzprjs_solves_and_writes_back() {
    let url = "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3";
    let (code, out, stderr) = run(&["solve", "--unique", url]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.contains("unique: no other answer"), "{out}");
    let (code, back, _) = run(&["convert", "--to", "url", url]);
    assert_eq!((code, back.trim()), (0, url));
}

#[test]
fn explain_names_the_number_without_a_partner() {
    let changed = common::puzzle(
        "numberlink",
        "unsolvable/numberlink_janko_0001_5x5_changed.txt",
    );
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the number 4 at row 2, column 5"), "{out}");
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("numberlink", PZPRJS);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nnumlin\n5\n5\n"), "{file}");
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn janko_rule_has_no_pzprv3_form() {
    let puzzle = common::puzzle("numberlink", JANKO);
    let (code, _, stderr) = run(&["convert", &puzzle, "--to", "pzprv3"]);
    assert_ne!(code, 0);
    assert!(stderr.contains("cells: all"), "{stderr}");
}

#[test]
fn pictures_write_the_numbers_and_draw_the_lines() {
    let puzzle = common::puzzle("numberlink", JANKO);
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle]);
    assert_eq!(code, 0);
    assert!(svg.contains("<line"), "{svg}");
    assert!(svg.contains(">5<"), "the 5 at row 1: {svg}");
}

#[test]
fn generated_puzzles_have_one_answer() {
    let args = [
        "generate",
        "numberlink",
        "--rows",
        "10",
        "--cols",
        "10",
        "--seed",
        "3",
    ];
    let (code, out, stderr) = run(&args);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        out.contains("answers: exactly one, proven by the solver"),
        "{out}"
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("generated.txt");
    std::fs::write(&path, &out).unwrap();
    let (code, count, _) = run(&["count", "--max", "2", path.to_str().unwrap()]);
    assert_eq!((code, count.trim()), (0, "1 answer"));
}
