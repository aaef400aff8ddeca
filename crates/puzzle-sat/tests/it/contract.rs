//! The command line's contract under misuse: a closed standard output ends the run
//! quietly; a batch holding a bad input answers every other input, reports the bad one
//! in its place and exits 1 (`--fail-fast` stops at the first); and the input corners:
//! Kakurasu facts after a header, bare Sudoku lines on standard input, explanations
//! that suggest only clues the file format can state.

use crate::common;

use common::{puzzle, run};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

#[test]
fn a_closed_stdout_ends_the_run_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_puzzle-sat"))
        .args([
            "solve",
            &puzzle("sudoku", "9x9/tdoku_17clue_sample1000.lines"),
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert_eq!(first.trim().len(), 81);
    // The reader is gone now (like `| head -1`).
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        !stderr.contains("Broken pipe") && !stderr.contains("panicked"),
        "{stderr}"
    );
    use std::os::unix::process::ExitStatusExt;
    let quiet = output.status.code() == Some(0) || output.status.signal() == Some(libc_sigpipe());
    assert!(quiet, "{:?}", output.status);
}

/// SIGPIPE's number on Linux and the BSDs.
fn libc_sigpipe() -> i32 {
    13
}

#[test]
fn a_batch_with_bad_inputs_answers_the_others_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, "kind: sudoku\ngrid:\n12x4\n").unwrap();
    let missing = dir.path().join("missing.txt");
    let good = puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt");
    let killer = puzzle("killer", "wikipedia/killer_wikipedia_9x9.txt");
    let args = [
        "solve",
        "-f",
        "json",
        &good,
        bad.to_str().unwrap(),
        missing.to_str().unwrap(),
        &killer,
    ];
    let (code, out, err) = run(&args);
    assert_eq!(code, 1, "{err}");
    let records: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let statuses: Vec<&str> = records
        .iter()
        .map(|r| r["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, ["sat", "error", "error", "sat"]);
    assert!(
        records[1]["message"]
            .as_str()
            .unwrap()
            .contains("bad.txt:2:"),
        "{out}"
    );
    assert!(
        records[2]["message"]
            .as_str()
            .unwrap()
            .contains("cannot read"),
        "{out}"
    );
    assert!(
        err.contains("2 solved, 0 unsat, 0 unknown, 2 errors"),
        "{err}"
    );

    let (code, out, _) = run(&["solve", "--fail-fast", bad.to_str().unwrap(), &good]);
    assert_eq!(code, 1);
    assert!(out.is_empty(), "{out}");
}

#[test]
fn kakurasu_facts_after_a_kind_header_are_read() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("facts.txt");
    std::fs::write(
        &file,
        "# clues as facts\nkind: kakurasu\nclues_row(1,1; 2,2).\nclues_col(1,1; 2,2).\n",
    )
    .unwrap();
    let (code, out, err) = run(&["solve", file.to_str().unwrap()]);
    assert_eq!((code, out.as_str()), (0, "#.\n.#\n"), "{err}");
    // Errors still point into the file: the bad token is on line 4, column 18.
    std::fs::write(
        &file,
        "kind: kakurasu\nclues_row(1,1; 2,2).\n\nclues_col(1,1; 2,x).\n",
    )
    .unwrap();
    let (code, _, err) = run(&["solve", file.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("facts.txt:4:18:"), "{err}");
}

#[test]
fn bare_sudoku_lines_on_standard_input_are_a_batch() {
    use std::io::Write;
    let lines = std::fs::read_to_string(puzzle("sudoku", "9x9/norvig_top95.lines")).unwrap();
    let first_two: String = lines.lines().take(2).map(|l| format!("{l}\n")).collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_puzzle-sat"))
        .args(["solve", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(first_two.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let out = String::from_utf8(output.stdout).unwrap();
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(out.lines().count(), 2);
    assert!(
        out.lines().all(|l| l.len() == 81 && !l.contains('.')),
        "{out}"
    );
}

#[test]
fn explain_suggests_only_clues_the_format_can_state() {
    let dir = tempfile::tempdir().unwrap();
    // Kakurasu with two answers: its file cannot fix a cell, so no cell is suggested.
    let file = dir.path().join("k.txt");
    std::fs::write(&file, "kind: kakurasu\nrows: 6 3 6 4\ncols: 4 4 6 4\n").unwrap();
    let (code, out, _) = run(&["explain", file.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert!(
        out.contains("a kakurasu file cannot state a cell's value"),
        "{out}"
    );
    let (_, json, _) = run(&["explain", "-f", "json", file.to_str().unwrap()]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["unique"], false);
    assert!(json["suggestion"].is_null(), "{json}");
    // A Sudoku with two answers: the suggestion is a given, and adding it to the file
    // leaves one answer.
    let sudoku = dir.path().join("s.txt");
    let text = "kind: sudoku\ngrid:\n1234\n3412\n2.4.\n4.2.\n";
    std::fs::write(&sudoku, text).unwrap();
    let (_, json, _) = run(&["explain", "-f", "json", sudoku.to_str().unwrap()]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let s = &json["suggestion"];
    let (row, col) = (
        s["row"].as_u64().unwrap() as usize,
        s["col"].as_u64().unwrap() as usize,
    );
    let mut rows: Vec<Vec<u8>> = text
        .lines()
        .skip(2)
        .map(|l| l.as_bytes().to_vec())
        .collect();
    assert_eq!(rows[row][col], b'.', "the suggestion is an open cell");
    rows[row][col] = s["value"].as_str().unwrap().as_bytes()[0];
    let fixed: String = rows
        .iter()
        .map(|r| String::from_utf8_lossy(r).to_string() + "\n")
        .collect();
    std::fs::write(&sudoku, format!("kind: sudoku\ngrid:\n{fixed}")).unwrap();
    let (code, out, _) = run(&["count", sudoku.to_str().unwrap()]);
    assert_eq!((code, out.as_str()), (0, "1 answer\n"));
}

/// Standard output closed by the parent (`puzzle-sat ... >&-`): the files the command
/// writes hold what they hold when it is open, and none takes standard output's place.
#[test]
fn a_stdout_closed_from_the_start_leaves_the_files_written_whole() {
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().unwrap();
    let hitori = puzzle("hitori", "janko/hitori_janko_004_8x8.txt");
    let proof = |name: &str, closed: bool| {
        let path = dir.path().join(name);
        let mut command = Command::new(env!("CARGO_BIN_EXE_puzzle-sat"));
        command.args([
            "solve",
            "--unique",
            "--proof",
            path.to_str().unwrap(),
            &hitori,
        ]);
        if closed {
            // SAFETY: closing a descriptor in the child between fork and exec.
            unsafe {
                command.pre_exec(|| {
                    libc::close(1);
                    Ok(())
                });
            }
        }
        let output = command.stderr(Stdio::piped()).output().unwrap();
        assert!(output.status.success(), "{output:?}");
        [
            std::fs::read(&path).unwrap(),
            std::fs::read(path.with_extension("drat.cnf")).unwrap(),
        ]
    };
    assert_eq!(proof("closed.drat", true), proof("open.drat", false));
}
