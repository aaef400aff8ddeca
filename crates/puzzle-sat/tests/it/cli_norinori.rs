//! The command line on Norinori: solve to the published solution with each room
//! count and proof of uniqueness, pzprjs's and cspuz_core's example URLs, `check` naming the broken rule,
//! `hint`, `explain` of an unsolvable puzzle, pzprv3 answers, pictures and a generated
//! puzzle with one answer.

use crate::common;

use common::run;

const JANKO: &str = "janko/norinori_janko_0001_10x10.txt";

fn bundled(path: &str) -> String {
    common::puzzle("norinori", path)
}

#[test]
fn a_janko_puzzle_solves_to_its_published_solution_and_is_unique() {
    let solution = std::fs::read_to_string(bundled(&JANKO.replace(".txt", ".solution.txt")));
    let solution = solution.unwrap();
    for count in ["totalizer", "sequential-counter"] {
        let (code, out, stderr) =
            run(&["solve", "--unique", "--room-count", count, &bundled(JANKO)]);
        assert_eq!(code, 0, "{count}: {stderr}");
        assert!(out.starts_with(&solution), "{count}: {out}");
    }
    let (code, out, _) = run(&["count", "--max", "2", &bundled(JANKO)]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

/// The bundled example URLs (pzprjs's test script, cspuz_core's test) solve to their
/// published answers and are written back as they came.
#[test]
fn example_urls_solve_to_their_answers_and_write_back() {
    for name in ["norinori_pzprjs_5x5", "norinori_cspuz_6x6"] {
        let text = std::fs::read_to_string(bundled(&format!("puzzlink/{name}.txt"))).unwrap();
        let url = (text.lines())
            .find_map(|line| line.strip_prefix("# url: "))
            .expect("a url line");
        let answer = bundled(&format!("puzzlink/{name}.solution.txt"));
        let (code, out, stderr) = run(&["solve", url]);
        assert_eq!(code, 0, "{url}: {stderr}");
        assert!(
            out.starts_with(&std::fs::read_to_string(answer).unwrap()),
            "{out}"
        );
        let (code, back, _) = run(&["convert", "--to", "url", url]);
        assert_eq!((code, back.trim()), (0, url));
    }
}

#[test]
fn check_names_the_broken_rule() {
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("a.txt");
    std::fs::write(&answer, "##...\n..##.\n##..#\n....#\n#....\n").unwrap();
    let puzzle = bundled("puzzlink/norinori_pzprjs_5x5.txt");
    let (code, _, stderr) = run(&["check", &puzzle, answer.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("the shaded cell at row 5, column 1 has no shaded cell beside it"),
        "{stderr}"
    );
}

#[test]
fn hint_forces_every_cell_of_a_unique_puzzle() {
    let (code, out, stderr) = run(&["hint", &bundled("puzzlink/norinori_pzprjs_5x5.txt")]);
    assert_eq!(code, 0, "{stderr}");
    assert!(out.contains("25 forced cells"), "{out}");
}

#[test]
fn explain_finds_no_answer_without_any_clue() {
    let changed = bundled("unsolvable/norinori_janko_0001_10x10_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    assert!(out.contains("no solution (proven)"), "{out}");
}

#[test]
fn a_pzprv3_answer_and_a_picture() {
    let (code, file, stderr) = run(&["solve", "--format", "pzprv3", &bundled(JANKO)]);
    assert_eq!(code, 0, "{stderr}");
    assert!(file.starts_with("pzprv3\nnorinori\n10\n10\n"), "{file}");
    let (code, svg, _) = run(&["solve", "--format", "svg", &bundled(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.contains("stroke-width=\"3\"") && svg.contains("<rect"));
}

#[test]
fn a_generated_10x10_has_one_answer() {
    let dir = tempfile::tempdir().unwrap();
    let made = dir.path().join("g.txt");
    let (code, out, stderr) = run(&[
        "generate", "norinori", "--rows", "10", "--cols", "10", "--seed", "3",
    ]);
    assert_eq!(code, 0, "{stderr}");
    std::fs::write(&made, &out).unwrap();
    let (code, count, _) = run(&["count", "--max", "2", made.to_str().unwrap()]);
    assert_eq!((code, count.trim()), (0, "1 answer"), "{out}");
}
