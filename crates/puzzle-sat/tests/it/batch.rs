//! Batch solving on every core: the output, the exit status and the summary are those of
//! a one-thread run, whatever order the workers finish in.

use crate::common;

use puzzle_solve::batch::solve_in_order;
use puzzle_solve::input::read_items;
use puzzle_solve::pipeline::{self, Settings};
use puzzle_solve::solver::Backend;
use std::process::Command;

/// A mixed batch: two `.lines` files, single puzzles of every kind, an unsolvable one.
fn mixed_batch() -> Vec<String> {
    vec![
        common::puzzle("sudoku", "9x9/norvig_top95.lines"),
        common::puzzle("sudoku", "9x9/janko/sudoku_janko_0001_9x9.txt"),
        common::puzzle("shakashaka", "unsolvable/shakashaka_penpa1_10x10.txt"),
        common::puzzle("kakurasu", "papers/kakurasu-12x12-1.txt"),
        common::puzzle("kakuro", "papers/kakuro-k_057.original.txt"),
        common::puzzle("sudoku", "9x9/norvig_hardest.lines"),
    ]
}

/// Runs the binary with `threads` rayon workers: (exit code, stdout, stderr).
fn run_with_threads(threads: usize, args: &[String]) -> (i32, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_puzzle-sat"))
        .args(args)
        .env("RAYON_NUM_THREADS", threads.to_string())
        .output()
        .expect("the binary runs");
    let text = |b: Vec<u8>| String::from_utf8(b).expect("UTF-8 output");
    (
        output.status.code().expect("exit code"),
        text(output.stdout),
        text(output.stderr),
    )
}

/// The summary line without its timing, which differs between runs.
fn summary_counts(stderr: &str) -> String {
    let line = stderr
        .lines()
        .find(|l| l.contains(" puzzles: "))
        .unwrap_or_else(|| panic!("no summary line in {stderr}"));
    line.split(" in ").next().unwrap().to_owned()
}

/// JSON lines with the per-puzzle time removed.
fn without_times(json_lines: &str) -> Vec<serde_json::Value> {
    json_lines
        .lines()
        .map(|line| {
            let mut value: serde_json::Value = serde_json::from_str(line).unwrap();
            value.as_object_mut().unwrap().remove("time_s");
            value
        })
        .collect()
}

#[test]
fn text_output_exit_code_and_summary_match_a_one_thread_run() {
    let mut args = vec!["solve".to_owned()];
    args.extend(mixed_batch());
    let sequential = run_with_threads(1, &args);
    let parallel = run_with_threads(4, &args);
    assert_eq!(
        sequential.0, 20,
        "an unsolvable puzzle decides: {}",
        sequential.2
    );
    assert_eq!(parallel.0, sequential.0);
    assert_eq!(parallel.1, sequential.1);
    assert_eq!(summary_counts(&parallel.2), summary_counts(&sequential.2));
    assert!(summary_counts(&parallel.2).contains("110 puzzles: 109 solved, 1 unsat"));
}

#[test]
fn json_output_keeps_input_order_on_many_threads() {
    let mut args = vec!["solve".to_owned(), "--format".into(), "json".into()];
    args.extend(mixed_batch());
    let sequential = run_with_threads(1, &args);
    let parallel = run_with_threads(4, &args);
    assert_eq!(without_times(&parallel.1), without_times(&sequential.1));
    let sources: Vec<String> = without_times(&parallel.1)
        .iter()
        .map(|v| v["source"].as_str().unwrap().to_owned())
        .collect();
    assert!(sources[0].ends_with("norvig_top95.lines:1"));
    assert!(sources[94].ends_with("norvig_top95.lines:95"));
    assert!(sources[99].ends_with("norvig_hardest.lines:1"));
}

#[test]
fn failing_solver_gives_an_error_line_per_puzzle_in_order() {
    let file = common::puzzle("sudoku", "9x9/norvig_hardest.lines");
    let (code, out, err) = common::run(&["solve", "--solver", "false", &file]);
    assert_eq!(code, 1);
    assert_eq!(out, "error\n".repeat(11));
    assert!(summary_counts(&err).contains("11 puzzles: 0 solved, 0 unsat, 0 unknown, 11 errors"));
}

#[test]
fn library_batch_equals_sequential_pipeline_calls() {
    let items = read_items(&mixed_batch()).unwrap();
    let settings = Settings {
        backend: Backend::Varisat,
        timeout: None,
        options: Default::default(),
        shuffle: None,
    };
    let mut batch = Vec::new();
    solve_in_order(&items, &settings, &|_| {}, |item, result| {
        let report = result.unwrap();
        batch.push((item.source.clone(), report.status, report.answer));
        Ok::<(), ()>(())
    })
    .unwrap();
    let sequential: Vec<_> = items
        .iter()
        .map(|item| {
            let report = pipeline::solve(&item.puzzle, &settings).unwrap();
            (item.source.clone(), report.status, report.answer)
        })
        .collect();
    assert_eq!(batch.len(), items.len());
    for (got, want) in batch.iter().zip(&sequential) {
        assert_eq!(got.0, want.0);
        assert_eq!(got.1, want.1, "{}", got.0);
        assert_eq!(
            got.2.as_ref().map(|a| a.grid()),
            want.2.as_ref().map(|a| a.grid()),
            "{}",
            got.0
        );
    }
}

#[test]
fn an_emit_error_stops_the_batch_and_is_returned() {
    let items = read_items(&mixed_batch()).unwrap();
    let settings = Settings {
        backend: Backend::Varisat,
        timeout: None,
        options: Default::default(),
        shuffle: None,
    };
    let mut calls = 0;
    let result = solve_in_order(&items, &settings, &|_| {}, |_, _| {
        calls += 1;
        if calls == 3 {
            Err("closed pipe")
        } else {
            Ok(())
        }
    });
    assert_eq!(result, Err("closed pipe"));
    assert_eq!(calls, 3);
}
