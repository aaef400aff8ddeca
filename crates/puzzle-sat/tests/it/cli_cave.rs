//! The command line on Cave: a Janko puzzle to its published solution under each
//! connectivity lowering, the example URLs of pzprjs and cspuz_core (and the alias
//! `bag`), the clashing numbers of an unsolvable puzzle, a solved pzprv3 file, pictures
//! and generated puzzles.

use crate::common;

use common::run;

const JANKO: &str = "janko/cave_janko_031_8x8.txt";

#[test]
fn a_janko_cave_is_its_published_solution_under_every_lowering() {
    let puzzle = common::puzzle("cave", JANKO);
    let published = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
    for lowering in ["cuts", "elimination", "ranks"] {
        let (code, out, stderr) = run(&["solve", "--unique", "--connectivity", lowering, &puzzle]);
        assert_eq!(code, 0, "{lowering}: {stderr}");
        assert_eq!(
            out,
            format!("{published}unique: no other answer\n"),
            "{lowering}"
        );
    }
}

#[test]
fn example_urls_solve_uniquely_and_bag_reads_as_cave() {
    for url in [
        "https://puzz.link/p?cave/6/6/g3q2h3jbj3i3i2g",
        "https://puzz.link/p?cave/6/6/k3h6j2l7g3g2h3n",
    ] {
        let (code, out, stderr) = run(&["solve", "--unique", url]);
        assert!(
            code == 0 && out.ends_with("unique: no other answer\n"),
            "{url}: {out}{stderr}"
        );
        let bag = url.replace("?cave/", "?bag/");
        let (code, back, _) = run(&["convert", "--to", "url", &bag]);
        assert_eq!((code, back.trim()), (0, url));
    }
}

#[test]
fn explain_names_the_numbers_that_clash() {
    let changed = common::puzzle("cave", "unsolvable/cave_janko_031_8x8_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    for clue in [
        "2 at row 4, column 2",
        "2 at row 7, column 3",
        "9 at row 8, column 2",
    ] {
        assert!(out.contains(&format!("the number {clue}")), "{out}");
    }
}

#[test]
fn a_solved_pzprv3_file_checks_and_the_picture_has_no_circles() {
    let puzzle = common::puzzle("cave", JANKO);
    let answer = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &answer, "--to", "pzprv3"]);
    assert!(
        code == 0 && file.starts_with("pzprv3\ncave\n8\n8\n"),
        "{file}{stderr}"
    );
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("cave.pzprv3");
    std::fs::write(&saved, &file).unwrap();
    let (code, out, _) = run(&["check", saved.to_str().unwrap()]);
    assert!(code == 0 && out.starts_with("ok:"), "{out}");
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle]);
    assert_eq!(code, 0);
    assert!(svg.contains(">15<") && svg.contains("<rect"), "{svg}");
    let ring = |shape: &str| shape.starts_with("circle") && shape.contains("fill=\"none\"");
    assert!(!svg.split('<').any(ring), "numbers are not circled: {svg}");
}

#[test]
fn a_generated_ten_by_ten_cave_has_one_answer() {
    let args = [
        "generate", "cave", "--rows", "10", "--cols", "10", "--seed", "5",
    ];
    let (code, out, stderr) = run(&args);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        out.contains("answers: exactly one, proven by the solver"),
        "{out}"
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cave.txt");
    std::fs::write(&path, &out).unwrap();
    let (code, count, _) = run(&["count", "--max", "2", path.to_str().unwrap()]);
    assert_eq!((code, count.trim()), (0, "1 answer"));
}
