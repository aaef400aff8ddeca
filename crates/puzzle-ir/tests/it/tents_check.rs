//! The independent Tents checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes; answers, URLs and pzprv3 files read back and their
//! errors are located.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::tents::{check, check::Violation, Tents, TentsAnswer};
use puzzle_ir::{Answer, KindAnswer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Tents, TentsAnswer)> {
    let text = include_str!("tents_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Tents(puzzle) = puzzle else {
            panic!("{reason}: not a Tents")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Tents(answer)) => answer,
            SavedAnswer::None => TentsAnswer::new(&puzzle, &vec![false; puzzle.trees().len()]),
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::TentsTouch { .. } => "tentAround",
        Violation::TentWithoutTree { .. } => "nmTreeNone",
        Violation::ExtraTent { .. } => "nmTentGt",
        Violation::TreeWithoutTent { .. } => "nmTentNone",
        Violation::ExtraTree { .. } => "nmTentLt",
        Violation::Count { .. } => "exTentNe",
        Violation::WrongSize { .. } | Violation::TreeChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict =
        |puzzle: &Tents, answer: &TentsAnswer| check(puzzle, answer).map_err(|v| pzprjs_reason(&v));
    pzprjs::assert_verdicts(&pzprjs_boards(), 7, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("tentAround"), "the tents at (1, 2) and (2, 2) touch");
    assert_eq!(first("nmTreeNone"), "the tent at (1, 1) is next to no tree");
    assert_eq!(first("nmTentNone"), "the tree at (1, 3) is next to no tent");
    assert_eq!(
        first("nmTentGt"),
        "the tent at (3, 3) has no tree of its own: its trees all have other tents"
    );
    assert_eq!(
        first("nmTentLt"),
        "the tree at (5, 2) has no tent of its own: its tents all belong to other trees"
    );
    assert_eq!(first("exTentNe"), "column 1 has 1 tent, its count is 2");
}

#[test]
fn a_tree_drawn_elsewhere_is_caught() {
    let puzzle = Tents::parse("p", "kind: tents\ngrid:\nT..\n").unwrap();
    let error = |text: &str| {
        let answer = TentsAnswer::parse_text(&puzzle, "a", text).unwrap();
        check(&puzzle, &answer).unwrap_err().to_string()
    };
    assert_eq!(error("A.T\n"), "the puzzle's tree at (1, 1) is missing");
    assert_eq!(
        error("TAT\n"),
        "the answer has a tree at (1, 3), the puzzle none"
    );
}

#[test]
fn answers_read_back_as_written_in_text_and_json() {
    for (_, puzzle, answer) in pzprjs_boards() {
        let text = answer.to_text();
        assert_eq!(
            TentsAnswer::parse_text(&puzzle, "a", &text).unwrap(),
            answer
        );
        let grid = answer.grid();
        assert_eq!(
            TentsAnswer::from_json_grid(&puzzle, "a", &grid).unwrap(),
            answer
        );
    }
}

#[test]
fn bad_answers_are_located() {
    let puzzle = Tents::parse("p", "kind: tents\ngrid:\nT.\n..\n").unwrap();
    let error = |text: &str| {
        TentsAnswer::parse_text(&puzzle, "a.txt", text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(error("TA\n"), "a.txt:1: answer has 1 row; expected 2");
    assert_eq!(
        error("TA\n.#\n"),
        "a.txt:2:2: bad cell `#`; expected `A` (a tent), `T` (a tree) or `.`"
    );
    assert_eq!(error("TA.\n..\n"), "a.txt:1:3: row has 3 cells; expected 2");
}

#[test]
fn pzprjs_test_url_and_file_read_and_write_back_as_pzprjs_writes_them() {
    let url = "https://puzz.link/p?tents/5/5/2g0h1i1j82323";
    let puzzle = parse_url("u", 1, url).unwrap();
    assert_eq!(to_url(&puzzle).unwrap(), url);
    // pzprjs's file of that URL (its `getFileData`).
    let file = "pzprv3\ntents\n5\n5\n. 2 . 0 . . \n1 . . 1 . . \n. . . . . . \n\
                . . 1 . . 1 \n. . . . 1 . \n1 . 1 . . . \n0 0 0 0 \n0 0 0 0 \n0 0 0 0 \n\
                0 0 0 0 \n0 0 0 0 \n0 0 0 0 0 \n0 0 0 0 0 \n0 0 0 0 0 \n0 0 0 0 0 \n";
    assert_eq!(to_pzprv3(&puzzle, None).unwrap(), file);
    assert_eq!(parse_pzprv3("f", file).unwrap().puzzle, puzzle);
    let Puzzle::Tents(tents) = &puzzle else {
        panic!("not a Tents")
    };
    assert_eq!(tents.col_counts(), &[Some(2), None, Some(0), None, None]);
    assert_eq!(tents.row_counts(), &[Some(1), None, None, None, Some(1)]);
    assert!(tents.is_tree(0, 2) && tents.is_tree(4, 1));
}

#[test]
fn answers_and_crossed_out_counts_read_from_pzprv3_and_write_back() {
    let (_, puzzle, answer) = pzprjs_boards().pop().unwrap();
    let (puzzle, answer) = (Puzzle::Tents(puzzle), Answer::Tents(answer));
    let file = to_pzprv3(&puzzle, Some(&answer)).unwrap();
    let saved = parse_pzprv3("f", &file).unwrap();
    assert_eq!(
        (saved.puzzle, saved.answer),
        (puzzle, SavedAnswer::Complete(answer))
    );
    let crossed = "pzprv3/tents/2/2/. c2 . /. . . /. . . /0 /0 /0 0 /";
    let Puzzle::Tents(tents) = parse_pzprv3("f", crossed).unwrap().puzzle else {
        panic!("not a Tents")
    };
    assert_eq!(tents.col_counts(), &[Some(2), None]);
}

#[test]
fn long_runs_of_trees_and_cells_without_one_round_trip() {
    let row = |trees: &str| trees.replace('1', "T").replace('0', ".");
    let grid: Vec<String> = [
        "1".repeat(20),
        "0".repeat(20),
        format!("1{}1{}", "0".repeat(17), "0"),
        format!("{}1", "0".repeat(19)),
    ]
    .iter()
    .map(|r| row(r))
    .collect();
    let text = format!(
        "kind: tents\ncols: {}\ngrid:\n{}\n",
        ["2"; 20].join(" "),
        grid.join("\n")
    );
    let puzzle = Puzzle::parse("p", text.as_bytes());
    let puzzle = puzzle.unwrap_or_else(|e| panic!("{e}"));
    let url = to_url(&puzzle).unwrap();
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
}

#[test]
fn bad_urls_are_located() {
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert_eq!(
        error("https://puzz.link/p?tents/2/2/1.ii"),
        "u:1:32: pzprjs's unknown count `.` is no Tents clue"
    );
    assert_eq!(
        error("https://puzz.link/p?tents/2/2/jA"),
        "u:1:32: unknown character `A` (expected 0-9 or a-z for trees and the cells between them)"
    );
    assert_eq!(
        error("https://puzz.link/p?tents/2/2/j3a"),
        "u:1:33: data after the last cell"
    );
}
