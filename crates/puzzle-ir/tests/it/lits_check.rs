//! The independent LITS checker: pzprjs's failing boards each fail for pzprjs's reason
//! and its solved board passes; the native format reads with located errors.

use puzzle_ir::interop::{parse_pzprv3, SavedAnswer};
use puzzle_ir::lits::{check, check::Violation, Lits, LitsAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Lits, LitsAnswer)> {
    let text = include_str!("lits_pzprjs_boards.txt");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (reason, file) = line.split_once(' ').unwrap();
            let saved = parse_pzprv3("board", file).unwrap();
            let Puzzle::Lits(puzzle) = saved.puzzle else {
                panic!("{reason}: not a LITS")
            };
            let SavedAnswer::Complete(Answer::Lits(answer)) = saved.answer else {
                panic!("{reason}: no answer")
            };
            (reason.to_owned(), puzzle, answer)
        })
        .collect()
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
    let boards = pzprjs_boards();
    assert_eq!(boards.len(), 8);
    for (reason, puzzle, answer) in boards {
        let got = check(&puzzle, &answer).map_err(|v| pzprjs_reason(&v));
        match reason.as_str() {
            "ok" => assert_eq!(got, Ok(()), "the solved board"),
            _ => assert_eq!(got, Err(reason.as_str())),
        }
    }
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| {
        let (_, puzzle, answer) = boards.iter().find(|b| b.0 == reason).unwrap();
        check(puzzle, answer).unwrap_err().to_string()
    };
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
