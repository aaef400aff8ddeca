//! Solution counts of the Kakurasu encoding against brute force, for every
//! pseudo-Boolean encoding.
//!
//! The brute-force side knows no rule of its own: it proposes every one of the
//! 2^(rows*cols) shadings of a grid of at most 4x4 cells and keeps those that
//! `puzzle_ir::kakurasu::check` (the independent rule checker) accepts.
//!
//! The SAT side counts with varisat and blocking clauses over the decoder's cell
//! variables; every model must decode to an answer that `check` accepts, and the set of
//! answers must equal brute force's for each of `PbEncoding::ALL` (so the encodings also
//! agree with each other). When the encoder reports a contradiction, brute force must find
//! no answer.

use crate::common;

use puzzle_cnf::kakurasu::{self, Contradiction};
use puzzle_cnf::pb::PbEncoding;
use puzzle_cnf::Options;
use puzzle_ir::kakurasu::{check, generate, Kakurasu, KakurasuAnswer};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeSet;
use varisat::ExtendFormula;

type Cells = Vec<bool>;

/// How the instances turned out, to make sure the generator covers every case.
#[derive(Debug, Default)]
struct Tally {
    /// A clue above its line's maximum, reported by the encoder.
    contradictions: usize,
    /// A clue that line reasoning before encoding shows unreachable.
    by_line_reasoning: usize,
    /// No answer, found by the SAT solver rather than the encoder.
    unsat_by_solver: usize,
    unique: usize,
    several: usize,
    /// Instances with at least one line without a clue.
    with_free_lines: usize,
}

impl Tally {
    fn add(&mut self, puzzle: &Kakurasu, outcome: Outcome) {
        match outcome {
            Outcome::Contradiction { settled: 0 } => self.contradictions += 1,
            Outcome::Contradiction { .. } => self.by_line_reasoning += 1,
            Outcome::Count(0) => self.unsat_by_solver += 1,
            Outcome::Count(1) => self.unique += 1,
            Outcome::Count(_) => self.several += 1,
        }
        let free = puzzle
            .row_clues()
            .iter()
            .chain(puzzle.col_clues())
            .any(Option::is_none);
        self.with_free_lines += usize::from(free);
    }
}

enum Outcome {
    /// `settled`: cells of the named line settled by crossing lines (0: above maximum).
    Contradiction {
        settled: usize,
    },
    Count(usize),
}

/// The puzzle in the native format, for failure messages.
fn describe(puzzle: &Kakurasu) -> String {
    puzzle.to_native(&[format!("{}x{}", puzzle.rows(), puzzle.cols())])
}

/// The answers of `puzzle` among all shadings of its grid, by `check` alone.
fn brute(puzzle: &Kakurasu) -> BTreeSet<Cells> {
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let n = rows * cols;
    assert!(n <= 16, "too many cells for brute force");
    (0u32..1 << n)
        .map(|mask| (0..n).map(|i| mask >> i & 1 == 1).collect::<Cells>())
        .filter(|cells| check(puzzle, &KakurasuAnswer::new(rows, cols, cells.clone())).is_ok())
        .collect()
}

/// The answers found by varisat with blocking clauses over the cell variables, or the
/// contradiction the encoder reports.
fn sat_answers(puzzle: &Kakurasu, pb: PbEncoding) -> Result<BTreeSet<Cells>, Contradiction> {
    let options = Options {
        kakurasu: puzzle_cnf::kakurasu::KakurasuOptions { pb },
        ..Options::default()
    };
    let encoding = kakurasu::encode(puzzle, &options)?;
    let (rows, cols) = (puzzle.rows(), puzzle.cols());
    let decoder = &encoding.decoder;
    assert_eq!(decoder.cell_vars().len(), rows * cols);
    let context = |what: &str| format!("{what} ({})\n{}", pb.name(), describe(puzzle));
    let mut solver = common::load(&encoding.cnf);
    let mut answers = BTreeSet::new();
    while solver.solve().expect("varisat does not fail") {
        let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
        let answer = decoder.decode(common::value_of(&values));
        assert_eq!((answer.rows(), answer.cols()), (rows, cols));
        if let Err(v) = check(puzzle, &answer) {
            panic!("{}", context(&format!("model is no answer: {v}")));
        }
        // The decoder reads exactly the variables `var(r, c)` names.
        let mut blocking = Vec::with_capacity(rows * cols);
        for r in 0..rows {
            for c in 0..cols {
                let var = decoder.var(r, c);
                assert_eq!(
                    values[var.idx()],
                    answer.is_shaded(r, c),
                    "{}",
                    context("var(r, c) disagrees with decode")
                );
                let lit = if values[var.idx()] {
                    var.neg_lit()
                } else {
                    var.pos_lit()
                };
                blocking.push(common::to_varisat(lit));
            }
        }
        assert!(
            answers.insert(answer.cells().to_vec()),
            "{}",
            context("the same answer twice despite the blocking clause")
        );
        assert!(
            answers.len() <= 1 << (rows * cols),
            "{}",
            context("more answers than grids")
        );
        solver.add_clause(&blocking);
    }
    Ok(answers)
}

