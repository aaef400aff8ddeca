//! Helpers shared by the integration tests: loading a [`CnfBuilder`] into varisat and
//! reading a model back.

use puzzle_cnf::{CnfBuilder, Lit, Var};

/// The varisat literal of a rustsat literal (same 0-based variable index).
pub fn to_varisat(lit: Lit) -> varisat::Lit {
    varisat::Lit::from_index(lit.var().idx(), lit.is_pos())
}

/// A fresh varisat solver holding every clause of `cnf`.
pub fn load(cnf: &CnfBuilder) -> varisat::Solver<'static> {
    use varisat::ExtendFormula;
    let mut solver = varisat::Solver::new();
    for clause in cnf.clauses() {
        let lits: Vec<varisat::Lit> = clause.iter().map(|&l| to_varisat(l)).collect();
        solver.add_clause(&lits);
    }
    solver
}

/// The value of each of the builder's `n_vars` variables in a varisat model; variables
/// the solver never saw (in no clause) read as false.
pub fn values(model: &[varisat::Lit], n_vars: u32) -> Vec<bool> {
    let mut values = vec![false; n_vars as usize];
    for lit in model {
        if let Some(slot) = values.get_mut(lit.index()) {
            *slot = lit.is_positive();
        }
    }
    values
}

/// `values` as the `Fn(Var) -> bool` the decoders take.
pub fn value_of(values: &[bool]) -> impl Fn(Var) -> bool + '_ {
    move |var: Var| values[var.idx()]
}

/// Unit propagation to a fixpoint from `assumed`; `None` on a conflict.
pub fn propagate(
    clauses: &[Vec<Lit>],
    n_vars: usize,
    assumed: &[Lit],
) -> Option<Vec<Option<bool>>> {
    let mut value: Vec<Option<bool>> = vec![None; n_vars];
    for lit in assumed {
        value[lit.var().idx()] = Some(lit.is_pos());
    }
    loop {
        let mut changed = false;
        for clause in clauses {
            let mut open = clause.iter().filter(|l| value[l.var().idx()].is_none());
            let satisfied = clause
                .iter()
                .any(|l| value[l.var().idx()] == Some(l.is_pos()));
            match (satisfied, open.next(), open.next()) {
                (true, _, _) | (false, Some(_), Some(_)) => {}
                (false, None, _) => return None,
                (false, Some(unit), None) => {
                    value[unit.var().idx()] = Some(unit.is_pos());
                    changed = true;
                }
            }
        }
        if !changed {
            return Some(value);
        }
    }
}

/// insta's settings for the snapshots of `snapshots/<folder>/`, named without the test
/// module.
pub fn snapshots(folder: &str) -> insta::Settings {
    let mut settings = insta::Settings::clone_current();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../snapshots");
    settings.set_snapshot_path(root.join(folder));
    settings.set_prepend_module_to_snapshot(false);
    settings
}

/// The values of `lits` over every model of `cnf` (varisat, blocking clauses over
/// `lits` only), its lazy constraints' cuts added until a model draws none.
pub fn projections(cnf: &CnfBuilder, lits: &[Lit]) -> std::collections::BTreeSet<Vec<bool>> {
    use varisat::ExtendFormula;
    let to_varisat_clause =
        |clause: &[Lit]| clause.iter().map(|&l| to_varisat(l)).collect::<Vec<_>>();
    let mut solver = load(cnf);
    let mut out = std::collections::BTreeSet::new();
    while solver.solve().expect("varisat without limits") {
        let values = values(&solver.model().expect("a model"), cnf.n_vars());
        let value_of = value_of(&values);
        let cuts = cnf.cuts(&value_of);
        cuts.iter()
            .for_each(|cut| solver.add_clause(&to_varisat_clause(cut)));
        if !cuts.is_empty() {
            continue;
        }
        let drawn: Vec<bool> = lits
            .iter()
            .map(|&l| value_of(l.var()) == l.is_pos())
            .collect();
        let block: Vec<Lit> = (lits.iter().zip(&drawn))
            .map(|(&l, &on)| if on { !l } else { l })
            .collect();
        assert!(out.insert(drawn), "a projection found twice");
        solver.add_clause(&to_varisat_clause(&block));
    }
    out
}

/// The regions the borders `drawn` (one per pair of `grid.adjacent_pairs()`, in its
/// order) cut the grid into, with each cell's region; `None` when a border runs inside a
/// region, which no division draws.
pub fn regions_drawn(
    grid: puzzle_ir::grid::Grid,
    drawn: &[bool],
) -> Option<(Vec<Vec<usize>>, Vec<usize>)> {
    let pairs: Vec<(usize, usize)> = grid.adjacent_pairs().collect();
    let border = |a: usize, b: usize| {
        drawn[pairs
            .iter()
            .position(|&p| p == (a.min(b), a.max(b)))
            .expect("adjacent")]
    };
    let regions = grid.components(|a, b| !border(a, b));
    let mut region_of = vec![0; grid.len()];
    for (k, region) in regions.iter().enumerate() {
        region.iter().for_each(|&cell| region_of[cell] = k);
    }
    let inside = (pairs.iter()).any(|&(a, b)| border(a, b) && region_of[a] == region_of[b]);
    (!inside).then_some((regions, region_of))
}
