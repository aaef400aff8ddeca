//! The independent Numberlink checker: pzprjs's failing boards each fail for pzprjs's
//! reason and its solved board passes; Janko's rule wants every cell; the native format
//! and the answer drawing read and write back; URLs and pzprv3 files read and write
//! back, pzprjs's unknown number among them, and Janko's rule has no URL.

use crate::lines::line_reason;
use crate::pzprjs;
use puzzle_ir::interop::{parse_url, to_url, SavedAnswer};
use puzzle_ir::numberlink::{check, check::Violation, Numberlink, NumberlinkAnswer, UNKNOWN};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Numberlink, NumberlinkAnswer)> {
    let text = include_str!("numberlink_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Numberlink(puzzle) = puzzle else {
            panic!("{reason}: not a Numberlink")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Numberlink(answer)) => answer,
            SavedAnswer::None => no_line(&puzzle),
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

fn no_line(puzzle: &Numberlink) -> NumberlinkAnswer {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    NumberlinkAnswer::new(
        puzzle,
        vec![false; rows * (cols - 1)],
        vec![false; (rows - 1) * cols],
    )
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Line(fault) => line_reason(fault),
        Violation::ThreeNumbers { .. } => "lcTripleNum",
        Violation::Different { .. } => "nmConnDiff",
        Violation::ThroughNumber { .. } => "lcOnNum",
        Violation::NoNumber { .. } => "lcIsolate",
        Violation::NumberAlone { .. } => "nmNoLine",
        Violation::EmptyCell { .. } => "ceNoLine",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &Numberlink, answer: &NumberlinkAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 10, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("lnBranch"), "a line branches in cell (2, 2)");
    assert_eq!(first("lnCross"), "lines cross in cell (2, 2)");
    assert_eq!(
        first("lcTripleNum"),
        "the line from the number in cell (1, 1) joins 5 numbers"
    );
    assert_eq!(
        first("nmConnDiff"),
        "a line joins different numbers in cells (1, 1) and (4, 5)"
    );
    assert_eq!(
        first("lcOnNum"),
        "a line passes through the number in cell (4, 5)"
    );
    assert_eq!(first("lnDeadEnd"), "a line ends in cell (3, 2)");
    assert_eq!(
        first("lcIsolate"),
        "the line through cell (3, 3) joins no number"
    );
    assert_eq!(
        first("nmNoLine"),
        "no line leaves the number in cell (2, 1)"
    );
}

#[test]
fn janko_rule_wants_every_cell() {
    let text = "kind: numberlink\ngrid:\n1 . 1\n2 . 2\n";
    let some = Numberlink::parse("p", text).unwrap();
    let all = Numberlink::parse("p", &text.replace("grid:", "cells: all\ngrid:")).unwrap();
    assert_eq!(all, some.with_every_cell(true));
    let short = ".-.-.\n     \n.-.-.\n";
    let answer = NumberlinkAnswer::parse_text(&some, "a", short).unwrap();
    assert!(check(&some, &answer).is_ok());
    assert!(check(&all, &answer).is_ok());
    let corner = "kind: numberlink\ncells: all\ngrid:\n1 . .\n. . 1\n";
    let puzzle = Numberlink::parse("p", corner).unwrap();
    let answer = NumberlinkAnswer::parse_text(&puzzle, "a", ".-.-.\n    |\n. . .\n").unwrap();
    assert_eq!(
        check(&puzzle, &answer).unwrap_err().to_string(),
        "no line passes cell (2, 1), and every cell must be used"
    );
    let error = Numberlink::parse("p", "kind: numberlink\ncells: most\ngrid:\n1 1\n").unwrap_err();
    assert_eq!((error.line, error.column), (2, Some(8)));
    assert!(
        error.message.contains("expected `all`"),
        "{}",
        error.message
    );
}

#[test]
fn native_files_and_answers_write_back() {
    let text = "kind: numberlink\ngrid:\n? 2 .\n. . .\n1 . 2\n";
    let puzzle = Numberlink::parse("p", text).unwrap();
    assert_eq!(puzzle.numbers()[0], Some(UNKNOWN));
    assert_eq!(puzzle.to_native(&[]), text);
    let drawing = ". .-.\n|   |\n. . .\n|   |\n. . .\n";
    let answer = NumberlinkAnswer::parse_text(&puzzle, "a", drawing).unwrap();
    assert_eq!(answer.to_text(), drawing);
    assert!(check(&puzzle, &answer).is_ok());
    let error = Numberlink::parse("p", "kind: numberlink\ngrid:\n0 .\n").unwrap_err();
    assert_eq!((error.line, error.column), (3, Some(1)));
}

#[test]
fn urls_and_pzprv3_files_read_and_write_back() {
    let url = "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3";
    let Puzzle::Numberlink(puzzle) = parse_url("u", 1, url).unwrap() else {
        panic!("not a Numberlink")
    };
    assert_eq!(
        (puzzle.number(0, 0), puzzle.number(4, 4)),
        (Some(1), Some(3))
    );
    assert_eq!(to_url(&Puzzle::Numberlink(puzzle.clone())).unwrap(), url);
    // pzprjs's crosses (`-1`) are links not drawn, written back as `0`.
    pzprjs::assert_solved_board_round_trips(include_str!("numberlink_pzprjs_boards.txt"), |file| {
        file.replace('/', "\n").replace("-1", "0")
    });
    let unknown = "https://puzz.link/p?numlin/3/3/.h..h.g";
    let Puzzle::Numberlink(puzzle) = parse_url("u", 1, unknown).unwrap() else {
        panic!("not a Numberlink")
    };
    assert_eq!(puzzle.number(0, 0), Some(UNKNOWN));
    assert_eq!(
        to_url(&Puzzle::Numberlink(puzzle.clone())).unwrap(),
        unknown
    );
    let janko = Puzzle::Numberlink(puzzle.with_every_cell(true));
    assert!(to_url(&janko)
        .unwrap_err()
        .to_string()
        .contains("Janko's rule"));
}
