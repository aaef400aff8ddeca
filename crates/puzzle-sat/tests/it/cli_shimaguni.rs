//! The command line on Shimaguni: solve to the published solution with each
//! connectivity lowering and each island count, uniqueness, the example URLs of pzprjs and cspuz_core, the
//! clashing numbers of an unsolvable puzzle, answers in pzprv3 files, pictures, and
//! pzprjs's unknown number read as no number.

use crate::common;

use common::run;

const JANKO: &str = "janko/shimaguni_janko_0001_6x6.txt";

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_under_every_lowering_and_is_unique() {
    let puzzle = common::puzzle("shimaguni", JANKO);
    let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
    let lowerings = ["cuts", "elimination", "ranks"].map(|lowering| ["--connectivity", lowering]);
    let counts = ["totalizer", "sequential-counter"].map(|count| ["--island-count", count]);
    for [flag, value] in lowerings.into_iter().chain(counts) {
        let (code, out, stderr) = run(&["solve", flag, value, &puzzle]);
        assert_eq!(
            (code, out.as_str()),
            (0, solution.as_str()),
            "{flag} {value}: {stderr}"
        );
    }
    let (code, out, _) = run(&["count", "--max", "2", &puzzle]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

#[test]
fn the_example_urls_of_pzprjs_and_cspuz_core_solve_and_write_back() {
    for url in [
        "https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43",
        "https://puzz.link/p?shimaguni/6/6/6qrna9sbh1i2j3h2",
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
        "shimaguni",
        "unsolvable/shimaguni_janko_0001_6x6_changed.txt",
    );
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(
        out.contains("the number 1 of the room at row 1, column 2"),
        "{out}"
    );
    assert!(
        out.contains("the number 1 of the room at row 4, column 4"),
        "{out}"
    );
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("shimaguni", JANKO);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nshimaguni\n6\n6\n"), "{file}");
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn pictures_draw_room_borders_numbers_and_islands() {
    let (code, svg, _) = run(&[
        "solve",
        "--format",
        "svg",
        &common::puzzle("shimaguni", JANKO),
    ]);
    assert_eq!(code, 0);
    assert!(
        svg.contains("stroke-width=\"3\"") && svg.contains("<rect"),
        "{svg}"
    );
    assert!(svg.contains(">4<"), "the number of room d: {svg}");
}

/// A room showing pzprjs's unknown number has the answers of the same room unnumbered.
#[test]
fn an_unknown_room_number_counts_as_no_number() {
    let dir = tempfile::tempdir().unwrap();
    let janko = std::fs::read_to_string(common::puzzle("shimaguni", JANKO)).unwrap();
    let write = |name: &str, numbers: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, janko.replace("d 4\ne 1\n", numbers)).unwrap();
        path.to_str().unwrap().to_owned()
    };
    let count = |path: &str| run(&["count", "--max", "100", path]).1;
    let unknown = count(&write("unknown.txt", "d ?\ne 1\n"));
    let unnumbered = count(&write("none.txt", "e 1\n"));
    assert_eq!(unknown, unnumbered);
    assert!(
        !unknown.starts_with("0 ") && !unknown.starts_with("1 "),
        "{unknown}"
    );
}
