//! The independent Slitherlink checker: pzprjs's failing boards each fail for pzprjs's
//! reason, its solved board passes, and the answer drawing reads and writes back.

use crate::lines::line_reason;
use crate::pzprjs;
use puzzle_ir::interop::{parse_pzprv3, SavedAnswer};
use puzzle_ir::slitherlink::{check, check::Violation, Number, Slitherlink, SlitherlinkAnswer};
use puzzle_ir::{Answer, Puzzle};

/// The boards of pzprjs's test script: (pzprjs's reason, puzzle, answer).
fn pzprjs_boards() -> Vec<(String, Slitherlink, SlitherlinkAnswer)> {
    let text = include_str!("slitherlink_pzprjs_boards.txt");
    pzprjs::read(text, with_marks, |reason, puzzle, answer| {
        let Puzzle::Slitherlink(puzzle) = puzzle else {
            panic!("{reason}: not a Slitherlink")
        };
        let answer = match answer {
            SavedAnswer::Complete(Answer::Slitherlink(answer)) => answer,
            SavedAnswer::None => no_line(&puzzle),
            other => panic!("{reason}: answer {other:?}"),
        };
        (puzzle, answer)
    })
}

/// pzprjs's older file layout (`pzprv3`) rewritten into the one it writes and we read
/// (`pzprv3.1`): a grid of cell marks, all 0, after the numbers.
fn with_marks(file: &str) -> String {
    let mut lines: Vec<String> = file.split('/').map(str::to_owned).collect();
    assert_eq!(lines[0], "pzprv3");
    lines[0] = "pzprv3.1".into();
    let rows: usize = lines[2].parse().unwrap();
    let cols: usize = lines[3].parse().unwrap();
    let marks = vec!["0 ".repeat(cols); rows];
    lines.splice(4 + rows..4 + rows, marks);
    lines.join("/")
}

fn no_line(puzzle: &Slitherlink) -> SlitherlinkAnswer {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    SlitherlinkAnswer::new(
        puzzle,
        vec![false; (rows + 1) * cols],
        vec![false; rows * (cols + 1)],
    )
}

/// pzprjs's name of the rule a violation breaks.
fn pzprjs_reason(violation: &Violation) -> &'static str {
    match violation {
        Violation::Line(fault) => line_reason(fault),
        Violation::WrongCount { .. } => "nmLineNe",
        Violation::NumberChanged { .. } => "(none of pzprjs's)",
        Violation::PointMissed { .. } => "cxNoLine",
    }
}

#[test]
fn every_pzprjs_board_fails_for_its_reason_and_the_solved_one_passes() {
    let verdict = |puzzle: &Slitherlink, answer: &SlitherlinkAnswer| {
        check(puzzle, answer).map_err(|v| pzprjs_reason(&v))
    };
    pzprjs::assert_verdicts(&pzprjs_boards(), 7, verdict);
}

#[test]
fn violations_say_where() {
    let boards = pzprjs_boards();
    let first = |reason: &str| pzprjs::message(&boards, reason, check);
    assert_eq!(first("lnBranch"), "the loop branches at point (4, 1)");
    assert_eq!(
        first("nmLineNe"),
        "cell (1, 4) has number 1 but 0 of its edges are on the loop"
    );
    assert_eq!(
        first("lnPlLoop"),
        "the lines form 2 separate pieces, not one loop"
    );
}

#[test]
fn a_number_written_differently_is_caught() {
    let puzzle = Slitherlink::parse("p", "kind: slitherlink\ngrid:\n3.\n.1\n").unwrap();
    let drawing = "+-+ +\n|2|.\n+ + +\n|.|1\n+-+ +\n";
    let answer = SlitherlinkAnswer::parse_text(&puzzle, "a", drawing).unwrap();
    assert_eq!(
        check(&puzzle, &answer),
        Err(Violation::NumberChanged {
            row: 1,
            col: 1,
            expected: Some(Number::Known(3)),
            got: Some(Number::Known(2))
        })
    );
}

#[test]
fn the_drawing_reads_back_as_written_in_text_and_json() {
    for (_, puzzle, answer) in pzprjs_boards() {
        let text = answer.to_text();
        assert_eq!(
            SlitherlinkAnswer::parse_text(&puzzle, "a", &text).unwrap(),
            answer
        );
        let grid = answer.grid();
        assert_eq!(
            SlitherlinkAnswer::from_json_grid(&puzzle, "a", &grid).unwrap(),
            answer
        );
    }
}

#[test]
fn bad_drawings_are_located() {
    let puzzle = Slitherlink::parse("p", "kind: slitherlink\ngrid:\n3.\n.1\n").unwrap();
    let error = |text: &str| {
        SlitherlinkAnswer::parse_text(&puzzle, "a.txt", text)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        error("+-+ +\n|3|.\n+ + +\n|.|1\n"),
        "a.txt:4: answer has 4 rows; expected 5"
    );
    assert_eq!(
        error("+-+ +\n|3|.\n+ + x\n|.|1\n+-+ +\n"),
        "a.txt:3:5: bad point `x`; expected `+`"
    );
    assert_eq!(
        error("+|+ +\n|3|.\n+ + +\n|.|1\n+-+ +\n"),
        "a.txt:1:2: bad edge `|`; expected `-` or a space"
    );
    assert_eq!(
        error("+-+ +\n|3-.\n+ + +\n|.|1\n+-+ +\n"),
        "a.txt:2:3: bad edge `-`; expected `|` or a space"
    );
    assert_eq!(
        error("+-+ +\n|3| \n+ + +\n|.|1\n+-+ +\n"),
        "a.txt:2:4: bad cell ` `; expected `.`, `?` or a number 0..3"
    );
    assert_eq!(
        error("+-+ + +\n|3|.\n+ + +\n|.|1\n+-+ +\n"),
        "a.txt:1:6: line has 7 characters; expected at most 5"
    );
}

