//! Exactness of the region family's sizes (`puzzle_cnf::region::sized`) against a brute
//! force, by exhaustion: on every grid of up to 6 cells, every way to write a number
//! 1..cells in each cell. An assignment keeps the rule when each maximal group of
//! neighbours with equal numbers has as many cells as its number. Under the static
//! lowering, unit propagation from the assignment fails exactly when it breaks the
//! rule (and where it does not, every clause holds); under the lazy one, the cutter
//! cuts exactly the assignments that break it, each cut false there and true in every
//! assignment that keeps the rule.

use crate::common;

use puzzle_cnf::region::sized::{self, Lowering, Unlisted};
use puzzle_cnf::{CnfBuilder, Lit};
use puzzle_ir::grid::Grid;

/// The grids checked.
const SHAPES: [(usize, usize); 7] = [(1, 1), (1, 2), (1, 3), (1, 4), (2, 2), (2, 3), (3, 2)];

/// Whether `numbers` keeps the rule on `grid`.
fn keeps(grid: Grid, numbers: &[u32]) -> bool {
    (grid.components(|a, b| numbers[a] == numbers[b]).iter())
        .all(|group| group.len() == numbers[group[0]] as usize)
}

/// Every assignment of 1..=cells to the cells.
fn assignments(cells: usize) -> impl Iterator<Item = Vec<u32>> {
    (0..cells.pow(cells as u32)).map(move |mut code| {
        (0..cells)
            .map(|_| {
                let digit = code % cells;
                code /= cells;
                digit as u32 + 1
            })
            .collect()
    })
}

/// The encoding of `grid` under `lowering`, and each cell's number literals.
fn encoding(grid: Grid, lowering: Lowering) -> (CnfBuilder, Vec<Vec<(u32, Lit)>>) {
    let mut cnf = CnfBuilder::new();
    let values: Vec<Vec<(u32, Lit)>> = (0..grid.len())
        .map(|_| {
            (1..=grid.len() as u32)
                .map(|k| (k, cnf.new_var().pos_lit()))
                .collect()
        })
        .collect();
    sized::encode(grid, &values, &Unlisted::none(grid.len()), lowering, &mut cnf);
    (cnf, values)
}

/// The literals that write `numbers`.
fn written(values: &[Vec<(u32, Lit)>], numbers: &[u32]) -> Vec<Lit> {
    (values.iter().zip(numbers))
        .flat_map(|(cell, &n)| {
            cell.iter()
                .map(move |&(k, lit)| if k == n { lit } else { !lit })
        })
        .collect()
}

#[test]
fn reach_propagation_fails_exactly_on_broken_assignments() {
    for (rows, cols) in SHAPES {
        let grid = Grid::new(rows, cols);
        let (cnf, values) = encoding(grid, Lowering::Reach);
        let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
        for numbers in assignments(grid.len()) {
            let assumed = written(&values, &numbers);
            let result = common::propagate(&clauses, cnf.n_vars() as usize, &assumed);
            if let Some(values) = &result {
                let value = |l: Lit| values[l.var().idx()].map(|v| v == l.is_pos());
                let closed = clauses
                    .iter()
                    .all(|c| c.iter().any(|&l| value(l) == Some(true)));
                assert!(closed, "{rows}x{cols} {numbers:?}: a clause left open");
            }
            assert_eq!(
                result.is_some(),
                keeps(grid, &numbers),
                "{rows}x{cols} {numbers:?}"
            );
        }
    }
}

#[test]
fn cuts_fall_exactly_on_broken_assignments_and_keep_every_answer() {
    for (rows, cols) in SHAPES {
        let grid = Grid::new(rows, cols);
        let (cnf, values) = encoding(grid, Lowering::Cuts);
        let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
        let model = |numbers: &[u32]| {
            let assumed = written(&values, numbers);
            common::propagate(&clauses, cnf.n_vars() as usize, &assumed)
                .expect("the joins follow the numbers")
        };
        let answers: Vec<Vec<Option<bool>>> = (assignments(grid.len()))
            .filter(|numbers| keeps(grid, numbers))
            .map(|numbers| model(&numbers))
            .collect();
        for numbers in assignments(grid.len()) {
            let values = model(&numbers);
            let cuts = cnf.cuts(|v| values[v.idx()] == Some(true));
            assert_eq!(
                cuts.is_empty(),
                keeps(grid, &numbers),
                "{rows}x{cols} {numbers:?}"
            );
            for cut in &cuts {
                let holds =
                    |m: &[Option<bool>]| cut.iter().any(|&l| m[l.var().idx()] == Some(l.is_pos()));
                assert!(
                    !holds(&values),
                    "{rows}x{cols} {numbers:?}: a cut true in its model"
                );
                assert!(
                    answers.iter().all(|a| holds(a)),
                    "{rows}x{cols} {numbers:?}: a cut excludes an answer"
                );
            }
        }
    }
}
