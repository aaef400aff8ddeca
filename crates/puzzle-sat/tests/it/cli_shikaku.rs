//! The command line on Shikaku: solve to the published solution and uniqueness, the
//! example URLs of pzprjs and cspuz_core, the number of an unsolvable puzzle, answers in
//! pzprv3 files, pictures, and generated puzzles.

use crate::common;

use common::run;

const JANKO: &str = "janko/shikaku_janko_001_10x10.txt";

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_and_is_unique() {
    let puzzle = common::puzzle("shikaku", JANKO);
    let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
    for amo in ["pairwise", "ladder"] {
        let (code, out, stderr) = run(&["solve", "--amo", amo, &puzzle]);
        assert_eq!(
            (code, out.as_str()),
            (0, solution.as_str()),
            "{amo}: {stderr}"
        );
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn the_example_urls_of_pzprjs_and_cspuz_core_solve_and_write_back() {
    for url in [
        "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j",
        "https://puzz.link/p?shikaku/6/6/s66j4.g8n4h4g",
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
    let changed = common::puzzle("shikaku", "unsolvable/shikaku_janko_001_10x10_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the number 5 at row 1, column 2"), "{out}");
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("shikaku", JANKO);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nshikaku\n10\n10\n"), "{file}");
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn pictures_write_the_numbers_and_draw_the_borders() {
    let puzzle = common::puzzle("shikaku", JANKO);
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle]);
    assert_eq!(code, 0);
    assert!(svg.contains("<line"), "{svg}");
    assert!(svg.contains(">7<"), "the 7 at row 6: {svg}");
}

#[test]
fn generated_puzzles_have_one_answer() {
    let args = [
        "generate", "shikaku", "--rows", "10", "--cols", "10", "--seed", "3",
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
