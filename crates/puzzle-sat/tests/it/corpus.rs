//! Every bundled puzzle, of every kind, solves and checks; where a published solution
//! exists and the puzzle is proper (one answer), the answer is that solution.

use puzzle_solve::input::read_items;
use puzzle_solve::pipeline::{solve, Settings, Status};
use puzzle_solve::solver::Backend;
use std::path::{Path, PathBuf};

fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            // The hard sets are for benchmarks (seconds to minutes a puzzle), not tests.
            if path.file_name().is_some_and(|n| n != "hard") {
                files_under(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "txt" || e == "lines")
            && !path.to_string_lossy().contains(".solution.")
        {
            out.push(path);
        }
    }
}

fn solution_of(path: &Path) -> Option<String> {
    let name = path.to_string_lossy();
    let stem = name.strip_suffix(".txt")?;
    std::fs::read_to_string(format!("{stem}.solution.txt")).ok()
}

/// Solves every puzzle of `file` and checks it; compares with the published solution
/// where there is one and the puzzle is proper. Returns (puzzles, compared). The backend
/// is the CLI's default, which picks the solver by the kind's hints (varisat is compared
/// with CaDiCaL on a sample of every folder in `cadical_lib.rs`), and the encoding is the
/// one `solve` gives it, with lazy constraints in process (the static lowerings are
/// tested on a few puzzles of each kind in `connectivity_kinds.rs` and `conformance.rs`:
/// Fillomino's static region sizes alone take gigabytes on its larger Janko grids).
fn solve_file(file: &Path) -> (usize, usize) {
    let settings = Settings {
        backend: Backend::Auto,
        timeout: None,
        options: puzzle_cnf::Options {
            in_process: true,
            ..Default::default()
        },
        shuffle: None,
    };
    let name = file.display().to_string();
    let items = read_items(std::slice::from_ref(&name)).expect("bundled puzzles parse");
    let mut answers = Vec::new();
    for item in &items {
        let report = solve(&item.puzzle, &settings).expect("no solver error");
        // Folders named `unsolvable` hold published puzzles that have no answer.
        if name.contains("/unsolvable/") {
            assert_eq!(report.status, Status::Unsat, "{}", item.source);
            continue;
        }
        assert_eq!(report.status, Status::Sat, "{}", item.source);
        let answer = report.answer.expect("answer");
        item.puzzle.check(&answer).expect("checked");
        answers.push(answer);
    }
    // Generated grids have many answers, so only the checker judges them; so does Janko's
    // Kakuro 257, which has two answers (the published one and another).
    let several = name.contains("generated") || name.contains("kakuro_janko_257_");
    match (solution_of(file), several) {
        (Some(expected), false) => {
            let expected = items[0].puzzle.parse_answer("solution", &expected).unwrap();
            assert_eq!(answers[0], expected, "{name}");
            (items.len(), 1)
        }
        _ => (items.len(), 0),
    }
}

#[test]
fn every_bundled_puzzle_solves_and_checks() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles");
    let mut files = Vec::new();
    files_under(&root, &mut files);
    files.sort();
    assert!(files.len() > 550, "the bundled puzzles are there");
    // Two workers, files interleaved: the minimal 25x25 puzzles take seconds each.
    let (puzzles, compared) = std::thread::scope(|scope| {
        let files = &files;
        let workers: Vec<_> = (0..2)
            .map(|k| {
                scope.spawn(move || {
                    files
                        .iter()
                        .skip(k)
                        .step_by(2)
                        .map(|f| solve_file(f))
                        .fold((0, 0), add)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().expect("worker"))
            .fold((0, 0), add)
    });
    assert!(puzzles >= 4415, "{puzzles} puzzles");
    assert!(
        compared > 120,
        "{compared} compared with published solutions"
    );
}

fn add(a: (usize, usize), b: (usize, usize)) -> (usize, usize) {
    (a.0 + b.0, a.1 + b.1)
}
