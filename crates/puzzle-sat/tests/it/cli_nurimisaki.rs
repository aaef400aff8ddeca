//! The command line on Nurimisaki: solve to the published solution with each
//! connectivity lowering, uniqueness, the example URLs of pzprjs and cspuz_core, the
//! clashing numbers of an unsolvable puzzle, answers in pzprv3 files, pictures, and
//! generated puzzles.

use crate::common;

use common::run;

const JANKO: &str = "janko/nurimisaki_janko_001_6x6.txt";

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_under_every_lowering_and_is_unique() {
    let puzzle = common::puzzle("nurimisaki", JANKO);
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
        "https://puzz.link/p?nurimisaki/5/5/g.i.m2l.j",
        "https://puzz.link/p?nurimisaki/10/10/j3l3v2t2p.g2j2w2k2n3k",
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
    let changed = common::puzzle(
        "nurimisaki",
        "unsolvable/nurimisaki_janko_001_6x6_changed.txt",
    );
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the number 6 at row 1, column 5"), "{out}");
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("nurimisaki", JANKO);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nnurimisaki\n6\n6\n"), "{file}");
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn pictures_circle_the_capes_and_fill_the_shaded_cells() {
    let (code, svg, _) = run(&[
        "solve",
        "--format",
        "svg",
        &common::puzzle("nurimisaki", JANKO),
    ]);
    assert_eq!(code, 0);
    assert!(svg.contains("<circle") && svg.contains("<rect"), "{svg}");
    assert!(svg.contains(">5<"), "the number at the top: {svg}");
}

#[test]
fn generated_puzzles_have_one_answer() {
    let (code, out, stderr) = run(&[
        "generate",
        "nurimisaki",
        "--rows",
        "10",
        "--cols",
        "10",
        "--seed",
        "3",
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
