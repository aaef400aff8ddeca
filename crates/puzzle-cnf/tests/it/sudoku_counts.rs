//! Solution counts of the Sudoku encoding against brute force.
//!
//! The brute-force side knows no rule of its own: it proposes complete grids and keeps
//! those that `puzzle_ir::sudoku::check` (the independent rule checker) accepts.
//! * 4x4: every grid whose rows are permutations of 1..4 (24^4 = 331,776 proposals) is
//!   checked against the empty classic puzzle once, which must leave the 288 known
//!   grids; any answer of any 4x4 puzzle (diagonal, even-odd or not) is one of them, so a
//!   puzzle's answers are the grids among the 288 that `check` accepts for it.
//! * 6x6 with 2x3 boxes: too many grids (28,200,960) to list, so the puzzles there have
//!   few blanks and brute force tries all 6^k fillings of the k blanks.
//!
//! The SAT side counts with varisat and blocking clauses; every model must decode to an
//! answer that `check` accepts, and the two sets of answers must be equal. When the
//! encoder reports a contradiction, brute force must find no answer.

use crate::common;

use puzzle_cnf::sudoku::{self, Contradiction};
use puzzle_cnf::{AmoEncoding, CnfBuilder, Options, Var};
use puzzle_ir::sudoku::{check, generate, Parity, Sudoku, SudokuAnswer};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use std::collections::{BTreeMap, BTreeSet};
use varisat::ExtendFormula;

type Grid = Vec<u32>;

/// What happened to the instances, to make sure the generator covers every case.
#[derive(Debug, Default)]
struct Tally {
    /// Contradictions reported by the encoder with singles on, by kind.
    contradictions: BTreeMap<&'static str, usize>,
    /// No answer, found by the SAT solver rather than the encoder (singles off / on).
    unsat_by_solver: [usize; 2],
    unique: usize,
    several: usize,
}

impl Tally {
    fn add(&mut self, outcome: Outcome) {
        for (slot, reported) in [&outcome.without_singles, &outcome.with_singles]
            .into_iter()
            .enumerate()
        {
            if reported.is_none() && outcome.count == 0 {
                self.unsat_by_solver[slot] += 1;
            }
        }
        if let Some(c) = outcome.with_singles {
            let kind = match c {
                Contradiction::GivenClash { .. } => "GivenClash",
                Contradiction::GivenParity { .. } => "GivenParity",
                Contradiction::NoCandidate { .. } => "NoCandidate",
                Contradiction::NoPlace { .. } => "NoPlace",
            };
            *self.contradictions.entry(kind).or_default() += 1;
        }
        match outcome.count {
            0 => {}
            1 => self.unique += 1,
            _ => self.several += 1,
        }
    }

    fn contradictions(&self) -> usize {
        self.contradictions.values().sum()
    }
}

/// The puzzle in the native format, for failure messages.
fn describe(puzzle: &Sudoku) -> String {
    let n = puzzle.size();
    let mut text = format!(
        "box: {}x{}, variants: {:?}\n",
        puzzle.box_rows(),
        puzzle.box_cols(),
        puzzle.variant_names()
    );
    for r in 0..n {
        for c in 0..n {
            text.push_str(&puzzle.given(r, c).map_or(".".into(), |v| v.to_string()));
        }
        if puzzle.even_odd() {
            text.push(' ');
            for c in 0..n {
                text.push(match puzzle.parity(r, c) {
                    Some(Parity::Even) => 'e',
                    Some(Parity::Odd) => 'o',
                    None => '.',
                });
            }
        }
        text.push('\n');
    }
    text
}

/// Every cartesian product of `rows` (with repetition) of length `n`, row-major.
fn row_products(rows: &[Vec<u32>], n: usize, mut visit: impl FnMut(&[u32])) {
    let mut index = vec![0usize; n];
    let mut grid = Vec::with_capacity(n * n);
    loop {
        grid.clear();
        index.iter().for_each(|&i| grid.extend_from_slice(&rows[i]));
        visit(&grid);
        let mut k = n;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            index[k] += 1;
            if index[k] < rows.len() {
                break;
            }
            index[k] = 0;
        }
    }
}

fn permutations(values: &[u32]) -> Vec<Vec<u32>> {
    if values.len() <= 1 {
        return vec![values.to_vec()];
    }
    let mut all = Vec::new();
    for (i, &first) in values.iter().enumerate() {
        let mut rest = values.to_vec();
        rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            all.push(tail);
        }
    }
    all
}

