//! The command line on Fillomino: solve to the published solution and uniqueness, the
//! example URLs of pzprjs and cspuz_core, explanations of an unsolvable puzzle, answers
//! in pzprv3 files, pictures, and generated puzzles.

use crate::common;

use common::run;

const JANKO: &str = "janko/fillomino_janko_0008_10x10.txt";

/// The rows of an answer file, the spaces between one-digit numbers left out.
fn rows(answer: &str) -> String {
    answer.replace(' ', "")
}

#[test]
fn janko_puzzles_solve_to_their_published_solutions_and_are_unique() {
    let small = "janko/fillomino_janko_0001_5x5.txt";
    for (file, regions) in [(JANKO, "cuts"), (small, "reach")] {
        let puzzle = common::puzzle("fillomino", file);
        let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
        let (code, out, stderr) = run(&["solve", "--regions", regions, &puzzle]);
        assert_eq!(
            (code, rows(&out)),
            (0, rows(&solution)),
            "{file} {regions}: {stderr}"
        );
    }
    let (code, out, _) = run(&["count", "--max", "2", &common::puzzle("fillomino", JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn the_example_urls_of_pzprjs_and_cspuz_core_solve_and_write_back() {
    for url in [
        "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h",
        "https://puzz.link/p?fillomino/5/5/g1k34g2h5h4n",
    ] {
        let (code, out, stderr) = run(&["solve", "--unique", url]);
        assert_eq!(code, 0, "{url}: {stderr}");
        assert!(out.contains("unique: no other answer"), "{out}");
        let (code, back, _) = run(&["convert", "--to", "url", url]);
        assert_eq!((code, back.trim()), (0, url));
    }
}

#[test]
fn explain_names_the_changed_number() {
    let changed = common::puzzle(
        "fillomino",
        "unsolvable/fillomino_janko_0001_5x5_changed.txt",
    );
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the number 1 at row 1, column 2"), "{out}");
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("fillomino", JANKO);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nfillomino\n10\n10\n"), "{file}");
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn pictures_write_the_numbers_and_draw_the_borders() {
    let puzzle = common::puzzle("fillomino", JANKO);
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle]);
    assert_eq!(code, 0);
    assert!(svg.contains("<line"), "{svg}");
    assert!(svg.contains(">6<"), "the 6 at row 1: {svg}");
}

#[test]
fn generated_puzzles_have_one_answer() {
    for (size, seed) in [("5", "3"), ("10", "1")] {
        let puzzle = common::generated_with_one_answer("fillomino", size, seed);
        assert!(
            puzzle.contains("answers: exactly one, proven by the solver"),
            "{puzzle}"
        );
        // Rated, or said not to be (the rating's bound of work).
        assert!(puzzle.contains("# difficulty: "), "{puzzle}");
    }
}
