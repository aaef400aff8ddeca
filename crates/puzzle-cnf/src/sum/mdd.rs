//! The multi-valued decision diagram (MDD) of a run: level i decides the digit of the
//! run's i-th cell, and a node is the set of digits used so far (which also fixes their
//! sum). Only nodes reachable from the root that can still reach the sink (all cells
//! filled, distinct digits from the cells' domains, the clue's sum) are kept, and nodes
//! of a level with the same outgoing edges are merged.
//!
//! The diagram is written with path semantics: a variable per node and per edge (root
//! and sink are constant true), and the clauses edge -> source, edge -> target,
//! edge -> its digit's literal, node -> some outgoing edge, node -> some incoming edge,
//! digit literal -> some edge of its level carrying it. Unit propagation then removes
//! exactly the edges on no root-to-sink path left open by the cells' literals, so the
//! encoding is generalized arc consistent for the sum and the all-different of the run
//! together (tested exhaustively on small runs in `tests/it/kakuro_runs.rs`).
//!
//! Three substitutions save variables without weakening propagation, because each
//! replaces a variable by a literal it is equivalent to through binary clauses of the
//! encoding: the only edge carrying a digit in its level is that digit's literal; the
//! only edge leaving a node is the node; a node with one incoming edge is that edge.

use super::digits::{digit_sum, has, Digits, MAX_DIGIT};
use super::CellDigits;
use crate::{CnfBuilder, Lit};
use std::collections::{BTreeSet, HashMap};

/// An edge of level i: from node `from` of level i, labelled `digit`, to node `to` of
/// level i+1 (node ids are per level; the root and the sink are node 0 of theirs).
#[derive(Debug, Clone, Copy)]
struct Edge {
    from: usize,
    digit: usize,
    to: usize,
}

/// A literal or the constant true (the root, the sink, and whatever is equal to them).
type MaybeLit = Option<Lit>;

/// Adds the MDD of a run whose cells have the digit literals `cells` and whose digits add
/// up to `sum`; `prefix` starts the names of its variables. A run no digits can fill
/// gets the empty clause.
pub fn encode(cells: &[CellDigits], sum: u32, prefix: &str, cnf: &mut CnfBuilder) {
    let domains: Vec<Digits> = cells.iter().map(super::digits::domain_of).collect();
    match build(&domains, sum) {
        Some(levels) => write(cells, &levels, prefix, cnf),
        None => cnf.add_clause([]),
    }
}

/// The reduced diagram as its edges, level by level; `None` when no path exists.
fn build(domains: &[Digits], sum: u32) -> Option<Vec<Vec<Edge>>> {
    let reachable = forward(domains, sum);
    let n = domains.len();
    // Node id of each live digit set of the level below; the sink is id 0.
    let mut below: HashMap<Digits, usize> = reachable[n]
        .iter()
        .filter(|&&s| digit_sum(s) == sum)
        .map(|&s| (s, 0))
        .collect();
    let mut levels = vec![Vec::new(); n];
    for i in (0..n).rev() {
        let mut ids: HashMap<Vec<(usize, usize)>, usize> = HashMap::new();
        let mut here = HashMap::new();
        for &set in &reachable[i] {
            let out: Vec<(usize, usize)> = (1..=MAX_DIGIT)
                .filter(|&d| has(domains[i], d) && !has(set, d))
                .filter_map(|d| below.get(&(set | 1 << (d - 1))).map(|&to| (d, to)))
                .collect();
            if out.is_empty() {
                continue;
            }
            let fresh = ids.len();
            let id = *ids.entry(out.clone()).or_insert_with(|| {
                let edges = out.iter().map(|&(digit, to)| Edge {
                    from: fresh,
                    digit,
                    to,
                });
                levels[i].extend(edges);
                fresh
            });
            here.insert(set, id);
        }
        below = here;
    }
    below.contains_key(&0).then_some(levels)
}

