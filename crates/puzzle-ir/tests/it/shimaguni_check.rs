//! The independent Shimaguni checker: pzprjs's failing boards each fail for pzprjs's
//! reason and its solved boards pass; the native format reads with located errors and
//! writes back; pzprjs's unknown number and a solver's sub numbers are read.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::numbered_rooms::RoomNumber;
use puzzle_ir::shimaguni::{check, check::Violation, Shimaguni, ShimaguniAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Shimaguni, ShimaguniAnswer)> {
    let text = include_str!("shimaguni_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Shimaguni(puzzle) = puzzle else {
            panic!("{reason}: not a Shimaguni")
        };
        let SavedAnswer::Complete(Answer::Shimaguni(answer)) = answer else {
            panic!("{reason}: answer {answer:?}")
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::TouchAcross { .. } => "cbShade",
        Violation::Divided { .. } => "bkShadeDivide",
        Violation::WrongNumber { .. } => "bkShadeNe",
        Violation::SameSize { .. } => "bsEqShade",
        Violation::NoIsland { .. } => "bkNoShade",
        Violation::WrongSize { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_ones_pass() {
    let verdict = |puzzle: &Shimaguni, answer: &ShimaguniAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 7, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("cbShade"),
        "the shaded cell at row 1, column 1 touches a shaded cell of another room"
    );
    assert_eq!(
        first("bkShadeDivide"),
        "the room at row 5, column 1 holds 2 islands, not one"
    );
    assert_eq!(
        first("bkShadeNe"),
        "the room at row 1, column 5 has number 3 but an island of 0 cells"
    );
    assert!(first("bsEqShade").contains("touch and both have islands of"));
    assert!(first("bkNoShade").contains("has no shaded cell"));
}

#[test]
fn native_errors_are_located() {
    let error = |text: &str| Shimaguni::parse("p", text).unwrap_err();
    let e = error("kind: shimaguni\nrooms:\na a\nb b\nnumbers:\nc 1\n");
    assert_eq!((e.line, e.column), (6, Some(1)));
    assert!(e.message.contains("labels no room"));
    let e = error("kind: shimaguni\nrooms:\na a\nb b\nnumbers:\na 1000\n");
    assert_eq!(
        e.to_string(),
        "p:6:3: bad number `1000`: expected 0 to 999 or `?`"
    );
    let e = error("kind: shimaguni\nnumbers:\na 1\n");
    assert!(e.message.contains("missing `rooms:`"));
    let e = error("kind: shimaguni\nrooms:\na\ngrid:\n.\n");
    assert!(e.message.contains("grid"), "{}", e.message);
}

/// pzprjs's unknown number (`?` natively, `.` in URLs, `-` in pzprv3 files) is kept and
/// written back in every form, and says nothing of its island.
#[test]
fn an_unknown_room_number_is_kept_and_constrains_nothing() {
    let text = "kind: shimaguni\nrooms:\na a b\na a b\nnumbers:\na ?\nb 2\n";
    let puzzle = Shimaguni::parse("p", text).unwrap();
    assert_eq!(
        puzzle.numbers(),
        [Some(RoomNumber::Unknown), Some(RoomNumber::Known(2))]
    );
    assert_eq!(puzzle.to_native(&[]), text);
    let any = Puzzle::Shimaguni(puzzle.clone());
    let url = to_url(&any).unwrap();
    assert_eq!(url, "https://puzz.link/p?shimaguni/3/2/a0.2");
    assert_eq!(parse_url("<url>", 1, &url).unwrap(), any);
    let file = to_pzprv3(&any, None).unwrap();
    assert!(file.contains("- . 2 \n"), "{file}");
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, any);
    for shaded in ["#.#\n..#\n", "..#\n#.#\n"] {
        let answer = ShimaguniAnswer::parse_text(&puzzle, "a", shaded).unwrap();
        assert_eq!(check(&puzzle, &answer), Ok(()), "{shaded}");
    }
}

#[test]
fn sub_numbers_after_the_answer_are_notes_and_bad_ones_are_located() {
    let board = "pzprv3.1/shimaguni/2/3/0 1 /0 1 /0 0 0 /1 . 2 /. . . /# . # /. . # /";
    let with_notes = format!("{board}. [,3,4,] . /. . . /");
    let saved = parse_pzprv3("f", &with_notes).unwrap();
    assert_eq!(saved, parse_pzprv3("f", board).unwrap());
    let error = parse_pzprv3("f", &format!("{board}. 3 . /. . . /")).unwrap_err();
    assert_eq!((error.line, error.column), (1, Some(71)));
    assert!(error.message.contains("sub numbers"), "{}", error.message);
}
