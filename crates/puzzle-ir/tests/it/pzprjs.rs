//! pzprjs's test boards, read by the checkers' tests: `KIND_pzprjs_boards.txt` holds one
//! board per line, pzprjs's reason for failing it (`ok`: a solved board) and its pzprv3
//! file with `/` for line breaks; a line that starts with `#` is a comment.

use puzzle_ir::interop::{parse_pzprv3, to_pzprv3, Saved, SavedAnswer};
use puzzle_ir::lines::LineFault;
use puzzle_ir::shaded_loop::Broken;
use puzzle_ir::{Answer, Puzzle};
use std::fmt::Display;

/// One board: pzprjs's reason, the puzzle and the answer.
pub type Board<P, A> = (String, P, A);

/// The boards of `text`, each file rewritten by `adapt` (from pzprjs's older layouts)
/// and read, then taken apart by `split` (given the reason, for its messages) into the
/// kind's puzzle and answer.
pub fn read<P, A>(
    text: &str,
    adapt: impl Fn(&str) -> String,
    split: impl Fn(&str, Puzzle, SavedAnswer) -> (P, A),
) -> Vec<Board<P, A>> {
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (reason, file) = line.split_once(' ').unwrap();
            let saved = parse_pzprv3("board", &adapt(file)).unwrap();
            let (puzzle, answer) = split(reason, saved.puzzle, saved.answer);
            (reason.to_owned(), puzzle, answer)
        })
        .collect()
}

/// There are `count` boards, the checker fails each failing one for pzprjs's reason and
/// passes the solved ones: `verdict` is its verdict with the violation named as pzprjs
/// names it.
pub fn assert_verdicts<P, A>(
    boards: &[Board<P, A>],
    count: usize,
    verdict: impl Fn(&P, &A) -> Result<(), &'static str>,
) {
    assert_eq!(boards.len(), count);
    for (reason, puzzle, answer) in boards {
        let got = verdict(puzzle, answer);
        match reason.as_str() {
            "ok" => assert_eq!(got, Ok(()), "a solved board"),
            _ => assert_eq!(got, Err(reason.as_str())),
        }
    }
}

/// What `check` says of the first board that pzprjs fails for `reason`.
pub fn message<P, A, E: Display>(
    boards: &[Board<P, A>],
    reason: &str,
    check: impl Fn(&P, &A) -> Result<(), E>,
) -> String {
    let (_, puzzle, answer) = (boards.iter().find(|b| b.0 == reason))
        .unwrap_or_else(|| panic!("no board that pzprjs fails for {reason}"));
    match check(puzzle, answer) {
        Err(violation) => violation.to_string(),
        Ok(()) => panic!("the board that pzprjs fails for {reason} passes"),
    }
}

/// The solved board of a boards file (its last line, `ok`): pzprjs's file, read, and its
/// answer, which it must hold.
pub fn solved(text: &str) -> (&str, Saved, Answer) {
    let file = (text.lines().last())
        .and_then(|line| line.strip_prefix("ok "))
        .expect("the last board is the solved one");
    let saved = parse_pzprv3("f", file).unwrap();
    let SavedAnswer::Complete(answer) = saved.answer.clone() else {
        panic!("no answer: {:?}", saved.answer)
    };
    (file, saved, answer)
}

/// `answer` written as text and as a JSON grid reads back as itself.
pub fn assert_answer_reads_back(puzzle: &Puzzle, answer: &Answer) {
    assert_eq!(
        puzzle.parse_answer("a", &answer.to_text()),
        Ok(answer.clone())
    );
    assert_eq!(
        puzzle.answer_from_grid("a", &answer.grid()),
        Ok(answer.clone())
    );
}

/// Our pzprv3 file of the solved board, written back, reads as pzprjs's, and is pzprjs's
/// file but for what `unmarked` folds (pzprjs's marks of cells left blank and the like).
pub fn assert_solved_board_round_trips(text: &str, unmarked: impl Fn(&str) -> String) {
    let (file, saved, answer) = solved(text);
    let ours = to_pzprv3(&saved.puzzle, Some(&answer)).unwrap();
    assert_eq!(unmarked(&ours), unmarked(file));
    assert_eq!(parse_pzprv3("ours", &ours).unwrap(), saved);
    assert_answer_reads_back(&saved.puzzle, &answer);
}

/// pzprjs's name of a rule the shaded-loop kinds (Yajilin, Koburin) share.
pub fn shaded_loop_reason<S>(broken: &Broken<S>) -> &'static str {
    match broken {
        Broken::Line(LineFault::Branch { .. }) => "lnBranch",
        Broken::Line(LineFault::Crossing { .. }) => "lnCross",
        Broken::Line(LineFault::DeadEnd { .. }) => "lnDeadEnd",
        Broken::Line(LineFault::SeveralPieces { .. }) => "lnPlLoop",
        Broken::LineOnShaded { .. } => "lnOnShade",
        Broken::ShadedTouch { .. } => "csAdjacent",
        Broken::EmptyCell { .. } => "ceEmpty",
        _ => "(none of pzprjs's)",
    }
}
