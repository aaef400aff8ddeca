//! The independent LITS checker: pzprjs's failing boards each fail for pzprjs's reason
//! and its solved board passes; the native format reads with located errors.

use crate::pzprjs;
use puzzle_ir::interop::SavedAnswer;
use puzzle_ir::lits::{check, check::Violation, Lits, LitsAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Lits, LitsAnswer)> {
    let text = include_str!("lits_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Lits(puzzle) = puzzle else {
            panic!("{reason}: not a LITS")
        };
        let SavedAnswer::Complete(Answer::Lits(answer)) = answer else {
            panic!("{reason}: no answer")
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Block { .. } => "cs2x2",
        Violation::TooMany { .. } => "bkShadeGt4",
        Violation::Split { .. } => "bkShadeDivide",
        Violation::SameShape { .. } => "bsSameShape",
        Violation::Divided { .. } => "csDivide",
        Violation::Empty { .. } => "bkNoShade",
        Violation::TooFew { .. } => "bkShadeLt4",
        Violation::WrongSize { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict =
        |puzzle: &Lits, answer: &LitsAnswer| check(puzzle, answer).map_err(|v| pzprjs_reason(&v));
    pzprjs::assert_verdicts(&pzprjs_boards(), 8, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("cs2x2"),
        "the 2x2 block at row 1, column 1 is all shaded"
    );
    assert_eq!(
        first("bsSameShape"),
        "two L tetrominoes touch at row 1, column 2"
    );
    assert_eq!(
        first("bkShadeLt4"),
        "the room at row 2, column 4 has 2 shaded cells, fewer than 4"
    );
}

#[test]
fn native_errors_are_located() {
    let error = |text: &str| Lits::parse("p", text).unwrap_err();
    let e = error("kind: lits\nrooms:\na a b\nb a a\n");
    assert_eq!((e.line, e.column), (4, Some(1)));
    assert!(e.message.contains("room `b` is not connected"), "{e}");
    let e = error("kind: lits\nrooms:\na a\nb\n");
    assert_eq!(e.line, 4);
    let e = error("kind: lits\ngrid:\n..\n");
    assert_eq!(e.line, 2);
}
