//! The independent Hitori checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes; answers and puzzles read back and their errors are
//! located.

use crate::pzprjs;
use puzzle_ir::apart::Broken;
use puzzle_ir::hitori::{check, check::Violation, Hitori, HitoriAnswer};
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::shaded::NumberChanged;
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Hitori, HitoriAnswer)> {
    let text = include_str!("hitori_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Hitori(puzzle) = puzzle else {
            panic!("{reason}: not a Hitori")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Hitori(answer)) => answer,
            SavedAnswer::None => {
                HitoriAnswer::new(&puzzle, &vec![false; puzzle.rows() * puzzle.cols()])
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
        Violation::Repeated { .. } => "nmDupRow",
        Violation::WrongSize { .. } | Violation::NumberChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &Hitori, answer: &HitoriAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 5, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("csAdjacent"), "shaded cells (1, 1) and (2, 1) touch");
    assert_eq!(
        first("cuDivideRB"),
        "the unshaded cells form 3 separate areas, not one"
    );
    assert_eq!(
        first("nmDupRow"),
        "the number 1 is unshaded twice in one line, at (1, 2) and (1, 3)"
    );
}

#[test]
fn a_number_written_differently_is_caught() {
    let puzzle = Hitori::parse("p", "kind: hitori\ngrid:\n1 1\n2 1\n").unwrap();
    let answer = HitoriAnswer::parse_text(&puzzle, "a", "1 #\n3 1\n").unwrap();
    assert_eq!(
        check(&puzzle, &answer),
        Err(Violation::NumberChanged(NumberChanged {
            row: 2,
            col: 1,
            expected: Some(2),
            got: Some(3),
            shaded: false
        }))
    );
}

#[test]
fn answers_read_back_as_written_in_text_and_json() {
    for (_, puzzle, answer) in pzprjs_boards() {
        let text = answer.to_text();
        assert_eq!(
            HitoriAnswer::parse_text(&puzzle, "a", &text).unwrap(),
            answer
        );
        let grid = answer.grid();
        assert_eq!(
            HitoriAnswer::from_json_grid(&puzzle, "a", &grid).unwrap(),
            answer
        );
    }
}

#[test]
fn bad_answers_are_located() {
    let puzzle = Hitori::parse("p", "kind: hitori\ngrid:\n1 1\n2 1\n").unwrap();
    let error = |text: &str| {
        HitoriAnswer::parse_text(&puzzle, "a.txt", text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(error("1 #\n"), "a.txt:1: answer has 1 row; expected 2");
    assert_eq!(
        error("1 #\n2 x\n"),
        "a.txt:2:3: bad cell `x`; expected `#` (shaded), `.` or a number"
    );
    assert_eq!(
        error("1 # 1\n2 1\n"),
        "a.txt:1:5: row has 3 cells; expected 2"
    );
}

#[test]
fn bad_puzzles_are_located() {
    let error = |text: &str| Hitori::parse("p.txt", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: hitori\ngrid:\n1 2\n2 0\n"),
        "p.txt:4:3: bad cell `0`; expected `.` (no number), `?` (unknown) or a number 1..255"
    );
    assert_eq!(
        error("kind: hitori\ngrid:\n1 2\n2 256\n"),
        "p.txt:4:3: bad cell `256`; expected `.` (no number), `?` (unknown) or a number 1..255"
    );
    assert_eq!(
        error("kind: hitori\ngrid:\n1 2\n2\n"),
        "p.txt:4:2: row has 1 cell; expected 2 like the first row (line 3)"
    );
    assert!(error("kind: hitori\n").contains("missing `grid:` block"));
}

#[test]
fn urls_write_numbers_as_newer_pzprjs_does_and_read_its_escapes() {
    let text = "kind: hitori\ngrid:\n1 16 35\n36 255 .\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?hitori/3/2/1gz-10-73./");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert_eq!(
        error("https://puzz.link/p?hitori/2/1/1?"),
        "u:1:33: unknown character `?` (expected 1-9 or a-z for a number, `-` and two digits, `%` or `@` for the unknown number, `.` for no number)"
    );
    assert_eq!(
        error("https://puzz.link/p?hitori/2/1/10"),
        "u:1:33: the number 0 is outside 1..255"
    );
    assert_eq!(
        error("https://puzz.link/p?hitori/2/1/1-g"),
        "u:1:33: `-` must be followed by two base-36 digits"
    );
    assert_eq!(
        error("https://puzz.link/p?hitori/2/1/123"),
        "u:1:34: data after the last cell"
    );
}

#[test]
fn the_unknown_number_is_read_written_and_equals_no_other() {
    let text = "kind: hitori\ngrid:\n? ?\n1 ?\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), text);
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?hitori/2/2/%%1%/");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let newer = parse_url("u", 1, "https://puzz.link/p?hitori/2/2/@@1@").unwrap();
    assert_eq!(newer, puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert!(file.contains("- - \n1 - \n"), "{file}");
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
    // Two unknown numbers unshaded in one row are no repeat.
    let answer = puzzle.parse_answer("a", "? ?\n1 #\n").unwrap();
    assert_eq!(puzzle.check(&answer), Ok(()));
}

#[test]
fn pzprv3_files_hold_the_shading() {
    let (_, puzzle, answer) = pzprjs_boards().pop().unwrap();
    let puzzle = Puzzle::Hitori(puzzle);
    let answer = Answer::Hitori(answer);
    let file = to_pzprv3(&puzzle, Some(&answer)).unwrap();
    assert!(
        file.ends_with("# + # + \n+ + + + \n# + # + \n+ + + # \n"),
        "{file}"
    );
    let saved = parse_pzprv3("f", &file).unwrap();
    assert_eq!(saved.answer, SavedAnswer::Complete(answer));
    let bad = "pzprv3/hitori/1/2/1 1 /# x /";
    let error = parse_pzprv3("f", bad).unwrap_err().to_string();
    assert!(
        error.contains("expected `#` (shaded), `+` or `.` (not shaded), found `x`"),
        "{error}"
    );
}

#[test]
fn random_puzzles_keep_the_rules() {
    use rand::SeedableRng;
    for seed in 0..30 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let (rows, cols) = (1 + seed as usize % 5, 1 + seed as usize % 7);
        let (puzzle, answer) = puzzle_ir::hitori::generate::random_puzzle(rows, cols, &mut rng);
        assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
    }
}
