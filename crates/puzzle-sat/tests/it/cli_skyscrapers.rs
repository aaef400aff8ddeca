//! The command line on Skyscrapers: solve to the published solution with uniqueness,
//! the example URL of pzprjs and cspuz_core, the clashing clues of an unsolvable
//! puzzle, answers in pzprv3 files, pictures, and generated puzzles.

use crate::common;

use common::run;

const JANKO: &str = "janko/skyscrapers_janko_004_7x7.txt";

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_and_is_unique() {
    let puzzle = common::puzzle("skyscrapers", JANKO);
    let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
    let (code, out, stderr) = run(&["solve", &puzzle]);
    assert_eq!((code, out.as_str()), (0, solution.as_str()), "{stderr}");
    let (code, out, _) = run(&["count", "--max", "2", &puzzle]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn the_example_url_of_pzprjs_and_cspuz_core_solves_and_writes_back() {
    let url = "https://puzz.link/p?skyscrapers/4/4/k13h4j3g";
    let (code, out, stderr) = run(&["solve", "--unique", url]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(out, "2143\n1234\n4312\n3421\nunique: no other answer\n");
    let (code, back, _) = run(&["convert", "--to", "url", url]);
    assert_eq!((code, back.trim()), (0, url));
}

#[test]
fn explain_names_the_clashing_clues() {
    let changed = common::puzzle(
        "skyscrapers",
        "unsolvable/skyscrapers_janko_004_7x7_changed.txt",
    );
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    for clue in ["the clue 1 above column 1", "the clue 1 left of row 6"] {
        assert!(out.contains(clue), "{out}");
    }
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("skyscrapers", JANKO);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        file.starts_with("pzprv3\nskyscrapers\n7\n7\n. 4 3 1 3 3 3 2 . \n2 4 1 7"),
        "{file}"
    );
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn pictures_show_the_clues_and_the_heights() {
    let (code, svg, _) = run(&[
        "solve",
        "--format",
        "svg",
        &common::puzzle("skyscrapers", JANKO),
    ]);
    assert_eq!(code, 0);
    assert!(svg.contains(">6<") && svg.contains("<text"), "{svg}");
}

#[test]
fn generated_puzzles_have_one_answer() {
    let (code, out, stderr) = run(&["generate", "skyscrapers", "--size", "7", "--seed", "3"]);
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
