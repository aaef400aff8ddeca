//! The command line on Kurodoko: solve to the published solution with each
//! connectivity lowering, uniqueness, the example URLs of pzprjs and cspuz_core, the
//! clashing numbers of an unsolvable puzzle, answers in pzprv3 files, pictures, and
//! generated puzzles.

use crate::common;

use common::run;

const JANKO: &str = "janko/kurodoko_janko_060_5x5.txt";

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_under_every_lowering_and_is_unique() {
    let puzzle = common::puzzle("kurodoko", JANKO);
    let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
    for connectivity in ["cuts", "elimination", "ranks"] {
        let (code, out, stderr) = run(&["solve", "--connectivity", connectivity, &puzzle]);
        let expected = (0, solution.as_str());
        assert_eq!((code, out.as_str()), expected, "{connectivity}: {stderr}");
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn the_example_urls_of_pzprjs_and_cspuz_core_solve_and_write_back() {
    for url in [
        "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i",
        "https://puzz.link/p?kurodoko/6/5/h2j2h3r5g2j",
    ] {
        let (code, out, stderr) = run(&["solve", "--unique", url]);
        assert_eq!(code, 0, "{url}: {stderr}");
        assert!(out.contains("unique: no other answer"), "{out}");
        let (code, back, _) = run(&["convert", "--to", "url", url]);
        assert_eq!((code, back.trim()), (0, url));
    }
}

#[test]
fn explain_names_the_clashing_numbers() {
    let changed = common::puzzle("kurodoko", "unsolvable/kurodoko_janko_060_5x5_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    for number in [
        "9 at row 1, column 1",
        "6 at row 5, column 1",
        "9 at row 5, column 5",
    ] {
        assert!(out.contains(&format!("the number {number}")), "{out}");
    }
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("kurodoko", JANKO);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nkurodoko\n5\n5\n"), "{file}");
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn pictures_circle_the_numbers_and_fill_the_shaded_cells() {
    let (code, svg, _) = run(&[
        "solve",
        "--format",
        "svg",
        &common::puzzle("kurodoko", JANKO),
    ]);
    assert_eq!(code, 0);
    assert!(svg.contains("<circle") && svg.contains("<rect"), "{svg}");
    assert!(svg.contains(">9<"), "the number at the bottom right: {svg}");
}

#[test]
fn generated_puzzles_have_one_answer() {
    let (code, out, stderr) = run(&[
        "generate", "kurodoko", "--rows", "8", "--cols", "8", "--seed", "3",
    ]);
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
