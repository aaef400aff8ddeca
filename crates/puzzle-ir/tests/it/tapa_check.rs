//! The independent Tapa checker: pzprjs's failing boards each fail for pzprjs's reason,
//! its solved board passes; clues of every shape and `?` read back in every form, and
//! bad input is located.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::tapa::{check, check::Violation, Tapa, TapaAnswer};
use puzzle_ir::{Answer, Puzzle};

const BOARDS: &str = include_str!("tapa_pzprjs_boards.txt");

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Tapa, TapaAnswer)> {
    pzprjs::read(BOARDS, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Tapa(puzzle) = puzzle else {
            panic!("{reason}: not a Tapa")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Tapa(answer)) => answer,
            SavedAnswer::None => {
                let (rows, cols) = (puzzle.rows(), puzzle.cols());
                TapaAnswer::new(rows, cols, vec![false; rows * cols])
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
        Violation::Block { .. } => "cs2x2",
        Violation::WrongRuns { .. } => "ceTapaNe",
        Violation::ShadedDivided { .. } => "csDivide",
        Violation::WrongSize { .. } | Violation::ClueShaded { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict =
        |puzzle: &Tapa, answer: &TapaAnswer| check(puzzle, answer).map_err(|v| pzprjs_reason(&v));
    pzprjs::assert_verdicts(&pzprjs_boards(), 6, verdict);
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("brNoShade"), "no cell is shaded");
    assert_eq!(
        first("cs2x2"),
        "the 2x2 block at (2, 1) to (3, 2) is all shaded"
    );
    assert_eq!(
        first("ceTapaNe"),
        "the clue 5 at (2, 5) has runs of shaded neighbours none"
    );
    assert_eq!(
        first("csDivide"),
        "the shaded cells form 2 separate areas, not one"
    );
}

#[test]
fn a_shaded_clue_and_a_ring_round_the_corner_are_judged() {
    let puzzle = Tapa::parse("p", "kind: tapa\ngrid:\n. . .\n. ?,? .\n. . .\n").unwrap();
    let answer = |text: &str| TapaAnswer::parse_text(&puzzle, "a", text).unwrap();
    let message = check(&puzzle, &answer("...\n.#.\n...\n"))
        .unwrap_err()
        .to_string();
    assert_eq!(message, "the clue cell (2, 2) is shaded");
    // One run passes the upper left corner: a single run, not the two `?,?` asks.
    let message = check(&puzzle, &answer("##.\n#..\n#..\n"))
        .unwrap_err()
        .to_string();
    assert_eq!(
        message,
        "the clue ?,? at (2, 2) has runs of shaded neighbours 4"
    );
    assert_eq!(
        check(&puzzle, &answer("###\n..#\n..#\n")),
        Err(Violation::WrongRuns {
            row: 2,
            col: 2,
            clue: puzzle.clue(1, 1).unwrap().clone(),
            runs: vec![5],
        })
    );
}

#[test]
fn clues_of_every_shape_read_and_write_in_every_form() {
    let text = "kind: tapa\ngrid:\n0 8 ? 1,1,1,1 5,1\n?,? 3,?,1 1,?,1,? ?,?,?,? .\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), text);
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?tapa/5/2/08.9ava0cdd2csg");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert!(
        file.contains("0 8 - 1,1,1,1 5,1 \n-,- 3,-,1 1,-,1,- -,-,-,- . \n"),
        "{file}"
    );
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
    assert_eq!(puzzle.clues().len(), 9);
}

#[test]
fn the_solved_board_round_trips_and_answers_read_back() {
    for (_, puzzle, answer) in pzprjs_boards() {
        let (puzzle, answer) = (Puzzle::Tapa(puzzle), Answer::Tapa(answer));
        pzprjs::assert_answer_reads_back(&puzzle, &answer);
    }
    let unmarked = |file: &str| file.replace('\n', "/").replace('+', ".");
    pzprjs::assert_solved_board_round_trips(BOARDS, unmarked);
    let error = |file: &str| parse_pzprv3("f", file).unwrap_err().to_string();
    assert!(error("pzprv3/tapa/1/2/1 x /").contains("found `x`"));
    assert!(error("pzprv3/tapa/1/2/1 5,3 /").contains("found `5,3`"));
}

#[test]
fn bad_puzzles_are_located() {
    let error = |text: &str| Tapa::parse("p.txt", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: tapa\ngrid:\n1 2\n2 9\n"),
        "p.txt:4:3: bad cell `9`; expected `.` or a clue such as `3`, `1,2` or `?,1`"
    );
    assert_eq!(
        error("kind: tapa\ngrid:\n1 4,4\n"),
        "p.txt:3:3: bad clue `4,4`: the runs of 4,4 do not fit around a cell"
    );
    let url_error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert!(url_error("https://puzz.link/p?tapa/2/1/1!").contains("u:1:31"));
    assert!(url_error("https://puzz.link/p?tapa/2/1/1az").contains("do not fit"));
    assert!(url_error("https://puzz.link/p?tapa/2/1/1z9").contains("u:1:31"));
}

#[test]
fn random_puzzles_keep_the_rules() {
    use puzzle_ir::tapa::generate::{every_clue, random_puzzle};
    use rand::SeedableRng;
    for seed in 0..30 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let (rows, cols) = (2 + seed as usize % 5, 2 + seed as usize % 7);
        let (puzzle, answer) = random_puzzle(rows, cols, &mut rng);
        assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
        assert_eq!(check(&every_clue(&answer), &answer), Ok(()), "seed {seed}");
    }
}