/// All complete 4x4 grids with 2x2 boxes, found with `check` as the only oracle.
fn all_4x4_grids() -> Vec<Grid> {
    let empty = Sudoku::new(4, 2, 2, vec![None; 16]).unwrap();
    let rows = permutations(&[1, 2, 3, 4]);
    let mut grids = Vec::new();
    row_products(&rows, 4, |grid| {
        if check(&empty, &SudokuAnswer::new(&empty, grid.to_vec())).is_ok() {
            grids.push(grid.to_vec());
        }
    });
    grids
}

/// The answers of a 4x4 `puzzle`, by brute force over all grids.
fn brute_4x4(puzzle: &Sudoku, grids: &[Grid]) -> BTreeSet<Grid> {
    grids
        .iter()
        .filter(|g| check(puzzle, &SudokuAnswer::new(puzzle, g.to_vec())).is_ok())
        .cloned()
        .collect()
}

/// The answers of `puzzle` by trying every value in every blank (only for few blanks).
fn brute_blanks(puzzle: &Sudoku) -> BTreeSet<Grid> {
    let n = puzzle.size() as u32;
    let blanks: Vec<usize> = (0..puzzle.givens().len())
        .filter(|&i| puzzle.givens()[i].is_none())
        .collect();
    assert!(blanks.len() <= 7, "too many blanks for brute force");
    let mut grid: Grid = puzzle.givens().iter().map(|g| g.unwrap_or(1)).collect();
    let mut answers = BTreeSet::new();
    loop {
        let answer = SudokuAnswer::new(puzzle, grid.clone());
        if check(puzzle, &answer).is_ok() {
            answers.insert(grid.clone());
        }
        // Next filling: an odometer over the blanks.
        let mut k = 0;
        loop {
            if k == blanks.len() {
                return answers;
            }
            let cell = &mut grid[blanks[k]];
            if *cell < n {
                *cell += 1;
                break;
            }
            *cell = 1;
            k += 1;
        }
    }
}

/// The candidate variables of an encoding and the (0-based row, column, value) their
/// names (`r1c2=3`) stand for, read from the builder.
fn candidate_vars(cnf: &CnfBuilder) -> Vec<(Var, (usize, usize, u32))> {
    (0..cnf.n_vars())
        .map(Var::new)
        .filter_map(|var| {
            let name = cnf.name_of(var)?;
            let parse = || -> Option<(usize, usize, u32)> {
                let (cell, value) = name.strip_prefix('r')?.split_once('=')?;
                let (r, c) = cell.split_once('c')?;
                Some((
                    r.parse::<usize>().ok()? - 1,
                    c.parse::<usize>().ok()? - 1,
                    value.parse().ok()?,
                ))
            };
            Some((
                var,
                parse().unwrap_or_else(|| panic!("odd variable name `{name}`")),
            ))
        })
        .collect()
}

/// The answers of `puzzle` found by varisat with blocking clauses, or the contradiction
/// the encoder reports. Every model must decode into an answer that `check` accepts, and
/// the true candidate variables must be exactly one per open cell, named after the value
/// the decoder read.
fn sat_answers(
    puzzle: &Sudoku,
    amo: AmoEncoding,
    singles: bool,
) -> Result<BTreeSet<Grid>, Contradiction> {
    let options = Options {
        amo,
        names: true,
        sudoku: puzzle_cnf::sudoku::SudokuOptions { singles },
        ..Options::default()
    };
    let encoding = sudoku::encode(puzzle, &options)?;
    let n = puzzle.size();
    let candidates = candidate_vars(&encoding.cnf);
    let open_cells: BTreeSet<(usize, usize)> =
        candidates.iter().map(|&(_, (r, c, _))| (r, c)).collect();
    let mut solver = common::load(&encoding.cnf);
    let mut answers = BTreeSet::new();
    let context = |what: &str| format!("{what} ({amo:?}, singles {singles})\n{}", describe(puzzle));
    while solver.solve().expect("varisat does not fail") {
        let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
        let answer = encoding
            .decoder
            .decode(common::value_of(&values))
            .unwrap_or_else(|e| panic!("{}", context(&format!("bad model: {e}"))));
        assert_eq!(answer.size(), n);
        if let Err(v) = check(puzzle, &answer) {
            panic!("{}", context(&format!("model is no answer: {v}")));
        }
        // Block this answer through the model's true candidate variables.
        let mut blocking = Vec::new();
        for &(var, (r, c, value)) in &candidates {
            if values[var.idx()] {
                assert_eq!(
                    answer.value(r, c),
                    value,
                    "{}",
                    context("a true variable's name disagrees with the decoded answer")
                );
                blocking.push(common::to_varisat(var.neg_lit()));
            }
        }
        assert_eq!(
            blocking.len(),
            open_cells.len(),
            "{}",
            context("not one true candidate per open cell")
        );
        assert!(
            answers.insert(answer.values().to_vec()),
            "{}",
            context("the same answer twice despite the blocking clause")
        );
        solver.add_clause(&blocking);
    }
    Ok(answers)
}

