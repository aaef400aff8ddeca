//! The independent Battleship checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes; answers, URLs and pzprv3 files read back and their
//! errors are located.

use crate::pzprjs;
use puzzle_ir::battleship::{check, check::Violation, Battleship, BattleshipAnswer};
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::{Answer, KindAnswer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Battleship, BattleshipAnswer)> {
    let text = include_str!("battleship_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Battleship(puzzle) = puzzle else {
            panic!("{reason}: not a Battleship")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Battleship(answer)) => answer,
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::SegmentUnlike { early: true, .. } => "csPieceExtra",
        Violation::SegmentUnlike { early: false, .. } => "csMismatch",
        Violation::TooMany { .. } => "bankGt",
        Violation::NotInFleet { .. } => "bankInvalid",
        Violation::ShipsTouch { .. } => "shDiag",
        Violation::Count { .. } => "exShadeNe",
        Violation::TooFew { .. } => "bankLt",
        Violation::WrongSize { .. }
        | Violation::ShipOnWater { .. }
        | Violation::GivenPartMissing { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &Battleship, answer: &BattleshipAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 8, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("csPieceExtra"),
        "the segment `<` given at (4, 1) is drawn `^`"
    );
    assert_eq!(
        first("csMismatch"),
        "the segment `<` given at (4, 1) is drawn `o`"
    );
    assert_eq!(
        first("bankGt"),
        "3 ships of length 2 (one at (4, 1)), the fleet has 2"
    );
    assert_eq!(
        first("bankInvalid"),
        "the ship at (3, 3) is none of the fleet's"
    );
    assert_eq!(
        first("shDiag"),
        "the ships at (4, 2) and (5, 3) touch at a corner"
    );
    assert_eq!(first("exShadeNe"), "row 2 has 2 ship cells, its count is 3");
    assert_eq!(first("bankLt"), "2 ships of length 1, the fleet has 3");
}

#[test]
fn givens_drawn_otherwise_are_caught() {
    let text = "kind: battleship\nfleet: 1\ngrid:\n~?.\n";
    let puzzle = Battleship::parse("p", text).unwrap();
    let error = |text: &str| {
        let answer = BattleshipAnswer::parse_text(&puzzle, "a", text).unwrap();
        check(&puzzle, &answer).unwrap_err().to_string()
    };
    assert_eq!(error("o.o\n"), "a ship on the water given at (1, 1)");
    assert_eq!(error("..o\n"), "the ship part given at (1, 2) is water");
    let answer = BattleshipAnswer::parse_text(&puzzle, "a", ".o.\n").unwrap();
    assert_eq!(check(&puzzle, &answer), Ok(()));
}

#[test]
fn bent_ships_of_the_fleet_fit_turned_or_mirrored() {
    let text = "kind: battleship\nfleet: ##/#.\ngrid:\n...\n.J.\n";
    let puzzle = Battleship::parse("p", text).unwrap();
    let answer = BattleshipAnswer::parse_text(&puzzle, "a", ".o.\noo.\n").unwrap();
    assert_eq!(answer.to_text(), ".^.\n<J.\n");
    assert_eq!(check(&puzzle, &answer), Ok(()));
}

#[test]
fn answers_read_back_as_written_in_text_and_json() {
    for (_, puzzle, answer) in pzprjs_boards() {
        let text = answer.to_text();
        assert_eq!(
            BattleshipAnswer::parse_text(&puzzle, "a", &text).unwrap(),
            answer
        );
        let grid = answer.grid();
        assert_eq!(
            BattleshipAnswer::from_json_grid(&puzzle, "a", &grid).unwrap(),
            answer
        );
    }
}

#[test]
fn bad_answers_are_located() {
    let puzzle = Battleship::parse("p", "kind: battleship\nfleet: 1\ngrid:\n..\n..\n").unwrap();
    let error = |text: &str| {
        BattleshipAnswer::parse_text(&puzzle, "a.txt", text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(error("o.\n"), "a.txt:1: answer has 1 row; expected 2");
    assert_eq!(
        error("o.\n.~\n"),
        "a.txt:2:2: bad cell `~`; expected `.` (water) or a segment (`o ^ v < > # r 7 L J`)"
    );
    assert_eq!(error("o..\n..\n"), "a.txt:1:3: row has 3 cells; expected 2");
}

#[test]
fn pzprjs_test_url_and_file_read_and_write_back_as_pzprjs_writes_them() {
    let url = "https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c";
    let puzzle = parse_url("u", 1, url).unwrap();
    assert_eq!(to_url(&puzzle).unwrap(), url);
    let (_, _, solved) = pzprjs_boards().pop().unwrap();
    let Puzzle::Battleship(battleship) = &puzzle else {
        panic!("not a Battleship")
    };
    assert_eq!(battleship.fleet().write(), "1 1 1 2 2 3");
    assert_eq!(check(battleship, &solved), Ok(()));
    // pzprjs's file of the solved board (its `getFileData`).
    let file = include_str!("battleship_pzprjs_boards.txt")
        .lines()
        .last()
        .unwrap()
        .trim_start_matches("ok ")
        .replace('/', "\n");
    let answer = Answer::Battleship(solved);
    assert_eq!(
        to_pzprv3(&puzzle, Some(&answer)).unwrap().replace("+", "."),
        file.replace("+", ".")
    );
}

#[test]
fn fleets_of_any_pieces_and_unknown_parts_round_trip() {
    let text =
        "kind: battleship\nfleet: ##/#. #/#/# 2\ncols: - 2 -\nrows: 1 - -\ngrid:\n?.~\n.r.\n...\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    let url = to_url(&puzzle).unwrap();
    assert_eq!(
        url,
        "https://puzz.link/p?battleship/3/3/g2g1h.g0g7j/3/22s/13s/21o"
    );
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
    assert_eq!(puzzle.to_native(&[]), text);
}

#[test]
fn bad_urls_are_located() {
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert_eq!(
        error("https://puzz.link/p?battleship/2/2/1.ii//c"),
        "u:1:37: pzprjs's unknown count `.` is no Battleship clue"
    );
    assert_eq!(
        error("https://puzz.link/p?battleship/2/2/jb//c"),
        "u:1:37: the clue 11 is no segment (0 to 10)"
    );
    assert_eq!(
        error("https://puzz.link/p?battleship/2/2/j3agga//c"),
        "u:1:41: data after the last cell"
    );
    assert_eq!(
        error("https://puzz.link/p?battleship/2/2/jj//x"),
        "u:1:40: unknown fleet `x` (pzprjs's presets: c, d, e, t, p, z)"
    );
    assert_eq!(
        error("https://puzz.link/p?battleship/2/2/jj/2/11g/22"),
        "u:1:45: bad ship `22`: expected pzprjs's piece of cells joined by their sides, filling its box"
    );
    assert_eq!(
        error("https://puzz.link/p?battleship/2/2/jj"),
        "u:1:38: expected `/` and the fleet after the grid"
    );
}