/// Compares every encoding's answers with brute force.
fn compare(puzzle: &Kakurasu) -> Outcome {
    let brute = brute(puzzle);
    let mut contradiction = None;
    for pb in PbEncoding::ALL {
        match sat_answers(puzzle, pb) {
            Err(err) => {
                assert!(
                    brute.is_empty(),
                    "{}: encoder says `{err}` but brute force finds {} answers, e.g. {:?}\n{}",
                    pb.name(),
                    brute.len(),
                    brute.first(),
                    describe(puzzle)
                );
                // The verdict does not depend on the PB encoding.
                assert!(
                    contradiction.as_ref().is_none_or(|c| c == &err),
                    "{}: {err} vs {contradiction:?}",
                    pb.name()
                );
                contradiction = Some(err);
            }
            Ok(sat) => {
                assert!(
                    contradiction.is_none(),
                    "{}: no contradiction where another encoding had one\n{}",
                    pb.name(),
                    describe(puzzle)
                );
                assert_eq!(
                    sat.len(),
                    brute.len(),
                    "{}: SAT count {} != brute-force count {}\n{}",
                    pb.name(),
                    sat.len(),
                    brute.len(),
                    describe(puzzle)
                );
                assert_eq!(
                    sat,
                    brute,
                    "{}: different answers\n{}",
                    pb.name(),
                    describe(puzzle)
                );
            }
        }
    }
    match contradiction {
        Some(c) => Outcome::Contradiction { settled: c.settled },
        None => Outcome::Count(brute.len()),
    }
}

/// n(n+1)/2: the largest clue of a line of n cells.
fn triangle(n: usize) -> u64 {
    (n * (n + 1) / 2) as u64
}

/// Drops each clue with probability `free`.
fn drop_clues(clues: &[Option<u64>], free: f64, rng: &mut SmallRng) -> Vec<Option<u64>> {
    clues
        .iter()
        .map(|&c| if rng.random_bool(free) { None } else { c })
        .collect()
}

/// A random tiny instance of one of several families, cycling through them.
fn random_tiny(family: usize, rng: &mut SmallRng) -> Kakurasu {
    let rows = rng.random_range(1..=4);
    let cols = rng.random_range(1..=4);
    let density = rng.random_range(0.1..0.9);
    let (from_grid, _) = generate::random_puzzle(rows, cols, density, rng);
    // Uniform clues up to one above the maximum: mostly unsolvable, some contradictions.
    let random_clues = |n: usize, other: usize, rng: &mut SmallRng| -> Vec<Option<u64>> {
        (0..n)
            .map(|_| Some(rng.random_range(0..=triangle(other) + 1)))
            .collect()
    };
    let (row_clues, col_clues) = match family {
        // Clues read off a random shading: at least one answer.
        0 => (
            from_grid.row_clues().to_vec(),
            from_grid.col_clues().to_vec(),
        ),
        // Random clue vectors.
        1 => (random_clues(rows, cols, rng), random_clues(cols, rows, rng)),
        // Clues of a shading with some lines free: at least one answer, often several.
        2 => {
            let free = rng.random_range(0.1..0.5);
            (
                drop_clues(from_grid.row_clues(), free, rng),
                drop_clues(from_grid.col_clues(), free, rng),
            )
        }
        // Random clue vectors with some lines free.
        3 => {
            let free = rng.random_range(0.1..0.5);
            (
                drop_clues(&random_clues(rows, cols, rng), free, rng),
                drop_clues(&random_clues(cols, rows, rng), free, rng),
            )
        }
        // Clues of a shading with one clue moved by a little: often unsolvable, with the
        // clue still within its line's range.
        _ => {
            let mut row_clues = from_grid.row_clues().to_vec();
            let mut col_clues = from_grid.col_clues().to_vec();
            let (clues, max) = if rng.random_bool(0.5) {
                (&mut row_clues, triangle(cols))
            } else {
                (&mut col_clues, triangle(rows))
            };
            let i = rng.random_range(0..clues.len());
            let old = clues[i].unwrap();
            let delta = rng.random_range(1..=2);
            clues[i] = Some(if rng.random_bool(0.5) && old >= delta {
                old - delta
            } else {
                (old + delta).min(max)
            });
            (row_clues, col_clues)
        }
    };
    Kakurasu::new(row_clues, col_clues).unwrap()
}