/// What the encoder said about one puzzle, with singles off and on, and its count.
struct Outcome {
    without_singles: Option<Contradiction>,
    with_singles: Option<Contradiction>,
    count: usize,
}

/// Compares the SAT answers (with and without singles) with brute force.
fn compare(puzzle: &Sudoku, amo: AmoEncoding, brute: &BTreeSet<Grid>) -> Outcome {
    let mut reported = [None, None];
    for (slot, singles) in [false, true].into_iter().enumerate() {
        match sat_answers(puzzle, amo, singles) {
            Err(err) => {
                assert!(
                    brute.is_empty(),
                    "encoder (singles {singles}) says `{err}` but brute force finds {} answers, \
                     e.g. {:?}\n{}",
                    brute.len(),
                    brute.first(),
                    describe(puzzle)
                );
                reported[slot] = Some(err);
            }
            Ok(sat) => {
                assert_eq!(
                    sat.len(),
                    brute.len(),
                    "{amo:?}, singles {singles}: SAT count {} != brute-force count {}\n{}",
                    sat.len(),
                    brute.len(),
                    describe(puzzle)
                );
                assert_eq!(
                    &sat,
                    brute,
                    "{amo:?}, singles {singles}: different answers\n{}",
                    describe(puzzle)
                );
            }
        }
    }
    let [without_singles, with_singles] = reported;
    Outcome {
        without_singles,
        with_singles,
        count: brute.len(),
    }
}

fn random_givens(grid: &[u32], keep: f64, rng: &mut SmallRng) -> Vec<Option<u32>> {
    grid.iter()
        .map(|&v| rng.random_bool(keep).then_some(v))
        .collect()
}

fn random_parity(n: usize, marked: f64, rng: &mut SmallRng) -> Vec<Option<Parity>> {
    (0..n * n)
        .map(|_| {
            rng.random_bool(marked)
                .then(|| *[Parity::Even, Parity::Odd].choose(rng).unwrap())
        })
        .collect()
}

/// Parity marks that agree with `grid` on a random subset of cells.
fn parity_of(grid: &[u32], marked: f64, rng: &mut SmallRng) -> Vec<Option<Parity>> {
    grid.iter()
        .map(|&v| {
            rng.random_bool(marked).then_some(if v % 2 == 0 {
                Parity::Even
            } else {
                Parity::Odd
            })
        })
        .collect()
}

/// A random 4x4 instance of one of several families, cycling through them.
fn random_4x4(
    family: usize,
    grids: &[Grid],
    diagonal_grids: &[Grid],
    rng: &mut SmallRng,
) -> Sudoku {
    let grid = grids.choose(rng).unwrap();
    let diagonal_grid = diagonal_grids.choose(rng).unwrap();
    let keep = rng.random_range(0.0..0.7);
    let plain = |givens| Sudoku::new(4, 2, 2, givens).unwrap();
    match family {
        // Givens taken from a full grid: at least one answer.
        0 => plain(random_givens(grid, keep, rng)),
        // Random values in random cells: often clashing, sometimes subtly unsat.
        1 => {
            let givens = (0..16)
                .map(|_| rng.random_bool(keep / 2.0).then(|| rng.random_range(1..=4)))
                .collect();
            plain(givens)
        }
        // Givens from a full grid with one of them changed.
        2 => {
            let mut givens = random_givens(grid, keep.max(0.3), rng);
            let cell = rng.random_range(0..16);
            givens[cell] = Some(rng.random_range(1..=4));
            plain(givens)
        }
        // Diagonal, givens from a grid that obeys the diagonals (or from any grid).
        3 => plain(random_givens(diagonal_grid, keep, rng)).with_diagonal(true),
        4 => plain(random_givens(grid, keep, rng)).with_diagonal(true),
        // Even-odd with random marks (often against the givens) or marks from the grid.
        5 => plain(random_givens(grid, keep / 2.0, rng))
            .with_parity(random_parity(4, rng.random_range(0.0..0.8), rng))
            .unwrap(),
        6 => plain(random_givens(grid, keep / 2.0, rng))
            .with_parity(parity_of(grid, rng.random_range(0.0..1.0), rng))
            .unwrap(),
        // Both variants.
        _ => plain(random_givens(diagonal_grid, keep / 2.0, rng))
            .with_diagonal(true)
            .with_parity(if rng.random_bool(0.5) {
                parity_of(diagonal_grid, rng.random_range(0.0..1.0), rng)
            } else {
                random_parity(4, rng.random_range(0.0..0.6), rng)
            })
            .unwrap(),
    }
}

