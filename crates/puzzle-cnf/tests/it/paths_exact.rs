//! Exactness of the paths family on a grid (`puzzle_cnf::paths::grid`) against a brute
//! force, by exhaustion over the drawings.
//!
//! Grids of 2 to 9 cells up to 3x3, each with random boards of ends (up to five, labels
//! 0, 1 and 2 of three, or any), under both rules (cells may stay empty, or every cell is
//! used), every connectivity lowering and both label lowerings (binary, with a code no
//! label has, and one-hot). The SAT side lists the sets of drawn links
//! that have a model (varisat, blocking clauses over the links only; the lazy lowering
//! adds its cuts until a model draws none). The brute force tries every set of links
//! and keeps those where each end has one link and every other cell none or two, each
//! piece of the drawing holds exactly two ends of compatible labels, and (under the
//! second rule) every cell has a link. The two lists must be equal.

use crate::common;

use puzzle_cnf::connect::Lowering;
use puzzle_cnf::paths::grid::{self, Cell, Labels};
use puzzle_cnf::{CnfBuilder, Lit};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::BTreeSet;
use varisat::ExtendFormula;

/// The links of a `rows` x `cols` grid as cell pairs, in the order of the kit's link
/// variables: across row by row, then down.
fn links(rows: usize, cols: usize) -> Vec<(usize, usize)> {
    let across =
        (0..rows).flat_map(|r| (0..cols - 1).map(move |c| (r * cols + c, r * cols + c + 1)));
    let down =
        (0..rows - 1).flat_map(|r| (0..cols).map(move |c| (r * cols + c, (r + 1) * cols + c)));
    across.chain(down).collect()
}

/// Whether the links in `drawn` (a bit per link) make paths of the board.
fn holds(cells: &[Cell], pairs: &[(usize, usize)], drawn: u32, every_cell: bool) -> bool {
    let n = cells.len();
    let on: Vec<(usize, usize)> = (pairs.iter().enumerate())
        .filter(|&(i, _)| drawn >> i & 1 == 1)
        .map(|(_, &p)| p)
        .collect();
    let degree = |cell: usize| on.iter().filter(|&&(a, b)| a == cell || b == cell).count();
    for (cell, &kind) in cells.iter().enumerate() {
        let ok = match kind {
            Cell::Free => degree(cell) == 0 || degree(cell) == 2,
            _ => degree(cell) == 1,
        };
        if !ok || every_cell && degree(cell) == 0 {
            return false;
        }
    }
    let mut piece: Vec<usize> = (0..n).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for &(a, b) in &on {
            if piece[a] != piece[b] {
                let low = piece[a].min(piece[b]);
                (piece[a], piece[b]) = (low, low);
                changed = true;
            }
        }
    }
    let pieces: BTreeSet<usize> = (0..n)
        .filter(|&c| degree(c) > 0)
        .map(|c| piece[c])
        .collect();
    !on.is_empty()
        && pieces.iter().all(|&p| {
            let ends: Vec<Cell> = (0..n)
                .filter(|&c| piece[c] == p && cells[c] != Cell::Free)
                .map(|c| cells[c])
                .collect();
            match ends[..] {
                [Cell::End(a), Cell::End(b)] => a == b,
                [_, _] => true,
                _ => false,
            }
        })
}

/// Every set of drawn links with a model: solve, cut while the lazy constraints find
/// cuts, record and block the links, repeat.
fn sat_side(cnf: &CnfBuilder, link_lits: &[Lit]) -> BTreeSet<u32> {
    let mut solver = common::load(cnf);
    let mut out = BTreeSet::new();
    while solver.solve().expect("varisat without limits") {
        let values = common::values(&solver.model().unwrap(), cnf.n_vars());
        let value_of = common::value_of(&values);
        let cuts = cnf.cuts(&value_of);
        for cut in &cuts {
            solver.add_clause(
                &cut.iter()
                    .map(|&l| common::to_varisat(l))
                    .collect::<Vec<_>>(),
            );
        }
        if !cuts.is_empty() {
            continue;
        }
        let drawn = (link_lits.iter().enumerate())
            .filter(|&(_, l)| value_of(l.var()))
            .map(|(i, _)| 1u32 << i)
            .sum();
        assert!(out.insert(drawn), "a drawing found twice");
        let block: Vec<varisat::Lit> = (link_lits.iter())
            .map(|&l| common::to_varisat(if value_of(l.var()) { !l } else { l }))
            .collect();
        solver.add_clause(&block);
    }
    out
}

/// A random board: each cell an end with probability 2/5 (label 0, 1, 2 or any), at most
/// five ends.
fn board(n: usize, rng: &mut SmallRng) -> Vec<Cell> {
    let mut ends = 0;
    (0..n)
        .map(|_| {
            if ends == 5 || rng.random_range(0..5) >= 2 {
                return Cell::Free;
            }
            ends += 1;
            [Cell::End(0), Cell::End(1), Cell::End(2), Cell::AnyEnd][rng.random_range(0..4)]
        })
        .collect()
}

#[test]
fn every_small_board_has_exactly_its_paths() {
    let mut rng = SmallRng::seed_from_u64(46);
    let mut compared = 0;
    for (rows, cols) in [(1, 2), (1, 4), (2, 2), (2, 3), (1, 6), (2, 4), (3, 3)] {
        let pairs = links(rows, cols);
        for _ in 0..40 {
            let cells = board(rows * cols, &mut rng);
            for every_cell in [false, true] {
                let expected: BTreeSet<u32> = (0..1u32 << pairs.len())
                    .filter(|&drawn| holds(&cells, &pairs, drawn, every_cell))
                    .collect();
                for (lowering, labels) in Lowering::ALL
                    .into_iter()
                    .flat_map(|l| [(l, Labels::Binary), (l, Labels::OneHot)])
                {
                    let mut cnf = CnfBuilder::new();
                    let gridded = grid::encode(
                        (rows, cols),
                        &cells,
                        3,
                        every_cell,
                        (lowering, labels),
                        &mut cnf,
                    );
                    let link_lits: Vec<Lit> = (0..rows)
                        .flat_map(|r| (0..cols).map(move |c| (r, c)))
                        .filter_map(|(r, c)| gridded.across(r, c))
                        .chain(
                            (0..rows)
                                .flat_map(|r| (0..cols).map(move |c| (r, c)))
                                .filter_map(|(r, c)| gridded.down(r, c)),
                        )
                        .map(|v| v.pos_lit())
                        .collect();
                    assert_eq!(link_lits.len(), pairs.len());
                    let found = sat_side(&cnf, &link_lits);
                    assert!(
                        found == expected,
                        "{rows}x{cols} {cells:?}, every cell {every_cell}, {lowering:?}, {labels:?}: spurious {:?}, lost {:?}",
                        found.difference(&expected).collect::<Vec<_>>(),
                        expected.difference(&found).collect::<Vec<_>>(),
                    );
                    compared += expected.len();
                }
            }
        }
    }
    assert!(compared > 1000, "{compared} drawings compared");
}
