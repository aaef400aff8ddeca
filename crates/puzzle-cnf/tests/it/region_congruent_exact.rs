//! Exactness of the division into congruent halves (`puzzle_cnf::region::congruent`)
//! against a brute force, by exhaustion.
//!
//! Every colouring of every grid of up to 9 cells with as many white cells as grey ones
//! (and a few with more of one colour), bare and with a size on one cell, under each
//! lowering. The SAT side lists the border sets that have a model (varisat, blocking
//! clauses over the border literals only; the lazy lowering adds its cuts until a model
//! draws none). The brute force tries every border set: the cells joined across no
//! border are the regions, no border runs inside one, and each region's white cells
//! and grey cells are both connected and congruent polyominoes (turned or mirrored),
//! the half of the sized cell of that size. The two sets must be equal; a size behind a
//! guard (`encode_guarded`) gives the sized sets with the guard on and the bare ones
//! with it off.

use crate::common;

use puzzle_cnf::region::congruent::{CongruentHalves, Lowering};
use puzzle_cnf::{AmoEncoding, CnfBuilder, Lit};
use puzzle_ir::grid::Grid;
use puzzle_ir::polyomino::{Polyomino, Turns};
use std::collections::BTreeSet;

/// A cell holding the size of its half.
type Size = Option<(usize, usize)>;

/// Whether the borders `drawn` (one per pair of `grid.adjacent_pairs()`) divide the
/// grid of colours `grey` into congruent halves.
fn divides(grid: Grid, grey: &[bool], size: Size, drawn: &[bool]) -> bool {
    let Some((regions, region_of)) = common::regions_drawn(grid, drawn) else {
        return false;
    };
    let half = |region: &[usize], colour: bool| -> Vec<usize> {
        region
            .iter()
            .copied()
            .filter(|&c| grey[c] == colour)
            .collect()
    };
    let connected = |cells: &[usize]| {
        grid.components(|a, b| cells.contains(&a) && cells.contains(&b))
            .iter()
            .filter(|part| cells.contains(&part[0]))
            .count()
            == 1
    };
    let shape = |cells: &[usize]| Polyomino::new(cells.iter().map(|&c| grid.position(c)));
    regions.iter().all(|region| {
        let (white, grey_half) = (half(region, false), half(region, true));
        connected(&white)
            && connected(&grey_half)
            && shape(&white).congruent(&shape(&grey_half), Turns::RotationsAndReflections)
    }) && size.is_none_or(|(cell, k)| regions[region_of[cell]].len() == 2 * k)
}

fn brute_force(grid: Grid, grey: &[bool], size: Size) -> BTreeSet<Vec<bool>> {
    let n = grid.adjacent_pairs().count();
    (0..1u32 << n)
        .map(|mask| (0..n).map(|i| mask >> i & 1 == 1).collect::<Vec<bool>>())
        .filter(|drawn| divides(grid, grey, size, drawn))
        .collect()
}

fn sat_side(grid: Grid, grey: &[bool], size: Size, lowering: Lowering) -> BTreeSet<Vec<bool>> {
    let mut cnf = CnfBuilder::new();
    let sizes: Vec<(usize, usize)> = size.into_iter().collect();
    let halves = CongruentHalves::encode(grid, grey, &sizes, lowering, AmoEncoding::Auto, &mut cnf);
    border_sets(&cnf, grid, &halves)
}

/// The border sets (one border per pair of `grid.adjacent_pairs()`) of the models of
/// `cnf`, the borders being those of `halves`.
fn border_sets(cnf: &CnfBuilder, grid: Grid, halves: &CongruentHalves) -> BTreeSet<Vec<bool>> {
    let borders: Vec<Lit> = grid
        .adjacent_pairs()
        .map(|(a, b)| halves.border(a, b))
        .collect();
    common::projections(cnf, &borders)
}

#[test]
fn congruent_halves_are_exact_on_small_grids() {
    let mut divisions = 0;
    for rows in 1..=3 {
        for cols in 1..=9 / rows {
            let grid = Grid::new(rows, cols);
            let n = grid.len();
            for mask in 0..1u32 << n {
                let grey: Vec<bool> = (0..n).map(|i| mask >> i & 1 == 1).collect();
                let balanced = 2 * mask.count_ones() as usize == n;
                if !balanced && mask % 37 != 0 {
                    continue;
                }
                let mut sizes: Vec<Size> = vec![None];
                if balanced && mask % 5 == 0 {
                    sizes.extend((1..=n / 2).map(|k| Some(((mask as usize) % n, k))));
                }
                for size in sizes {
                    let expected = brute_force(grid, &grey, size);
                    divisions += expected.len();
                    for lowering in [Lowering::Regions, Lowering::Labels, Lowering::Cuts] {
                        let found = sat_side(grid, &grey, size, lowering);
                        assert_eq!(
                            found, expected,
                            "{rows}x{cols} grey {grey:?} size {size:?} by {lowering:?}"
                        );
                    }
                }
            }
        }
    }
    assert!(
        divisions > 200,
        "only {divisions} divisions: the instances are too few"
    );
}

/// The border sets with a model when the size holds under a guard, the guard fixed to
/// `on` by a unit clause.
fn guarded_side(
    grid: Grid,
    grey: &[bool],
    (cell, k): (usize, usize),
    on: bool,
    lowering: Lowering,
) -> BTreeSet<Vec<bool>> {
    let mut cnf = CnfBuilder::new();
    let guard = cnf.new_var().pos_lit();
    let sizes = [(cell, k, Some(guard))];
    let halves =
        CongruentHalves::encode_guarded(grid, grey, &sizes, lowering, AmoEncoding::Auto, &mut cnf);
    cnf.add_clause([if on { guard } else { !guard }]);
    border_sets(&cnf, grid, &halves)
}

#[test]
fn a_guarded_size_holds_exactly_when_its_guard_does() {
    let mut checked = 0;
    for (rows, cols) in [(2, 2), (2, 3), (1, 6), (3, 2)] {
        let grid = Grid::new(rows, cols);
        let n = grid.len();
        for mask in (0..1u32 << n).filter(|m| 2 * m.count_ones() as usize == n) {
            let grey: Vec<bool> = (0..n).map(|i| mask >> i & 1 == 1).collect();
            let bare = brute_force(grid, &grey, None);
            for k in 1..=n / 2 {
                let size = ((mask as usize) % n, k);
                let sized = brute_force(grid, &grey, Some(size));
                for lowering in [Lowering::Regions, Lowering::Labels, Lowering::Cuts] {
                    let place =
                        format!("{rows}x{cols} grey {grey:?} size {size:?} by {lowering:?}");
                    assert_eq!(
                        guarded_side(grid, &grey, size, true, lowering),
                        sized,
                        "{place} on"
                    );
                    assert_eq!(
                        guarded_side(grid, &grey, size, false, lowering),
                        bare,
                        "{place} off"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 50, "only {checked} instances");
}
