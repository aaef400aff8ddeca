//! Batches beyond one machine: `--shard` slices, run as GNU parallel jobs (the recipe of
//! docs/SCALE.md), merge into exactly the records of a single run; `--resume` skips what
//! an earlier output already answered. CI installs GNU parallel; elsewhere the parallel
//! test is skipped with a note.

use crate::common;

use common::{puzzle, run};
use std::process::Command;

/// The JSON records of an output without their timing (which differs run to run).
fn records(output: &str) -> Vec<serde_json::Value> {
    output
        .lines()
        .map(|line| {
            let mut record: serde_json::Value = serde_json::from_str(line).expect("a JSON line");
            record.as_object_mut().unwrap().remove("time_s");
            record
        })
        .collect()
}

fn batch() -> String {
    puzzle("sudoku", "9x9/norvig_top95.lines")
}

#[test]
fn shards_concatenated_in_order_are_one_run() {
    let (code, single, _) = run(&["solve", "-f", "json", &batch()]);
    assert_eq!(code, 0);
    let mut merged = String::new();
    for i in 1..=4 {
        let shard = format!("{i}/4");
        let (code, out, _) = run(&[
            "solve",
            "-f",
            "json",
            "-j",
            "1",
            "--shard",
            &shard,
            &batch(),
        ]);
        assert_eq!(code, 0);
        merged += &out;
    }
    assert_eq!(records(&merged), records(&single));
    assert_eq!(records(&single).len(), 95);
}

#[test]
fn the_gnu_parallel_recipe_merges_into_one_run() {
    if !common::tool_available("parallel", "apt-get install -y parallel") {
        return;
    }
    let (_, single, _) = run(&["solve", "-f", "json", &batch()]);
    // docs/SCALE.md: one job per shard, three job slots, output in shard order.
    let output = Command::new("parallel")
        .args(["--will-cite", "--keep-order", "-j", "3"])
        .arg(env!("CARGO_BIN_EXE_puzzle-sat"))
        .args([
            "solve",
            "-f",
            "json",
            "-j",
            "1",
            "--shard",
            "{}/5",
            &batch(),
        ])
        .args([":::", "1", "2", "3", "4", "5"])
        .output()
        .expect("parallel runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let merged = String::from_utf8(output.stdout).unwrap();
    assert_eq!(records(&merged), records(&single));
}

#[test]
fn resume_skips_what_was_answered_and_redoes_the_rest() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.jsonl");
    let (_, first_half, _) = run(&["solve", "-f", "json", "--shard", "1/2", &batch()]);
    // A run cut off mid-record: the last line is not JSON and is solved again.
    let cut = &first_half[..first_half.len() - 20];
    std::fs::write(&out, cut).unwrap();
    let out = out.to_str().unwrap();
    let (code, rest, _) = run(&["solve", "-f", "json", "--resume", out, &batch()]);
    assert_eq!(code, 0);
    let done = cut.lines().count() - 1;
    assert_eq!(rest.lines().count(), 95 - done);
    let (_, single, _) = run(&["solve", "-f", "json", &batch()]);
    let kept: Vec<&str> = cut.lines().take(done).collect();
    let whole = kept.join("\n") + "\n" + &rest;
    assert_eq!(records(&whole), records(&single));
    let (code, _, err) = run(&["solve", "--resume", out, &batch()]);
    assert_eq!(code, 2);
    assert!(err.contains("add -f json"), "{err}");
}

#[test]
fn bad_shards_are_usage_errors() {
    for bad in ["0/4", "5/4", "x"] {
        let (code, _, err) = run(&["solve", "--shard", bad, &batch()]);
        assert_eq!(code, 2, "{bad}: {err}");
    }
}
