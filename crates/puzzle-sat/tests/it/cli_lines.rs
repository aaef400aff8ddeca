//! The command line on the loop kinds, for `cli_masyu` and `cli_slitherlink`: a puzzle
//! solves to its published drawing with each connectivity lowering, and `check` reads a
//! drawing from a text or JSON file.

use crate::common::run;

/// `solve` with each `--connectivity` of `lowerings` prints the drawing of the file
/// `solution` (up to trailing spaces), and `count` finds `puzzle`'s answer unique.
pub fn solves_to_the_published_drawing(puzzle: &str, solution: &str, lowerings: &[&str]) {
    let solution = std::fs::read_to_string(solution).unwrap();
    for connectivity in lowerings {
        let (code, out, stderr) = run(&["solve", "--connectivity", connectivity, puzzle]);
        assert_eq!(code, 0, "{stderr}");
        let trimmed: String = out
            .lines()
            .map(|l| l.trim_end().to_owned() + "\n")
            .collect();
        assert_eq!(trimmed, solution, "{connectivity}");
    }
    let (code, out, _) = run(&["count", "--max", "2", puzzle]);
    assert_eq!((code, out.trim()), (0, "1 answer"));
}

/// `check`'s exit code and all it prints for `answer`, written to a file named `name`,
/// as an answer to `puzzle`.
pub fn check_answer(puzzle: &str, name: &str, answer: &str) -> (i32, String) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, answer).unwrap();
    let (code, out, stderr) = run(&["check", puzzle, path.to_str().unwrap()]);
    (code, format!("{out}{stderr}"))
}
