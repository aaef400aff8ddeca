//! The decision diagram encoding with path semantics.
//!
//! Level i of the diagram decides term i; a node at level i stands for the partial sums
//! of the first i terms that accept the same completions. The diagram is built forward
//! by partial sum (capped at k for `>=`, cut above k otherwise), then reduced backward:
//! nodes with no accepting completion are dropped, and nodes with the same children are
//! merged. What is left is written as clauses over one variable per node and per edge
//! (root and sink are constant true and get none):
//!
//! * edge -> source, edge -> target, edge -> its label (`x` or `!x`);
//! * node -> some outgoing edge, node -> some incoming edge;
//! * label -> some edge at its level carrying it.
//!
//! A true node thus lies on a true root-to-sink path that follows the inputs, and unit
//! propagation removes exactly the nodes and edges on no such path: GAC.

use crate::{CnfBuilder, Lit, Relation, Var};
use std::collections::{BTreeSet, HashMap};

/// A node's children in the next level: `(lo, hi)`, `None` when that edge is cut.
type Node = (Option<usize>, Option<usize>);

/// Encodes a reduced constraint (distinct variables, positive weights, non-trivial).
pub(super) fn encode(terms: &[(Lit, u64)], relation: Relation, bound: u64, cnf: &mut CnfBuilder) {
    let states = forward(terms, relation, bound);
    match reduce(terms, relation, bound, &states) {
        None => cnf.add_clause([]),
        Some(levels) => write(terms, &levels, cnf),
    }
}

/// The partial sum after adding `w`, or `None` when it can no longer be accepted.
fn next(sum: u64, w: u64, relation: Relation, bound: u64) -> Option<u64> {
    let sum = sum + w;
    match relation {
        Relation::AtLeast => Some(sum.min(bound)),
        Relation::AtMost | Relation::Equal => (sum <= bound).then_some(sum),
    }
}

/// The reachable partial sums before each term and after the last.
fn forward(terms: &[(Lit, u64)], relation: Relation, bound: u64) -> Vec<Vec<u64>> {
    let mut states = vec![vec![0u64]];
    for &(_, w) in terms {
        let level = states.last().expect("level 0 exists");
        let mut nexts: BTreeSet<u64> = level.iter().copied().collect();
        nexts.extend(level.iter().filter_map(|&s| next(s, w, relation, bound)));
        states.push(nexts.into_iter().collect());
    }
    states
}

/// The reduced diagram: per level, its distinct live nodes. `None` when the root is dead
/// (no assignment satisfies the constraint).
fn reduce(
    terms: &[(Lit, u64)],
    relation: Relation,
    bound: u64,
    states: &[Vec<u64>],
) -> Option<Vec<Vec<Node>>> {
    let n = terms.len();
    // The node id of each partial sum at the level below (the sink is node 0).
    let mut below: HashMap<u64, usize> = states[n]
        .iter()
        .filter(|&&s| relation.holds(s, bound))
        .map(|&s| (s, 0))
        .collect();
    let mut levels = vec![Vec::new(); n];
    for i in (0..n).rev() {
        let mut ids: HashMap<Node, usize> = HashMap::new();
        let mut here: HashMap<u64, usize> = HashMap::new();
        for &s in &states[i] {
            let lo = below.get(&s).copied();
            let hi = next(s, terms[i].1, relation, bound).and_then(|t| below.get(&t).copied());
            if lo.is_none() && hi.is_none() {
                continue;
            }
            let fresh = ids.len();
            let id = *ids.entry((lo, hi)).or_insert_with(|| {
                levels[i].push((lo, hi));
                fresh
            });
            here.insert(s, id);
        }
        below = here;
    }
    below.contains_key(&0).then_some(levels)
}

/// Writes the path-semantics clauses of a reduced diagram.
fn write(terms: &[(Lit, u64)], levels: &[Vec<Node>], cnf: &mut CnfBuilder) {
    let n = levels.len();
    // Node variables of levels 1..n (root and sink: none).
    let mut vars: Vec<Vec<Option<Var>>> = vec![vec![None]];
    for level in &levels[1..] {
        vars.push(level.iter().map(|_| Some(cnf.new_var())).collect());
    }
    vars.push(vec![None]);
    for (i, level) in levels.iter().enumerate() {
        let x = terms[i].0;
        let mut incoming: Vec<Vec<Lit>> = vec![Vec::new(); vars[i + 1].len()];
        let mut carrying: [Vec<Lit>; 2] = [Vec::new(), Vec::new()];
        for (u, &(lo, hi)) in level.iter().enumerate() {
            let mut outgoing = Vec::new();
            for (child, label) in [(lo, !x), (hi, x)] {
                let Some(c) = child else { continue };
                let edge = cnf.new_var().pos_lit();
                let ends = [vars[i][u], vars[i + 1][c]];
                for end in ends.into_iter().flatten() {
                    cnf.add_clause([!edge, end.pos_lit()]);
                }
                cnf.add_clause([!edge, label]);
                outgoing.push(edge);
                incoming[c].push(edge);
                carrying[usize::from(label == x)].push(edge);
            }
            implies_some(vars[i][u], outgoing, cnf);
        }
        if i + 1 < n {
            for (c, edges) in incoming.into_iter().enumerate() {
                implies_some(vars[i + 1][c], edges, cnf);
            }
        }
        let [lo_edges, hi_edges] = carrying;
        cnf.add_clause(std::iter::once(x).chain(lo_edges));
        cnf.add_clause(std::iter::once(!x).chain(hi_edges));
    }
}

/// `node -> OR edges`; for the root or sink (no variable), just `OR edges`.
fn implies_some(node: Option<Var>, edges: Vec<Lit>, cnf: &mut CnfBuilder) {
    cnf.add_clause(node.map(|v| v.neg_lit()).into_iter().chain(edges));
}
