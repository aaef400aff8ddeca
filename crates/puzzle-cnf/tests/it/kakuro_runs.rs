//! The sum encodings of a single Kakuro run or cage (lengths 2..4, digits 1..9 and, as in
//! a 16x16 Killer Sudoku, 1..16, every reachable sum, random cell domains), against a brute force over the digit tuples:
//! * semantics: the models projected on the cells' digit literals are exactly the tuples
//!   of distinct digits from the domains with the run's sum, for every encoding;
//! * propagation: under random partial assignments (digits ruled out, sometimes one
//!   placed), unit propagation on the MDD encoding finds every conflict and fixes every
//!   digit literal that all remaining tuples agree on (generalized arc consistency); the
//!   table encoding is shown not to be.

use crate::common;

use puzzle_cnf::kakuro::{encode_run, CellDigits, KakuroSum, UnknownKakuroSum};
use puzzle_cnf::sum::digits::{up_to, MAX_DIGIT};
use puzzle_cnf::{CnfBuilder, Lit, Options};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeSet;
use varisat::ExtendFormula;

/// One run encoded alone: its cells' one-hot literals (exactly one per cell) and sum.
struct Case {
    cnf: CnfBuilder,
    cells: Vec<CellDigits>,
    sum: u32,
}

impl Case {
    /// `domains[i]` holds the digits of cell i (bit d-1 for digit d).
    fn new(domains: &[u16], sum: u32, kakuro_sum: KakuroSum) -> Case {
        let options = Options {
            kakuro: puzzle_cnf::kakuro::KakuroOptions { sum: kakuro_sum },
            ..Options::default()
        };
        let mut cnf = CnfBuilder::new();
        let cells: Vec<CellDigits> = domains
            .iter()
            .map(|&domain| {
                let mut cell = [None; MAX_DIGIT];
                for d in (0..MAX_DIGIT).filter(|d| domain >> d & 1 == 1) {
                    cell[d] = Some(cnf.new_var().pos_lit());
                }
                cell
            })
            .collect();
        for cell in &cells {
            let lits: Vec<Lit> = cell.iter().flatten().copied().collect();
            options.amo.exactly_one(&lits, &mut cnf);
        }
        encode_run(&cells, sum, "", &options, &mut cnf);
        Case { cnf, cells, sum }
    }

    /// Every tuple of distinct digits from the domains adding up to the sum.
    fn tuples(&self) -> BTreeSet<Vec<usize>> {
        let mut all = vec![Vec::new()];
        for cell in &self.cells {
            all = all
                .iter()
                .flat_map(|prefix: &Vec<usize>| {
                    (1..=MAX_DIGIT)
                        .filter(|&d| cell[d - 1].is_some() && !prefix.contains(&d))
                        .map(|d| [prefix.as_slice(), &[d]].concat())
                })
                .collect();
        }
        all.into_iter()
            .filter(|t| t.iter().sum::<usize>() == self.sum as usize)
            .collect()
    }

    /// The cells' digits of every model, by blocking clauses.
    fn models(&self) -> BTreeSet<Vec<usize>> {
        let mut solver = common::load(&self.cnf);
        let mut found = BTreeSet::new();
        while solver.solve().unwrap() {
            let values = common::values(&solver.model().unwrap(), self.cnf.n_vars());
            let tuple: Vec<usize> = self
                .cells
                .iter()
                .map(|cell| {
                    let mut true_digits = (1..=MAX_DIGIT)
                        .filter(|&d| cell[d - 1].is_some_and(|l| values[l.var().idx()]));
                    let digit = true_digits.next().expect("one digit per cell");
                    assert_eq!(true_digits.next(), None, "one digit per cell");
                    digit
                })
                .collect();
            let blocking: Vec<varisat::Lit> = self
                .cells
                .iter()
                .zip(&tuple)
                .map(|(cell, &d)| common::to_varisat(!cell[d - 1].unwrap()))
                .collect();
            solver.add_clause(&blocking);
            assert!(found.insert(tuple), "a tuple came back after blocking");
        }
        found
    }
}

/// A random non-empty subset of 1..`digits`, each digit kept with probability `keep`.
fn random_domain(rng: &mut SmallRng, keep: f64, digits: usize) -> u16 {
    loop {
        let domain = (0..digits)
            .filter(|_| rng.random_bool(keep))
            .fold(0, |a, d| a | 1 << d);
        if domain != 0 {
            return domain;
        }
    }
}

/// Every (length, sum) of runs of 2..`max_len` cells of digits 1..`digits` and random
/// domains for them, `per_sum` each (the first with every digit everywhere).
fn cases(seed: u64, per_sum: usize, digits: usize, max_len: usize) -> Vec<(Vec<u16>, u32)> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut out = Vec::new();
    for len in 2..=max_len {
        let (low, high) = (len * (len + 1) / 2, len * (2 * digits + 1 - len) / 2);
        for sum in low..=high {
            out.push((vec![up_to(digits); len], sum as u32));
            for _ in 1..per_sum {
                let keep = rng.random_range(0.3..0.9);
                let domains = (0..len)
                    .map(|_| random_domain(&mut rng, keep, digits))
                    .collect();
                out.push((domains, sum as u32));
            }
        }
    }
    out
}

#[test]
fn every_encoding_admits_exactly_the_valid_tuples() {
    assert_every_encoding_admits_exactly_the_valid_tuples(cases(2024, 6, 9, 4), 300);
}

