//! The independent Ripple Effect checker: pzprjs's failing boards each fail for
//! pzprjs's reason and its solved board passes; the native format and answers read
//! with located errors and write back.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::ripple_effect::{check, RippleEffect, RippleEffectAnswer, Violation};
use puzzle_ir::{Answer, Puzzle, PuzzleKind};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer). pzprjs saves
/// unfinished boards, so the answer is read from the file's last grid, `.` for an empty
/// cell and the givens copied.
fn pzprjs_boards() -> Vec<(String, RippleEffect, RippleEffectAnswer)> {
    let text = include_str!("ripple_effect_pzprjs_boards.txt");
    let files: Vec<&str> = (text.lines())
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.split_once(' ').unwrap().1)
        .collect();
    let mut boards = pzprjs::read(text, str::to_owned, |reason, puzzle, _| {
        let Puzzle::RippleEffect(puzzle) = puzzle else {
            panic!("{reason}: not a Ripple Effect")
        };
        (puzzle, RippleEffectAnswer::new(0, 0, vec![]))
    });
    for ((_, puzzle, answer), file) in boards.iter_mut().zip(files) {
        let rows: Vec<&str> = file
            .trim_end_matches('/')
            .rsplit('/')
            .take(puzzle.rows())
            .collect();
        let grid: Vec<Vec<String>> = (rows.iter().rev().enumerate())
            .map(|(r, row)| {
                (row.split_whitespace().enumerate())
                    .map(|(c, cell)| match puzzle.given(r, c) {
                        Some(given) => given.to_string(),
                        None => cell.to_owned(),
                    })
                    .collect()
            })
            .collect();
        *answer = RippleEffectAnswer::from_json_grid(puzzle, "board", &grid).unwrap();
    }
    boards
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Repeated { .. } => "bkDupNum",
        Violation::TooClose { .. } => "nmSmallGap",
        Violation::Empty { .. } => "ceNoNum",
        Violation::WrongSize { .. }
        | Violation::GivenChanged { .. }
        | Violation::TooLarge { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &RippleEffect, answer: &RippleEffectAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 4, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("bkDupNum"),
        "the room of row 3, column 2 holds 3 twice, again at row 4, column 3"
    );
    assert_eq!(
        first("nmSmallGap"),
        "the 3s at row 3, column 2 and row 3, column 4 are 2 cells apart, not more than 3"
    );
    assert_eq!(
        first("ceNoNum"),
        "the cell at row 1, column 3 has no number"
    );
}

const SMALL: &str = "kind: ripple-effect\nrooms:\na a b\nc a b\ngrid:\n. . 2\n? . .\n";

#[test]
fn givens_unknowns_and_sizes_are_kept() {
    let puzzle = RippleEffect::parse("p", SMALL).unwrap();
    let answer = |text: &str| RippleEffectAnswer::parse_text(&puzzle, "a", text).unwrap();
    assert_eq!(check(&puzzle, &answer("1 3 2\n? 2 1\n")), Ok(()));
    assert_eq!(
        check(&puzzle, &answer("132\n121\n"))
            .unwrap_err()
            .to_string(),
        "the cell at row 2, column 1 holds 1 where the puzzle shows ?"
    );
    assert_eq!(
        check(&puzzle, &answer("231\n?12\n"))
            .unwrap_err()
            .to_string(),
        "the cell at row 1, column 3 holds 1 where the puzzle shows 2"
    );
    assert_eq!(
        check(&puzzle, &answer("142\n?21\n")),
        Err(Violation::TooLarge {
            at: (1, 2),
            value: 4,
            size: 3
        })
    );
    let one = RippleEffect::parse("p", "kind: ripple-effect\nrooms:\na\n").unwrap();
    assert!(matches!(
        check(&one, &answer("132\n?21\n")),
        Err(Violation::WrongSize(_))
    ));
}

#[test]
fn bad_files_are_located() {
    let error = |text: &str| RippleEffect::parse("p", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: ripple-effect\nrooms:\na a\ngrid:\n1 x\n"),
        "p:5:3: bad cell `x`; expected `.` (no number), `?` (unknown) or a number 1..255"
    );
    assert_eq!(
        error("kind: ripple-effect\nrooms:\na a\ngrid:\n1\n"),
        "p:5:2: row has 1 cell; expected 2 like `rooms:`"
    );
    assert_eq!(
        error("kind: ripple-effect\nrooms:\na a\ngrid:\n1 .\n. .\n"),
        "p:6: `grid:` has 2 rows; expected 1 like `rooms:`"
    );
    let puzzle = RippleEffect::parse("p", SMALL).unwrap();
    let answer = |text: &str| {
        RippleEffectAnswer::parse_text(&puzzle, "a", text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        answer("1 3 0\n? 2 1\n"),
        "a:1:5: bad answer cell `0`; expected a number 1..255, `?` (unknown) or `.` (empty)"
    );
    assert_eq!(answer("13\n?21\n"), "a:1:3: row has 1 cell; expected 3");
}

#[test]
fn urls_and_files_read_back() {
    let puzzle = Puzzle::parse("p", SMALL.as_bytes()).unwrap();
    let url = to_url(&puzzle).unwrap();
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let Puzzle::RippleEffect(ripple) = &puzzle else {
        panic!()
    };
    let answer =
        Answer::RippleEffect(RippleEffectAnswer::parse_text(ripple, "a", "132\n?21\n").unwrap());
    let file = to_pzprv3(&puzzle, Some(&answer)).unwrap();
    let saved = parse_pzprv3("f", &file).unwrap();
    assert_eq!(saved.puzzle, puzzle);
    assert_eq!(saved.answer, SavedAnswer::Complete(answer));
    // The test script's URL and its board.
    let url = "https://puzz.link/p?ripple/4/4/9n8rigk14h32k";
    let boards = pzprjs_boards();
    assert_eq!(
        parse_url("u", 1, url).unwrap(),
        Puzzle::RippleEffect(boards[0].1.clone())
    );
    assert_eq!(to_url(&parse_url("u", 1, url).unwrap()).unwrap(), url);
    assert_eq!(RippleEffect::NAME, "ripple-effect");
}

#[test]
fn blanked_cells_are_refused() {
    let file = "pzprv3/ripple/1/2/0 /# . /. . /".replace('/', "\n");
    let error = parse_pzprv3("f", &file).unwrap_err().to_string();
    assert_eq!(
        error,
        "f:6:1: a cell blanked out of the board (`#`) is not read here"
    );
}
