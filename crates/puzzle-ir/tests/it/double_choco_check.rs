//! The independent Double Choco checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes; answers, puzzles, URLs and pzprv3 files read back
//! and their errors are located.

use crate::pzprjs;
use puzzle_ir::double_choco::{check, DoubleChoco, DoubleChocoAnswer, Violation};
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::{Answer, Puzzle};

const BOARDS: &str = include_str!("double_choco_pzprjs_boards.txt");

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, DoubleChoco, DoubleChocoAnswer)> {
    pzprjs::read(BOARDS, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::DoubleChoco(puzzle) = puzzle else {
            panic!("{reason}: not a Double Choco")
        };
        let SavedAnswer::Complete(Answer::DoubleChoco(answer)) = answer else {
            panic!("{reason}: answer {answer:?}")
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::OneColour { .. } => "bkSubLt2",
        Violation::TooSmall { .. } => "bkSizeLt",
        Violation::TooManyGroups { .. } => "bkSubGt2",
        Violation::DifferentShapes { .. } => "bkDifferentShape",
        Violation::TooLarge { .. } => "bkSizeGt",
        Violation::BorderInside { .. } => "bdDeadEnd",
        Violation::WrongSize(_) => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &DoubleChoco, answer: &DoubleChocoAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 7, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("bkSubLt2"), "the region at (3, 1) is all white");
    assert_eq!(
        first("bkSizeLt"),
        "the half holding the number 4 at (1, 2) has 3 cells"
    );
    assert_eq!(
        first("bkSubGt2"),
        "the region at (1, 3) has 3 groups of one colour; expected one white and one grey"
    );
    assert_eq!(
        first("bkDifferentShape"),
        "the white and grey halves of the region at (1, 1) differ in shape"
    );
    assert_eq!(
        first("bkSizeGt"),
        "the half holding the number 4 at (1, 2) has 5 cells"
    );
    assert_eq!(
        first("bdDeadEnd"),
        "the border between (3, 2) and (3, 3) runs inside a region"
    );
}

#[test]
fn the_solved_board_round_trips_and_its_answer_reads_back() {
    pzprjs::assert_solved_board_round_trips(BOARDS, |file| file.replace('\n', "/"));
}

#[test]
fn bad_answers_are_located() {
    let puzzle = DoubleChoco::parse("p", "kind: double-choco\ngrid:\n1 #\n. #\n").unwrap();
    let error = |text: &str| {
        DoubleChocoAnswer::parse_text(&puzzle, "a.txt", text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error("+-+-+\n|1 #|\n+-+-+\n|# #|\n+-+-+\n"),
        "a.txt:4:2: bad cell `#`; the puzzle has `.` here"
    );
    assert_eq!(
        error("+-+-+\n|1 #|\n+-x-+\n|. #|\n+-+-+\n"),
        "a.txt:3:3: bad point `x`; expected `+`"
    );
    assert_eq!(
        error("+-+-+\n|1 #|\n"),
        "a.txt:2: answer has 2 rows; expected 5"
    );
}

#[test]
fn bad_puzzles_are_located() {
    let error = |text: &str| DoubleChoco::parse("p.txt", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: double-choco\ngrid:\n1 #\n# x\n"),
        "p.txt:4:3: bad cell `x`; expected `.` (white), `#` (grey), a number 1..999 or `?` (unknown), after `#` in a grey cell"
    );
    assert_eq!(
        error("kind: double-choco\ngrid:\n1 #0\n"),
        "p.txt:3:3: bad cell `#0`; expected `.` (white), `#` (grey), a number 1..999 or `?` (unknown), after `#` in a grey cell"
    );
    assert_eq!(
        error("kind: double-choco\ngrid:\n1 #\n#\n"),
        "p.txt:4:2: row has 1 cell; expected 2 like the first row (line 3)"
    );
}

#[test]
fn urls_and_pzprv3_files_read_back_with_every_clue() {
    let text = "kind: double-choco\ngrid:\n1 #16 ?\n#? . #300\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?dbchoco/3/2/ag1-10..g+12c");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert!(file.contains("1 -16 0 \n-0 . -300 \n"), "{file}");
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
    assert_eq!(puzzle.to_native(&[]), text);
}

#[test]
fn cspuz_cores_test_puzzle_reads_as_its_url_says() {
    let url = "https://puzz.link/p?dbchoco/6/6/pu9hgpe05zu";
    let Puzzle::DoubleChoco(puzzle) = parse_url("u", 1, url).unwrap() else {
        panic!("not a Double Choco")
    };
    assert!(puzzle.is_grey(0, 0) && !puzzle.is_grey(0, 2));
    assert_eq!(puzzle.number(0, 0), Some(5));
    assert_eq!(puzzle.counts(), vec![(0, 5)]);
}
