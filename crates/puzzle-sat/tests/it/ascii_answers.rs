//! Every answer `solve --ascii` prints reads back: `check` accepts it through the kind's
//! own answer parser, and for a kind with a puzz.link genre `convert --answer` writes it
//! into a pzprv3 file. One test per kind.

use crate::common;

use common::{puzzle, run};

/// Solves `file` with `--ascii`, and reads the printed answer back with `check` (and,
/// with `pzprv3`, with `convert --answer`, whose file `check` accepts too).
fn ascii_answer_reads_back(file: &str, pzprv3: bool) {
    let (code, ascii, err) = run(&["solve", "--ascii", file]);
    assert_eq!(code, 0, "{err}");
    assert!(ascii.is_ascii(), "{ascii}");
    let dir = tempfile::tempdir().unwrap();
    let answer = dir.path().join("answer.txt");
    std::fs::write(&answer, &ascii).unwrap();
    let answer = answer.to_str().unwrap();
    let (code, out, err) = run(&["check", file, answer]);
    assert_eq!(code, 0, "{ascii}\n{err}");
    assert!(out.starts_with("ok: the answer keeps every rule"), "{out}");
    if pzprv3 {
        let (code, solved, err) = run(&["convert", file, "--answer", answer, "--to", "pzprv3"]);
        assert_eq!(code, 0, "{err}");
        let (_, direct, _) = run(&["solve", "-f", "pzprv3", file]);
        assert_eq!(solved, direct);
    }
}

#[test]
fn sudoku() {
    ascii_answer_reads_back(
        &puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt"),
        true,
    );
    ascii_answer_reads_back(&puzzle("sudoku", "16x16/gecode_048.txt"), true);
    ascii_answer_reads_back(
        &puzzle("sudoku", "diagonal/udacity_aind_diagonal.txt"),
        false,
    );
}

#[test]
fn killer() {
    ascii_answer_reads_back(&puzzle("killer", "16x16/killer-16x16-c6-s16.txt"), false);
}

#[test]
fn kakuro() {
    ascii_answer_reads_back(&puzzle("kakuro", "janko/kakuro_janko_001_10x12.txt"), true);
}

#[test]
fn kakurasu() {
    ascii_answer_reads_back(&puzzle("kakurasu", "papers/kakurasu-12x12-1.txt"), false);
}

#[test]
fn shakashaka() {
    ascii_answer_reads_back(
        &puzzle("shakashaka", "papers/shakashaka-10x10-tilted.txt"),
        true,
    );
}
