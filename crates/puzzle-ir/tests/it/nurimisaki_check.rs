//! The independent Nurimisaki checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes; numbers, circles without one and both file forms
//! read back, and bad input is located.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::nurimisaki::{check, check::Violation, Nurimisaki, NurimisakiAnswer};
use puzzle_ir::{Answer, Clue, Puzzle};

const BOARDS: &str = include_str!("nurimisaki_pzprjs_boards.txt");

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Nurimisaki, NurimisakiAnswer)> {
    pzprjs::read(BOARDS, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Nurimisaki(puzzle) = puzzle else {
            panic!("{reason}: not a Nurimisaki")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Nurimisaki(answer)) => answer,
            SavedAnswer::None => {
                NurimisakiAnswer::new(&puzzle, &vec![false; puzzle.rows() * puzzle.cols()])
            }
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::NothingShaded => "brNoShade",
        Violation::Block { shaded: true, .. } => "cs2x2",
        Violation::UnshadedDivided { .. } => "cuDivide",
        Violation::WrongView { .. } => "nmSumViewNe",
        Violation::Block { shaded: false, .. } => "cu2x2",
        Violation::CircleNotCape { .. } => "circleNotPromontory",
        Violation::CapeNotCircled { .. } => "nonCirclePromontory",
        Violation::WrongSize { .. } | Violation::NumberChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &Nurimisaki, answer: &NurimisakiAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 8, verdict);
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("brNoShade"), "no cell is shaded");
    assert_eq!(
        first("cs2x2"),
        "the 2x2 block at (1, 3) to (2, 4) is all shaded"
    );
    assert_eq!(
        first("cuDivide"),
        "the unshaded cells form 3 separate areas, not one"
    );
    assert_eq!(
        first("nmSumViewNe"),
        "the number 2 at (3, 4) sees 3 cells, itself included"
    );
    assert_eq!(
        first("cu2x2"),
        "the 2x2 block at (1, 2) to (2, 3) is all unshaded"
    );
    assert_eq!(
        first("circleNotPromontory"),
        "the circle at (1, 2) is not a cape (one unshaded neighbour)"
    );
    assert_eq!(
        first("nonCirclePromontory"),
        "the cape at (1, 5) (one unshaded neighbour) has no circle"
    );
}

#[test]
fn a_shaded_circle_is_caught() {
    let puzzle = Nurimisaki::parse("p", "kind: nurimisaki\ngrid:\n? .\n. .\n").unwrap();
    let answer = NurimisakiAnswer::parse_text(&puzzle, "a", "# .\n. .\n").unwrap();
    let message = check(&puzzle, &answer).unwrap_err().to_string();
    assert_eq!(message, "cell (1, 1) holds the number ? but is shaded");
}

#[test]
fn circles_without_numbers_read_and_write_in_every_form() {
    let text = "kind: nurimisaki\ngrid:\n? . 3\n. . 17\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), text);
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?nurimisaki/3/2/.g3h-11");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert!(file.contains("- . 3 \n. . 17 \n"), "{file}");
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
    let Puzzle::Nurimisaki(nurimisaki) = &puzzle else {
        unreachable!()
    };
    let three = Clue::Number {
        row: 0,
        col: 2,
        value: 3,
    };
    let erased = nurimisaki.number_erased(&three).unwrap();
    assert_eq!(erased.number(0, 2), Some(puzzle_ir::nurimisaki::UNKNOWN));
    assert_eq!(puzzle.clues().len(), 2);
}

#[test]
fn the_solved_board_round_trips_and_answers_read_back() {
    for (_, puzzle, answer) in pzprjs_boards() {
        let (puzzle, answer) = (Puzzle::Nurimisaki(puzzle), Answer::Nurimisaki(answer));
        pzprjs::assert_answer_reads_back(&puzzle, &answer);
    }
    let unmarked = |file: &str| file.replace('\n', "/").replace('+', ".");
    pzprjs::assert_solved_board_round_trips(BOARDS, unmarked);
    let error = |file: &str| parse_pzprv3("f", file).unwrap_err().to_string();
    assert!(error("pzprv3/nurimisaki/1/2/1 x /")
        .contains("expected a number 1-255, `-` (unknown) or `.` (none), found `x`"));
    assert!(error("pzprv3/nurimisaki/1/2/1 . /# x /").contains("found `x`"));
}

#[test]
fn bad_puzzles_are_located() {
    let error = |text: &str| Nurimisaki::parse("p.txt", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: nurimisaki\ngrid:\n1 2\n2 0\n"),
        "p.txt:4:3: bad cell `0`; expected `.` (no number), `?` (unknown) or a number 1..255"
    );
    let url_error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert!(url_error("https://puzz.link/p?nurimisaki/2/1/1!").contains("u:1:37"));
}

#[test]
fn random_puzzles_keep_the_rules() {
    use puzzle_ir::nurimisaki::generate::{every_number, random_puzzle};
    use rand::SeedableRng;
    for seed in 0..30 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let (rows, cols) = (2 + seed as usize % 5, 2 + seed as usize % 7);
        let (puzzle, answer) = random_puzzle(rows, cols, &mut rng).unwrap();
        assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
        let every = every_number(&puzzle, &answer);
        let answer = NurimisakiAnswer::new(&every, answer.cells());
        assert_eq!(check(&every, &answer), Ok(()), "seed {seed}");
    }
}
