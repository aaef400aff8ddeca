//! The independent Cave checker: pzprjs's failing boards each fail for pzprjs's reason,
//! its solved board passes and round-trips; the alias `bag`, the unknown number and bad
//! input; random puzzles keep the rules.

use crate::pzprjs;
use puzzle_ir::apart::Broken;
use puzzle_ir::cave::{check, check::Violation, generate, Cave, CaveAnswer};
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_url, SavedAnswer};
use puzzle_ir::{Answer, Puzzle};

const BOARDS: &str = include_str!("cave_pzprjs_boards.txt");

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Cave, CaveAnswer)> {
    pzprjs::read(BOARDS, str::to_owned, |reason, puzzle, answer| {
        match (puzzle, answer) {
            (Puzzle::Cave(puzzle), SavedAnswer::Complete(Answer::Cave(answer))) => (puzzle, answer),
            other => panic!("{reason}: not a shaded Cave: {other:?}"),
        }
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Shading(Broken::NothingShaded) => "brNoShade",
        Violation::Shading(_) => "cuDivide",
        Violation::Enclosed { .. } => "csConnOut",
        Violation::WrongView(_) => "nmSumViewNe",
        Violation::WrongSize(_) | Violation::NumberChanged(_) => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict =
        |puzzle: &Cave, answer: &CaveAnswer| check(puzzle, answer).map_err(|v| pzprjs_reason(&v));
    let boards = pzprjs_boards();
    pzprjs::assert_verdicts(&boards, 6, verdict);
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("cuDivide"),
        "the unshaded cells form 2 separate areas, not one"
    );
    assert_eq!(
        first("csConnOut"),
        "the shaded cell (2, 3) does not reach the border through shaded cells"
    );
    assert_eq!(
        first("nmSumViewNe"),
        "the number 3 at (1, 2) sees 4 cells, itself included"
    );
    pzprjs::assert_solved_board_round_trips(BOARDS, |file| {
        file.replace('+', ".").replace('\n', "/")
    });
}

#[test]
fn nothing_shaded_and_a_shaded_number_are_caught() {
    let puzzle = Cave::parse("p", "kind: cave\ngrid:\n2 .\n. .\n").unwrap();
    let verdict = |text| {
        check(
            &puzzle,
            &CaveAnswer::parse_text(&puzzle, "a", text).unwrap(),
        )
    };
    assert_eq!(
        verdict("2 .\n. .\n"),
        Err(Violation::Shading(Broken::NothingShaded))
    );
    assert_eq!(
        verdict("# .\n. .\n").unwrap_err().to_string(),
        "cell (1, 1) holds the number 2 but is shaded"
    );
    assert_eq!(verdict("2 .\n# .\n"), Ok(()));
}

#[test]
fn bag_urls_unknown_numbers_and_bad_input() {
    let text = "kind: cave\ngrid:\n? . 3\n. . 17\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), text);
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?cave/3/2/.g3h-11");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let bag = "https://puzz.link/p?bag/3/2/.g3h-11";
    assert_eq!(parse_url("u", 1, bag).unwrap(), puzzle);
    let answer = puzzle.parse_answer("a", "? # 3\n. . 17\n").unwrap();
    assert_eq!(
        puzzle.check(&answer).unwrap_err().to_string(),
        "the number 3 at (1, 3) sees 2 cells, itself included"
    );
    let error = Cave::parse("p.txt", "kind: cave\ngrid:\n1 2\n2 0\n").unwrap_err();
    assert_eq!(
        error.to_string(),
        "p.txt:4:3: bad cell `0`; expected `.` (no number), `?` (unknown) or a number 1..255"
    );
    let file_error = parse_pzprv3("f", "pzprv3/cave/1/2/1 x /").unwrap_err();
    assert!(file_error.to_string().contains("found `x`"), "{file_error}");
}

#[test]
fn random_puzzles_keep_the_rules() {
    use rand::SeedableRng;
    for seed in 0..30 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let (rows, cols) = (2 + seed as usize % 5, 1 + seed as usize % 7);
        let (puzzle, answer) = generate::random_puzzle(rows, cols, &mut rng);
        assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
    }
}
