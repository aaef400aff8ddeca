//! The independent Heyawake checker: pzprjs's failing boards each fail for pzprjs's
//! reason and its solved boards pass; the native format reads with located errors and
//! writes back.

use crate::pzprjs;
use puzzle_ir::heyawake::{check, check::Violation, Heyawake, HeyawakeAnswer};
use puzzle_ir::interop::SavedAnswer;
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Heyawake, HeyawakeAnswer)> {
    let text = include_str!("heyawake_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Heyawake(puzzle) = puzzle else {
            panic!("{reason}: not a Heyawake")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Heyawake(answer)) => answer,
            SavedAnswer::None => {
                let cells = vec![false; puzzle.rows() * puzzle.cols()];
                HeyawakeAnswer::new(puzzle.rows(), puzzle.cols(), cells)
            }
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::NoShade => "brNoShade",
        Violation::Adjacent { .. } => "csAdjacent",
        Violation::Divided { .. } => "cuDivideRB",
        Violation::WrongCount { .. } => "bkShadeNe",
        Violation::LongRun { .. } => "bkUnshadeConsecGt3",
        Violation::WrongSize { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_ones_pass() {
    let verdict = |puzzle: &Heyawake, answer: &HeyawakeAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 7, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("csAdjacent"),
        "the shaded cell at row 3, column 2 touches another shaded cell"
    );
    assert_eq!(
        first("bkShadeNe"),
        "the room at row 1, column 2 has number 2 but 1 shaded cells"
    );
    assert!(first("bkUnshadeConsecGt3").contains("crosses two room borders"));
}

#[test]
fn native_errors_are_located() {
    let error = |text: &str| Heyawake::parse("p", text).unwrap_err();
    let e = error("kind: heyawake\nrooms:\na a\nb b\nnumbers:\nc 1\n");
    assert_eq!((e.line, e.column), (6, Some(1)));
    assert!(e.message.contains("labels no room"));
    let e = error("kind: heyawake\nrooms:\na a\nb b\nnumbers:\na 1\na 2\n");
    assert_eq!((e.line, e.column), (7, Some(1)));
    let e = error("kind: heyawake\nrooms:\na a\nb b\nnumbers:\na 256\n");
    assert_eq!((e.line, e.column), (6, Some(3)));
    let e = error("kind: heyawake\nnumbers:\na 1\n");
    assert!(e.message.contains("missing `rooms:`"));
}

/// pzprjs's unknown number (`?` natively, `.` in URLs, `-` in pzprv3 files) is kept and
/// written back in every form, and says nothing of its room's count.
#[test]
fn an_unknown_room_number_is_kept_and_constrains_nothing() {
    use puzzle_ir::heyawake::RoomNumber;
    use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url};
    let text = "kind: heyawake\nrooms:\na a b\na a b\nnumbers:\na ?\nb 1\n";
    let puzzle = Heyawake::parse("p", text).unwrap();
    assert_eq!(
        puzzle.numbers(),
        [Some(RoomNumber::Unknown), Some(RoomNumber::Known(1))]
    );
    assert_eq!(puzzle.to_native(&[]), text);
    let any = Puzzle::Heyawake(puzzle.clone());
    let url = to_url(&any).unwrap();
    assert!(url.ends_with(".1"), "{url}");
    assert_eq!(parse_url("<url>", 1, &url).unwrap(), any);
    let file = to_pzprv3(&any, None).unwrap();
    assert!(file.contains("- . 1 \n"), "{file}");
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, any);
    for shaded in [
        [false, false, true, false, false, false],
        [true, false, false, false, false, true],
    ] {
        let answer = HeyawakeAnswer::new(2, 3, shaded.to_vec());
        assert_eq!(check(&puzzle, &answer), Ok(()), "{shaded:?}");
    }
    let error = Heyawake::parse("p", "kind: heyawake\nrooms:\na\nnumbers:\na x\n").unwrap_err();
    assert_eq!(
        error.to_string(),
        "p:5:3: bad number `x`: expected 0 to 255 or `?`"
    );
}
