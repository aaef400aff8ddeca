//! The command line on Double Choco: solve to the published solutions and uniqueness,
//! both lowerings, the example URLs of pzprjs and cspuz_core, the number of an
//! unsolvable puzzle, answers in pzprv3 files, hints, pictures and generated puzzles.

use crate::common;

use common::run;

const PZPRJS: &str = "puzzlink/double_choco_pzprjs_6x6.txt";
const CSPUZ: &str = "puzzlink/double_choco_cspuz_6x6.txt";

#[test]
fn the_published_puzzles_solve_to_their_solutions_under_both_lowerings() {
    for file in [PZPRJS, CSPUZ] {
        let puzzle = common::puzzle("double-choco", file);
        let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
        for halves in ["labels", "cuts"] {
            let (code, out, stderr) = run(&["solve", "--halves", halves, &puzzle]);
            let expected = (0, solution.as_str());
            assert_eq!((code, out.as_str()), expected, "{file} {halves}: {stderr}");
        }
        let (code, out, _) = run(&["count", "--max", "2", &puzzle]);
        assert_eq!((code, out.trim()), (0, "1 answer"));
    }
}

#[test]
fn the_example_urls_of_pzprjs_and_cspuz_core_solve_and_write_back() {
    for url in [
        "https://puzz.link/p?dbchoco/6/6/ueoq8p30g42j4n5s22j",
        "https://puzz.link/p?dbchoco/6/6/pu9hgpe05zu",
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
        "double-choco",
        "unsolvable/double_choco_pzprjs_6x6_changed.txt",
    );
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("the number 6 at row 3, column 5"), "{out}");
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("double-choco", PZPRJS);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        file.starts_with("pzprv3\ndbchoco\n6\n6\n- -4 -2 - . . \n"),
        "{file}"
    );
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn hints_and_pictures_draw_the_grey_cells_and_the_borders() {
    let puzzle = common::puzzle("double-choco", PZPRJS);
    let (code, out, stderr) = run(&["hint", &puzzle]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        out.contains("[|]") && out.contains("[-]"),
        "forced borders: {out}"
    );
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle]);
    assert_eq!(code, 0);
    assert!(svg.contains("#c8c8c8"), "grey cells: {svg}");
    assert!(svg.contains("<line"), "{svg}");
    assert!(svg.contains(">5<"), "the 5 at row 3: {svg}");
}

/// An 8x8, and a 10x10 whose first random division leaves second answers that no
/// number rules out (reshaped where they differ).
#[test]
fn generated_puzzles_have_one_answer() {
    let puzzle = common::generated_with_one_answer("double-choco", "8", "2");
    assert!(puzzle.contains("kind: double-choco"), "{puzzle}");
    let puzzle = common::generated_with_one_answer("double-choco", "10", "1");
    assert!(puzzle.contains("# reshaped "), "{puzzle}");
}