#[test]
fn brute_force_finds_the_288_grids_of_4x4() {
    let grids = all_4x4_grids();
    assert_eq!(grids.len(), 288);
    let diagonal = Sudoku::new(4, 2, 2, vec![None; 16])
        .unwrap()
        .with_diagonal(true);
    assert_eq!(brute_4x4(&diagonal, &grids).len(), 48);
}

#[test]
fn empty_4x4_puzzles_count_like_brute_force() {
    let grids = all_4x4_grids();
    let empty = Sudoku::new(4, 2, 2, vec![None; 16]).unwrap();
    for amo in AmoEncoding::ALL {
        for puzzle in [empty.clone(), empty.clone().with_diagonal(true)] {
            compare(&puzzle, amo, &brute_4x4(&puzzle, &grids));
        }
    }
    // Every cell marked with the parity of the first grid.
    let marks = grids[0].iter().map(|&v| Some(Parity::of(v))).collect();
    let marked = empty.with_parity(marks).unwrap();
    compare(&marked, AmoEncoding::Auto, &brute_4x4(&marked, &grids));
}

#[test]
fn random_4x4_puzzles_count_like_brute_force() {
    let grids = all_4x4_grids();
    let diagonal_empty = Sudoku::new(4, 2, 2, vec![None; 16])
        .unwrap()
        .with_diagonal(true);
    let diagonal_grids: Vec<Grid> = brute_4x4(&diagonal_empty, &grids).into_iter().collect();
    let mut rng = SmallRng::seed_from_u64(2024);
    let mut tally = Tally::default();
    let mut solvable_per_family = [0usize; 8];
    for i in 0..800 {
        let family = i % 8;
        let puzzle = random_4x4(family, &grids, &diagonal_grids, &mut rng);
        let amo = AmoEncoding::ALL[(i / 8) % AmoEncoding::ALL.len()];
        let outcome = compare(&puzzle, amo, &brute_4x4(&puzzle, &grids));
        solvable_per_family[family] += usize::from(outcome.count > 0);
        tally.add(outcome);
    }
    eprintln!("4x4: {tally:?}, solvable per family {solvable_per_family:?}");
    // The instances cover every outcome, and every family has solvable members.
    assert!(tally.contradictions() >= 50, "{tally:?}");
    for kind in ["GivenClash", "GivenParity", "NoCandidate", "NoPlace"] {
        assert!(
            tally.contradictions.contains_key(kind),
            "no {kind}: {tally:?}"
        );
    }
    assert!(tally.unsat_by_solver[0] >= 5, "{tally:?}");
    assert!(tally.unique >= 20, "{tally:?}");
    assert!(tally.several >= 20, "{tally:?}");
    assert!(
        solvable_per_family.iter().all(|&k| k > 0),
        "{solvable_per_family:?}"
    );
}

/// Four cells of a 6x6 grid (2x3 boxes) at the corners of a rectangle inside one band
/// whose values can be swapped: `a b / b a` over two boxes.
fn swappable_rectangle(grid: &[u32], rng: &mut SmallRng) -> Option<[usize; 4]> {
    let at = |r: usize, c: usize| grid[r * 6 + c];
    let mut found = Vec::new();
    for band in 0..3 {
        let (r1, r2) = (2 * band, 2 * band + 1);
        for c1 in 0..3 {
            for c2 in 3..6 {
                if at(r1, c1) == at(r2, c2) && at(r1, c2) == at(r2, c1) {
                    found.push([r1 * 6 + c1, r1 * 6 + c2, r2 * 6 + c1, r2 * 6 + c2]);
                }
            }
        }
    }
    found.choose(rng).copied()
}

/// A 6x6 grid (2x3 boxes) whose diagonals hold every value once. The generator's
/// pattern grids seldom have that, so the SAT solver finds one from a few random givens;
/// `check` confirms it.
fn diagonal_6x6_grid(rng: &mut SmallRng) -> Grid {
    let empty = Sudoku::new(6, 2, 3, vec![None; 36])
        .unwrap()
        .with_diagonal(true);
    loop {
        let mut givens = vec![None; 36];
        for _ in 0..4 {
            givens[rng.random_range(0..36)] = Some(rng.random_range(1..=6));
        }
        let puzzle = empty.with_givens(givens).unwrap();
        let Ok(encoding) = sudoku::encode(&puzzle, &Options::default()) else {
            continue;
        };
        let mut solver = common::load(&encoding.cnf);
        if !solver.solve().unwrap() {
            continue;
        }
        let values = common::values(&solver.model().unwrap(), encoding.cnf.n_vars());
        let answer = encoding.decoder.decode(common::value_of(&values)).unwrap();
        check(&empty, &answer).expect("a diagonal grid");
        return answer.values().to_vec();
    }
}

