//! The independent School Trip checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes; answers, URLs and pzprv3 files read back and their
//! errors are located.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::school_trip::{check, check::Violation, SchoolTrip, SchoolTripAnswer};
use puzzle_ir::{Answer, KindAnswer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, SchoolTrip, SchoolTripAnswer)> {
    let text = include_str!("school_trip_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::SchoolTrip(puzzle) = puzzle else {
            panic!("{reason}: not a School Trip")
        };
        let SavedAnswer::Complete(Answer::SchoolTrip(answer)) = answer else {
            panic!("{reason}: answer {answer:?}")
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::NorthPillow { .. } => "kitamakura",
        Violation::AisleBlock { .. } => "cs2x2",
        Violation::TooManyPillows { .. } => "nmPillowGt",
        Violation::HalfFuton { .. } => "futonHalf",
        Violation::NoAisle { .. } => "futonMidPos",
        Violation::AislesSplit { .. } => "csDivide",
        Violation::TooFewPillows { .. } => "nmPillowLt",
        Violation::EmptyCell { .. } => "ceEmpty",
        Violation::WrongSize { .. } | Violation::PillarChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &SchoolTrip, answer: &SchoolTripAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 9, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("kitamakura"),
        "the futon at (4, 1) and (5, 1) has its pillow at its north end"
    );
    assert_eq!(first("cs2x2"), "the aisle fills the 2x2 block at (2, 4)");
    assert_eq!(
        first("nmPillowGt"),
        "the 2 at (4, 4) has 3 pillows beside it"
    );
    assert_eq!(
        first("futonHalf"),
        "the futon half at (3, 2) has no other half"
    );
    assert_eq!(
        first("futonMidPos"),
        "the futon at (3, 2) and (2, 2) touches no aisle"
    );
    assert_eq!(
        first("csDivide"),
        "the aisles at (1, 1) and (5, 3) are not connected"
    );
    assert_eq!(
        first("nmPillowLt"),
        "the 2 at (4, 4) has 1 pillow beside it"
    );
    assert_eq!(first("ceEmpty"), "the cell at (2, 3) is empty");
}

#[test]
fn pillars_drawn_elsewhere_and_second_feet_are_caught() {
    let puzzle = SchoolTrip::parse("p", "kind: school-trip\ngrid:\n1..\n...\n").unwrap();
    let error = |text: &str| {
        let answer = SchoolTripAnswer::parse_text(&puzzle, "a", text).unwrap();
        check(&puzzle, &answer).unwrap_err().to_string()
    };
    assert_eq!(
        error("2P<\n###\n"),
        "the cell at (1, 1) differs from the puzzle's pillar"
    );
    assert_eq!(
        error("1>P\n#^#\n"),
        "the futon half at (2, 2) has no other half"
    );
    assert_eq!(
        error("1P#\nF##\n"),
        "the futon half at (1, 2) has no other half"
    );
}

#[test]
fn answers_read_back_as_written_in_text_json_and_pzprv3() {
    for (_, puzzle, answer) in pzprjs_boards() {
        let text = answer.to_text();
        assert_eq!(
            SchoolTripAnswer::parse_text(&puzzle, "a", &text).unwrap(),
            answer
        );
        let grid = answer.grid();
        assert_eq!(
            SchoolTripAnswer::from_json_grid(&puzzle, "a", &grid).unwrap(),
            answer
        );
        let (puzzle, answer) = (Puzzle::SchoolTrip(puzzle), Answer::SchoolTrip(answer));
        let saved = parse_pzprv3("f", &to_pzprv3(&puzzle, Some(&answer)).unwrap()).unwrap();
        assert_eq!(
            (saved.puzzle, saved.answer),
            (puzzle, SavedAnswer::Complete(answer))
        );
    }
}

#[test]
fn bad_answers_are_located() {
    let puzzle = SchoolTrip::parse("p", "kind: school-trip\ngrid:\n1.\n..\n").unwrap();
    let error = |text: &str| {
        SchoolTripAnswer::parse_text(&puzzle, "a.txt", text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(error("1#\n"), "a.txt:1: answer has 1 row; expected 2");
    assert!(error("1#\n.x\n").starts_with("a.txt:2:2: bad cell `x`; expected `#` (an aisle)"));
    assert_eq!(error("1#.\n..\n"), "a.txt:1:3: row has 3 cells; expected 2");
}

#[test]
fn pzprjs_test_url_and_file_read_and_write_back_as_pzprjs_writes_them() {
    let url = "https://puzz.link/p?shugaku/5/5/c5d462b";
    let puzzle = parse_url("u", 1, url).unwrap();
    assert_eq!(to_url(&puzzle).unwrap(), url);
    let file =
        "pzprv3\nshugaku\n5\n5\n. . . . . \n. . 5 . . \n. . . . . \n. 4 . 2 . \n. . . . . \n";
    assert_eq!(to_pzprv3(&puzzle, None).unwrap(), file);
    assert_eq!(parse_pzprv3("f", file).unwrap().puzzle, puzzle);
    let long = "https://puzz.link/p?shugaku/8/5/ze0";
    assert_eq!(to_url(&parse_url("u", 1, long).unwrap()).unwrap(), long);
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert!(error("https://puzz.link/p?shugaku/2/2/0z").contains("passes the last cell"));
    assert!(error("https://puzz.link/p?shugaku/2/2/0A").contains("unknown character `A`"));
}
