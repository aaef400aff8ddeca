//! The independent Geradeweg checker: pzprjs's failing boards each fail for pzprjs's
//! reason and its solved boards pass; the native format and the answer drawing read and
//! write back; URLs and pzprv3 files read and write back, pzprjs's unknown number among
//! them, and its variant where the loop passes every cell is refused.

use crate::lines::line_reason;
use crate::pzprjs;
use puzzle_ir::geradeweg::{check, check::Violation, Geradeweg, GeradewegAnswer, UNKNOWN};
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_url, SavedAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Geradeweg, GeradewegAnswer)> {
    let text = include_str!("geradeweg_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Geradeweg(puzzle) = puzzle else {
            panic!("{reason}: not a Geradeweg")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Geradeweg(answer)) => answer,
            SavedAnswer::None => no_line(&puzzle),
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

fn no_line(puzzle: &Geradeweg) -> GeradewegAnswer {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    GeradewegAnswer::new(
        puzzle,
        vec![false; rows * (cols - 1)],
        vec![false; (rows - 1) * cols],
    )
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Line(fault) => line_reason(fault),
        Violation::TooShort(_) => "segShort",
        Violation::TooLong(_) => "segLong",
        Violation::Unequal { .. } => "segDiff",
        Violation::NumberMissed { .. } => "numNoLine",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_ones_pass() {
    let verdict = |puzzle: &Geradeweg, answer: &GeradewegAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 12, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("segShort"),
        "the straight stretch down through the 2 at row 2, column 2 is 1 long"
    );
    assert_eq!(
        first("segLong"),
        "the straight stretch across through the 1 at row 2, column 3 is 2 long"
    );
    assert_eq!(
        first("segDiff"),
        "the loop turns on the unknown number at row 1, column 1 with a stretch of 2 across and one of 1 down"
    );
    assert_eq!(
        first("numNoLine"),
        "the loop misses the number at row 1, column 1"
    );
}

#[test]
fn no_line_is_no_loop_where_no_number_is_missed() {
    let puzzle = Geradeweg::parse("p", "kind: geradeweg\ngrid:\n. .\n. .\n").unwrap();
    assert_eq!(
        check(&puzzle, &no_line(&puzzle)).unwrap_err().to_string(),
        "no line is drawn"
    );
}

#[test]
fn native_files_and_answers_write_back() {
    let text = "kind: geradeweg\ngrid:\n? 2 .\n. . .\n. . 2\n";
    let puzzle = Geradeweg::parse("p", text).unwrap();
    assert_eq!(puzzle.numbers()[0], Some(UNKNOWN));
    assert_eq!(puzzle.to_native(&[]), text);
    let drawing = ".-.-.\n|   |\n. . .\n|   |\n.-.-.\n";
    let answer = GeradewegAnswer::parse_text(&puzzle, "a", drawing).unwrap();
    assert_eq!(answer.to_text(), drawing);
    assert!(check(&puzzle, &answer).is_ok());
    let error = GeradewegAnswer::parse_text(&puzzle, "a", ".-2-.\n|   |\n. . .\n|   |\n.-.-.\n")
        .unwrap_err();
    assert_eq!((error.line, error.column), (1, Some(3)));
    let error = Geradeweg::parse("p", "kind: geradeweg\ngrid:\n0 .\n").unwrap_err();
    assert_eq!((error.line, error.column), (3, Some(1)));
}

#[test]
fn urls_and_pzprv3_files_read_and_write_back() {
    let url = "https://puzz.link/p?geradeweg/5/5/l211i2h3i4k";
    let Puzzle::Geradeweg(puzzle) = parse_url("u", 1, url).unwrap() else {
        panic!("not a Geradeweg")
    };
    assert_eq!(
        (puzzle.number(1, 1), puzzle.number(3, 4)),
        (Some(2), Some(4))
    );
    assert_eq!(to_url(&Puzzle::Geradeweg(puzzle.clone())).unwrap(), url);
    pzprjs::assert_solved_board_round_trips(include_str!("geradeweg_pzprjs_boards.txt"), |file| {
        file.replace('/', "\n")
    });
    let unknown = "https://puzz.link/p?geradeweg/3/3/.h..h.g";
    let Puzzle::Geradeweg(puzzle) = parse_url("u", 1, unknown).unwrap() else {
        panic!("not a Geradeweg")
    };
    assert_eq!(puzzle.number(0, 0), Some(UNKNOWN));
    assert_eq!(to_url(&Puzzle::Geradeweg(puzzle)).unwrap(), unknown);
}

#[test]
fn the_variant_through_every_cell_is_refused() {
    let error = parse_url("u", 1, "https://puzz.link/p?geradeweg/f/5/5/l211i2h3i4k").unwrap_err();
    assert!(error.message.contains("variant `f`"), "{}", error.message);
    let file = "pzprv3/geradeweg/2/2/f/. . /. . /0 /0 /0 0 /".replace('/', "\n");
    let error = parse_pzprv3("f", &file).unwrap_err();
    assert_eq!(error.line, 5);
    assert!(error.message.contains("variant `f`"), "{}", error.message);
}
