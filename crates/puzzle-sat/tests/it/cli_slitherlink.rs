//! The command line on Slitherlink: solve to the published solution with each
//! connectivity lowering, JSON answers that check, a broken answer named, uniqueness,
//! the clashing numbers of an unsolvable puzzle,
//! the puzz.link URL and a picture, pzprjs's every-point variant and unknown number.

use crate::cli_lines::{check_answer, solves_to_the_published_drawing};
use crate::common;

use common::run;

fn puzzle(path: &str) -> String {
    common::puzzle("slitherlink", path)
}

const JANKO: &str = "janko/slitherlink_janko_0001_4x4.txt";
const JANKO_SOLUTION: &str = "janko/slitherlink_janko_0001_4x4.solution.txt";

#[test]
fn solves_a_janko_puzzle_to_its_published_solution() {
    let lowerings = ["auto", "cuts", "elimination", "ranks"];
    solves_to_the_published_drawing(&puzzle(JANKO), &puzzle(JANKO_SOLUTION), &lowerings);
}

#[test]
fn json_answers_are_the_drawing_and_check() {
    let (code, out, _) = run(&["solve", "--format", "json", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(json["kind"], "slitherlink");
    assert_eq!(json["grid"].as_array().unwrap().len(), 9);
    assert_eq!(json["grid"][0][0], "+");
    assert_eq!(check_answer(&puzzle(JANKO), "a.json", &out).0, 0);
}

#[test]
fn explain_marks_the_clashing_numbers_in_their_cells() {
    let changed = puzzle("unsolvable/slitherlink_janko_0001_4x4_changed.txt");
    let (code, out, stderr) = run(&["explain", &changed]);
    assert_eq!(code, 20, "{stderr}");
    let map: Vec<&str> = out.lines().rev().take(4).collect();
    assert_eq!(map, [". 2 3 .", "1 . . 1", ". . . .", "2 . . 0"], "{out}");
}

#[test]
fn check_names_a_broken_rule() {
    let solution = std::fs::read_to_string(puzzle(JANKO_SOLUTION)).unwrap();
    // The loop's first edge taken away: the loop then ends at both its points.
    let broken = solution.replacen("+-", "+ ", 1);
    let (code, said) = check_answer(&puzzle(JANKO), "a.txt", &broken);
    assert_ne!(code, 0);
    assert!(said.contains("a line ends at point (1, 2)"), "{said}");
}

#[test]
fn urls_convert_and_pictures_draw() {
    let (code, url, _) = run(&["convert", "--to", "url", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(url.starts_with("https://puzz.link/p?slither/4/4/"), "{url}");
    let (code, out, _) = run(&["solve", url.trim()]);
    assert_eq!(code, 0);
    assert_eq!(out, run(&["solve", &puzzle(JANKO)]).1);
    let (code, svg, _) = run(&["solve", "--format", "svg", &puzzle(JANKO)]);
    assert_eq!(code, 0);
    assert!(svg.starts_with("<?xml") && svg.contains("<line"), "{svg}");
}

/// The example of pzprjs's own tests (robx/pzprjs `test/script/slither.js`, MIT), as
/// puzz.link and its older host pzv.jp spell it: it solves, uniquely, in process with
/// the lazy lowering and with the static one.
#[test]
fn a_url_copied_from_puzz_link_solves() {
    for url in [
        "https://puzz.link/p?slither/5/5/cbcbcddad",
        "http://pzv.jp/p.html?slither/5/5/cbcbcddad",
    ] {
        for connectivity in ["auto", "elimination"] {
            let (code, out, err) = run(&["solve", "--unique", "--connectivity", connectivity, url]);
            assert_eq!(code, 0, "{url}: {err}");
            assert!(
                out.starts_with("+-+-+-+-+-+\n|2 . . 1 .|\n"),
                "{url}: {out}"
            );
            assert!(out.ends_with("unique: no other answer\n"), "{url}: {out}");
        }
    }
}

/// pzprjs's variant `f` (the loop visits every point) and its unknown number `?` solve
/// from a URL: the loop meets every point, the `?` stays in the drawing and asks
/// nothing, and the answer checks.
#[test]
fn the_every_point_variant_and_unknown_numbers_solve() {
    let url = "https://puzz.link/p?slither/f/3/2/.h3";
    let (code, out, err) = run(&["solve", "--unique", url]);
    assert_eq!(code, 0, "{err}");
    let drawing = "+-+-+-+\n|? . .|\n+ +-+ +\n|3|.|.|\n+-+ +-+\n";
    assert_eq!(out, format!("{drawing}unique: no other answer\n"));
    assert_eq!(check_answer(url, "a.txt", drawing).0, 0);
    let (code, native, _) = run(&["convert", "--to", "native", url]);
    assert_eq!(code, 0);
    assert!(
        native.ends_with("variants: every-point\ngrid:\n?..\n3..\n"),
        "{native}"
    );
}
