//! The independent Nurikabe checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes; answers and puzzles read back and their errors are
//! located.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::nurikabe::{check, check::Violation, Nurikabe, NurikabeAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Nurikabe, NurikabeAnswer)> {
    let text = include_str!("nurikabe_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Nurikabe(puzzle) = puzzle else {
            panic!("{reason}: not a Nurikabe")
        };
        let SavedAnswer::Complete(Answer::Nurikabe(answer)) = answer else {
            panic!("{reason}: answer {:?}", answer)
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Block { .. } => "cs2x2",
        Violation::NoNumber { .. } => "bkNoNum",
        Violation::WallDivided { .. } => "csDivide",
        Violation::SeveralNumbers { .. } => "bkNumGe2",
        Violation::IslandSize { .. } => "bkSizeNe",
        Violation::WrongSize { .. } | Violation::NumberChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &Nurikabe, answer: &NurikabeAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 6, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("cs2x2"),
        "the 2x2 block at (3, 1) to (4, 2) is all shaded"
    );
    assert_eq!(first("bkNoNum"), "the island at (1, 5) holds no number");
    assert_eq!(
        first("csDivide"),
        "the shaded cells form 3 separate areas, not one"
    );
    assert_eq!(
        first("bkNumGe2"),
        "the island at (1, 1) holds 3 numbers, not one"
    );
    assert_eq!(
        first("bkSizeNe"),
        "the island at (1, 1) has 6 cells but its number is 5"
    );
}

#[test]
fn a_shaded_number_is_caught() {
    let puzzle = Nurikabe::parse("p", "kind: nurikabe\ngrid:\n2 . .\n. . 1\n").unwrap();
    let answer = NurikabeAnswer::parse_text(&puzzle, "a", "# . #\n# # 1\n").unwrap();
    let violation = check(&puzzle, &answer).unwrap_err();
    assert_eq!(
        violation.to_string(),
        "cell (1, 1) holds the number 2 but is shaded"
    );
}

#[test]
fn answers_read_back_as_written_in_text_and_json() {
    for (_, puzzle, answer) in pzprjs_boards() {
        let text = answer.to_text();
        assert_eq!(
            NurikabeAnswer::parse_text(&puzzle, "a", &text).unwrap(),
            answer
        );
        let grid = answer.grid();
        assert_eq!(
            NurikabeAnswer::from_json_grid(&puzzle, "a", &grid).unwrap(),
            answer
        );
    }
}

#[test]
fn bad_puzzles_are_located() {
    let error = |text: &str| Nurikabe::parse("p.txt", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: nurikabe\ngrid:\n1 .\n. x\n"),
        "p.txt:4:3: bad cell `x`; expected `.` (no number), `?` (unknown) or a number 1..999"
    );
    assert_eq!(
        error("kind: nurikabe\ngrid:\n1 . .\n. .\n"),
        "p.txt:4:4: row has 2 cells; expected 3 like the first row (line 3)"
    );
}

#[test]
fn urls_hold_numbers_as_pzprjs_writes_them() {
    let text = "kind: nurikabe\ngrid:\n1 . 15\n16 ? 999\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?nurikabe/3/2/1gf-10.+3e7");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert!(error("https://puzz.link/p?nurikabe/2/1/1!").contains("u:1:35: unknown character `!`"));
    assert_eq!(
        error("https://puzz.link/p?nurikabe/2/1/10"),
        "u:1:35: the number 0 is outside 1..999"
    );
    assert_eq!(
        error("https://puzz.link/p?nurikabe/2/1/1+3e8"),
        "u:1:35: the number 1000 is outside 1..999"
    );
    assert_eq!(
        error("https://puzz.link/p?nurikabe/2/1/1-f"),
        "u:1:37: the escape `-` needs 2 hex digits, found the end"
    );
}

#[test]
fn pzprv3_files_hold_the_wall_with_the_numbers() {
    let (_, puzzle, answer) = pzprjs_boards().pop().unwrap();
    let puzzle = Puzzle::Nurikabe(puzzle);
    let answer = Answer::Nurikabe(answer);
    let file = to_pzprv3(&puzzle, Some(&answer)).unwrap();
    assert!(
        file.ends_with("+ 5 # # # \n+ # 2 + # \n+ # # # # \n+ # 1 # + \n# # # 3 + \n"),
        "{file}"
    );
    let saved = parse_pzprv3("f", &file).unwrap();
    assert_eq!(saved.answer, SavedAnswer::Complete(answer));
}

#[test]
fn random_puzzles_keep_the_rules() {
    use rand::SeedableRng;
    for seed in 0..30 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let (rows, cols) = (1 + seed as usize % 5, 1 + seed as usize % 7);
        let (puzzle, answer) =
            puzzle_ir::nurikabe::generate::random_puzzle(rows, cols, &mut rng).unwrap();
        assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
    }
}

#[test]
fn an_unknown_number_is_one_island_of_any_size() {
    let puzzle = Nurikabe::parse("p", "kind: nurikabe\ngrid:\n? . .\n. . 1\n").unwrap();
    assert_eq!(
        puzzle.to_native(&[]),
        "kind: nurikabe\ngrid:\n? . .\n. . 1\n"
    );
    let judge = |text: &str| {
        let answer = NurikabeAnswer::parse_text(&puzzle, "a", text).unwrap();
        check(&puzzle, &answer).map_err(|v| v.to_string())
    };
    assert_eq!(judge("? # #\n. # 1\n"), Ok(()));
    assert_eq!(
        judge("? . #\n# # 1\n").unwrap_err(),
        "the shaded cells form 2 separate areas, not one"
    );
    assert_eq!(
        judge("? . .\n. # 1\n").unwrap_err(),
        "the island at (1, 1) holds 2 numbers, not one"
    );
    assert_eq!(
        judge("2 # #\n. # 1\n").unwrap_err(),
        "cell (1, 1) shows the number 2 but the puzzle has the number ?"
    );
}

#[test]
fn pzprv3_files_write_the_unknown_number_as_a_dash() {
    let puzzle = Nurikabe::parse("p", "kind: nurikabe\ngrid:\n? . .\n. . 300\n").unwrap();
    let answer = NurikabeAnswer::parse_text(&puzzle, "a", "? # #\n. # 300\n").unwrap();
    let (puzzle, answer) = (Puzzle::Nurikabe(puzzle), Answer::Nurikabe(answer));
    let file = to_pzprv3(&puzzle, Some(&answer)).unwrap();
    assert!(file.ends_with("- # # \n+ # 300 \n"), "{file}");
    let saved = parse_pzprv3("f", &file).unwrap();
    assert_eq!(
        (saved.puzzle, saved.answer),
        (puzzle, SavedAnswer::Complete(answer))
    );
}