/// The digit sets reachable from the empty set before each cell and after the last,
/// without passing the sum.
fn forward(domains: &[Digits], sum: u32) -> Vec<BTreeSet<Digits>> {
    let mut levels = vec![BTreeSet::from([0])];
    for &domain in domains {
        let level = levels.last().expect("level 0 exists");
        let next = level
            .iter()
            .flat_map(|&set| {
                (1..=MAX_DIGIT)
                    .filter(move |&d| has(domain, d) && !has(set, d))
                    .map(move |d| set | 1 << (d - 1))
            })
            .filter(|&set| digit_sum(set) <= sum)
            .collect();
        levels.push(next);
    }
    levels
}

/// Writes the path-semantics clauses of the diagram.
fn write(cells: &[CellDigits], levels: &[Vec<Edge>], prefix: &str, cnf: &mut CnfBuilder) {
    let mut nodes: Vec<MaybeLit> = vec![None];
    for (i, edges) in levels.iter().enumerate() {
        let last = i + 1 == levels.len();
        let n_next = edges.iter().map(|e| e.to + 1).max().unwrap_or(0);
        let mut out_degree = vec![0; nodes.len()];
        let mut in_degree = vec![0; n_next];
        let mut digit_degree = [0; MAX_DIGIT + 1];
        for e in edges {
            out_degree[e.from] += 1;
            in_degree[e.to] += 1;
            digit_degree[e.digit] += 1;
        }
        let label = |e: &Edge| cells[i][e.digit - 1].expect("edges carry domain digits");
        let edge_lits: Vec<MaybeLit> = edges
            .iter()
            .map(|e| match (digit_degree[e.digit], out_degree[e.from]) {
                (1, _) => Some(label(e)),
                (_, 1) => nodes[e.from],
                _ => {
                    let name = || format!("{prefix}c{}e{}-{}>{}", i + 1, e.from, e.digit, e.to);
                    Some(cnf.new_named_var(name).pos_lit())
                }
            })
            .collect();
        let mut next: Vec<Option<MaybeLit>> = vec![None; n_next];
        for (e, &lit) in edges.iter().zip(&edge_lits) {
            if last {
                next[e.to] = Some(None);
            } else if in_degree[e.to] == 1 {
                next[e.to] = Some(lit);
            }
        }
        let next: Vec<MaybeLit> = next
            .into_iter()
            .enumerate()
            .map(|(v, lit)| {
                lit.unwrap_or_else(|| {
                    let name = || format!("{prefix}c{}n{v}", i + 2);
                    Some(cnf.new_named_var(name).pos_lit())
                })
            })
            .collect();
        let mut out_edges = vec![Vec::new(); nodes.len()];
        let mut in_edges = vec![Vec::new(); n_next];
        let mut digit_edges = vec![Vec::new(); MAX_DIGIT + 1];
        for (e, &lit) in edges.iter().zip(&edge_lits) {
            for end in [nodes[e.from], next[e.to], Some(label(e))] {
                implies_any(lit, &[end], cnf);
            }
            out_edges[e.from].push(lit);
            in_edges[e.to].push(lit);
            digit_edges[e.digit].push(lit);
        }
        for (&node, options) in nodes.iter().zip(&out_edges) {
            implies_any(node, options, cnf);
        }
        for (&node, options) in next.iter().zip(&in_edges) {
            implies_any(node, options, cnf);
        }
        for (d, options) in digit_edges.iter().enumerate().skip(1) {
            if let Some(x) = cells[i][d - 1] {
                implies_any(Some(x), options, cnf);
            }
        }
        nodes = next;
    }
}

/// Adds `premise -> OR options`, unless it always holds (an option is true or is the
/// premise itself); a true premise leaves the disjunction of the options.
fn implies_any(premise: MaybeLit, options: &[MaybeLit], cnf: &mut CnfBuilder) {
    if options.iter().any(|&o| o.is_none() || o == premise) {
        return;
    }
    let options = options.iter().flatten().copied();
    cnf.add_clause(premise.map(|p| !p).into_iter().chain(options));
}
