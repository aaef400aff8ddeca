//! The command line on Tapa: solve to the published solution with each ring lowering
//! and each connectivity lowering, uniqueness, the example URLs of pzprjs and
//! cspuz_core, the clashing clues of an unsolvable puzzle, answers in pzprv3 files,
//! pictures, and generated puzzles.

use crate::common;

use common::run;

const CSPUZ: &str = "puzzlink/tapa_cspuz_8x6.txt";

#[test]
fn a_puzzle_solves_to_its_published_solution_under_every_lowering_and_is_unique() {
    let puzzle = common::puzzle("tapa", CSPUZ);
    let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
    for ring in ["primes", "support"] {
        for connectivity in ["cuts", "elimination", "ranks"] {
            let args = [
                "solve",
                "--ring",
                ring,
                "--connectivity",
                connectivity,
                &puzzle,
            ];
            let (code, out, stderr) = run(&args);
            let expected = (0, solution.as_str());
            assert_eq!(
                (code, out.as_str()),
                expected,
                "{ring} {connectivity}: {stderr}"
            );
        }
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn the_example_urls_of_pzprjs_and_cspuz_core_solve_and_write_back() {
    for url in [
        "https://puzz.link/p?tapa/5/5/3n5hchhajn2",
        "https://puzz.link/p?tapa/7/6/2nabg9w8o0h",
        "https://puzz.link/p?tapa/6/8/q2g9g.qb0pa0ccn",
    ] {
        let (code, out, stderr) = run(&["solve", "--unique", url]);
        assert_eq!(code, 0, "{url}: {stderr}");
        assert!(out.contains("unique: no other answer"), "{out}");
        let (code, back, _) = run(&["convert", "--to", "url", url]);
        assert_eq!((code, back.trim()), (0, url));
    }
}

#[test]
fn explain_names_the_clashing_clues() {
    let changed = common::puzzle("tapa", "unsolvable/tapa_pzprjs_5x5_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the clue 2 at (2, 5)"), "{out}");
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("tapa", CSPUZ);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\ntapa\n8\n6\n"), "{file}");
    assert!(file.contains("-,-,-"), "{file}");
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn pictures_place_the_clues_and_fill_the_shaded_cells() {
    let (code, svg, _) = run(&["solve", "--format", "svg", &common::puzzle("tapa", CSPUZ)]);
    assert_eq!(code, 0);
    assert!(
        svg.contains("<rect") && svg.contains(">?<") && svg.contains(">3<"),
        "{svg}"
    );
}

#[test]
fn generated_puzzles_have_one_answer() {
    let args = [
        "generate", "tapa", "--rows", "10", "--cols", "10", "--seed", "3",
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