#[test]
fn bad_puzzles_are_located() {
    let error = |text: &str| Slitherlink::parse("p.txt", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: slitherlink\ngrid:\n3.\n.4\n"),
        "p.txt:4:2: bad cell `4`; expected `.` (no number), `?` (an unknown number) or a number 0..3"
    );
    assert_eq!(
        error("kind: slitherlink\ngrid:\n3.\n.\n"),
        "p.txt:4:2: row has 1 cell; expected 2 like the first row (line 3)"
    );
    assert!(error("kind: slitherlink\n").contains("missing `grid:` block"));
}

#[test]
fn pzprv3_edges_must_be_lines_or_not() {
    let file = "pzprv3.1/slither/1/1/. /0 /0 2 /0 /0 /";
    let error = parse_pzprv3("f.txt", file).unwrap_err().to_string();
    assert!(
        error.contains("expected an edge `1` (line), `0` (none) or `-1` (cross), found `2`"),
        "{error}"
    );
}

#[test]
fn the_older_pzprv3_layout_fails_at_the_marks() {
    let file = "pzprv3/slither/1/1/. /0 1 /1 /1 /";
    let error = parse_pzprv3("f.txt", file).unwrap_err().to_string();
    assert!(
        error.contains("row 1 of the cell marks grid has 2 tokens, expected 1"),
        "{error}"
    );
}

#[test]
fn random_puzzles_keep_the_rules() {
    use rand::SeedableRng;
    for seed in 0..30 {
        let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
        let (rows, cols) = (1 + seed as usize % 5, 1 + seed as usize % 7);
        let (puzzle, answer) =
            puzzle_ir::slitherlink::generate::random_puzzle(rows, cols, &mut rng);
        assert_eq!(
            check(&puzzle, &answer),
            Ok(()),
            "seed {seed}: {}",
            answer.to_text()
        );
    }
}

/// pzprjs's variant `f` board that misses two points (its `cxNoLine`), saved by today's
/// pzprjs.
const MISSES_TWO_POINTS: &str = "pzprv3.1/slither/2/3/f/. . . /. . . /0 0 0 /0 0 0 /\
                                 1 0 0 1 /1 1 0 0 /1 1 1 /0 1 1 /1 0 0 /";

/// The solved board of the variant.
const VISITS_EVERY_POINT: &str = "pzprv3.1/slither/2/3/f/. . . /. . . /0 0 0 /0 0 0 /\
                                  1 0 0 1 /1 1 1 1 /1 1 1 /0 1 0 /1 0 1 /";

fn saved(file: &str) -> (Slitherlink, SlitherlinkAnswer) {
    let saved = parse_pzprv3("f.txt", file).unwrap();
    let (Puzzle::Slitherlink(puzzle), SavedAnswer::Complete(Answer::Slitherlink(answer))) =
        (saved.puzzle, saved.answer)
    else {
        panic!("a Slitherlink with its answer")
    };
    (puzzle, answer)
}

#[test]
fn the_every_point_variant_is_read_checked_and_written_back() {
    let (puzzle, missing) = saved(MISSES_TWO_POINTS);
    assert!(puzzle.every_point());
    let violation = check(&puzzle, &missing).unwrap_err();
    assert_eq!(violation, Violation::PointMissed { row: 3, col: 3 });
    assert_eq!(
        violation.to_string(),
        "the loop does not visit point (3, 3), but must visit every point"
    );
    let plain = Slitherlink::new(2, 3, vec![None; 6]).unwrap();
    assert_eq!(check(&plain, &missing.redrawn(&plain)), Ok(()));
    let (puzzle, solved) = saved(VISITS_EVERY_POINT);
    assert_eq!(check(&puzzle, &solved), Ok(()));
    let native = "kind: slitherlink\nvariants: every-point\ngrid:\n...\n...\n";
    assert_eq!(puzzle.to_native(&[]), native);
    assert_eq!(Slitherlink::parse("p", native).unwrap(), puzzle);
}

#[test]
fn an_unknown_number_asks_nothing_and_is_kept() {
    let text = "kind: slitherlink\ngrid:\n3?\n.1\n";
    let puzzle = Slitherlink::parse("p", text).unwrap();
    assert_eq!(puzzle.cell(0, 1), Some(Number::Unknown));
    assert_eq!(puzzle.clue(0, 1), None);
    assert_eq!(puzzle.to_native(&[]), text);
    let drawing = "+-+ +\n|3|? \n+ + +\n|.|1 \n+-+ +\n";
    let answer = SlitherlinkAnswer::parse_text(&puzzle, "a", drawing).unwrap();
    assert_eq!(answer.to_text(), drawing);
    assert_eq!(check(&puzzle, &answer), Ok(()));
    let json = SlitherlinkAnswer::from_json_grid(&puzzle, "a", &answer.grid()).unwrap();
    assert_eq!(json, answer);
    let blank = "+-+ +\n|3|.\n+ + +\n|.|1\n+-+ +\n";
    let blanked = SlitherlinkAnswer::parse_text(&puzzle, "a", blank).unwrap();
    assert_eq!(
        check(&puzzle, &blanked).unwrap_err().to_string(),
        "cell (1, 2) shows no number but the puzzle has the unknown number `?`"
    );
}

#[test]
fn bad_variants_are_located() {
    let error = |text: &str| Slitherlink::parse("p.txt", text).unwrap_err().to_string();
    assert_eq!(
        error("kind: slitherlink\nvariants: every-point diagonal\ngrid:\n3.\n"),
        "p.txt:2:23: unknown variant `diagonal` (expected every-point)"
    );
}
