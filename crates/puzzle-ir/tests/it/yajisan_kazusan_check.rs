//! The independent Yajisan-Kazusan checker: pzprjs's failing boards each fail for
//! pzprjs's reason, its solved board passes; puzzles, URLs and pzprv3 files read back
//! with every clue type, and their errors are located.

use crate::pzprjs;
use puzzle_ir::apart::Broken;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::yajisan_kazusan::check::Violation;
use puzzle_ir::yajisan_kazusan::{check, YajisanKazusan, YajisanKazusanAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, YajisanKazusan, YajisanKazusanAnswer)> {
    let text = include_str!("yajisan_kazusan_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::YajisanKazusan(puzzle) = puzzle else {
            panic!("{reason}: not a Yajisan-Kazusan")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::YajisanKazusan(answer)) => answer,
            SavedAnswer::None => {
                let (rows, cols) = (puzzle.grid().rows, puzzle.grid().cols);
                YajisanKazusanAnswer::new(rows, cols, vec![false; rows * cols])
            }
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Shading(Broken::NothingShaded) => "brNoShade",
        Violation::Shading(Broken::ShadedTouch { .. }) => "csAdjacent",
        Violation::Shading(Broken::UnshadedDivided { .. }) => "cuDivideRB",
        Violation::WrongCount { .. } => "anShadeNe",
        Violation::WrongSize { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &YajisanKazusan, answer: &YajisanKazusanAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 5, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("csAdjacent"), "shaded cells (2, 1) and (3, 1) touch");
    assert_eq!(
        first("cuDivideRB"),
        "the unshaded cells form 2 separate areas, not one"
    );
    assert_eq!(
        first("anShadeNe"),
        "the arrow up 2 at (5, 2) sees 1 shaded cell"
    );
}

#[test]
fn a_shaded_arrow_counts_nothing_and_unnumbered_clues_state_nothing() {
    let text = "kind: yajisan-kazusan\ngrid:\n>2 ? . 5\n";
    let puzzle = YajisanKazusan::parse("p", text).unwrap();
    let verdict = |text: &str| {
        check(
            &puzzle,
            &YajisanKazusanAnswer::parse_text(&puzzle, "a", text).unwrap(),
        )
    };
    assert_eq!(verdict("#...\n"), Ok(()));
    assert_eq!(
        verdict(".#..\n"),
        Err(Violation::Shading(Broken::UnshadedDivided { areas: 2 }))
    );
    let wrong = Violation::WrongCount {
        cell: (1, 1),
        arrow: puzzle_ir::arrow::Arrow::Right,
        number: 2,
        shaded: 1,
    };
    assert_eq!(verdict("...#\n"), Err(wrong));
}

#[test]
fn every_clue_type_reads_back_from_native_text_urls_and_pzprv3() {
    let text = "kind: yajisan-kazusan\ngrid:\n>2 . . ^? 4\n. v26 <999 ? 0\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), text);
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?yajikazu/5/2/42b1.04a71a-33e70.00");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert!(
        file.contains("4,2 . . 1,- 0,4 \n. 2,26 3,999 0,- 0,0 \n"),
        "{file}"
    );
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
}

#[test]
fn the_solved_board_reads_back_through_pzprv3_text_and_json() {
    let unmarked = |file: &str| file.replace('/', "\n").replace("+ ", ". ");
    pzprjs::assert_solved_board_round_trips(
        include_str!("yajisan_kazusan_pzprjs_boards.txt"),
        unmarked,
    );
}

#[test]
fn bad_puzzles_urls_and_files_are_located() {
    let bad_puzzles = [
        (">1 x\n", "p.txt:3:4: bad cell `x`; expected `.`, a number or `?`, after an arrow `^`, `v`, `<` or `>` or alone"),
        (">1 .\n.\n", "p.txt:4:2: row has 1 cell; expected 2 like the first row (line 3)"),
        ("^4096\n", "p.txt:3:1: number 4096 is above 4095"),
    ];
    for (grid, message) in bad_puzzles {
        let text = format!("kind: yajisan-kazusan\ngrid:\n{grid}");
        let error = YajisanKazusan::parse("p.txt", &text).unwrap_err();
        assert_eq!(error.to_string(), message);
    }
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert_eq!(
        error("https://puzz.link/p?yajikazu/2/1/+a"),
        "u:1:34: unknown character `+` (expected 0-9 or `-` for an arrow and a number, a-z for cells without one)"
    );
    assert_eq!(
        error("https://puzz.link/p?yajikazu/2/1/b00"),
        "u:1:35: data after the last cell"
    );
    let file = parse_pzprv3("f", "pzprv3/yajikazu/1/2/4,1 # /");
    let message = "expected `.` or an arrow 0-4, a comma and a number or `-`, found `#`";
    assert!(file.unwrap_err().to_string().contains(message));
}
