//! `--solver auto` races a second CaDiCaL (one that keeps its saved phases) once the first
//! has run for `RACE_AFTER` on a free core: the answer is still checked, the time limit
//! stops both searches, and no thread is left running when the solve returns. One test
//! in its own binary, so that the thread count it reads is its own.

#![cfg(feature = "cadical")]

// The helpers of tests/it/, of which this binary uses a few.
#[allow(dead_code)]
#[path = "it/common/mod.rs"]
mod common;

use puzzle_ir::Kind;
use puzzle_solve::input::read_one;
use puzzle_solve::pipeline::{solve, Settings, Status};
use puzzle_solve::solver::{Backend, RACE_AFTER};
use std::time::{Duration, Instant};

/// This process's threads, from /proc (Linux); `None` elsewhere.
fn threads() -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("Threads:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn a_race_answers_stops_at_the_limit_and_leaves_no_thread() {
    let settings = |timeout| Settings {
        backend: Backend::Auto,
        timeout,
        options: Default::default(),
        shuffle: None,
    };
    let before = threads();
    // Seconds for CaDiCaL (docs/experiments/2026-11-25-racing.md), so the race is on
    // well before it ends.
    let hard = read_one(&common::puzzle("sudoku", "25x25/gecode_033.txt")).unwrap();
    assert_eq!(hard.kind(), Kind::Sudoku);
    let report = solve(&hard, &settings(None)).unwrap();
    assert_eq!(report.status, Status::Sat, "the answer passed the checker");
    assert_eq!(threads(), before, "both searches have ended");
    // Out of reach of one CaDiCaL search, tens of seconds for the racer: the limit ends
    // both searches.
    let harder = common::puzzle("sudoku", "generated/hard/sudoku-49x49-b55-s3.txt");
    let limit = RACE_AFTER + Duration::from_millis(700);
    let start = Instant::now();
    let report = solve(&read_one(&harder).unwrap(), &settings(Some(limit))).unwrap();
    assert_eq!(report.status, Status::Unknown);
    assert!(
        start.elapsed() < limit + Duration::from_secs(3),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(threads(), before, "both searches have ended");
    // The command: exit 30 near the limit.
    let start = Instant::now();
    let (code, out, _) = common::run(&["solve", "-f", "json", "--timeout", "1.2", &harder]);
    assert_eq!(code, 30, "{out}");
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
}
