//! The independent Kurodoko checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes; numbers, the unknown number and both file forms
//! read back, and bad input is located.

use crate::pzprjs;
use puzzle_ir::apart::Broken;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::kurodoko::{check, check::Violation, Kurodoko, KurodokoAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Kurodoko, KurodokoAnswer)> {
    let text = include_str!("kurodoko_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Kurodoko(puzzle) = puzzle else {
            panic!("{reason}: not a Kurodoko")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Kurodoko(answer)) => answer,
            SavedAnswer::None => {
                KurodokoAnswer::new(&puzzle, &vec![false; puzzle.rows() * puzzle.cols()])
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
        Violation::WrongView { .. } => "nmSumViewNe",
        Violation::WrongSize { .. } | Violation::NumberChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &Kurodoko, answer: &KurodokoAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 5, verdict);
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("csAdjacent"), "shaded cells (4, 3) and (5, 3) touch");
    assert_eq!(
        first("cuDivideRB"),
        "the unshaded cells form 2 separate areas, not one"
    );
    assert_eq!(
        first("nmSumViewNe"),
        "the number 7 at (1, 4) sees 8 cells, itself included"
    );
}

#[test]
fn a_shaded_number_is_caught() {
    let puzzle = Kurodoko::parse("p", "kind: kurodoko\ngrid:\n2 .\n. .\n").unwrap();
    let answer = KurodokoAnswer::parse_text(&puzzle, "a", "# .\n. .\n").unwrap();
    let message = check(&puzzle, &answer).unwrap_err().to_string();
    assert_eq!(message, "cell (1, 1) holds the number 2 but is shaded");
}

#[test]
fn unknown_numbers_stay_unshaded_and_count_nothing() {
    let text = "kind: kurodoko\ngrid:\n? . 3\n. . 17\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    assert_eq!(puzzle.to_native(&[]), text);
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?kurodoko/3/2/.g3h-11");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let file = to_pzprv3(&puzzle, None).unwrap();
    assert!(file.contains("- . 3 \n. . 17 \n"), "{file}");
    assert_eq!(parse_pzprv3("f", &file).unwrap().puzzle, puzzle);
    let answer = puzzle.parse_answer("a", "? # 3\n. . 17\n").unwrap();
    let message = puzzle.check(&answer).unwrap_err().to_string();
    assert_eq!(
        message,
        "the number 3 at (1, 3) sees 2 cells, itself included"
    );
}

#[test]
fn pzprv3_files_hold_the_shading_and_answers_read_back() {
    for (_, puzzle, answer) in pzprjs_boards() {
        assert_eq!(
            KurodokoAnswer::parse_text(&puzzle, "a", &answer.to_text()).unwrap(),
            answer
        );
        assert_eq!(
            KurodokoAnswer::from_json_grid(&puzzle, "a", &answer.grid()).unwrap(),
            answer
        );
    }
    let (_, puzzle, answer) = pzprjs_boards().pop().unwrap();
    let (puzzle, answer) = (Puzzle::Kurodoko(puzzle), Answer::Kurodoko(answer));
    let file = to_pzprv3(&puzzle, Some(&answer)).unwrap();
    assert!(file.ends_with("# + + + # \n"), "{file}");
    assert_eq!(
        parse_pzprv3("f", &file).unwrap().answer,
        SavedAnswer::Complete(answer)
    );
    let error = |file: &str| parse_pzprv3("f", file).unwrap_err().to_string();
    assert!(error("pzprv3/kurodoko/1/2/1 x /")
        .contains("expected a number 1-255, `-` (unknown) or `.` (none), found `x`"));
    assert!(error("pzprv3/kurodoko/1/2/1 . /# x /").contains("found `x`"));
}

#[test]
fn bad_puzzles_are_located() {
    let error = |text: &str| Kurodoko::parse("p.txt", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: kurodoko\ngrid:\n1 2\n2 0\n"),
        "p.txt:4:3: bad cell `0`; expected `.` (no number), `?` (unknown) or a number 1..255"
    );
    let url_error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert!(url_error("https://puzz.link/p?kurodoko/2/1/1!").contains("u:1:35"));
}

#[test]
fn random_puzzles_keep_the_rules() {
    use rand::SeedableRng;
    for seed in 0..30 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let (rows, cols) = (2 + seed as usize % 5, 1 + seed as usize % 7);
        let (puzzle, answer) = puzzle_ir::kurodoko::generate::random_puzzle(rows, cols, &mut rng);
        assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
        let every = puzzle_ir::kurodoko::generate::every_number(&puzzle, &answer);
        let answer = KurodokoAnswer::new(&every, answer.cells());
        assert_eq!(check(&every, &answer), Ok(()), "seed {seed}");
    }
}
