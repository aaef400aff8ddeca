//! The local half of a loop: at every vertex, 0 or 2 of its edges are present, and the
//! vertex is active exactly when 2 are.

use super::bit::{clause, Bit};
use super::Graph;
use crate::card::{self, CardEncoding};
use crate::{CnfBuilder, Lit, Relation};

/// Up to this many edges at a vertex, "at most two" is one clause per three edges (20
/// clauses at 6 edges, against the sequential counter's 12 variables and 28 clauses at 7).
const TRIPLES_MAX: usize = 6;

/// Adds, at every vertex, "degree 0 or 2, and active exactly at degree 2".
pub(crate) fn encode(graph: &Graph, cnf: &mut CnfBuilder) {
    for (vertex, edges) in graph.incident().iter().enumerate() {
        let active = Bit::from(graph.vertices()[vertex]);
        let edges: Vec<Bit> = edges
            .iter()
            .map(|&(e, _)| graph.edges()[e].presence.into())
            .collect();
        for &edge in &edges {
            clause(cnf, [!edge, active]);
        }
        clause(cnf, edges.iter().copied().chain([!active]));
        for (i, &edge) in edges.iter().enumerate() {
            let others = edges.iter().enumerate().filter(|&(j, _)| j != i);
            clause(cnf, others.map(|(_, &e)| e).chain([!edge]));
        }
        at_most_two(&edges, cnf);
    }
}

fn at_most_two(edges: &[Bit], cnf: &mut CnfBuilder) {
    if edges.len() <= TRIPLES_MAX {
        for (i, &a) in edges.iter().enumerate() {
            for (j, &b) in edges.iter().enumerate().skip(i + 1) {
                for &c in &edges[j + 1..] {
                    clause(cnf, [!a, !b, !c]);
                }
            }
        }
        return;
    }
    let always = edges.iter().filter(|&&e| e == Bit::True).count();
    let lits: Vec<Lit> = edges
        .iter()
        .filter_map(|&e| match e {
            Bit::Lit(lit) => Some(lit),
            _ => None,
        })
        .collect();
    match 2usize.checked_sub(always) {
        Some(room) => card::encode(
            &lits,
            Relation::AtMost,
            room,
            CardEncoding::SequentialCounter,
            cnf,
        ),
        None => cnf.add_clause([]),
    }
}
