//! The independent Slant checker: pzprjs's failing boards each fail for pzprjs's reason,
//! its solved board passes; answers and puzzles read back and their errors are located.
//!
//! pzprjs leaves cells of its failing boards empty, and our answers fill every cell. The
//! loop board keeps its loop whatever fills its empty cells: it is completed with `/`.
//! The other two stay incomplete (as `check` refuses them): pzprjs fails one for its
//! empty cells, the other for numbers its partial diagonals do not reach, which a
//! completed board could meet or break by a loop first; a wrong number is tested on the
//! solved board with one number changed.

use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, parse_url, to_pzprv3, to_url, SavedAnswer};
use puzzle_ir::slant::{check, check::Violation, Diagonal, Slant, SlantAnswer};
use puzzle_ir::{Answer, Puzzle};

/// An answer, or pzprjs's reason for a board left incomplete.
type Judged = Result<SlantAnswer, &'static str>;

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Slant, Judged)> {
    let text = include_str!("slant_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, saved| {
        let Puzzle::Slant(puzzle) = puzzle else {
            panic!("{reason}: not a Slant")
        };
        let answer = match saved {
            SavedAnswer::Complete(Answer::Slant(answer)) => Ok(answer),
            SavedAnswer::Partial { .. } if reason == "slLoop" => Ok(completed(reason, &puzzle)),
            SavedAnswer::Partial { .. } if reason == "crConnSlNe" => Err("crConnSlNe"),
            SavedAnswer::Partial { .. } => Err("ceNoSlash"),
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

/// The board of `reason` with `/` in each cell that pzprjs's file leaves empty.
fn completed(reason: &str, puzzle: &Slant) -> SlantAnswer {
    let text = include_str!("slant_pzprjs_boards.txt");
    let line = text.lines().find(|l| l.starts_with(reason)).unwrap();
    let tokens: Vec<&str> = line
        .split('/')
        .skip(4 + puzzle.rows() + 1)
        .take(puzzle.rows())
        .collect();
    let diagonals = tokens
        .iter()
        .flat_map(|row| row.split_whitespace())
        .map(|t| {
            if t == "1" {
                Diagonal::Backslash
            } else {
                Diagonal::Slash
            }
        })
        .collect();
    SlantAnswer::new(puzzle.rows(), puzzle.cols(), diagonals)
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Loop { .. } => "slLoop",
        Violation::WrongCount { .. } => "crConnSlNe",
        Violation::WrongSize { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &Slant, answer: &Judged| match answer {
        Ok(answer) => check(puzzle, answer).map_err(|v| pzprjs_reason(&v)),
        Err(reason) => Err(*reason),
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 4, verdict);
}

#[test]
fn violations_say_where() {
    let boards: Vec<_> = (pzprjs_boards().into_iter())
        .filter_map(|(reason, puzzle, answer)| Some((reason, puzzle, answer.ok()?)))
        .collect();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(
        first("slLoop"),
        "the diagonals form a closed loop through cell (3, 2)"
    );
    let (_, solved, answer) = boards.iter().find(|b| b.0 == "ok").unwrap();
    let text = solved.to_native(&[]).replacen("2...2", "3...2", 1);
    let changed = Slant::parse("p", &text).unwrap();
    assert_eq!(
        check(&changed, answer).unwrap_err().to_string(),
        "the point (3, 1) shows 3 but 2 diagonals touch it"
    );
}

#[test]
fn answers_read_back_as_written_in_text_json_and_pzprv3() {
    let boards = pzprjs_boards();
    let (_, puzzle, answer) = boards.iter().find(|b| b.0 == "ok").unwrap();
    let answer = answer.as_ref().unwrap();
    assert_eq!(answer.to_text(), "\\/\\/\n/\\\\\\\n\\\\//\n///\\\n");
    let text = SlantAnswer::parse_text(puzzle, "a", &answer.to_text()).unwrap();
    let json = SlantAnswer::from_json_grid(puzzle, "a", &answer.grid()).unwrap();
    assert_eq!((&text, &json), (answer, answer));
    let whole = Puzzle::Slant(puzzle.clone());
    let file = to_pzprv3(&whole, Some(&Answer::Slant(answer.clone()))).unwrap();
    let saved = parse_pzprv3("f", &file).unwrap();
    assert_eq!(saved.puzzle, whole);
    assert_eq!(
        saved.answer,
        SavedAnswer::Complete(Answer::Slant(answer.clone()))
    );
}

#[test]
fn pzprjs_example_url_reads_and_writes_back() {
    let url = "https://puzz.link/p?gokigen/4/4/iaegcgcj6a";
    let puzzle = parse_url("u", 1, url).unwrap();
    let boards = pzprjs_boards();
    assert_eq!(puzzle, Puzzle::Slant(boards[0].1.clone()));
    assert_eq!(to_url(&puzzle).unwrap(), url);
    let unknown = parse_url("u", 1, "https://puzz.link/p?gokigen/1/1/.i").unwrap();
    assert_eq!(unknown.to_native(&[]), "kind: slant\ngrid:\n?.\n..\n");
    let old = parse_url("u", 1, "https://puzz.link/p?gokigen/d/1/1/0..4").unwrap();
    assert_eq!(old.to_native(&[]), "kind: slant\ngrid:\n0.\n.4\n");
}

#[test]
fn bad_input_is_located() {
    let error = |text: &str| Slant::parse("p", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: slant\ngrid:\n1.\n.5\n"),
        "p:4:2: bad point `5`; expected `.`, `?` or a number 0..4"
    );
    assert_eq!(
        error("kind: slant\ngrid:\n1.\n"),
        "p:2: the grid needs at least two rows of two points (one cell)"
    );
    let url = "https://puzz.link/p?gokigen/1/1/!";
    let error = parse_url("u", 1, url).unwrap_err().to_string();
    assert!(error.contains("unknown character `!`"), "{error}");
}
