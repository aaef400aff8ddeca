//! Exactness of the placement family (`puzzle_cnf::placement`) against a brute force: on
//! small grids with dominoes, straight and bent trominoes as candidates, the models of
//! each rule (projected on the placement and cell variables, every model enumerated by
//! the solver) are exactly the sets of candidates the rule allows, found by trying every
//! set of pairwise disjoint candidates; and the cells filled are those the set covers.

use crate::common;

use puzzle_cnf::card::CardEncoding;
use puzzle_cnf::placement::{Placements, Touch};
use puzzle_cnf::{AmoEncoding, CnfBuilder, Lit, Relation};
use puzzle_ir::grid::Grid;
use puzzle_ir::polyomino::{Polyomino, Turns};
use std::collections::BTreeSet;
use varisat::ExtendFormula;

/// The rule under test.
#[derive(Debug, Clone, Copy)]
enum Rule {
    Fill,
    Apart(Touch),
    Tile,
    /// Exactly this many placements of shape 1.
    Count(usize),
}

/// Every candidate on `grid`: shape 0 a domino, 1 a straight tromino, 2 a bent one.
fn candidates(grid: Grid) -> Vec<(usize, Vec<usize>)> {
    let shapes = [
        Polyomino::rectangle(1, 2),
        Polyomino::rectangle(1, 3),
        Polyomino::new([(0, 0), (1, 0), (1, 1)]),
    ];
    (shapes.iter().enumerate())
        .flat_map(|(shape, polyomino)| {
            let placed = polyomino.placements_on(grid.rows, grid.cols, Turns::Rotations);
            placed.into_iter().map(move |cells| (shape, cells))
        })
        .collect()
}

/// Every set of pairwise disjoint candidates (as sorted indices) that `rule` allows.
fn brute_force(grid: Grid, candidates: &[(usize, Vec<usize>)], rule: Rule) -> BTreeSet<Vec<usize>> {
    let mut found = BTreeSet::new();
    let mut chosen = Vec::new();
    extend(
        candidates,
        0,
        &mut vec![false; grid.len()],
        &mut chosen,
        &mut |chosen| {
            if allows(grid, candidates, chosen, rule) {
                found.insert(chosen.to_vec());
            }
        },
    );
    found
}

fn extend(
    candidates: &[(usize, Vec<usize>)],
    from: usize,
    used: &mut Vec<bool>,
    chosen: &mut Vec<usize>,
    visit: &mut impl FnMut(&[usize]),
) {
    visit(chosen);
    for next in from..candidates.len() {
        let cells = &candidates[next].1;
        if cells.iter().any(|&c| used[c]) {
            continue;
        }
        cells.iter().for_each(|&c| used[c] = true);
        chosen.push(next);
        extend(candidates, next + 1, used, chosen, visit);
        chosen.pop();
        cells.iter().for_each(|&c| used[c] = false);
    }
}

fn allows(grid: Grid, candidates: &[(usize, Vec<usize>)], chosen: &[usize], rule: Rule) -> bool {
    let covered: usize = chosen.iter().map(|&i| candidates[i].1.len()).sum();
    let touches = |a: &[usize], b: &[usize], touch: Touch| {
        a.iter().any(|&x| match touch {
            Touch::Side => grid.neighbours(x).any(|y| b.contains(&y)),
            Touch::SideOrCorner => grid.touching(x).any(|y| b.contains(&y)),
        })
    };
    match rule {
        Rule::Fill => true,
        Rule::Tile => covered == grid.len(),
        Rule::Count(n) => chosen.iter().filter(|&&i| candidates[i].0 == 1).count() == n,
        Rule::Apart(touch) => chosen.iter().all(|&a| {
            (chosen.iter().filter(|&&b| b != a))
                .all(|&b| !touches(&candidates[a].1, &candidates[b].1, touch))
        }),
    }
}

/// The placement sets of every model of `rule`'s clauses, checking each model's cells.
fn models(
    grid: Grid,
    candidates: &[(usize, Vec<usize>)],
    rule: Rule,
    amo: AmoEncoding,
) -> BTreeSet<Vec<usize>> {
    let mut cnf = CnfBuilder::new();
    let filled: Vec<Lit> = (0..grid.len()).map(|_| cnf.new_var().pos_lit()).collect();
    let placements = Placements::new(grid, candidates.iter().cloned(), &mut cnf);
    match rule {
        Rule::Tile => placements.tile(amo, &mut cnf),
        Rule::Fill => placements.fill(&filled, amo, &mut cnf),
        Rule::Apart(touch) => {
            placements.fill(&filled, amo, &mut cnf);
            placements.apart(&filled, touch, &mut cnf);
        }
        Rule::Count(n) => {
            placements.fill(&filled, amo, &mut cnf);
            let encoding = CardEncoding::SequentialCounter;
            placements.count(1, Relation::Equal, n, encoding, &mut cnf);
        }
    }
    let mut solver = common::load(&cnf);
    let mut found = BTreeSet::new();
    while solver.solve().expect("no proof requested") {
        let values = common::values(&solver.model().expect("a model"), cnf.n_vars());
        let holds = |lit: Lit| values[lit.var().idx()] == lit.is_pos();
        let chosen: Vec<usize> = (0..candidates.len())
            .filter(|&i| holds(placements.all()[i].lit))
            .collect();
        if !matches!(rule, Rule::Tile) {
            let covered: BTreeSet<usize> = chosen
                .iter()
                .flat_map(|&i| candidates[i].1.clone())
                .collect();
            let lit_cells: BTreeSet<usize> =
                (0..grid.len()).filter(|&c| holds(filled[c])).collect();
            assert_eq!(covered, lit_cells, "{grid:?} {rule:?}");
        }
        // Tiling has no cell variables: its cells are left free, so only placements count.
        let cells = if matches!(rule, Rule::Tile) {
            &[][..]
        } else {
            &filled[..]
        };
        let watched = placements
            .all()
            .iter()
            .map(|p| p.lit)
            .chain(cells.iter().copied());
        let block: Vec<varisat::Lit> = watched
            .map(|l| common::to_varisat(if holds(l) { !l } else { l }))
            .collect();
        solver.add_clause(&block);
        assert!(found.insert(chosen), "a model repeats");
    }
    found
}

#[test]
fn each_rule_allows_exactly_the_placement_sets_of_the_brute_force() {
    let rules = [
        Rule::Fill,
        Rule::Apart(Touch::Side),
        Rule::Apart(Touch::SideOrCorner),
        Rule::Tile,
        Rule::Count(0),
        Rule::Count(1),
        Rule::Count(2),
    ];
    for (rows, cols) in [(1, 4), (2, 2), (2, 3), (3, 3), (2, 4)] {
        let grid = Grid::new(rows, cols);
        let candidates = candidates(grid);
        for rule in rules {
            for amo in AmoEncoding::ALL {
                let expected = brute_force(grid, &candidates, rule);
                assert_eq!(
                    models(grid, &candidates, rule, amo),
                    expected,
                    "{rows}x{cols} {rule:?} {amo:?}"
                );
            }
        }
    }
}
