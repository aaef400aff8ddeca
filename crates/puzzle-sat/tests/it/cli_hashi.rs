//! The command line on Hashiwokakero: solve to the published solution with each
//! connectivity lowering, uniqueness, the example URLs of pzprjs and cspuz_core, the
//! clashing numbers of an unsolvable puzzle, answers in pzprv3 files, pictures, and
//! generated puzzles.

use crate::common;

use common::run;

const JANKO: &str = "janko/hashi_janko_001_9x9.txt";

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_under_every_lowering_and_is_unique() {
    let puzzle = common::puzzle("hashi", JANKO);
    let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
    for connectivity in ["cuts", "elimination", "ranks"] {
        let args = ["solve", "--ascii", "--connectivity", connectivity, &puzzle];
        let (code, out, stderr) = run(&args);
        let expected = (0, solution.as_str());
        assert_eq!((code, out.as_str()), expected, "{connectivity}: {stderr}");
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn the_example_urls_of_pzprjs_and_cspuz_core_solve_and_write_back() {
    for url in [
        "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3",
        "https://puzz.link/p?hashi/6/6/3g1g2.g.g2h.g2g.h.g4g3h4g.g2g.h2",
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
    let changed = common::puzzle("hashi", "unsolvable/hashi_janko_001_9x9_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the number 2 at row 2, column 7"), "{out}");
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("hashi", JANKO);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nhashikake\n9\n9\n"), "{file}");
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn pictures_circle_the_islands_and_draw_the_bridges() {
    let puzzle = common::puzzle("hashi", JANKO);
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle]);
    assert_eq!(code, 0);
    assert!(svg.contains("<circle") && svg.contains("<line"), "{svg}");
    assert!(svg.contains(">5<"), "the 5 at row 6: {svg}");
}

#[test]
fn generated_puzzles_have_one_answer() {
    let args = [
        "generate", "hashi", "--rows", "10", "--cols", "10", "--seed", "3",
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
