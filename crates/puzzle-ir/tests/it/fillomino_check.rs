//! The independent Fillomino checker: pzprjs's failing boards each fail for pzprjs's
//! reason (or, where pzprjs's reason is about borders a player draws, which an answer
//! here does not hold, for what the numbers break) and its solved board passes; the
//! native format and answers read with located errors and write back.

use crate::pzprjs;
use puzzle_ir::fillomino::{check, Fillomino, FillominoAnswer, Violation};
use puzzle_ir::interop::{parse_url, to_url};
use puzzle_ir::Puzzle;

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer). pzprjs saves
/// unfinished boards, so the answer is read from the file's grid of numbers (after the
/// givens), `.` for an empty cell and the givens copied.
fn pzprjs_boards() -> Vec<(String, Fillomino, FillominoAnswer)> {
    let text = include_str!("fillomino_pzprjs_boards.txt");
    let files: Vec<&str> = (text.lines())
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.split_once(' ').unwrap().1)
        .collect();
    let mut boards = pzprjs::read(text, str::to_owned, |reason, puzzle, _| {
        let Puzzle::Fillomino(puzzle) = puzzle else {
            panic!("{reason}: not a Fillomino")
        };
        (puzzle, FillominoAnswer::new(1, vec![]))
    });
    for ((_, puzzle, answer), file) in boards.iter_mut().zip(files) {
        let rows: Vec<&str> = file
            .split('/')
            .skip(4 + puzzle.rows())
            .take(puzzle.rows())
            .collect();
        let grid: Vec<Vec<String>> = (rows.iter().enumerate())
            .map(|(r, row)| {
                (row.split_whitespace().enumerate())
                    .map(
                        |(c, cell)| match puzzle.known_number(r * puzzle.cols() + c) {
                            Some(given) => given.to_string(),
                            None => cell.to_owned(),
                        },
                    )
                    .collect()
            })
            .collect();
        *answer = FillominoAnswer::from_json_grid(puzzle, "board", &grid).unwrap();
    }
    boards
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::TooSmall { .. } => "bkSizeLt",
        Violation::TooLarge { .. } => "bkSizeGt",
        Violation::Empty { .. } => "ceNoNum",
        Violation::WrongSize { .. } | Violation::GivenChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let boards = pzprjs_boards();
    assert_eq!(boards.len(), 7);
    for (reason, puzzle, answer) in &boards {
        let got = check(puzzle, answer).map_err(|v| pzprjs_reason(&v));
        // Two regions of one size that a border keeps apart (bsSameNum) are one group
        // too large here, where the numbers alone make the regions; a block of mixed
        // numbers (bkMixedNum) leaves a group too small.
        let expected = match reason.as_str() {
            "ok" => Ok(()),
            "bsSameNum" => Err("bkSizeGt"),
            "bkMixedNum" => Err("bkSizeLt"),
            other => Err(other),
        };
        assert_eq!(got, expected, "{reason}");
    }
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("bkSizeLt"),
        "the 4 at row 1, column 3 lies in a group of 1 cell, not 4"
    );
    assert_eq!(
        first("bkSizeGt"),
        "the 5 at row 3, column 5 lies in a group of 6 cells, not 5"
    );
    assert_eq!(
        first("ceNoNum"),
        "the cell at row 1, column 3 has no number"
    );
}

const SMALL: &str = "kind: fillomino\ngrid:\n. 2 ?\n";

#[test]
fn givens_and_unknowns_are_kept() {
    let puzzle = Fillomino::parse("p", SMALL).unwrap();
    let answer = |text: &str| FillominoAnswer::parse_text(&puzzle, "a", text).unwrap();
    assert_eq!(check(&puzzle, &answer("122\n")), Ok(()));
    assert_eq!(
        check(&puzzle, &answer("1 2 1\n")).unwrap_err().to_string(),
        "the 2 at row 1, column 2 lies in a group of 1 cell, not 2"
    );
    assert_eq!(
        check(&puzzle, &answer("1 3 3\n")).unwrap_err().to_string(),
        "the cell at row 1, column 2 holds 3 where the puzzle gives 2"
    );
    assert_eq!(
        check(&puzzle, &answer("12.\n")),
        Err(Violation::Empty { at: (1, 3) })
    );
    assert_eq!(
        check(&puzzle, &answer("111\n")).unwrap_err().to_string(),
        "the cell at row 1, column 2 holds 1 where the puzzle gives 2"
    );
}

#[test]
fn bad_files_are_located() {
    let error = |text: &str| Fillomino::parse("p", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: fillomino\ngrid:\n1 x\n"),
        "p:3:3: bad cell `x`; expected `.` (no number), `?` (unknown) or a number 1..255"
    );
    let puzzle = Fillomino::parse("p", SMALL).unwrap();
    let answer = |text: &str| {
        (FillominoAnswer::parse_text(&puzzle, "a", text))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        answer("1 2 0\n"),
        "a:1:5: bad answer cell `0`; expected a number from 1 or `.` (empty)"
    );
    assert_eq!(answer("12\n"), "a:1:3: row has 2 cells; expected 3");
}

#[test]
fn urls_round_trip_and_borders_are_refused() {
    let url = "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h";
    let Puzzle::Fillomino(puzzle) = parse_url("u", 1, url).unwrap() else {
        panic!("not a Fillomino")
    };
    assert_eq!(puzzle.known_number(2), Some(4));
    assert_eq!(to_url(&Puzzle::Fillomino(puzzle.clone())).unwrap(), url);
    let unknown = Fillomino::parse("p", SMALL).unwrap();
    let round = parse_url(
        "u",
        1,
        &to_url(&Puzzle::Fillomino(unknown.clone())).unwrap(),
    )
    .unwrap();
    assert_eq!(round, Puzzle::Fillomino(unknown));
    assert!(parse_url("u", 1, "https://puzz.link/p?fillomino/2/2/g1h00").is_err());
    assert_eq!(puzzle.largest_region(), 24);
}
