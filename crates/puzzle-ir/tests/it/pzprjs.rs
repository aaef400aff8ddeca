//! pzprjs's test boards, read by the checkers' tests: `KIND_pzprjs_boards.txt` holds one
//! board per line, pzprjs's reason for failing it (`ok`: a solved board) and its pzprv3
//! file with `/` for line breaks; a line that starts with `#` is a comment.

use puzzle_ir::interop::{parse_pzprv3, SavedAnswer};
use puzzle_ir::Puzzle;
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
