//! The independent Skyscrapers checker: pzprjs's failing boards each fail for pzprjs's
//! reason and its solved boards pass; the native format and answers read with located
//! errors and write back; URLs and pzprv3 files round-trip.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::skyscrapers::{check, Side, Skyscrapers, SkyscrapersAnswer, Violation};
use puzzle_ir::{Answer, Puzzle, PuzzleKind};

const BOARDS: &str = include_str!("skyscrapers_pzprjs_boards.txt");

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer). pzprjs saves
/// unfinished boards, so the answer is read from the inside of the file's frame, `.`
/// for an empty cell and the givens (`q3`) copied.
fn pzprjs_boards() -> Vec<(String, Skyscrapers, SkyscrapersAnswer)> {
    let files: Vec<&str> = (BOARDS.lines())
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.split_once(' ').unwrap().1)
        .collect();
    let mut boards = pzprjs::read(BOARDS, str::to_owned, |reason, puzzle, _| {
        let Puzzle::Skyscrapers(puzzle) = puzzle else {
            panic!("{reason}: not a Skyscrapers")
        };
        (puzzle, SkyscrapersAnswer::new(0, vec![]))
    });
    for ((_, puzzle, answer), file) in boards.iter_mut().zip(files) {
        let n = puzzle.size();
        let frame: Vec<&str> = file.trim_end_matches('/').split('/').skip(4).collect();
        let grid: Vec<Vec<String>> = (frame[1..=n].iter())
            .map(|row| {
                let cells: Vec<&str> = row.split_whitespace().collect();
                (cells[1..=n].iter())
                    .map(|cell| cell.trim_start_matches('q').to_owned())
                    .collect()
            })
            .collect();
        *answer = SkyscrapersAnswer::from_json_grid(puzzle, "board", &grid).unwrap();
    }
    boards
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Repeated { .. } => "nmDupRow",
        Violation::WrongView { .. } => "nmSightNe",
        Violation::Empty { .. } => "ceNoNum",
        Violation::WrongSize { .. } | Violation::GivenChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_ones_pass() {
    let verdict = |puzzle: &Skyscrapers, answer: &SkyscrapersAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 5, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("nmDupRow"),
        "the height 3 at row 2, column 3 again at row 2, column 4 in one line"
    );
    assert_eq!(
        first("nmSightNe"),
        "the clue 3 below column 3 sees 1 building"
    );
    assert_eq!(
        first("ceNoNum"),
        "the cell at row 1, column 1 has no height"
    );
}

const SMALL: &str = "kind: skyscrapers\ngrid:\n. 2 . .\n. . . 1\n. 2 . .\n. . . .\n";

#[test]
fn givens_and_sizes_are_kept() {
    let puzzle = Skyscrapers::parse("p", SMALL).unwrap();
    assert_eq!(puzzle.clue(Side::Top, 0), Some(2));
    assert_eq!(puzzle.clue(Side::Right, 0), Some(1));
    let answer = |text: &str| SkyscrapersAnswer::parse_text(&puzzle, "a", text).unwrap();
    assert_eq!(check(&puzzle, &answer("12\n21\n")), Ok(()));
    assert_eq!(
        check(&puzzle, &answer("2 1\n1 .\n"))
            .unwrap_err()
            .to_string(),
        "the cell at row 2, column 1 holds 1 where the puzzle gives 2"
    );
    let one = Skyscrapers::parse("p", "kind: skyscrapers\ngrid:\n. . .\n. . .\n. . .\n").unwrap();
    assert!(matches!(
        check(&one, &answer("12\n21\n")),
        Err(Violation::WrongSize(_))
    ));
}

#[test]
fn bad_files_are_located() {
    let error = |text: &str| Skyscrapers::parse("p", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: skyscrapers\ngrid:\n. 3 . .\n. . . .\n. . . .\n. . . .\n"),
        "p:3:3: bad token `3`; expected `.` or a number 1..2 (the grid is 2x2)"
    );
    assert_eq!(
        error("kind: skyscrapers\ngrid:\n1 . . .\n. . . .\n. . . .\n. . . .\n"),
        "p:3:1: a corner holds no clue; expected `.`, found `1`"
    );
    assert_eq!(
        error("kind: skyscrapers\ngrid:\n. . .\n. . . .\n. . .\n"),
        "p:4:7: row has 4 tokens; expected 3, one per row (the grid is square)"
    );
    assert_eq!(
        error("kind: skyscrapers\ngrid:\n. .\n. .\n"),
        "p:2: `grid:` has 2 rows; expected 3 to 257 (the cells and a border of clues)"
    );
    let puzzle = Skyscrapers::parse("p", SMALL).unwrap();
    let answer = |text: &str| {
        (SkyscrapersAnswer::parse_text(&puzzle, "a", text))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        answer("13\n21\n"),
        "a:1:2: bad answer cell `3`; expected a height 1..2 or `.` (empty)"
    );
    assert_eq!(answer("1\n21\n"), "a:1:2: row has 1 cell; expected 2");
}

#[test]
fn urls_and_files_read_back() {
    let puzzle = Puzzle::parse("p", SMALL.as_bytes()).unwrap();
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?skyscrapers/2/2/2k1gh2g");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let Puzzle::Skyscrapers(sky) = &puzzle else {
        panic!()
    };
    let answer = Answer::Skyscrapers(SkyscrapersAnswer::parse_text(sky, "a", "12\n21\n").unwrap());
    let file = to_pzprv3(&puzzle, Some(&answer)).unwrap();
    assert_eq!(
        file,
        "pzprv3\nskyscrapers\n2\n2\n. 2 . . \n. 1 2 1 \n. q2 1 . \n. . . . \n"
    );
    let saved = parse_pzprv3("f", &file).unwrap();
    assert_eq!(saved.puzzle, puzzle);
    assert_eq!(saved.answer, SavedAnswer::Complete(answer));
    // The test script's URL is its boards' puzzle, and pzprjs's aliases read it.
    let boards = pzprjs_boards();
    for genre in ["skyscrapers", "building", "skyscraper"] {
        let url = format!("https://puzz.link/p?{genre}/4/4/k13h4j3g");
        let read = parse_url("u", 1, &url).unwrap();
        assert_eq!(read, Puzzle::Skyscrapers(boards[0].1.clone()));
        assert_eq!(
            to_url(&read).unwrap(),
            "https://puzz.link/p?skyscrapers/4/4/k13h4j3g"
        );
    }
    assert_eq!(Skyscrapers::NAME, "skyscrapers");
    pzprjs::assert_solved_board_round_trips(BOARDS, |f| f.replace('\n', "/"));
}

#[test]
fn foreign_boards_are_refused() {
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert!(error("https://puzz.link/p?skyscrapers/3/2/").contains("a Skyscrapers grid is square"));
    assert!(error("https://puzz.link/p?skyscrapers/2/2/.").contains("an unknown number `.`"));
    assert!(error("https://puzz.link/p?skyscrapers/2/2/3").contains("the number 3 is outside 1..2"));
    let file = "pzprv3/skyscrapers/2/2/1 . . . /. . . . /. . . . /. . . . /".replace('/', "\n");
    let error = parse_pzprv3("f", &file).unwrap_err().to_string();
    assert_eq!(
        error,
        "f:5:1: a corner holds no clue; expected `.`, found `1`"
    );
}
