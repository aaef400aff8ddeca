//! Exactness of the runs family's ring (`puzzle_cnf::runs::ring`) against a brute force,
//! by exhaustion: every ring a cell of a grid of 1..3 x 1..3 cells has (all eight
//! neighbours, an edge's five, a corner's three, the rings of grids one cell wide),
//! every clue pzprjs allows (one to four numbers, `?` among them), both lowerings, and
//! every pattern of shaded cells. The truth is the IR's checker reading the runs around
//! the cell on the grid ([`runs_around`], [`RingClue::fits`]). Unit propagation from a
//! pattern must fail exactly when the clue's runs are others, and leave no clause open
//! where it does not. On the full ring, from every partial pattern, propagation must
//! also find every cell that all allowed patterns agree on (or fail when none is left),
//! for a sample of the clues.

use crate::common;
use puzzle_cnf::runs::ring::{Ring, RingLowering};
use puzzle_cnf::{CnfBuilder, Lit};
use puzzle_ir::grid::Grid;
use puzzle_ir::tapa::check::runs_around;
use puzzle_ir::tapa::RingClue;

/// One clue in this many is tried from every partial pattern (each clue length, `?`s
/// among them, is still met): all of them take half a minute.
const SAMPLED: usize = 7;

const LOWERINGS: [RingLowering; 2] = [RingLowering::Primes, RingLowering::Support];

/// Every clue pzprjs can place: one to four numbers 0..8 or `?` that fit a ring.
fn every_clue() -> Vec<RingClue> {
    let entries: Vec<Option<u8>> = std::iter::once(None).chain((0..=8).map(Some)).collect();
    let mut clues: Vec<Vec<Option<u8>>> = vec![vec![]];
    let mut all = Vec::new();
    for _ in 0..4 {
        clues = (clues.iter())
            .flat_map(|clue| {
                entries
                    .iter()
                    .map(move |&e| [clue.clone(), vec![e]].concat())
            })
            .collect();
        all.extend(
            clues
                .iter()
                .filter_map(|numbers| RingClue::new(numbers.clone()).ok()),
        );
    }
    all
}

/// Each distinct ring of a cell of the small grids: the grid and the cell.
fn rings() -> Vec<(Grid, usize)> {
    let mut seen = Vec::new();
    let mut rings = Vec::new();
    for (rows, cols) in (1..=3).flat_map(|r| (1..=3).map(move |c| (r, c))) {
        let grid = Grid::new(rows, cols);
        for cell in 0..grid.len() {
            let lits: Vec<Lit> = (0..grid.len()).map(|i| Lit::positive(i as u32)).collect();
            let ring = Ring::around(grid, &lits, cell);
            if !seen.contains(&ring) {
                seen.push(ring);
                rings.push((grid, cell));
            }
        }
    }
    rings
}

/// The encoding of `clue` around `cell`, over a variable per cell of `grid`.
fn encoded(
    grid: Grid,
    cell: usize,
    clue: &RingClue,
    lowering: RingLowering,
) -> (CnfBuilder, Vec<Lit>) {
    let mut cnf = CnfBuilder::new();
    let lits: Vec<Lit> = (0..grid.len()).map(|_| cnf.new_var().pos_lit()).collect();
    Ring::around(grid, &lits, cell).encode(clue.numbers(), lowering, &mut cnf);
    (cnf, lits)
}

/// The values of unit propagation from `assumed`, `None` when it fails; where it does
/// not fail and every variable of the ring is set, no clause may be left open.
fn propagated(cnf: &CnfBuilder, assumed: &[Lit]) -> Option<Vec<Option<bool>>> {
    let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
    common::propagate(&clauses, cnf.n_vars() as usize, assumed)
}

#[test]
fn every_ring_holds_exactly_the_patterns_whose_runs_fit() {
    let clues = every_clue();
    assert_eq!(clues.len(), 10 + 26 + 38 + 16); // as many as pzprjs's clues
    for (grid, cell) in rings() {
        let neighbours: Vec<usize> = (0..grid.len())
            .filter(|&i| i != cell && grid.position(i).0.abs_diff(grid.position(cell).0) <= 1)
            .filter(|&i| grid.position(i).1.abs_diff(grid.position(cell).1) <= 1)
            .collect();
        for clue in &clues {
            for lowering in LOWERINGS {
                let (cnf, lits) = encoded(grid, cell, clue, lowering);
                for bits in 0u32..1 << neighbours.len() {
                    let mut shaded = vec![false; grid.len()];
                    for (k, &n) in neighbours.iter().enumerate() {
                        shaded[n] = bits >> k & 1 == 1;
                    }
                    let fits = clue.fits(&runs_around(grid, &shaded, cell));
                    let assumed: Vec<Lit> = (neighbours.iter())
                        .map(|&n| if shaded[n] { lits[n] } else { !lits[n] })
                        .collect();
                    let case =
                        format!("{grid:?} cell {cell} clue {clue} {lowering:?} bits {bits:b}");
                    let values = propagated(&cnf, &assumed);
                    assert_eq!(values.is_some(), fits, "{case}");
                    if let Some(values) = values {
                        let holds = |c: &[Lit]| {
                            c.iter().any(|&l| values[l.var().idx()] == Some(l.is_pos()))
                        };
                        assert!(cnf.clauses().all(holds), "{case}: a clause left open");
                    }
                }
            }
        }
    }
}

#[test]
fn propagation_finds_every_forced_cell_of_a_full_ring() {
    let grid = Grid::new(3, 3);
    let around: Vec<usize> = (0..9).filter(|&i| i != 4).collect();
    for clue in every_clue().into_iter().step_by(SAMPLED) {
        let allowed: Vec<u32> = (0u32..256)
            .filter(|bits| {
                let mut shaded = vec![false; 9];
                for (k, &n) in around.iter().enumerate() {
                    shaded[n] = bits >> k & 1 == 1;
                }
                clue.fits(&runs_around(grid, &shaded, 4))
            })
            .collect();
        for lowering in LOWERINGS {
            let (cnf, lits) = encoded(grid, 4, &clue, lowering);
            for partial in 0..3u32.pow(8) {
                let known: Vec<Option<bool>> = (0..8)
                    .map(|k| match partial / 3u32.pow(k) % 3 {
                        0 => None,
                        v => Some(v == 2),
                    })
                    .collect();
                let agree =
                    |bits: &u32| (0..8).all(|k| known[k].is_none_or(|v| (bits >> k & 1 == 1) == v));
                let left: Vec<u32> = allowed.iter().copied().filter(agree).collect();
                let assumed: Vec<Lit> = (0..8)
                    .filter_map(|k| {
                        known[k].map(|v| if v { lits[around[k]] } else { !lits[around[k]] })
                    })
                    .collect();
                let case = format!("clue {clue} {lowering:?} partial {partial}");
                let Some(values) = propagated(&cnf, &assumed) else {
                    assert!(left.is_empty(), "{case}: propagation failed");
                    continue;
                };
                assert!(
                    !left.is_empty(),
                    "{case}: no pattern left, propagation went on"
                );
                for k in 0..8 {
                    let forced = (
                        left.iter().all(|b| b >> k & 1 == 1),
                        left.iter().all(|b| b >> k & 1 == 0),
                    );
                    let value = values[lits[around[k]].var().idx()];
                    match forced {
                        (true, _) => assert_eq!(value, Some(true), "{case}: place {k}"),
                        (_, true) => assert_eq!(value, Some(false), "{case}: place {k}"),
                        _ => {}
                    }
                }
            }
        }
    }
}
