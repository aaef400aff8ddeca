//! Exactness of the symmetric division (`puzzle_cnf::region::symmetric`) against a brute
//! force, by exhaustion.
//!
//! Every grid of up to 9 cells, with every set of one or two centres on its doubled grid
//! and a spread of sets of three and four; for every connectivity lowering, plain and
//! with every clue selector (explanations) assumed. The SAT side
//! lists the border sets that have a model (varisat, blocking clauses over the border
//! literals only; the lazy lowering adds its cuts until a model draws none). The brute
//! force tries every border set: the cells joined across no border are the regions, no
//! border runs inside one, each centre's own cells lie in one region that holds no
//! other centre's, every region has a centre, and each is its own image under the
//! half-turn about its centre. The two sets must be equal.

use crate::common;

use puzzle_cnf::connect::Lowering;
use puzzle_cnf::region::symmetric::{mirror, own_cells, SymmetricRegions};
use puzzle_cnf::{AmoEncoding, CnfBuilder, Lit};
use puzzle_ir::grid::Grid;
use std::collections::BTreeSet;

/// The grid's borders: right of each cell, then below each cell, where there is one.
fn edges(grid: Grid) -> Vec<(usize, usize)> {
    grid.adjacent_pairs().collect()
}

/// Whether the borders `drawn` (one per pair of [`edges`]) divide the grid about
/// `centres`.
fn divides(grid: Grid, centres: &[(usize, usize)], drawn: &[bool]) -> bool {
    let Some((regions, region_of)) = common::regions_drawn(grid, drawn) else {
        return false;
    };
    let mut centre_of = vec![None; regions.len()];
    for (k, &centre) in centres.iter().enumerate() {
        let own = own_cells(grid, centre);
        let region = region_of[own[0]];
        if own.iter().any(|&cell| region_of[cell] != region) || centre_of[region].is_some() {
            return false;
        }
        centre_of[region] = Some(k);
    }
    regions.iter().zip(&centre_of).all(|(region, centre)| {
        centre.is_some_and(|k| {
            let symmetric = |&cell: &usize| {
                mirror(grid, cell, centres[k]).is_some_and(|m| region_of[m] == region_of[cell])
            };
            region.iter().all(symmetric)
        })
    })
}

fn brute_force(grid: Grid, centres: &[(usize, usize)]) -> BTreeSet<Vec<bool>> {
    let n = edges(grid).len();
    (0..1u32 << n)
        .map(|mask| (0..n).map(|i| mask >> i & 1 == 1).collect::<Vec<bool>>())
        .filter(|drawn| divides(grid, centres, drawn))
        .collect()
}

/// The border sets with a model; `selected`: encoded with clue selectors, all assumed.
fn sat_side(
    grid: Grid,
    centres: &[(usize, usize)],
    lowering: Lowering,
    selected: bool,
) -> BTreeSet<Vec<bool>> {
    let mut cnf = CnfBuilder::new();
    let mut selectors = Vec::new();
    let list = selected.then_some(&mut selectors);
    let regions = SymmetricRegions::encode(
        grid.rows,
        grid.cols,
        centres,
        lowering,
        AmoEncoding::Auto,
        list,
        &mut cnf,
    );
    selectors
        .iter()
        .for_each(|&selector| cnf.add_clause([selector]));
    let borders: Vec<Lit> = (edges(grid).iter())
        .map(|&(a, b)| {
            let (r, c) = grid.position(a);
            let border = if grid.position(b).0 == r {
                regions.border_right(r, c)
            } else {
                regions.border_below(r, c)
            };
            border.expect("a border between neighbours")
        })
        .collect();
    common::projections(&cnf, &borders)
}

/// The centre sets tried on `grid`: every one of one or two positions, and every
/// seventh of three and every 97th of four (in lexicographic order).
fn centre_sets(grid: Grid) -> Vec<Vec<(usize, usize)>> {
    let (height, width) = (2 * grid.rows - 1, 2 * grid.cols - 1);
    let positions: Vec<(usize, usize)> = (0..height)
        .flat_map(|y| (0..width).map(move |x| (y, x)))
        .collect();
    let n = positions.len();
    let mut sets = Vec::new();
    let mut count = 0usize;
    let mut visit = |set: &[usize]| {
        count += 1;
        let keep = match set.len() {
            3 => count.is_multiple_of(7),
            4 => count.is_multiple_of(97),
            _ => true,
        };
        if keep {
            sets.push(set.iter().map(|&i| positions[i]).collect());
        }
    };
    for a in 0..n {
        visit(&[a]);
        for b in a + 1..n {
            visit(&[a, b]);
            for c in b + 1..n {
                visit(&[a, b, c]);
                for d in c + 1..n {
                    visit(&[a, b, c, d]);
                }
            }
        }
    }
    sets
}

#[test]
fn symmetric_divisions_are_exact_on_small_grids() {
    let mut divisions = 0;
    for rows in 1..=3 {
        for cols in 1..=9 / rows {
            let grid = Grid::new(rows, cols);
            for centres in centre_sets(grid) {
                let expected = brute_force(grid, &centres);
                divisions += expected.len();
                for lowering in Lowering::ALL {
                    for selected in [false, true] {
                        let found = sat_side(grid, &centres, lowering, selected);
                        let with = if selected { "with selectors" } else { "" };
                        assert_eq!(
                            found, expected,
                            "{rows}x{cols} about {centres:?} by {lowering:?} {with}"
                        );
                    }
                }
            }
        }
    }
    assert!(
        divisions > 50,
        "only {divisions} divisions: the instances are too few"
    );
}
