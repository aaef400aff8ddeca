//! Pictures and plain-ASCII text from the command line: `render`, `-f svg` for solve,
//! hint, explain and decode, and `--ascii`.

use crate::common;

use common::{puzzle, run};

const SHAKASHAKA: &str = "puzzlink/shakashaka_ppbench03_10x10.txt";

fn is_svg(text: &str) -> bool {
    text.starts_with("<?xml")
        && text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        && text.ends_with("</svg>\n")
}

#[test]
fn render_draws_a_puzzle_and_an_answer() {
    let file = puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let (code, bare, _) = run(&["render", &file]);
    assert_eq!(code, 0);
    assert!(is_svg(&bare));
    let solution = file.replace(".txt", ".solution.txt");
    let (code, solved, _) = run(&["render", &file, "--answer", &solution]);
    assert_eq!(code, 0);
    // The answer's digits are drawn in their own colour.
    assert!(
        solved.matches(puzzle_draw::ANSWER).count() > 40 && !bare.contains(puzzle_draw::ANSWER)
    );
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("p.svg");
    let (code, stdout, _) = run(&["render", &file, "-o", out.to_str().unwrap()]);
    assert_eq!((code, stdout.as_str()), (0, ""));
    assert_eq!(std::fs::read_to_string(&out).unwrap(), bare);
}

#[test]
fn solve_hint_and_explain_draw_what_they_found() {
    let file = puzzle("shakashaka", SHAKASHAKA);
    let (code, solved, _) = run(&["solve", "-f", "svg", &file]);
    assert_eq!(code, 0);
    assert!(is_svg(&solved) && solved.contains("<polygon"));
    let sudoku = puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let (code, hinted, stderr) = run(&["hint", "-f", "svg", &sudoku]);
    assert_eq!(code, 0);
    assert!(
        is_svg(&hinted) && hinted.contains(puzzle_draw::FORCED),
        "{stderr}"
    );
    assert!(stderr.contains("forced cells"));
    let dir = tempfile::tempdir().unwrap();
    let broken = dir.path().join("broken.txt");
    std::fs::write(
        &broken,
        "kind: sudoku\nbox: 2x2\ngrid:\n1.1.\n....\n....\n....\n",
    )
    .unwrap();
    let (code, explained, stderr) = run(&["explain", "-f", "svg", broken.to_str().unwrap()]);
    assert_eq!(code, 20, "{stderr}");
    assert!(is_svg(&explained), "{stderr}");
    assert_eq!(
        explained.matches(puzzle_draw::HIGHLIGHT).count(),
        2,
        "the two clashing givens"
    );
    assert!(stderr.contains("the 2 highlighted clues"), "{stderr}");
}

#[test]
fn ascii_text_and_refusals() {
    let file = puzzle("shakashaka", SHAKASHAKA);
    let (code, ascii, _) = run(&["solve", "--ascii", &file]);
    assert_eq!(code, 0);
    assert!(ascii.is_ascii() && ascii.contains("#/"), "{ascii}");
    let (_, glyphs, _) = run(&["solve", &file]);
    assert!(!glyphs.is_ascii());
    let (code, hint, _) = run(&["hint", "--ascii", &file]);
    assert_eq!(code, 0);
    assert!(hint.is_ascii(), "{hint}");
    let (code, _, stderr) = run(&["solve", "--ascii", "-f", "json", &file]);
    assert_eq!(code, 2, "{stderr}");
    let lines = puzzle("sudoku", "9x9/norvig_top95.lines");
    let (code, _, stderr) = run(&["solve", "-f", "svg", &lines]);
    assert_eq!(code, 2);
    assert!(stderr.contains("draws one puzzle"), "{stderr}");
    let (code, _, _) = run(&["count", "-f", "svg", &file]);
    assert_eq!(code, 2, "count has no picture");
}
