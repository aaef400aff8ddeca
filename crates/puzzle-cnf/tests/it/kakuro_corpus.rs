//! The Kakuro encoding on the bundled puzzles, with every sum encoding: each puzzle of
//! `puzzles/kakuro/janko/` (a sample of 150 for the slow PB encoding) solves, the decoded answer passes the independent checker, a blocking clause shows it
//! is the only answer, and then it equals the published solution (one puzzle, 257, has
//! two answers: both pass the checker). The papers' k_057 solves and
//! is unique too. Sizes and times per encoding are printed (run with `--nocapture`).

use crate::common;

use puzzle_cnf::kakuro::{self, KakuroDecoder, KakuroSum};
use puzzle_cnf::Options;
use puzzle_ir::kakuro::{check, Kakuro, KakuroAnswer};
use std::path::{Path, PathBuf};
use std::time::Instant;
use varisat::ExtendFormula;

/// The bundled janko Kakuro puzzles.
fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles/kakuro/janko")
}

/// The puzzle files (not solutions), sorted.
fn puzzle_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus folder is readable")
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.ends_with(".txt") && !name.ends_with(".solution.txt")
        })
        .collect();
    files.sort();
    files
}

/// The blocking clause of `answer`: some white cell holds another digit.
fn blocking(decoder: &KakuroDecoder, answer: &KakuroAnswer) -> Vec<varisat::Lit> {
    let mut out = Vec::new();
    for r in 0..answer.rows() {
        for c in 0..answer.cols() {
            if let Some(d) = answer.digit(r, c) {
                let var = decoder
                    .var(r, c, d)
                    .expect("the answer's digit has a variable");
                out.push(common::to_varisat(var.neg_lit()));
            }
        }
    }
    out
}

/// Solves, checks, and tells whether the answer is unique; also the CNF size.
fn solve(name: &str, puzzle: &Kakuro, sum: KakuroSum) -> (KakuroAnswer, bool, u32, usize) {
    let options = Options {
        kakuro: puzzle_cnf::kakuro::KakuroOptions { sum },
        ..Options::default()
    };
    let encoding =
        kakuro::encode(puzzle, &options).unwrap_or_else(|e| panic!("{name} ({sum:?}): {e}"));
    let size = (encoding.cnf.n_vars(), encoding.cnf.n_clauses());
    let mut solver = common::load(&encoding.cnf);
    assert!(solver.solve().unwrap(), "{name} ({sum:?}): unsatisfiable");
    let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
    let answer = encoding
        .decoder
        .decode(common::value_of(&values))
        .unwrap_or_else(|e| panic!("{name} ({sum:?}): {e}"));
    if let Err(v) = check(puzzle, &answer) {
        panic!(
            "{name} ({sum:?}): answer fails the checker: {v}\n{}",
            answer.to_text()
        );
    }
    solver.add_clause(&blocking(&encoding.decoder, &answer));
    let unique = !solver.solve().unwrap();
    if !unique {
        // The second answer is an answer too, and a different one.
        let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
        let second = encoding.decoder.decode(common::value_of(&values)).unwrap();
        assert_eq!(check(puzzle, &second), Ok(()), "{name} ({sum:?})");
        assert_ne!(second, answer, "{name} ({sum:?})");
    }
    (answer, unique, size.0, size.1)
}

fn read(path: &Path) -> Kakuro {
    let text = std::fs::read_to_string(path).expect("puzzle is readable");
    Kakuro::parse(&path.display().to_string(), &text).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn janko_puzzles_solve_to_their_published_solutions() {
    let files = puzzle_files(&folder());
    assert!(files.len() >= 700, "only {} puzzles", files.len());
    let cases: Vec<(String, Kakuro, KakuroAnswer)> = files
        .iter()
        .map(|path| {
            let name = path.display().to_string();
            let puzzle = read(path);
            let solution_path = path.with_extension("solution.txt");
            let text = std::fs::read_to_string(&solution_path).expect("published solution");
            let published =
                KakuroAnswer::parse_text(&puzzle, &name, &text).unwrap_or_else(|e| panic!("{e}"));
            (name, puzzle, published)
        })
        .collect();
    // Per case: uniqueness according to the first encoding.
    let mut verdicts = Vec::new();
    for (k, sum) in KakuroSum::ALL.into_iter().enumerate() {
        let start = Instant::now();
        let (mut vars, mut clauses) = (0u64, 0u64);
        // The PB encoding takes about 0.13 s per puzzle: all 799 would take minutes, so it
        // gets a deterministic sample of 150, spread over the corpus.
        let indices: Vec<usize> = match sum {
            KakuroSum::Table | KakuroSum::Mdd => (0..cases.len()).collect(),
            KakuroSum::Pb => (0..150).map(|j| j * cases.len() / 150).collect(),
        };
        for &i in &indices {
            let (name, puzzle, published) = &cases[i];
            let (answer, unique, v, c) = solve(name, puzzle, sum);
            if k == 0 {
                verdicts.push(unique);
            } else {
                assert_eq!(
                    unique, verdicts[i],
                    "{name}: the encodings disagree on uniqueness"
                );
            }
            if unique {
                assert_eq!(
                    &answer, published,
                    "{name} ({sum:?}): differs from the published solution"
                );
            } else {
                // Then the published solution is one of several answers.
                assert_eq!(
                    check(puzzle, published),
                    Ok(()),
                    "{name}: published solution"
                );
            }
            vars += u64::from(v);
            clauses += c as u64;
        }
        eprintln!(
            "janko {}: {} puzzles, {} unique, {vars} variables, {clauses} clauses in all, {:.2?} (encode + solve + uniqueness)",
            sum.name(),
            indices.len(),
            indices.iter().filter(|&&i| verdicts[i]).count(),
            start.elapsed()
        );
    }
    // Nearly all published puzzles have one answer.
    let unique = verdicts.iter().filter(|&&u| u).count();
    assert!(unique * 10 >= cases.len() * 9, "only {unique} unique");
}

#[test]
fn papers_k057_solves_uniquely() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../puzzles/kakuro/papers/kakuro-k_057.txt");
    let puzzle = read(&path);
    let mut answers = Vec::new();
    for sum in KakuroSum::ALL {
        let start = Instant::now();
        let (answer, unique, v, c) = solve("k_057", &puzzle, sum);
        eprintln!(
            "k_057 {}: {v} variables, {c} clauses, {:.2?}",
            sum.name(),
            start.elapsed()
        );
        assert!(unique, "k_057 ({sum:?}): not unique");
        answers.push(answer);
    }
    assert!(answers.iter().all(|a| a == &answers[0]));
}