#[test]
fn every_encoding_admits_exactly_the_valid_tuples_of_digits_to_16() {
    // The cages of a 16x16 Killer Sudoku: digits 10..16, and a table of more than 36 sets
    // (4 cells summing to 25 have 50, their exactly-one is the ladder).
    let mut cases = cases(16, 2, 16, 3);
    cases.push((vec![up_to(16); 4], 25));
    assert_every_encoding_admits_exactly_the_valid_tuples(cases, 100);
}

fn assert_every_encoding_admits_exactly_the_valid_tuples(
    cases: Vec<(Vec<u16>, u32)>,
    least_nonempty: usize,
) {
    let mut nonempty = 0;
    for (domains, sum) in cases {
        for encoding in KakuroSum::ALL {
            let case = Case::new(&domains, sum, encoding);
            let expected = case.tuples();
            assert_eq!(
                case.models(),
                expected,
                "{} on domains {domains:03x?}, sum {sum}",
                encoding.name()
            );
            nonempty += usize::from(!expected.is_empty());
        }
    }
    assert!(
        nonempty > least_nonempty,
        "only {nonempty} cases with tuples"
    );
}

/// Missed conflicts and missed forced digit literals of `case` under `trials` random
/// partial assignments. Panics if propagation derives something no tuple allows.
fn gac_misses(case: &Case, rng: &mut SmallRng, trials: usize) -> (usize, usize) {
    let clauses: Vec<Vec<Lit>> = case.cnf.clauses().map(<[_]>::to_vec).collect();
    let tuples = case.tuples();
    let lits: Vec<(usize, usize, Lit)> = case
        .cells
        .iter()
        .enumerate()
        .flat_map(|(i, cell)| (1..=MAX_DIGIT).filter_map(move |d| Some((i, d, cell[d - 1]?))))
        .collect();
    let (mut conflicts, mut implications) = (0, 0);
    for _ in 0..trials {
        let out = rng.random_range(0.0..0.6);
        let mut assumed: Vec<Lit> = lits
            .iter()
            .filter(|_| rng.random_bool(out))
            .map(|&(_, _, l)| !l)
            .collect();
        let placed = rng
            .random_bool(0.3)
            .then(|| lits[rng.random_range(0..lits.len())]);
        if let Some((_, _, l)) = placed {
            assumed.retain(|&a| a != !l);
            assumed.push(l);
        }
        let open = |i: usize, d: usize| {
            let l = case.cells[i][d - 1].unwrap();
            !assumed.contains(&!l) && placed.is_none_or(|(pi, pd, _)| pi != i || pd == d)
        };
        let left: Vec<&Vec<usize>> = tuples
            .iter()
            .filter(|t| t.iter().enumerate().all(|(i, &d)| open(i, d)))
            .collect();
        let Some(values) = common::propagate(&clauses, case.cnf.n_vars() as usize, &assumed) else {
            assert!(left.is_empty(), "conflict although {left:?} remain");
            continue;
        };
        if left.is_empty() {
            conflicts += 1;
            continue;
        }
        for &(i, d, l) in &lits {
            let with = left.iter().filter(|t| t[i] == d).count();
            let forced = match with {
                0 => Some(false),
                n if n == left.len() => Some(true),
                _ => None,
            };
            let value = values[l.var().idx()];
            if let Some(v) = value {
                assert!(with > 0 || !v, "cell {i} = {d} derived, no tuple has it");
                assert!(
                    with < left.len() || v,
                    "cell {i} != {d} derived, every tuple has it"
                );
            }
            if forced.is_some() && value.is_none() {
                implications += 1;
            }
        }
    }
    (conflicts, implications)
}

#[test]
fn the_mdd_encoding_is_generalized_arc_consistent() {
    let mut rng = SmallRng::seed_from_u64(7);
    for (domains, sum) in cases(99, 4, 9, 4).into_iter().chain(cases(98, 1, 16, 3)) {
        let case = Case::new(&domains, sum, KakuroSum::Mdd);
        let misses = gac_misses(&case, &mut rng, 40);
        assert_eq!(misses, (0, 0), "domains {domains:03x?}, sum {sum}");
    }
}

#[test]
fn the_table_encoding_is_not() {
    // The same check can fail: the table misses forced digits (it reasons about digit
    // sets, not about which cell takes which digit).
    let mut rng = SmallRng::seed_from_u64(7);
    let (mut conflicts, mut implications) = (0, 0);
    for (domains, sum) in cases(99, 4, 9, 4) {
        let case = Case::new(&domains, sum, KakuroSum::Table);
        let (c, i) = gac_misses(&case, &mut rng, 40);
        conflicts += c;
        implications += i;
    }
    assert!(implications > 0, "no missed implication");
    eprintln!("table: {conflicts} missed conflicts, {implications} missed implications");
}

#[test]
fn encodings_parse_from_their_names() {
    for encoding in KakuroSum::ALL {
        assert_eq!(encoding.name().parse(), Ok(encoding));
    }
    let err = "sat".parse::<KakuroSum>().unwrap_err();
    assert_eq!(err, UnknownKakuroSum("sat".into()));
    assert_eq!(
        err.to_string(),
        "unknown sum encoding `sat` (expected table, pb or mdd)"
    );
}