#[test]
fn random_6x6_puzzles_with_few_blanks_count_like_brute_force() {
    let mut rng = SmallRng::seed_from_u64(66);
    let mut tally = Tally::default();
    let mut diagonal = 0;
    for i in 0..120 {
        let grid = if i % 4 == 3 {
            diagonal_6x6_grid(&mut rng)
        } else {
            generate::random_grid(6, 2, 3, &mut rng)
        };
        let mut givens: Vec<Option<u32>> = grid.iter().map(|&v| Some(v)).collect();
        let mut blanks = rng.random_range(0..=6);
        if i % 3 == 0 {
            // Blank a rectangle over two boxes whose values can swap: several answers.
            if let Some(rectangle) = swappable_rectangle(&grid, &mut rng) {
                rectangle.iter().for_each(|&cell| givens[cell] = None);
                blanks = 2;
            }
        }
        for _ in 0..blanks {
            givens[rng.random_range(0..36)] = None;
        }
        let plain = Sudoku::new(6, 2, 3, givens.clone()).unwrap();
        let puzzle = match i % 4 {
            // One blank set to a value that clashes with no given: a puzzle with no
            // answer, found by elimination or only by the solver.
            1 => {
                let blank: Vec<usize> = (0..36).filter(|&k| givens[k].is_none()).collect();
                let Some(&cell) = blank.choose(&mut rng) else {
                    continue;
                };
                let mut tries = plain.clone();
                for value in 1..=6 {
                    givens[cell] = Some(value);
                    let candidate = plain.with_givens(givens.clone()).unwrap();
                    let clash = matches!(
                        sudoku::encode(
                            &candidate,
                            &Options {
                                sudoku: puzzle_cnf::sudoku::SudokuOptions { singles: false },
                                ..Default::default()
                            }
                        ),
                        Err(Contradiction::GivenClash { .. })
                    );
                    if !clash && Some(value) != Some(grid[cell]) {
                        tries = candidate;
                        break;
                    }
                }
                tries
            }
            // Parity marks taken from the grid, and a few wrong ones on blank cells.
            2 => {
                let mut marks = parity_of(&grid, 0.5, &mut rng);
                for k in 0..36 {
                    if givens[k].is_none() && rng.random_bool(0.3) {
                        marks[k] = Some(if grid[k] % 2 == 0 {
                            Parity::Odd
                        } else {
                            Parity::Even
                        });
                    }
                }
                plain.with_parity(marks).unwrap()
            }
            // Diagonal: blank repeated values on the diagonals (if that leaves few blanks).
            3 => {
                diagonal += 1;
                plain.with_diagonal(true)
            }
            _ => plain,
        };
        let amo = AmoEncoding::ALL[i % AmoEncoding::ALL.len()];
        tally.add(compare(&puzzle, amo, &brute_blanks(&puzzle)));
    }
    eprintln!("6x6: {tally:?}, {diagonal} diagonal");
    assert!(diagonal >= 5, "{diagonal} diagonal instances");
    assert!(tally.contradictions() >= 5, "{tally:?}");
    assert!(tally.unique >= 10, "{tally:?}");
    assert!(tally.several >= 5, "{tally:?}");
}

/// The corpus 6x6 puzzle has one answer, and so has it (by both methods) with a few more
/// cells of that answer blanked.
#[test]
fn corpus_6x6_has_the_brute_force_answers() {
    let text = include_str!("../../../../puzzles/sudoku/small/sudoku_penpa_6x6_1.txt");
    let puzzle = Sudoku::parse("sudoku_penpa_6x6_1.txt", text).unwrap();
    let sat = sat_answers(&puzzle, AmoEncoding::Auto, false).expect("no contradiction");
    assert_eq!(sat.len(), 1, "a published puzzle has one answer");
    // Blank a few more cells of the answer and count again by both methods.
    let answer = sat.first().unwrap();
    let mut givens: Vec<Option<u32>> = answer.iter().map(|&v| Some(v)).collect();
    for i in [0, 7, 14, 21, 28, 35] {
        givens[i] = None;
    }
    let relaxed = puzzle.with_givens(givens).unwrap();
    for amo in AmoEncoding::ALL {
        compare(&relaxed, amo, &brute_blanks(&relaxed));
    }
}
