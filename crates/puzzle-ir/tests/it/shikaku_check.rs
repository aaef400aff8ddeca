//! The independent Shikaku checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes; answers and puzzles read back and their errors are
//! located.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::shikaku::{check, check::Violation, Shikaku, ShikakuAnswer};
use puzzle_ir::{Answer, KindAnswer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Shikaku, ShikakuAnswer)> {
    let text = include_str!("shikaku_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Shikaku(puzzle) = puzzle else {
            panic!("{reason}: not a Shikaku")
        };
        let SavedAnswer::Complete(Answer::Shikaku(answer)) = answer else {
            panic!("{reason}: answer {answer:?}")
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::NoNumber { .. } => "bkNoNum",
        Violation::TwoNumbers { .. } => "bkNumGe2",
        Violation::NotRectangle { .. } => "bkNotRect",
        Violation::WrongArea { .. } => "bkSizeNe",
        Violation::DeadEnd { .. } => "bdDeadEnd",
        Violation::WrongSize(_) | Violation::NumberChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &Shikaku, answer: &ShikakuAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 6, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("bkNoNum"), "the region at (2, 3) holds no number");
    assert_eq!(
        first("bkNumGe2"),
        "one region holds two numbers, at (1, 5) and (2, 1)"
    );
    assert_eq!(
        first("bkNotRect"),
        "the region at (1, 1) is not a rectangle"
    );
    assert_eq!(
        first("bkSizeNe"),
        "the rectangle of the number 6 at (2, 2) has 4 cells"
    );
    assert_eq!(
        first("bdDeadEnd"),
        "a border stops at the bottom-right corner of cell (4, 3)"
    );
}

#[test]
fn answers_read_back_as_written_in_text_and_json() {
    for (_, puzzle, answer) in pzprjs_boards() {
        let text = answer.to_text();
        assert_eq!(
            ShikakuAnswer::parse_text(&puzzle, "a", &text).unwrap(),
            answer
        );
        let grid = answer.grid();
        assert_eq!(
            ShikakuAnswer::from_json_grid(&puzzle, "a", &grid).unwrap(),
            answer
        );
    }
}

#[test]
fn wide_numbers_widen_every_cell() {
    let puzzle = Shikaku::parse("p", "kind: shikaku\ngrid:\n. 10 . . .\n. . . . .\n").unwrap();
    let text = "+--+--+--+--+--+\n| . 10  .  .  .|\n+  +  +  +  +  +\n| .  .  .  .  .|\n+--+--+--+--+--+\n";
    let answer = ShikakuAnswer::parse_text(&puzzle, "a", text).unwrap();
    assert_eq!(answer.to_text(), text);
    assert_eq!(check(&puzzle, &answer), Ok(()));
}

#[test]
fn a_number_written_differently_is_caught() {
    let puzzle = Shikaku::parse("p", "kind: shikaku\ngrid:\n2 .\n. 2\n").unwrap();
    let answer =
        ShikakuAnswer::parse_text(&puzzle, "a", "+-+-+\n|2 .|\n+-+-+\n|. 3|\n+-+-+\n").unwrap();
    assert_eq!(
        check(&puzzle, &answer),
        Err(Violation::NumberChanged {
            cell: (2, 2),
            expected: Some(2),
            got: Some(3)
        })
    );
}

#[test]
fn bad_answers_are_located() {
    let puzzle = Shikaku::parse("p", "kind: shikaku\ngrid:\n2 .\n. 2\n").unwrap();
    let error = |text: &str| {
        ShikakuAnswer::parse_text(&puzzle, "a.txt", text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error("+-+-+\n|2 .|\n"),
        "a.txt:2: answer has 2 rows; expected 5"
    );
    assert_eq!(
        error("+-+-+\n|2 .|\n+-x-+\n|. 2|\n+-+-+\n"),
        "a.txt:3:3: bad point `x`; expected `+`"
    );
    assert_eq!(
        error("+-+-+\n|2 .|\n+=+-+\n|. 2|\n+-+-+\n"),
        "a.txt:3:2: bad border `=`; expected `-` or a space"
    );
    assert_eq!(
        error("+-+-+\n 2 .|\n+-+-+\n|. 2|\n+-+-+\n"),
        "a.txt:2:1: bad frame ` `; the frame is always drawn, `|`"
    );
    assert_eq!(
        error("+-+-+\n|2 x|\n+-+-+\n|. 2|\n+-+-+\n"),
        "a.txt:2:4: bad cell `x`; expected `.`, `?` or a number"
    );
    assert_eq!(
        error("+-+-+\n|2 .|  |\n+-+-+\n|. 2|\n+-+-+\n"),
        "a.txt:2:6: line has 8 characters; expected 5"
    );
}

#[test]
fn bad_puzzles_are_located() {
    let error = |text: &str| Shikaku::parse("p.txt", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: shikaku\ngrid:\n1 2\n2 0\n"),
        "p.txt:4:3: bad cell `0`; expected `.` (no number), `?` (unknown) or a number 1..999"
    );
    assert_eq!(
        error("kind: shikaku\ngrid:\n1 2\n2\n"),
        "p.txt:4:2: row has 1 cell; expected 2 like the first row (line 3)"
    );
}

#[test]
fn urls_and_pzprv3_files_read_back() {
    let text = "kind: shikaku\ngrid:\n1 16 ?\n. 255 300\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?shikaku/3/2/1-10.g-ff+12c");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
}
