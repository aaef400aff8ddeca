//! The independent Star Battle checker: pzprjs's failing boards each fail for pzprjs's
//! reason and its solved board passes; the native format and the URL read with located
//! errors.

use crate::pzprjs;
use puzzle_ir::interop::{parse_url, to_url, SavedAnswer};
use puzzle_ir::star_battle::{check, check::Violation, StarBattle, StarBattleAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, StarBattle, StarBattleAnswer)> {
    let text = include_str!("star_battle_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::StarBattle(puzzle) = puzzle else {
            panic!("{reason}: not a Star Battle")
        };
        let SavedAnswer::Complete(Answer::StarBattle(answer)) = answer else {
            panic!("{reason}: no answer")
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Touching { .. } => "starAround",
        Violation::RoomOver { .. } => "bkStarGt",
        Violation::RoomUnder { .. } => "bkStarLt",
        Violation::Line { .. } => "lnStarNe",
        Violation::WrongSize { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &StarBattle, answer: &StarBattleAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 5, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("starAround"),
        "the star at row 3, column 4 touches another star"
    );
    assert_eq!(
        first("bkStarGt"),
        "the room at row 1, column 1 has 2 stars, more than 1"
    );
    assert_eq!(
        first("bkStarLt"),
        "the room at row 1, column 4 has 0 stars, fewer than 1"
    );
    assert_eq!(first("lnStarNe"), "row 5 has 2 stars, not 1");
}

#[test]
fn native_errors_are_located() {
    let error = |text: &str| StarBattle::parse("p", text).unwrap_err();
    let e = error("kind: star-battle\nrooms:\na a\nb b\n");
    assert!(e.message.contains("missing `stars: K`"), "{e}");
    for bad in ["0", "x", "-1", "99999999999999999999999"] {
        let e = error(&format!(
            "kind: star-battle\nstars: {bad}\nrooms:\na a\nb b\n"
        ));
        assert_eq!((e.line, e.column), (2, Some(8)), "{bad}: {e}");
    }
    let e = error("kind: star-battle\nstars: 1\nrooms:\na a b\nb a a\n");
    assert_eq!((e.line, e.column), (5, Some(1)));
    let e = error("kind: star-battle\nstars: 1\ngrid:\n..\n");
    assert_eq!(e.line, 3);
}

#[test]
fn urls_carry_the_star_count() {
    let url = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou";
    let Puzzle::StarBattle(puzzle) = parse_url("u", 1, url).unwrap() else {
        panic!("not a Star Battle")
    };
    assert_eq!((puzzle.stars(), puzzle.len()), (1, 6));
    assert_eq!(to_url(&Puzzle::StarBattle(puzzle)).unwrap(), url);
    let error = |url: &str| parse_url("u", 1, url).unwrap_err();
    let e = error("https://puzz.link/p?starbattle/6/6/4ilbhgdnmhou");
    assert_eq!(e.column, Some(36), "{e}");
    let e = error("https://puzz.link/p?starbattle/6/6/0/4ilbhgdnmhou");
    assert_eq!(e.column, Some(36), "{e}");
    let e = error("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhoux");
    assert_eq!(e.column, Some(50), "{e}");
}
