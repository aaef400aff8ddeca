//! The independent Country Road checker: pzprjs's failing boards each fail for pzprjs's
//! reason and its solved board passes; the native format and the answer drawing read
//! and write back; URLs and both pzprv3 layouts read, pzprjs's unknown number among
//! them, and its variant with empty rooms is refused.

use crate::lines::line_reason;
use crate::pzprjs;
use puzzle_ir::country_road::{check, check::Violation, CountryRoad, CountryRoadAnswer};
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::numbered_rooms::RoomNumber;
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, CountryRoad, CountryRoadAnswer)> {
    let text = include_str!("country_road_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::CountryRoad(puzzle) = puzzle else {
            panic!("{reason}: not a Country Road")
        };
        let SavedAnswer::Complete(Answer::CountryRoad(answer)) = answer else {
            panic!("{reason}: answer {answer:?}")
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Line(fault) => line_reason(fault),
        Violation::EnteredTwice { .. } => "bkPassTwice",
        Violation::WrongCount { .. } => "bkLineNe",
        Violation::RoomMissed { .. } => "bkNoLine",
        Violation::MissedTouch { .. } => "cbNoLine",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &CountryRoad, answer: &CountryRoadAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 9, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("bkPassTwice"),
        "the loop crosses the border of the room at row 3, column 2 4 times: it passes through the room more than once"
    );
    assert_eq!(
        first("bkLineNe"),
        "the room at row 1, column 1 has number 2 but the loop visits 3 of its cells"
    );
    assert_eq!(
        first("bkNoLine"),
        "the loop misses the room at row 3, column 4"
    );
    assert_eq!(
        first("cbNoLine"),
        "the cells at row 2, column 4 and at row 3, column 4 are both missed by the loop and touch across a room border"
    );
}

#[test]
fn native_files_and_answers_write_back() {
    let text = "kind: country-road\nrooms:\na a b\na a b\nnumbers:\na ?\nb 2\n";
    let puzzle = CountryRoad::parse("p", text).unwrap();
    assert_eq!(
        puzzle.numbers(),
        [Some(RoomNumber::Unknown), Some(RoomNumber::Known(2))]
    );
    assert_eq!(puzzle.to_native(&[]), text);
    let drawing = ".-.-.\n|   |\n.-.-.\n";
    let answer = CountryRoadAnswer::parse_text(&puzzle, "a", drawing).unwrap();
    assert_eq!(answer.to_text(), drawing);
    assert!(check(&puzzle, &answer).is_ok());
    let error = CountryRoadAnswer::parse_text(&puzzle, "a", ".-o-.\n|   |\n.-.-.\n").unwrap_err();
    assert_eq!((error.line, error.column), (1, Some(3)));
    assert!(error.message.contains("expected `.`"), "{}", error.message);
}

#[test]
fn one_room_holds_the_whole_loop() {
    let text = "kind: country-road\nrooms:\na a\na a\nnumbers:\na 4\n";
    let puzzle = CountryRoad::parse("p", text).unwrap();
    let answer = CountryRoadAnswer::parse_text(&puzzle, "a", ".-.\n| |\n.-.\n").unwrap();
    assert!(check(&puzzle, &answer).is_ok());
}

#[test]
fn urls_and_both_pzprv3_layouts_read_and_write_back() {
    let url = "https://puzz.link/p?country/5/5/amda0uf02h12h";
    let Puzzle::CountryRoad(puzzle) = parse_url("u", 1, url).unwrap() else {
        panic!("not a Country Road")
    };
    assert_eq!((puzzle.rows(), puzzle.cols(), puzzle.len()), (5, 5, 7));
    assert_eq!(to_url(&Puzzle::CountryRoad(puzzle.clone())).unwrap(), url);
    let old = include_str!("country_road_pzprjs_boards.txt")
        .lines()
        .find_map(|line| line.strip_prefix("ok "))
        .unwrap()
        .replace('/', "\n");
    let saved = parse_pzprv3("old", &old).unwrap();
    assert_eq!(saved.puzzle, Puzzle::CountryRoad(puzzle.clone()));
    let SavedAnswer::Complete(answer) = saved.answer else {
        panic!("no answer")
    };
    let written = to_pzprv3(&saved.puzzle, Some(&answer)).unwrap();
    let again = parse_pzprv3("written", &written).unwrap();
    assert_eq!(again.puzzle, saved.puzzle);
    assert_eq!(again.answer, SavedAnswer::Complete(answer));
    let new = "pzprv3.2/country/2/2//1 /0 /0 1 /- . /. . /0 /0 /0 0 /0 0 /0 0 /".replace('/', "\n");
    let Puzzle::CountryRoad(two) = parse_pzprv3("new", &new).unwrap().puzzle else {
        panic!("not a Country Road")
    };
    assert_eq!(two.numbers(), [Some(RoomNumber::Unknown), None]);
}

#[test]
fn the_variant_with_empty_rooms_is_refused() {
    let error = parse_url("u", 1, "https://puzz.link/p?country/e/5/5/amda0uf02h12h").unwrap_err();
    assert!(error.message.contains("variant `e`"), "{}", error.message);
    let file = "pzprv3.2/country/2/2/country_empty/1 /0 /0 0 /. . /. . /".replace('/', "\n");
    let error = parse_pzprv3("f", &file).unwrap_err();
    assert_eq!(error.line, 5);
    assert!(error.message.contains("country_empty"), "{}", error.message);
}
