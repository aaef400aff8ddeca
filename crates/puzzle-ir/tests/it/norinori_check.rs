//! The independent Norinori checker: pzprjs's failing boards each fail for pzprjs's
//! reason and its solved board passes; the native format reads with located errors.

use crate::pzprjs;
use puzzle_ir::interop::SavedAnswer;
use puzzle_ir::norinori::{check, check::Violation, Norinori, NorinoriAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Norinori, NorinoriAnswer)> {
    let text = include_str!("norinori_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Norinori(puzzle) = puzzle else {
            panic!("{reason}: not a Norinori")
        };
        let SavedAnswer::Complete(Answer::Norinori(answer)) = answer else {
            panic!("{reason}: no answer")
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Clump { .. } => "csGt2",
        Violation::TooMany { .. } => "bkShadeGt2",
        Violation::Alone { .. } => "csLt2",
        Violation::OnlyOne { .. } => "bkShadeLt2",
        Violation::Empty { .. } => "bkNoShade",
        Violation::WrongSize { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &Norinori, answer: &NorinoriAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 6, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("csGt2"),
        "the shaded cells from row 1, column 1 join 3 cells, more than 2"
    );
    assert_eq!(
        first("bkShadeGt2"),
        "the room at row 1, column 4 has 3 shaded cells, more than 2"
    );
    assert_eq!(
        first("csLt2"),
        "the shaded cell at row 3, column 1 has no shaded cell beside it"
    );
    assert_eq!(
        first("bkShadeLt2"),
        "the room at row 1, column 4 has 1 shaded cell, fewer than 2"
    );
    assert_eq!(
        first("bkNoShade"),
        "the room at row 1, column 3 has no shaded cell"
    );
}

#[test]
fn native_errors_are_located() {
    let error = |text: &str| Norinori::parse("p", text).unwrap_err();
    let e = error("kind: norinori\nrooms:\na a b\nb a a\n");
    assert_eq!((e.line, e.column), (4, Some(1)));
    assert!(e.message.contains("room `b` is not connected"), "{e}");
    let e = error("kind: norinori\nrooms:\na a\nb\n");
    assert_eq!(e.line, 4);
    let e = error("kind: norinori\ngrid:\n..\n");
    assert_eq!(e.line, 2);
}

/// The URL of pzprjs's test script, the solved board as today's pzprjs saves it
/// (`pzprv3.1`, borders as grids) and as its script states it (`pzprv3`, room indices)
/// are one puzzle; the URL and the file are written back as pzprjs writes them.
#[test]
fn urls_and_both_pzprv3_layouts_agree() {
    use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url};
    let link = "https://puzz.link/p?norinori/5/5/cag4ocjo";
    let puzzle = parse_url("u", 1, link).unwrap();
    assert_eq!(to_url(&puzzle).unwrap(), link);
    let today = "pzprv3.1/norinori/5/5/0 1 1 0 /0 0 1 0 /1 0 1 0 /0 0 0 0 /0 1 0 0 /\
        1 1 0 0 0 /0 1 1 0 0 /1 0 0 1 1 /1 1 0 0 0 /\
        # # + + + /+ + # # + /# # + + # /+ + . . # /# # + . . /";
    let saved = parse_pzprv3("f", &today.replace('/', "\n")).unwrap();
    assert_eq!(saved.puzzle, puzzle);
    let (_, old, _) = pzprjs_boards().pop().unwrap();
    assert_eq!(Puzzle::Norinori(old), puzzle);
    let SavedAnswer::Complete(answer) = saved.answer else {
        panic!("a complete answer")
    };
    let written = to_pzprv3(&puzzle, Some(&answer)).unwrap();
    assert!(
        written.starts_with("pzprv3\nnorinori\n5\n5\n5\n0 0 1 2 2 \n"),
        "{written}"
    );
    assert_eq!(
        parse_pzprv3("g", &written).unwrap().answer,
        SavedAnswer::Complete(answer)
    );
    let e = parse_url("u", 1, "https://puzz.link/p?norinori/5/5/cag4ocjox").unwrap_err();
    assert_eq!(e.column, Some(42));
}
