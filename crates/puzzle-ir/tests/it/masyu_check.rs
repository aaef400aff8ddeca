//! The independent Masyu checker: pzprjs's failing boards each fail for pzprjs's reason,
//! its solved board passes, and the answer drawing reads and writes back.

use crate::lines::line_reason;
use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, SavedAnswer};
use puzzle_ir::masyu::{check, check::Violation, Masyu, MasyuAnswer, Pearl};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Masyu, MasyuAnswer)> {
    let text = include_str!("masyu_pzprjs_boards.txt");
    pzprjs::read(text, str::to_owned, |reason, puzzle, answer| {
        let Puzzle::Masyu(puzzle) = puzzle else {
            panic!("{reason}: not a Masyu")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Masyu(answer)) => answer,
            SavedAnswer::None => no_line(&puzzle),
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

fn no_line(puzzle: &Masyu) -> MasyuAnswer {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    MasyuAnswer::new(
        puzzle,
        vec![false; rows * (cols - 1)],
        vec![false; (rows - 1) * cols],
    )
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Line(fault) => line_reason(fault),
        Violation::WhiteTurns { .. } => "mashuWCurve",
        Violation::BlackStraight { .. } => "mashuBStrig",
        Violation::BlackNeighbourTurns { .. } => "mashuBCvNbr",
        Violation::WhiteNeighboursStraight { .. } => "mashuWStNbr",
        Violation::PearlMissed { .. } => "mashuOnLine",
        Violation::PearlChanged { .. } => "(none of pzprjs's)",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict =
        |puzzle: &Masyu, answer: &MasyuAnswer| check(puzzle, answer).map_err(|v| pzprjs_reason(&v));
    pzprjs::assert_verdicts(&pzprjs_boards(), 11, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("lnBranch"), "the loop branches in cell (3, 3)");
    assert_eq!(
        first("mashuWCurve"),
        "the loop turns on the white pearl in cell (1, 3)"
    );
    assert_eq!(
        first("mashuBStrig"),
        "the loop goes straight through the black pearl in cell (4, 4)"
    );
    assert_eq!(
        first("mashuOnLine"),
        "the loop misses the pearl in cell (2, 5)"
    );
    assert_eq!(
        first("lnPlLoop"),
        "the lines form 2 separate pieces, not one loop"
    );
}

#[test]
fn a_pearl_written_differently_is_caught() {
    let puzzle = Masyu::parse("p", "kind: masyu\ngrid:\n.o.\n...\n").unwrap();
    let answer = MasyuAnswer::parse_text(&puzzle, "a", ".-*-.\n|   |\n.-.-.\n").unwrap();
    assert_eq!(
        check(&puzzle, &answer),
        Err(Violation::PearlChanged {
            row: 1,
            col: 2,
            expected: Some(Pearl::White),
            got: Some(Pearl::Black)
        })
    );
}

#[test]
fn the_drawing_reads_back_as_written_in_text_and_json() {
    for (_, puzzle, answer) in pzprjs_boards() {
        let text = answer.to_text();
        assert_eq!(
            MasyuAnswer::parse_text(&puzzle, "a", &text).unwrap(),
            answer
        );
        let grid = answer.grid();
        assert_eq!(
            MasyuAnswer::from_json_grid(&puzzle, "a", &grid).unwrap(),
            answer
        );
    }
}

#[test]
fn a_blank_line_between_rows_is_part_of_the_drawing() {
    let puzzle = Masyu::parse("p", "kind: masyu\ngrid:\n..\n..\n..\n").unwrap();
    let answer = MasyuAnswer::parse_text(&puzzle, "a", ".-.\n| |\n.-.\n\n. .\n\n").unwrap();
    assert_eq!(check(&puzzle, &answer), Ok(()));
    assert_eq!(answer.to_text(), ".-.\n| |\n.-.\n   \n. .\n");
}

#[test]
fn bad_drawings_are_located() {
    let puzzle = Masyu::parse("p", "kind: masyu\ngrid:\n.o.\n...\n").unwrap();
    let error = |text: &str| {
        MasyuAnswer::parse_text(&puzzle, "a.txt", text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error(".-o-.\n|   |\n"),
        "a.txt:2: answer has 2 lines; expected 3"
    );
    assert_eq!(
        error(".-o-.\n|   |\n.-.-x\n"),
        "a.txt:3:5: bad cell `x`; expected `.`, `o` (white pearl), `*` (black pearl) or `?` (pearl of unknown colour)"
    );
    assert_eq!(
        error(".|o-.\n|   |\n.-.-.\n"),
        "a.txt:1:2: bad link `|`; expected `-` or a space"
    );
    assert_eq!(
        error(".-o-.\n- . |\n.-.-.\n"),
        "a.txt:2:1: bad link `-`; expected `|` or a space"
    );
    assert_eq!(
        error(".-o-.\n|+  |\n.-.-.\n"),
        "a.txt:2:2: bad character `+` between four cells; expected a space"
    );
    assert_eq!(
        error(".-o-.-\n|   |\n.-.-.\n"),
        "a.txt:1:6: line has 6 characters; expected at most 5"
    );
}

#[test]
fn bad_puzzles_are_located() {
    let error = |text: &str| Masyu::parse("p.txt", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: masyu\ngrid:\no.\n.x\n"),
        "p.txt:4:2: bad cell `x`; expected `.` (no pearl), `o` (white), `*` (black) or `?` (unknown colour)"
    );
    assert_eq!(
        error("kind: masyu\ngrid:\no.\n.\n"),
        "p.txt:4:2: row has 1 cell; expected 2 like the first row (line 3)"
    );
    assert!(error("kind: masyu\n").contains("missing `grid:` block"));
}

#[test]
fn pzprv3_links_and_pearls_must_be_known() {
    let error = |file: &str| parse_pzprv3("f.txt", file).unwrap_err().to_string();
    let file = "pzprv3/mashu/2/2/. . /. . /0 /2 /0 0 /";
    assert!(
        error(file).contains("expected a link `1` (line), `0` (none) or `-1` (cross), found `2`"),
        "{}",
        error(file)
    );
    let file = "pzprv3/mashu/2/2/3 . /. . /0 /0 /0 0 /";
    assert!(
        error(file).contains(
            "expected `.` (no pearl), `1` (white), `2` (black) or `-` (unknown colour), found `3`"
        ),
        "{}",
        error(file)
    );
}

/// pzprjs's pearl of unknown colour (`?`, `-` in files): the loop passes it, turning or
/// not; it has no URL form, so writing one is an error rather than a lost pearl.
#[test]
fn a_pearl_of_unknown_colour_is_only_passed() {
    use puzzle_ir::interop::{to_pzprv3, to_url};
    let puzzle = Masyu::parse("p", "kind: masyu\ngrid:\n?.\n..\n").unwrap();
    assert_eq!(puzzle.pearl(0, 0), Some(Pearl::Unknown));
    assert_eq!(puzzle.to_native(&[]), "kind: masyu\ngrid:\n?.\n..\n");
    let around = MasyuAnswer::parse_text(&puzzle, "a", "?-.\n| |\n.-.\n").unwrap();
    assert_eq!(check(&puzzle, &around), Ok(()));
    let file = "pzprv3\nmashu\n2\n2\n- . \n. . \n0 \n0 \n0 0 \n";
    let saved = parse_pzprv3("f", file).unwrap();
    assert_eq!(saved.puzzle, Puzzle::Masyu(puzzle.clone()));
    assert_eq!(to_pzprv3(&saved.puzzle, None).unwrap(), file);
    assert!(to_url(&saved.puzzle)
        .unwrap_err()
        .to_string()
        .contains("a pearl of unknown colour has no form in a Masyu URL"));
    let missed = Masyu::parse("p", "kind: masyu\ngrid:\n...\n..?\n...\n").unwrap();
    let answer = MasyuAnswer::parse_text(&missed, "a", ".-. .\n| |\n.-. ?\n\n. . .\n").unwrap();
    assert_eq!(
        check(&missed, &answer),
        Err(Violation::PearlMissed { row: 2, col: 3 })
    );
}

#[test]
fn urls_hold_three_cells_a_character() {
    use puzzle_ir::interop::{parse_url, to_url};
    let url = "https://puzz.link/p?mashu/6/6/1063000i3000";
    let puzzle = parse_url("<url>", 1, url).unwrap();
    let Puzzle::Masyu(masyu) = &puzzle else {
        panic!("not a Masyu")
    };
    assert_eq!(masyu.pearl(0, 2), Some(Pearl::White));
    assert_eq!(masyu.pearl(1, 1), Some(Pearl::Black));
    assert_eq!(to_url(&puzzle).unwrap(), url);
    let error = |url: &str| parse_url("<url>", 1, url).unwrap_err().to_string();
    assert_eq!(
        error("https://puzz.link/p?mashu/2/2/0r"),
        "<url>:1:32: unknown character `r` (expected 0-9 or a-q: three cells' pearls)"
    );
    assert_eq!(
        error("https://puzz.link/p?mashu/2/2/01"),
        "<url>:1:32: a pearl after the last cell"
    );
    assert_eq!(
        error("https://puzz.link/p?mashu/2/1/00"),
        "<url>:1:32: data after the last cell"
    );
}

#[test]
fn random_puzzles_keep_the_rules() {
    use rand::SeedableRng;
    for seed in 0..30 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let (rows, cols) = (2 + seed as usize % 5, 2 + seed as usize % 7);
        let (puzzle, answer) = puzzle_ir::masyu::generate::random_puzzle(rows, cols, &mut rng);
        assert_eq!(
            check(&puzzle, &answer),
            Ok(()),
            "seed {seed}: {}",
            answer.to_text()
        );
    }
}
