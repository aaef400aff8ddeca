//! The command line on Country Road: solve to the published solution with each
//! connectivity lowering, uniqueness, the example URLs of pzprjs and cspuz_core, the
//! clashing numbers of an unsolvable puzzle, answers in pzprv3 files, pictures, and
//! pzprjs's unknown number read as no number.

use crate::common;

use common::run;

const JANKO: &str = "janko/country_janko_0022_8x8.txt";

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_under_every_lowering_and_is_unique() {
    let puzzle = common::puzzle("country-road", JANKO);
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
}

#[test]
fn the_example_urls_of_pzprjs_and_cspuz_core_solve_and_write_back() {
    for url in [
        "https://puzz.link/p?country/5/5/amda0uf02h12h",
        "https://puzz.link/p?country/6/6/eemdee0cvv603h2l14",
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
        "country-road",
        "unsolvable/country_janko_0022_8x8_changed.txt",
    );
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(
        out.contains("the number 2 of the room at row 1, column 1"),
        "{out}"
    );
}

#[test]
fn an_answer_goes_into_a_pzprv3_file_and_checks_there() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("country-road", JANKO);
    let solution = puzzle.replace(".txt", ".solution.txt");
    let (code, file, stderr) = run(&["convert", &puzzle, "--answer", &solution, "--to", "pzprv3"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\ncountry\n8\n8\n"), "{file}");
    let path = dir.path().join("solved.pzprv3");
    std::fs::write(&path, &file).unwrap();
    let (code, out, stderr) = run(&["check", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.starts_with("ok:"), "{out}");
}

#[test]
fn pictures_draw_room_borders_numbers_and_the_loop() {
    let (code, svg, _) = run(&[
        "solve",
        "--format",
        "svg",
        &common::puzzle("country-road", JANKO),
    ]);
    assert_eq!(code, 0);
    assert!(svg.contains("stroke-width=\"3\""), "room borders: {svg}");
    assert!(svg.contains("stroke-width=\"4\""), "the loop: {svg}");
    assert!(svg.contains(">5<"), "the number of room e: {svg}");
}

/// A room showing pzprjs's unknown number has the answers of the same room unnumbered.
#[test]
fn an_unknown_room_number_counts_as_no_number() {
    let dir = tempfile::tempdir().unwrap();
    let janko = std::fs::read_to_string(common::puzzle("country-road", JANKO)).unwrap();
    let write = |name: &str, numbers: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, janko.replace("a 3\ne 5\n", numbers)).unwrap();
        path.to_str().unwrap().to_owned()
    };
    let count = |path: &str| run(&["count", "--max", "100", path]).1;
    let unknown = count(&write("unknown.txt", "a ?\ne ?\n"));
    let unnumbered = count(&write("none.txt", ""));
    assert_eq!(unknown, unnumbered);
    assert!(
        !unknown.starts_with("0 ") && !unknown.starts_with("1 "),
        "{unknown}"
    );
}
