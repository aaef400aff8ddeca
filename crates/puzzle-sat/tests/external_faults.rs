//! External solvers are trusted in nothing. Fake solvers, written as shell scripts here,
//! misbehave in every way we know; puzzle-sat must never print an answer it has not
//! checked, must say what went wrong in one line, must leave no process behind at the
//! time limit, and must not hold a solver's whole output in memory. A binary of its own:
//! the memory test reads the peak of this process's children, which other tests' would
//! raise.

// The helpers of tests/it/, of which this binary uses a few.
#[allow(dead_code)]
#[path = "it/common/mod.rs"]
mod common;

use common::{puzzle, run};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// A fake solver: a `sh` script with `body`, executable, in `dir`.
fn fake(dir: &Path, name: &str, body: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

/// A Sudoku whose CNF has variables (no givens placed away by singles).
fn open_puzzle() -> String {
    puzzle("sudoku", "9x9/norvig_top95.lines")
}

fn solve_with(solver: &Path, extra: &[&str]) -> (i32, String, String) {
    let first = std::fs::read_to_string(open_puzzle()).unwrap();
    let dir = solver.parent().unwrap();
    let file = dir.join("one.lines");
    std::fs::write(&file, first.lines().next().unwrap()).unwrap();
    // Without singles the Sudoku keeps its variables, so the solver always runs.
    let mut args = vec![
        "solve",
        "--no-singles",
        "--solver",
        solver.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    args.push(file.to_str().unwrap());
    run(&args)
}

#[test]
fn a_wrong_model_is_caught_and_no_answer_printed() {
    let dir = tempfile::tempdir().unwrap();
    // Every variable false: breaks every exactly-one clause.
    let solver = fake(
        dir.path(),
        "liar.sh",
        "n=$(grep '^p cnf' \"$1\" | cut -d' ' -f3); echo 's SATISFIABLE'; \
         i=1; while [ $i -le $n ]; do echo \"v -$i\"; i=$((i+1)); done; echo 'v 0'; exit 10",
    );
    let (code, out, err) = solve_with(&solver, &[]);
    assert_eq!(code, 1, "{err}");
    assert!(!out.chars().any(|c| c.is_ascii_digit()), "no answer: {out}");
    assert!(err.contains("solver returned an invalid model"), "{err}");
}

#[test]
fn a_crash_is_one_line_naming_the_signal() {
    let dir = tempfile::tempdir().unwrap();
    let solver = fake(
        dir.path(),
        "crash.sh",
        "echo 'boom: segfault' >&2; kill -SEGV $$",
    );
    let (code, out, err) = solve_with(&solver, &[]);
    assert_eq!(code, 1);
    assert!(out.trim().is_empty() || out.trim() == "error", "{out}");
    // Every line but the summary ("1 puzzle: 0 solved, ...").
    let lines: Vec<&str> = err.lines().filter(|l| !l.contains(" solved, ")).collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(
        lines[0].contains("signal 11") && lines[0].contains("boom: segfault"),
        "{err}"
    );
}

#[test]
fn a_hanging_solver_and_its_children_are_killed_at_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let pids = dir.path().join("pids");
    let solver = fake(
        dir.path(),
        "hang.sh",
        &format!("sleep 300 & echo $! > {}; wait", pids.display()),
    );
    let start = std::time::Instant::now();
    let (code, out, _) = solve_with(&solver, &["--timeout", "1"]);
    assert_eq!(code, 30, "{out}");
    assert!(start.elapsed().as_secs_f64() < 10.0);
    let child = std::fs::read_to_string(&pids).unwrap();
    let child = child.trim();
    // The killed child is gone, or a zombie its dead parent left to init. A
    // grandchild is not ours to reap, so it may still be tearing itself down
    // (state D) a moment after the kill: allow it a few seconds, far short of
    // the 300 s it would sleep if it had not been killed.
    let gone = || {
        let state = std::fs::read_to_string(format!("/proc/{child}/stat")).unwrap_or_default();
        (state.is_empty() || state.contains(") Z "), state)
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    let mut last = gone();
    while !last.0 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(20));
        last = gone();
    }
    assert!(last.0, "child {child} still runs: {}", last.1);
}

#[test]
fn garbage_truncated_and_contradictory_answers_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        (
            "garbage.sh",
            "echo 'hello world'; exit 10",
            "not a solver answer",
        ),
        (
            "truncated.sh",
            "echo 's SATISFIABLE'; exit 10",
            "invalid model: it gives no value",
        ),
        (
            "beyond.sh",
            "echo 's SATISFIABLE'; echo 'v 99999999 0'; exit 10",
            "beyond the CNF",
        ),
        (
            "disagree.sh",
            "echo 's UNSATISFIABLE'; exit 10",
            "exit status says SAT",
        ),
        (
            "exit3.sh",
            "echo 'out of memory' >&2; exit 3",
            "exit status 3",
        ),
    ];
    for (name, body, expected) in cases {
        let solver = fake(dir.path(), name, body);
        let (code, _, err) = solve_with(&solver, &[]);
        assert_eq!(code, 1, "{name}: {err}");
        assert!(err.contains(expected), "{name}: {err}");
    }
}

#[test]
fn an_enormous_output_is_read_in_bounded_memory() {
    let dir = tempfile::tempdir().unwrap();
    // 100 MB of comment lines, then a wrong model (the verdict does not matter here).
    let solver = fake(
        dir.path(),
        "chatty.sh",
        "yes 'c all work and no play makes Jack a dull boy' | head -c 100000000; \
         echo; echo 's UNKNOWN'; exit 0",
    );
    let (code, _, err) = solve_with(&solver, &[]);
    assert_eq!(code, 30, "{err}");
    // SAFETY: getrusage only writes the struct it is given.
    let usage = unsafe {
        let mut usage = std::mem::zeroed::<libc::rusage>();
        libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage);
        usage
    };
    let peak_mib = usage.ru_maxrss / 1024;
    assert!(
        peak_mib < 80,
        "a child of this test peaked at {peak_mib} MiB"
    );
}

#[test]
fn solver_arguments_are_passed_before_the_cnf() {
    let dir = tempfile::tempdir().unwrap();
    let solver = fake(
        dir.path(),
        "args.sh",
        "[ \"$1\" = --seed=7 ] && [ \"$2\" = -q ] || { echo \"bad args: $*\" >&2; exit 1; }; \
         echo 's UNKNOWN'; exit 0",
    );
    let (code, _, err) = solve_with(&solver, &["--solver-arg=--seed=7", "--solver-arg", "-q"]);
    assert_eq!(code, 30, "{err}");
    let (code, _, err) = run(&["solve", "--solver-arg", "-q", &open_puzzle()]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn minisat_given_by_path_writes_its_result_file() {
    if !common::solver_available("minisat") {
        return;
    }
    let path = which("minisat");
    let (code, out, err) = solve_with(&path, &[]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim().len(), 81, "{out}");
}

fn which(name: &str) -> PathBuf {
    std::env::split_paths(&std::env::var_os("PATH").unwrap())
        .map(|d| d.join(name))
        .find(|p| p.is_file())
        .unwrap()
}
