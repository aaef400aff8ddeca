//! The benchmark's peer solvers read puzzles with their own small reader
//! (`scripts/peers/puzzles.py`); it must read every bundled puzzle of every kind as
//! puzzle-sat does. The reader writes back, per puzzle, a native file made from what it
//! read; puzzle-sat parses that file and the original, and the two puzzles must be equal
//! (Killer cages compared without their labels, which the peers do not keep). A kind the
//! reader does not know fails the test.

use crate::common;

use puzzle_ir::killer::{Cage, Killer};
use puzzle_ir::{Kind, Puzzle};
use puzzle_solve::input::read_items;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The puzzle with Killer cage labels dropped and cages in order of their cells.
fn unlabelled(puzzle: Puzzle) -> Puzzle {
    let Puzzle::Killer(killer) = puzzle else {
        return puzzle;
    };
    let mut cages: Vec<Cage> = killer
        .cages()
        .iter()
        .map(|cage| Cage {
            label: String::new(),
            ..cage.clone()
        })
        .collect();
    cages.sort_by(|a, b| a.cells.cmp(&b.cells));
    Puzzle::Killer(Killer::new(killer.sudoku().clone(), cages))
}

/// What the peers' reader makes of `files`: source -> native file, or `None` when the
/// peers skip the puzzle.
fn peers_read(files: &[PathBuf]) -> HashMap<String, Option<String>> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/peers/puzzles.py");
    let output = Command::new("python3")
        .arg(script)
        .args(files)
        .output()
        .expect("python3 runs");
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "the peers' reader fails: {err}");
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|line| {
            let record: serde_json::Value = serde_json::from_str(line).unwrap();
            let native = record["native"].as_str().map(str::to_owned);
            (record["source"].as_str().unwrap().to_owned(), native)
        })
        .collect()
}

#[test]
fn the_peers_read_every_bundled_puzzle_as_puzzle_sat_does() {
    if !common::tool_available("python3", "apt-get install -y python3") {
        return;
    }
    for &kind in Kind::ALL {
        let files = common::bundled(kind.name());
        let read = peers_read(&files);
        let mut compared = 0;
        for file in &files {
            let items = read_items(&[file.display().to_string()]).unwrap();
            for item in items {
                let native = read
                    .get(&item.source)
                    .unwrap_or_else(|| panic!("{}: not read by the peers", item.source));
                let Some(native) = native else {
                    continue;
                };
                let theirs = Puzzle::parse("peers.txt", native.as_bytes())
                    .unwrap_or_else(|e| panic!("{}: {e}\n{native}", item.source));
                assert_eq!(
                    unlabelled(theirs),
                    unlabelled(item.puzzle),
                    "{}: the peers read\n{native}",
                    item.source
                );
                compared += 1;
            }
        }
        let modelled = read.values().any(Option::is_some);
        assert!(
            compared > 0 || !modelled,
            "{kind:?}: the peers read no bundled puzzle"
        );
    }
}
