//! Exactness of the sight family (`puzzle_cnf::sight`) against a brute force, by
//! exhaustion: every grid of up to 12 cells (every line of up to 8 cells among them),
//! every cell, every count from 1 to one more than the cell can see, and every
//! assignment of the cells' openness with the cell itself open. Unit propagation from
//! the assignment must settle every run literal to the run's length and fail exactly
//! when the view is not the count; where it does not fail, every clause holds. The
//! brute force is the IR's lines of sight (`puzzle_ir::sight`).

use crate::common;

use puzzle_cnf::sight::{rays, Run, View};
use puzzle_cnf::{CnfBuilder, Lit};
use puzzle_ir::grid::Grid;
use puzzle_ir::sight::Sight;

/// Every grid shape with at most 12 cells, lines of up to 8 cells included.
fn shapes() -> Vec<Grid> {
    let mut shapes = Vec::new();
    for rows in 1..=8 {
        for cols in 1..=8 {
            if rows * cols <= 12 && (rows.min(cols) > 1 || rows * cols <= 8) {
                shapes.push(Grid::new(rows, cols));
            }
        }
    }
    shapes
}

#[test]
fn views_count_exactly_what_the_cell_sees() {
    for grid in shapes() {
        for cell in 0..grid.len() {
            let most = grid.rows + grid.cols - 1;
            for count in 1..=most + 1 {
                check_view(grid, cell, count);
            }
        }
    }
}

/// One cell's view with the bound `count`, under every assignment.
fn check_view(grid: Grid, cell: usize, count: usize) {
    let mut cnf = CnfBuilder::new();
    let open: Vec<Lit> = (0..grid.len()).map(|_| cnf.new_var().pos_lit()).collect();
    let runs: Vec<Run> = rays(grid, cell)
        .iter()
        .map(|ray| Run::new(ray.iter().map(|&i| open[i]), count, &mut cnf))
        .collect();
    let view = View::new(grid, cell, &open, count, &mut cnf);
    for clause in view.equal(count) {
        cnf.add_clause(clause);
    }
    let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
    for bits in 0u32..1 << grid.len() {
        if bits >> cell & 1 == 0 {
            continue;
        }
        let is_open = |i: usize| bits >> i & 1 == 1;
        let sight = Sight::new(grid, is_open);
        let across = sight.across(cell).expect("the cell is open").len();
        let down = sight.down(cell).expect("the cell is open").len();
        let seen = across + down - 1;
        let assumed: Vec<Lit> = (0..grid.len())
            .map(|i| if is_open(i) { open[i] } else { !open[i] })
            .collect();
        let values = common::propagate(&clauses, cnf.n_vars() as usize, &assumed);
        let case = format!("{grid:?} cell {cell} count {count} bits {bits:b}");
        assert_eq!(values.is_some(), seen == count, "{case}: sees {seen}");
        let Some(values) = values else { continue };
        let value = |l: Lit| values[l.var().idx()].map(|v| v == l.is_pos());
        assert!(
            clauses
                .iter()
                .all(|c| c.iter().any(|&l| value(l) == Some(true))),
            "{case}"
        );
        for (ray, run) in rays(grid, cell).iter().zip(&runs) {
            let length = ray.iter().take_while(|&&i| is_open(i)).count();
            for k in 1..=run.lits().len() {
                let lit = run.at_least(k).expect("within the bound");
                assert_eq!(value(lit), Some(length >= k), "{case}: ray {ray:?} k {k}");
            }
        }
    }
}

#[test]
fn runs_and_views_cost_what_the_docs_say() {
    // A cell in the middle of a 9x9 grid with the clue 5: four rays of 4 cells (not cut
    // at 5): 3 variables and 9 clauses each; two sums of two runs, each 5 literals and
    // 18 clauses up (the splits 1 <= i + j <= 5 of 0..=4 and 0..=4) and 15 down
    // (i + j <= 4).
    let grid = Grid::new(9, 9);
    let mut cnf = CnfBuilder::new();
    let open: Vec<Lit> = (0..grid.len()).map(|_| cnf.new_var().pos_lit()).collect();
    View::new(grid, grid.index(4, 4), &open, 5, &mut cnf);
    let (vars, clauses) = (cnf.n_vars() as usize - grid.len(), cnf.n_clauses());
    assert_eq!((vars, clauses), (4 * 3 + 2 * 5, 4 * 9 + 2 * (18 + 15)));
}