#[test]
fn random_tiny_puzzles_count_like_brute_force() {
    let mut rng = SmallRng::seed_from_u64(1_234);
    let mut tally = Tally::default();
    let mut solvable_per_family = [0usize; 5];
    for i in 0..5000 {
        let family = i % 5;
        let puzzle = random_tiny(family, &mut rng);
        let outcome = compare(&puzzle);
        if let Outcome::Count(n) = outcome {
            solvable_per_family[family] += usize::from(n > 0);
        }
        tally.add(&puzzle, outcome);
    }
    eprintln!("tiny: {tally:?}, solvable per family {solvable_per_family:?}");
    // Line reasoning proves nearly every unsolvable tiny puzzle before the solver runs.
    assert!(tally.contradictions >= 100, "{tally:?}");
    assert!(tally.by_line_reasoning >= 300, "{tally:?}");
    assert!(tally.unique >= 300, "{tally:?}");
    assert!(tally.several >= 200, "{tally:?}");
    assert!(tally.with_free_lines >= 500, "{tally:?}");
    assert!(
        solvable_per_family.iter().all(|&k| k > 0),
        "{solvable_per_family:?}"
    );
}

/// Every clue vector of a 2x2 grid (each clue free, 0..=3, or the impossible 4), and of
/// the 1xN and Nx1 strips up to 4 cells.
#[test]
fn every_small_clue_vector_counts_like_brute_force() {
    let options = |max: u64| -> Vec<Option<u64>> {
        std::iter::once(None)
            .chain((0..=max + 1).map(Some))
            .collect()
    };
    let mut tally = Tally::default();
    let two = options(3);
    for &r0 in &two {
        for &r1 in &two {
            for &c0 in &two {
                for &c1 in &two {
                    let puzzle = Kakurasu::new(vec![r0, r1], vec![c0, c1]).unwrap();
                    tally.add(&puzzle, compare(&puzzle));
                }
            }
        }
    }
    // Strips: one line with a clue over n cells, crossed by n lines of one cell each
    // (free, 0 or 1).
    for n in 1..=4usize {
        let long = options(triangle(n));
        for &clue in &long {
            for short in 0..3u64.pow(n as u32) {
                let cross: Vec<Option<u64>> = (0..n)
                    .map(|i| match short / 3u64.pow(i as u32) % 3 {
                        0 => None,
                        v => Some(v - 1),
                    })
                    .collect();
                let row = Kakurasu::new(vec![clue], cross.clone()).unwrap();
                tally.add(&row, compare(&row));
                let col = Kakurasu::new(cross, vec![clue]).unwrap();
                tally.add(&col, compare(&col));
            }
        }
    }
    eprintln!("exhaustive: {tally:?}");
    assert!(
        tally.contradictions > 0 && tally.by_line_reasoning > 0,
        "{tally:?}"
    );
    assert!(tally.unique > 0 && tally.several > 0, "{tally:?}");
}

/// With no clue at all every shading is an answer: 2^(rows*cols) of them.
#[test]
fn unclued_grids_have_every_shading() {
    for (rows, cols) in [(1, 1), (1, 3), (2, 2), (3, 2), (2, 4), (3, 3)] {
        let puzzle = Kakurasu::new(vec![None; rows], vec![None; cols]).unwrap();
        for pb in PbEncoding::ALL {
            let answers = sat_answers(&puzzle, pb).unwrap();
            assert_eq!(answers.len(), 1 << (rows * cols), "{rows}x{cols} {pb:?}");
        }
    }
}
