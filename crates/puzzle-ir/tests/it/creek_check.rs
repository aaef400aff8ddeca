//! The independent Creek checker: pzprjs's failing boards each fail for pzprjs's reason,
//! its solved board passes; puzzles and answers read back, URLs and pzprv3 files carry
//! every number pzprjs can place, and errors are located.

use crate::pzprjs;
use puzzle_ir::creek::{check, check::Violation, Creek, CreekAnswer};
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Creek, CreekAnswer)> {
    let text = include_str!("creek_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Creek(puzzle) = puzzle else {
            panic!("{reason}: not a Creek")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Creek(answer)) => answer,
            SavedAnswer::None => {
                let cells = puzzle.rows() * puzzle.cols();
                CreekAnswer::new(puzzle.rows(), puzzle.cols(), vec![false; cells])
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
        Violation::TooMany(_) => "crShadeGt",
        Violation::UnshadedDivided { .. } => "cuDivide",
        Violation::TooFew(_) => "crShadeLt",
        Violation::WrongSize(_) => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict =
        |puzzle: &Creek, answer: &CreekAnswer| check(puzzle, answer).map_err(|v| pzprjs_reason(&v));
    pzprjs::assert_verdicts(&pzprjs_boards(), 5, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("brNoShade"), "no cell is shaded");
    assert_eq!(
        first("crShadeGt"),
        "the number 0 at point (1, 2) has 2 shaded cells around it"
    );
    assert_eq!(
        first("cuDivide"),
        "the unshaded cells form 2 separate areas, not one"
    );
    assert_eq!(
        first("crShadeLt"),
        "the number 2 at point (2, 5) has 1 shaded cell around it"
    );
}

#[test]
fn a_board_of_another_size_is_caught() {
    let puzzle = Creek::parse("p", "kind: creek\ngrid:\n...\n...\n").unwrap();
    let answer = CreekAnswer::parse_text(&puzzle, "a", "#.\n").unwrap();
    let bigger = Creek::parse("p", "kind: creek\ngrid:\n...\n...\n...\n").unwrap();
    assert!(matches!(
        check(&bigger, &answer),
        Err(Violation::WrongSize(_))
    ));
}

#[test]
fn puzzles_and_answers_read_back_as_written() {
    for (_, puzzle, answer) in pzprjs_boards() {
        let native = puzzle.to_native(&["a comment".into()]);
        assert_eq!(Creek::parse("p", &native).unwrap(), puzzle);
        let text = answer.to_text();
        assert_eq!(
            CreekAnswer::parse_text(&puzzle, "a", &text).unwrap(),
            answer
        );
        let grid = answer.grid();
        assert_eq!(
            CreekAnswer::from_json_grid(&puzzle, "a", &grid).unwrap(),
            answer
        );
    }
}

#[test]
fn bad_puzzles_are_located() {
    let error = |text: &str| Creek::parse("p.txt", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: creek\ngrid:\n..\n.5\n"),
        "p.txt:4:2: bad point `5`; expected `.` (no number), `?` (an unknown number) or a number 0..4"
    );
    assert_eq!(
        error("kind: creek\ngrid:\n...\n..\n"),
        "p.txt:4:3: row has 2 points; expected 3 like the first row (line 3)"
    );
    assert_eq!(
        error("kind: creek\ngrid:\n...\n"),
        "p.txt:2: the grid of points needs at least two rows and two columns (the corners of one cell)"
    );
    assert!(error("kind: creek\n").contains("missing `grid:` block"));
    assert!(error("kind: creek\nrooms:\na\ngrid:\n..\n..\n").contains("unknown block"));
}

#[test]
fn bad_answers_are_located() {
    let puzzle = Creek::parse("p", "kind: creek\ngrid:\n...\n...\n...\n").unwrap();
    let error = |text: &str| {
        CreekAnswer::parse_text(&puzzle, "a.txt", text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(error("#.\n"), "a.txt:1: answer has 1 row; expected 2");
    assert_eq!(
        error("#.\n.x\n"),
        "a.txt:2:2: bad cell `x`; expected `#` (shaded) or `.` (unshaded)"
    );
}

#[test]
fn urls_carry_every_number_and_runs_of_empty_points() {
    let (_, puzzle, _) = pzprjs_boards().pop().unwrap();
    let puzzle = Puzzle::Creek(puzzle);
    let url = "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt";
    assert_eq!(parse_url("u", 1, url).unwrap(), puzzle);
    assert_eq!(to_url(&puzzle).unwrap(), url);
    // Numbers covering one or two empty points after them, an unknown number, and a
    // number at the end covering points past the last.
    let text = "kind: creek\ngrid:\n0.1.?\n...2.\n4....\n";
    let puzzle = Puzzle::parse("p", text.as_bytes()).unwrap();
    let url = to_url(&puzzle).unwrap();
    assert_eq!(url, "https://puzz.link/p?creek/4/2/56.i7eh");
    assert_eq!(parse_url("u", 1, &url).unwrap(), puzzle);
    let error = |url: &str| parse_url("u", 1, url).unwrap_err().to_string();
    assert_eq!(
        error("https://puzz.link/p?creek/1/1/0f"),
        "u:1:32: unknown character `f` (expected 0-4, 5-9 or a-e for a number, `.` for an unknown number, g-z for empty points)"
    );
    assert_eq!(
        error("https://puzz.link/p?creek/1/1/00000"),
        "u:1:35: data after the last cell"
    );
}

#[test]
fn pzprv3_files_hold_unknown_numbers_and_the_shading() {
    let (_, puzzle, answer) = pzprjs_boards().pop().unwrap();
    let puzzle = Puzzle::Creek(puzzle);
    let answer = Answer::Creek(answer);
    let file = to_pzprv3(&puzzle, Some(&answer)).unwrap();
    assert!(
        file.ends_with("# # # + # + \n+ # # # # + \n+ + + + + + \n"),
        "{file}"
    );
    let saved = parse_pzprv3("f", &file).unwrap();
    assert_eq!(saved.answer, SavedAnswer::Complete(answer));
    // pzprjs's input test: `-` is the unknown number.
    let saved = parse_pzprv3(
        "f",
        "pzprv3/creek/1/5/- 0 1 2 3 . /. . . . . . /. . . . . /",
    );
    let puzzle = saved.unwrap().puzzle;
    let Puzzle::Creek(creek) = &puzzle else {
        panic!("not a Creek")
    };
    assert_eq!(creek.to_native(&[]), "kind: creek\ngrid:\n?0123.\n......\n");
    let written = to_pzprv3(&puzzle, None).unwrap();
    assert!(
        written.contains("- 0 1 2 3 . \n. . . . . . \n. . . . . \n"),
        "{written}"
    );
    let error = parse_pzprv3("f", "pzprv3/creek/1/1/5 . /. . /. /")
        .unwrap_err()
        .to_string();
    assert!(
        error.contains(
            "expected `.` (no number), `-` (an unknown number) or a number 0-4, found `5`"
        ),
        "{error}"
    );
}

#[test]
fn random_puzzles_keep_the_rules() {
    use rand::SeedableRng;
    for seed in 0..30 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let (rows, cols) = (1 + seed as usize % 5, 1 + seed as usize % 7);
        let (puzzle, answer) = puzzle_ir::creek::generate::random_puzzle(rows, cols, &mut rng);
        assert_eq!(check(&puzzle, &answer), Ok(()), "seed {seed}");
    }
}
