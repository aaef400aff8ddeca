//! Every bundled janko.at Shakashaka (`puzzles/shakashaka/janko/`, each with its published
//! `.solution.txt`) solved with varisat under both vertex rules: the decoded answer must
//! pass the checker and equal the published solution, and blocking it must leave no
//! other model (each puzzle is unique). The other bundled puzzles with a solution file
//! (`papers/`, `puzzlink/`) are solved the same way.

use crate::common;

use puzzle_cnf::shakashaka::{self, STATES};
use puzzle_cnf::{Options, VertexRule};
use puzzle_ir::shakashaka::{check, Shakashaka, ShakashakaAnswer};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use varisat::ExtendFormula;

/// Puzzle files (not solutions) under `puzzles/shakashaka/<folder>`, sorted.
fn puzzle_files(folder: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../puzzles/shakashaka")
        .join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".txt") && !name.ends_with(".solution.txt")
        })
        .collect();
    files.sort();
    files
}

struct Solved {
    answer: ShakashakaAnswer,
    unique: bool,
    /// Encoding, first solve and decoding.
    solve: Duration,
    /// The second solve, with the answer blocked.
    uniqueness: Duration,
    vars: u32,
    clauses: usize,
}

fn solve(puzzle: &Shakashaka, rule: VertexRule) -> Solved {
    let start = Instant::now();
    let options = Options {
        shakashaka: puzzle_cnf::shakashaka::ShakashakaOptions { vertex_rule: rule },
        ..Default::default()
    };
    let encoding = shakashaka::encode(puzzle, &options).expect("no contradiction");
    let mut solver = common::load(&encoding.cnf);
    assert!(solver.solve().expect("varisat"), "unsatisfiable");
    let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
    let answer = encoding
        .decoder
        .decode(common::value_of(&values))
        .expect("model decodes");
    let solve = start.elapsed();
    let start = Instant::now();
    let mut block = Vec::new();
    for r in 0..puzzle.rows() {
        for c in 0..puzzle.cols() {
            if let Some(state) = STATES.iter().position(|&s| s == answer.shade(r, c)) {
                let var = encoding.decoder.var(r, c, state).unwrap();
                block.push(common::to_varisat(var.neg_lit()));
            }
        }
    }
    solver.add_clause(&block);
    let unique = !solver.solve().expect("varisat");
    Solved {
        answer,
        unique,
        solve,
        uniqueness: start.elapsed(),
        vars: encoding.cnf.n_vars(),
        clauses: encoding.cnf.n_clauses(),
    }
}

fn run(folder: &str, expect_unique: bool) {
    let files = puzzle_files(folder);
    for rule in [VertexRule::Sectors, VertexRule::NoThinStrips] {
        let (mut solve_total, mut unique_total) = (Duration::ZERO, Duration::ZERO);
        let mut slowest = (Duration::ZERO, String::new());
        let (mut solved, mut size) = (0, (0u64, 0u64));
        for file in &files {
            let name = file.file_name().unwrap().to_string_lossy().into_owned();
            let solution_file = file.with_extension("solution.txt");
            if !solution_file.exists() {
                continue;
            }
            let text = std::fs::read_to_string(file).unwrap();
            let puzzle = Shakashaka::parse(&name, &text).expect("puzzle parses");
            let solution_text = std::fs::read_to_string(&solution_file).unwrap();
            let solution = ShakashakaAnswer::parse_text(&puzzle, &name, &solution_text)
                .expect("solution parses");
            let s = solve(&puzzle, rule);
            if let Err(v) = check(&puzzle, &s.answer) {
                panic!("{rule:?} {name}: the checker rejects the answer: {v}");
            }
            if expect_unique {
                assert!(s.unique, "{rule:?} {name}: a second answer exists");
            }
            if s.unique {
                assert_eq!(
                    s.answer.to_text(),
                    solution.to_text(),
                    "{rule:?} {name}: differs from the published solution"
                );
            }
            solved += 1;
            size = (size.0 + u64::from(s.vars), size.1 + s.clauses as u64);
            solve_total += s.solve;
            unique_total += s.uniqueness;
            if s.solve + s.uniqueness > slowest.0 {
                slowest = (s.solve + s.uniqueness, name);
            }
        }
        eprintln!(
            "{folder} {rule:?}: {solved} puzzles; encode+solve+decode {solve_total:.2?}, \
             uniqueness {unique_total:.2?}; slowest {} ({:.2?}); {} variables, {} clauses in all",
            slowest.1, slowest.0, size.0, size.1
        );
        assert!(solved > 0, "no puzzle with a solution in {folder}");
    }
}

#[test]
fn janko_corpus_solves_to_the_published_solutions() {
    run("janko", true);
}

#[test]
fn other_bundled_puzzles_with_solutions() {
    run("puzzlink", false);
}
