//! The command line on Galaxies: solve to the published solution under every
//! connectivity lowering, uniqueness, the URL written back, the clashing dots of an
//! unsolvable puzzle, answers in pzprv3 files, pictures, and a generated puzzle.

use crate::common;

use common::run;

const JANKO: &str = "janko/galaxies_janko_001_7x7.txt";
const URL: &str = "https://puzz.link/p?tentaisho/7/7/hetezleoeoevetegeqe";

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_under_every_lowering_and_is_unique() {
    let puzzle = common::puzzle("galaxies", JANKO);
    let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
    for connectivity in ["cuts", "elimination", "ranks"] {
        let (code, out, stderr) = run(&["solve", "--connectivity", connectivity, &puzzle]);
        assert_eq!(
            (code, out.as_str()),
            (0, solution.as_str()),
            "{connectivity}: {stderr}"
        );
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle]);
    assert_eq!((code, url.trim()), (0, URL));
    let (code, out, stderr) = run(&["solve", "--unique", URL]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        out.starts_with(&solution) && out.contains("unique: no other answer"),
        "{out}"
    );
}

#[test]
fn explain_names_the_clashing_dots() {
    let changed = common::puzzle("galaxies", "unsolvable/galaxies_janko_001_7x7_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("2 clues alone have no answer"), "{out}");
    assert!(out.contains("the dot on r1c2"), "{out}");
    assert!(
        out.contains("the dot at the bottom-right corner of r1c1"),
        "{out}"
    );
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("galaxies", JANKO);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        file.starts_with("pzprv3\ntentaisho\n7\n7\n..1..........\n"),
        "{file}"
    );
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn pictures_draw_the_dots_and_the_borders() {
    let puzzle = common::puzzle("galaxies", JANKO);
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle]);
    assert_eq!(code, 0);
    assert_eq!(svg.matches("<circle").count(), 9, "one circle per dot");
    assert!(
        svg.contains("stroke-width=\"4\""),
        "the borders are drawn thick"
    );
}

#[test]
fn a_generated_puzzle_has_one_answer() {
    let (code, out, stderr) = run(&[
        "generate", "galaxies", "--rows", "10", "--cols", "10", "--seed", "3",
    ]);
    assert_eq!(code, 0, "{stderr}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("made.txt");
    std::fs::write(&path, out).unwrap();
    let (code, out, _) = run(&["count", "--max", "2", path.to_str().unwrap()]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}
