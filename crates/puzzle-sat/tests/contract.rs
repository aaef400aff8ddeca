//! The command line's manners: a closed standard output ends the run quietly; a batch
//! holding a bad input answers every other input, reports the bad one in its place and
//! exits 1; `--fail-fast` stops at the first bad input.

mod common;

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
