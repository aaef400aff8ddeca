//! Parent pointers, the half of a static lowering that both share: every active vertex
//! but the root points to an adjacent active vertex over a present edge. The root is the
//! first always-active vertex if there is one (fixed: no choice for the solver to make),
//! else the first active vertex in number order; either way each connected
//! configuration has one root. Once the pointers are acyclic (the other half), following them from any active vertex
//! ends at the only vertex that needs no parent, the root: the active vertices are
//! connected. Conversely a connected configuration has a breadth-first tree from its root.

use super::bit::{clause, Bit};
use super::{Graph, Presence};
use crate::{CnfBuilder, Lit};

/// "`child` points to `parent`", a variable of its own.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Pointer {
    pub child: usize,
    pub parent: usize,
    pub lit: Lit,
}

/// Adds the pointer variables and their clauses; returns the pointers, whose graph the
/// caller makes acyclic.
pub(crate) fn encode(graph: &Graph, cnf: &mut CnfBuilder) -> Vec<Pointer> {
    let active: Vec<Bit> = graph.vertices().iter().map(|&v| v.into()).collect();
    let fixed_root = (graph.vertices().iter()).position(|&v| v == Presence::Always);
    let mut pointers = Vec::new();
    let mut choices: Vec<Vec<Bit>> = vec![Vec::new(); active.len()];
    for link in graph.links() {
        let [a, b] = link.ends;
        for (child, parent) in [(a, b), (b, a)] {
            if Some(child) == fixed_root {
                continue;
            }
            let lit = cnf.new_var().pos_lit();
            let pointer = Bit::Lit(lit);
            clause(cnf, [!pointer, active[parent]]);
            clause(cnf, link.edges.iter().copied().chain([!pointer]));
            choices[child].push(pointer);
            pointers.push(Pointer { child, parent, lit });
        }
    }
    let mut earlier = Bit::False; // some vertex before this one is active
    for (vertex, choices) in choices.iter().enumerate() {
        let root_here = match fixed_root {
            Some(root) => Bit::from(vertex == root),
            None => !earlier,
        };
        clause(
            cnf,
            choices.iter().copied().chain([root_here, !active[vertex]]),
        );
        if fixed_root.is_none() {
            earlier = earlier.or(active[vertex], cnf);
        }
    }
    pointers
}
