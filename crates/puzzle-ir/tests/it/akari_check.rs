//! The independent Akari checker: pzprjs's failing boards each fail for pzprjs's reason,
//! its solved board passes; answers, puzzles, URLs and pzprv3 files read back and their
//! errors are located.

use crate::pzprjs;
use puzzle_ir::akari::{check, check::Violation, Akari, AkariAnswer};
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Akari, AkariAnswer)> {
    let text = include_str!("akari_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Akari(puzzle) = puzzle else {
            panic!("{reason}: not an Akari")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Akari(answer)) => answer,
            SavedAnswer::None => {
                AkariAnswer::with_lights(&puzzle, &vec![false; puzzle.cells().len()])
            }
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::LightsSeeEachOther { .. } => "akariDup",
        Violation::WrongCount { .. } => "nmAkariNe",
        Violation::Dark { .. } => "ceDark",
        Violation::WrongSize { .. } | Violation::CellChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict =
        |puzzle: &Akari, answer: &AkariAnswer| check(puzzle, answer).map_err(|v| pzprjs_reason(&v));
    pzprjs::assert_verdicts(&pzprjs_boards(), 5, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("nmAkariNe"), "the 4 at (2, 3) has 0 lights beside it");
    assert_eq!(
        first("akariDup"),
        "the lights at (1, 3) and (1, 6) see each other"
    );
    assert_eq!(first("ceDark"), "the white cell (4, 1) is not lit");
}

#[test]
fn cells_written_differently_are_caught() {
    let puzzle = Akari::parse("p", "kind: akari\ngrid:\n.1\n#.\n").unwrap();
    let verdict = |text: &str| {
        check(
            &puzzle,
            &AkariAnswer::parse_text(&puzzle, "a", text).unwrap(),
        )
    };
    let changed = |cell, expected, got| {
        Err(Violation::CellChanged {
            cell,
            expected,
            got,
        })
    };
    assert_eq!(verdict("o2\n#.\n"), changed((1, 2), '1', '2'));
    assert_eq!(verdict("o1\no.\n"), changed((2, 1), '#', 'o'));
    assert_eq!(verdict("o1\n##\n"), changed((2, 2), '.', '#'));
    assert_eq!(
        verdict("o1\n#o\n"),
        Err(Violation::WrongCount {
            cell: (1, 2),
            number: 1,
            lights: 2
        })
    );
    assert_eq!(verdict("o1\n#.\n"), Err(Violation::Dark { cell: (2, 2) }));
}

#[test]
fn answers_read_back_as_written_in_text_and_json() {
    for (_, puzzle, answer) in pzprjs_boards() {
        pzprjs::assert_answer_reads_back(&Puzzle::Akari(puzzle), &Answer::Akari(answer));
    }
}

#[test]
fn bad_answers_and_puzzles_are_located() {
    let puzzle = Akari::parse("p", "kind: akari\ngrid:\n.1\n#.\n").unwrap();
    let bad_answers = [
        ("o1\n", "a.txt:1: answer has 1 row; expected 2"),
        ("o1\n#x\n", "a.txt:2:2: bad cell `x`; expected `o` (a light), `.` (white), `#` or a number 0..4 (black)"),
        ("o1.\n#.\n", "a.txt:1:3: row has 3 cells; expected 2"),
    ];
    for (text, message) in bad_answers {
        let error = AkariAnswer::parse_text(&puzzle, "a.txt", text).unwrap_err();
        assert_eq!(error.to_string(), message);
    }
    let bad_puzzles = [
        (
            ".1\n#5\n",
            "p.txt:4:2: bad cell `5`; expected `.` (white), `#` (black) or a number 0..4",
        ),
        (
            ".1\n#\n",
            "p.txt:4:2: row has 1 cell; expected 2 like the first row (line 3)",
        ),
        ("", "p.txt:1: missing `grid:` block"),
    ];
    for (grid, message) in bad_puzzles {
        let text = match grid {
            "" => "kind: akari\n".to_owned(),
            rows => format!("kind: akari\ngrid:\n{rows}"),
        };
        assert_eq!(
            Akari::parse("p.txt", &text).unwrap_err().to_string(),
            message
        );
    }
}

#[test]
fn urls_fold_white_cells_into_numbers_and_read_every_name() {
    let text = "kind: akari\ngrid:\n0..#\n1.2.\n...4\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?akari/4/3/a.6che");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    for name in ["lightup", "bijutsukan"] {
        let other = url.replace("akari", name);
        assert_eq!(parse_url("u", 1, &other).unwrap(), puzzle);
    }
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert_eq!(
        error("https://puzz.link/p?akari/2/1/0f"),
        "u:1:32: unknown character `f` (expected 0-9 or a-e for a number, `.` for a black cell, g-z for white cells)"
    );
    assert_eq!(
        error("https://puzz.link/p?akari/2/1/00."),
        "u:1:33: data after the last cell"
    );
}

#[test]
fn pzprv3_files_hold_the_lights() {
    let boards = include_str!("akari_pzprjs_boards.txt");
    let solved = boards
        .lines()
        .last()
        .and_then(|l| l.strip_prefix("ok "))
        .unwrap();
    let saved = parse_pzprv3("f", solved).unwrap();
    let SavedAnswer::Complete(answer) = &saved.answer else {
        panic!("no answer: {:?}", saved.answer)
    };
    // We write `+` on every white cell without a light, pzprjs `+` or `.`.
    let ours = to_pzprv3(&saved.puzzle, Some(answer)).unwrap();
    let unmarked = |file: &str| file.replace('/', "\n").replace("+ ", ". ");
    assert_eq!(unmarked(&ours), unmarked(solved));
    assert_eq!(parse_pzprv3("ours", &ours).unwrap(), saved);
    let ticked = parse_pzprv3("f", "pzprv3/lightup/1/3/# 1 - /. - . /").unwrap();
    assert_eq!(ticked.puzzle.to_native(&[]), "kind: akari\ngrid:\n.1#\n");
    let error = parse_pzprv3("f", "pzprv3/lightup/1/2/1 x /")
        .unwrap_err()
        .to_string();
    let expected =
        "expected a number 0-4, `-` (black), `#` (a light), `+` or `.` (white), found `x`";
    assert!(error.contains(expected), "{error}");
}

#[test]
fn random_puzzles_keep_the_rules() {
    use rand::SeedableRng;
    for seed in 0..30 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let (rows, cols) = (1 + seed as usize % 5, 1 + seed as usize % 7);
        let (puzzle, answer) = puzzle_ir::akari::generate::random_puzzle(rows, cols, &mut rng);
        assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
    }
}
