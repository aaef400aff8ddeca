//! The command line on Geradeweg: solve to the published solution with each
//! connectivity lowering, uniqueness, the example URLs of pzprjs and cspuz_core, the
//! changed number of an unsolvable puzzle, answers in pzprv3 files, pictures, and
//! pzprjs's unknown number.

use crate::common;

use common::run;

const JANKO: &str = "janko/geradeweg_janko_0002_10x10.txt";

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_under_every_lowering_and_is_unique() {
    let puzzle = common::puzzle("geradeweg", JANKO);
    let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
    let unique = format!("{solution}unique: no other answer\n");
    for connectivity in ["cuts", "elimination", "ranks"] {
        let args = ["solve", "--unique", "--connectivity", connectivity, &puzzle];
        let (code, out, stderr) = run(&args);
        assert_eq!((code, out), (0, unique.clone()), "{connectivity}: {stderr}");
    }
}

#[test]
fn the_example_urls_of_pzprjs_and_cspuz_core_have_one_answer_and_write_back() {
    let urls = [
        "https://puzz.link/p?geradeweg/5/5/l211i2h3i4k",
        "https://puzz.link/p?geradeweg/6/5/j1h23m.r4",
    ];
    for url in urls {
        let (code, written, stderr) = run(&["convert", "--to", "url", url]);
        assert_eq!((code, written.trim()), (0, url), "{stderr}");
        let (code, count, stderr) = run(&["count", "--max", "2", url]);
        assert_eq!((code, count.trim()), (0, "1 answer"), "{url}: {stderr}");
    }
}

#[test]
fn explain_names_the_changed_number() {
    let changed = common::puzzle(
        "geradeweg",
        "unsolvable/geradeweg_janko_0022_6x6_changed.txt",
    );
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the number 3 at row 1, column 1"), "{out}");
}

/// `solve -f pzprv3` writes the answer into pzprjs's file, which `check` accepts and
/// `convert` reads back to the puzzle.
#[test]
fn a_solved_pzprv3_file_checks_and_converts_back() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("geradeweg", JANKO);
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\ngeradeweg\n10\n10\n"), "{file}");
    let saved = dir.path().join("solved.pzprv3");
    std::fs::write(&saved, &file).unwrap();
    let saved = saved.to_str().unwrap();
    assert!(run(&["check", saved]).1.starts_with("ok:"));
    let url = |input: &str| run(&["convert", "--to", "url", input]).1;
    assert_eq!(url(saved), url(&puzzle));
}

#[test]
fn pictures_draw_the_numbers_in_rings_and_the_loop() {
    let janko = common::puzzle("geradeweg", JANKO);
    let (code, svg, _) = run(&["solve", "--format", "svg", &janko]);
    assert_eq!(code, 0);
    assert_eq!(svg.matches("<text").count(), 14, "one per number");
    assert!(
        svg.matches("<circle").count() >= 14,
        "a ring per number: {svg}"
    );
    assert!(svg.contains("stroke-width=\"4\""), "the loop: {svg}");
}

/// An unknown number where a number stood keeps the published answer and admits more.
#[test]
fn an_unknown_number_asks_less_than_its_number() {
    let dir = tempfile::tempdir().unwrap();
    let janko = std::fs::read_to_string(common::puzzle("geradeweg", JANKO)).unwrap();
    let path = dir.path().join("unknown.txt");
    std::fs::write(&path, janko.replacen("3 . .", "? . .", 1)).unwrap();
    let path = path.to_str().unwrap();
    let solution = common::puzzle("geradeweg", &JANKO.replace(".txt", ".solution.txt"));
    let (code, out, stderr) = run(&["check", path, &solution]);
    assert_eq!(code, 0, "{out}{stderr}");
    let (code, count, stderr) = run(&["count", "--max", "100", path]);
    assert_eq!(code, 0, "{stderr}");
    assert!(!count.starts_with("0 "), "{count}");
}
