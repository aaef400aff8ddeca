//! Exactness of the sight family's skylines (`puzzle_cnf::sight::Skyline`) against a
//! brute force, by exhaustion: every line of up to 6 cells, every permutation of its
//! heights (and, up to 4 cells, every assignment with repeated heights), every count
//! from 1 to one more than the cells. Unit propagation from the heights must settle
//! every "seen" literal and fail exactly when the count is wrong; where it does not
//! fail, every clause holds. The brute force is the IR's `skyscrapers::seen`.

use crate::common;

use puzzle_cnf::sight::Skyline;
use puzzle_cnf::{CnfBuilder, Lit};
use puzzle_ir::skyscrapers::seen;

/// Every line of `cells` heights 1..=`cells` (with repeats when `repeats`).
fn lines(cells: usize, repeats: bool) -> Vec<Vec<u32>> {
    let mut lines = vec![vec![]];
    for _ in 0..cells {
        lines = (lines.into_iter())
            .flat_map(|line: Vec<u32>| {
                (1..=cells as u32)
                    .filter(|h| repeats || !line.contains(h))
                    .map(|h| [line.clone(), vec![h]].concat())
                    .collect::<Vec<_>>()
            })
            .collect();
    }
    lines
}

#[test]
fn skylines_count_exactly_the_buildings_seen() {
    for cells in 1..=6 {
        for count in 1..=cells + 1 {
            let mut cases = lines(cells, false);
            if cells <= 4 {
                cases.extend(lines(cells, true));
            }
            check_skyline(cells, count, &cases);
        }
    }
}

/// The skyline of `cells` cells with the bound `count`, under every line of `cases`.
fn check_skyline(cells: usize, count: usize, cases: &[Vec<u32>]) {
    let mut cnf = CnfBuilder::new();
    let heights: Vec<Vec<Lit>> = (0..cells)
        .map(|_| (0..cells).map(|_| cnf.new_var().pos_lit()).collect())
        .collect();
    let skyline = Skyline::new(&heights, count, &mut cnf);
    for clause in skyline.equal(count) {
        cnf.add_clause(clause);
    }
    let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
    for line in cases {
        let assumed: Vec<Lit> = (heights.iter().zip(line))
            .flat_map(|(cell, &h)| {
                (1..)
                    .zip(cell)
                    .map(move |(v, &lit)| if v == h { lit } else { !lit })
            })
            .collect();
        let values = common::propagate(&clauses, cnf.n_vars() as usize, &assumed);
        let case = format!("line {line:?} count {count}");
        assert_eq!(values.is_some(), seen(line) == count, "{case}");
        let Some(values) = values else { continue };
        let value = |l: Lit| values[l.var().idx()].map(|v| v == l.is_pos());
        assert!(
            (clauses.iter()).all(|c| c.iter().any(|&l| value(l) == Some(true))),
            "{case}"
        );
        for (i, &lit) in skyline.seen().iter().enumerate() {
            let taller = line[..=i].iter().all(|&h| h < line[i + 1]);
            assert_eq!(value(lit), Some(taller), "{case}: cell {}", i + 1);
        }
    }
}

#[test]
fn skylines_cost_what_the_docs_say() {
    // A line of 6 cells with the bound 3: five prefix maxima of 5 literals (4 clauses
    // each, the top one and the first cell's one fewer: no literal above, no maximum
    // before), five "seen" literals of 1 + 2·5 clauses, and a tally of 5 inputs up to
    // 3 (11 variables: 2 after the second input, 3 after each later one; 38 clauses).
    let mut cnf = CnfBuilder::new();
    let heights: Vec<Vec<Lit>> = (0..6)
        .map(|_| (0..6).map(|_| cnf.new_var().pos_lit()).collect())
        .collect();
    let before = (cnf.n_vars(), cnf.n_clauses());
    Skyline::new(&heights, 3, &mut cnf);
    let (vars, clauses) = (cnf.n_vars() - before.0, cnf.n_clauses() - before.1);
    let maxima = (5 * 5, 5 * 4 * 5 - 5 - 5);
    let seen = (5, 5 * 11);
    assert_eq!(
        (
            vars as usize - maxima.0 - seen.0,
            clauses - maxima.1 - seen.1
        ),
        (11, 38)
    );
}
