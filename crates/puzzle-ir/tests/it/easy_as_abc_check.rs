//! The independent Easy as ABC checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes; letters outside, givens, the unknown mark and both
//! file forms read back, and bad input is located.

use crate::pzprjs;
use puzzle_ir::easy_as_abc::{check, check::Violation, EasyAsAbc, EasyAsAbcAnswer};
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::{Answer, Puzzle};

const BOARDS: &str = include_str!("easy_as_abc_pzprjs_boards.txt");

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, EasyAsAbc, EasyAsAbcAnswer)> {
    pzprjs::read(BOARDS, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::EasyAsAbc(puzzle) = puzzle else {
            panic!("{reason}: not an Easy as ABC")
        };
        let SavedAnswer::Complete(Answer::EasyAsAbc(answer)) = answer else {
            panic!("{reason}: answer {answer:?}")
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Repeated { .. } => "nmDupRow",
        Violation::WrongView { .. } => "nmSightNe",
        Violation::Missing { .. } => "nmMissRow",
        Violation::WrongSize(_) | Violation::GivenChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &EasyAsAbc, answer: &EasyAsAbcAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 4, verdict);
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("nmDupRow"), "row 1 holds B twice");
    assert_eq!(first("nmSightNe"), "the C right of row 2 sees A first");
    assert_eq!(first("nmMissRow"), "row 3 has no A");
}

#[test]
fn the_solved_board_round_trips() {
    // pzprjs marks blanks `-` or leaves them `.`; ours are `-`.
    pzprjs::assert_solved_board_round_trips(BOARDS, |file| {
        file.replace('/', "\n").replace(" - ", " . ")
    });
}

#[test]
fn pzprjs_test_url_reads_as_on_paper() {
    let puzzle = parse_url("u", 1, "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h").unwrap();
    let native = "kind: easy-as-abc\nletters: ABC\ngrid:\n\
                  . A . . . .\nB . . . . .\n. . . . . C\n. . . . . .\nC . . . . .\n. . . . . .\n";
    assert_eq!(puzzle.to_native(&[]), native);
    assert_eq!(Puzzle::parse("p", native.as_bytes()).unwrap(), puzzle);
    assert_eq!(
        to_url(&puzzle).unwrap(),
        "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h"
    );
}

#[test]
fn givens_and_the_unknown_mark_round_trip() {
    let text = "kind: easy-as-abc\nletters: AB\ngrid:\n. . B .\nA ? . .\n. . A .\n. . . .\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), text);
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?easyasabc/2/2/2/g2h1i.h1");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert!(file.contains("1 q-2 . . \n. . q1 . \n"), "{file}");
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
    let answer = puzzle.parse_answer("a", "?B\n.A\n").unwrap();
    let message = puzzle.check(&answer).unwrap_err().to_string();
    assert_eq!(message, "the A left of row 1 sees ? first");
}

#[test]
fn a_view_that_meets_the_unknown_mark_first_sees_no_letter() {
    let text = "kind: easy-as-abc\nletters: A\ngrid:\n. . . .\nA ? . .\n. . . .\n. . . .\n";
    let puzzle = EasyAsAbc::parse("p", text).unwrap();
    let answer = EasyAsAbcAnswer::parse_text(&puzzle, "a", "?A\nA.\n").unwrap();
    assert_eq!(
        check(&puzzle, &answer).unwrap_err().to_string(),
        "the A left of row 1 sees ? first"
    );
}

#[test]
fn bad_input_is_located() {
    let error = |text: &str| EasyAsAbc::parse("p", text).unwrap_err().to_string();
    let head = "kind: easy-as-abc\nletters: AB\ngrid:\n";
    assert_eq!(
        error("kind: easy-as-abc\nletters: AC\ngrid:\n. . .\n. . .\n. . .\n"),
        "p:2:10: bad letters `AC`; expected the first letters of the alphabet in order, `A` to `Z`"
    );
    assert_eq!(
        error(&format!("{head}A . .\n. . .\n. . .\n")),
        "p:4:1: bad corner `A`; expected `.`"
    );
    assert_eq!(
        error(&format!("{head}. ? .\n. . .\n. . .\n")),
        "p:4:3: bad letter outside the grid `?`; expected `A` to `B` or `.`"
    );
    assert_eq!(
        error(&format!("{head}. . .\n. C .\n. . .\n")),
        "p:5:3: bad cell `C`; expected `A` to `B`, `?` or `.`"
    );
    assert_eq!(
        error(&format!("{head}. . .\n. .\n. . .\n")),
        "p:5:4: row has 2 tokens; expected 3 like the first row (line 4)"
    );
    let puzzle = EasyAsAbc::parse("p", &format!("{head}. . .\n. . .\n. . .\n")).unwrap();
    let answer = EasyAsAbcAnswer::parse_text(&puzzle, "a", "C\n")
        .unwrap_err()
        .to_string();
    assert_eq!(
        answer,
        "a:1:1: bad answer cell `C`; expected a letter `A` to `B`, `.` (blank) or `?`"
    );
}
