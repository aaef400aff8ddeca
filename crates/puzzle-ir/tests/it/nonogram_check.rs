//! The independent Nonogram checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved boards pass; answers, URLs and pzprv3 files read back and their
//! errors are located.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::nonogram::{check, check::Violation, Nonogram, NonogramAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Nonogram, NonogramAnswer)> {
    let text = include_str!("nonogram_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Nonogram(puzzle) = puzzle else {
            panic!("{reason}: not a Nonogram")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Nonogram(answer)) => answer,
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Runs { .. } => "exNoMatch",
        Violation::WrongSize(_) => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_ones_pass() {
    let verdict = |puzzle: &Nonogram, answer: &NonogramAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 5, verdict);
}

#[test]
fn violations_say_which_line() {
    let boards = pzprjs_boards();
    let messages: Vec<String> = (boards.iter())
        .filter_map(|(_, puzzle, answer)| check(puzzle, answer).err())
        .map(|v| v.to_string())
        .collect();
    assert_eq!(
        messages,
        [
            "row 5 has the runs 1, its clue is 1 1",
            "row 1 has the runs 1 2, its clue is 2 1",
            "row 4 has the runs 1, its clue is 0",
        ]
    );
}

#[test]
fn pzprjs_test_url_and_file_read_and_write_back_as_pzprjs_writes_them() {
    let url = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h";
    let puzzle = parse_url("u", 1, url).unwrap();
    assert_eq!(to_url(&puzzle).unwrap(), url);
    let Puzzle::Nonogram(nonogram) = &puzzle else {
        panic!("not a Nonogram")
    };
    assert_eq!(nonogram.col_clues()[0], Some(vec![2, 1]));
    assert_eq!(nonogram.row_clues()[3], Some(vec![]));
    for (_, puzzle, answer) in pzprjs_boards() {
        let (puzzle, answer) = (Puzzle::Nonogram(puzzle), Answer::Nonogram(answer));
        let file = to_pzprv3(&puzzle, Some(&answer)).unwrap();
        let saved = parse_pzprv3("f", &file).unwrap();
        assert_eq!(
            (saved.puzzle, saved.answer),
            (puzzle, SavedAnswer::Complete(answer))
        );
    }
}

#[test]
fn the_solved_board_writes_back_as_pzprjs_saved_it() {
    // pzprjs writes unshaded cells `.` where ours are `+`, and our answer marks them all.
    pzprjs::assert_solved_board_round_trips(include_str!("nonogram_pzprjs_boards.txt"), |file| {
        file.replace('+', ".").replace('\n', "/")
    });
}

#[test]
fn lines_without_a_clue_or_with_too_many_runs_have_no_url() {
    let none = Puzzle::parse("p", b"kind: nonogram\ncols:\n-\nrows:\n1\n").unwrap();
    assert!(to_url(&none)
        .unwrap_err()
        .0
        .contains("column 1 has no clue"));
    let crowded = Puzzle::parse("p", b"kind: nonogram\ncols:\n1 1 1\nrows:\n1\n1\n1\n").unwrap();
    assert!(to_url(&crowded)
        .unwrap_err()
        .0
        .contains("column 1 has 3 runs; pzprjs has room for 2"));
}

#[test]
fn bad_urls_are_located() {
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert_eq!(
        error("https://puzz.link/p?nonogram/2/2/1.ii"),
        "u:1:35: pzprjs's unknown count `.` is no Nonogram clue"
    );
    assert_eq!(
        error("https://puzz.link/p?nonogram/2/2/j1"),
        "u:1:35: data after the last clue"
    );
    assert_eq!(
        error("https://puzz.link/p?nonogram/2/2/3i"),
        "u:1:34: column 1 has a run of 3; runs are 1 to 2 cells long"
    );
}
