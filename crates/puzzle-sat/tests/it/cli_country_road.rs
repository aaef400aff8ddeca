//! The command line on Country Road: solve to the published solution with each
//! connectivity lowering and way of counting a room's crossings, uniqueness, the example URLs of pzprjs and cspuz_core, the
//! changed number of an unsolvable puzzle, answers in pzprv3 files, pictures, and
//! pzprjs's unknown number read as no number.

use crate::common;

use common::run;

const JANKO: &str = "janko/country_janko_0022_8x8.txt";

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_under_every_lowering_and_border_and_is_unique() {
    let puzzle = common::puzzle("country-road", JANKO);
    let solution = std::fs::read_to_string(puzzle.replace(".txt", ".solution.txt")).unwrap();
    let unique = format!("{solution}unique: no other answer\n");
    for connectivity in ["cuts", "elimination", "ranks"] {
        for border in ["at-most-two", "exactly-two"] {
            let args = [
                "solve",
                "--unique",
                "--connectivity",
                connectivity,
                "--border",
                border,
            ];
            let (code, out, stderr) = run(&[&args[..], &[puzzle.as_str()]].concat());
            let settings = format!("{connectivity}, {border}: {stderr}");
            assert_eq!((code, out), (0, unique.clone()), "{settings}");
        }
    }
}

#[test]
fn the_example_urls_of_pzprjs_and_cspuz_core_have_one_answer_and_write_back() {
    let urls = [
        "https://puzz.link/p?country/5/5/amda0uf02h12h",
        "https://puzz.link/p?country/6/6/eemdee0cvv603h2l14",
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

/// `solve -f pzprv3` writes the answer into pzprjs's file, which `check` accepts and
/// `convert` reads back to the puzzle.
#[test]
fn a_solved_pzprv3_file_checks_and_converts_back() {
    let dir = tempfile::tempdir().unwrap();
    let puzzle = common::puzzle("country-road", JANKO);
    let (code, file, stderr) = run(&["solve", "-f", "pzprv3", &puzzle]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\ncountry\n8\n8\n"), "{file}");
    let saved = dir.path().join("solved.pzprv3");
    std::fs::write(&saved, &file).unwrap();
    let saved = saved.to_str().unwrap();
    assert!(run(&["check", saved]).1.starts_with("ok:"));
    let native = |input: &str| run(&["convert", "--to", "url", input]).1;
    assert_eq!(native(saved), native(&puzzle));
}

#[test]
fn pictures_draw_room_borders_numbers_and_the_loop() {
    let janko = common::puzzle("country-road", JANKO);
    let (code, svg, _) = run(&["solve", "--format", "svg", &janko]);
    assert_eq!(code, 0);
    let numbers = svg.matches("<text").count();
    assert_eq!(numbers, 6, "one per numbered room");
    assert!(svg.contains("stroke-width=\"3\""), "room borders: {svg}");
    assert!(svg.contains("stroke-width=\"4\""), "the loop: {svg}");
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
