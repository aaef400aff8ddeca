//! Acyclic pointers by vertex elimination (M. F. Rankooh and J. Rintanen, "Propositional
//! encodings of acyclicity and reachability by using vertex elimination", AAAI, arXiv
//! 2105.12908, 2021). The vertices are eliminated one by one, fewest remaining
//! neighbours first (the minimum degree order, which keeps the fill small). Eliminating
//! x joins its remaining neighbours into a clique, and for each two of them u, w with
//! arcs u → x → w adds u → x ∧ x → w ⇒ u → w, with a variable for the arc u → w if it
//! is new. Finally no two vertices have arcs both ways. Arcs are variables of their own,
//! implied by the pointers: an arc u → w says "w is reachable from u", which a pointer
//! (u's parent is w, over an edge that must be present) cannot be forced to say.
//!
//! A cycle of pointers would shrink to a two-way pair: its first vertex x to be
//! eliminated has its cycle neighbours u, w still remaining, and u → w closes a cycle
//! one shorter. Acyclic pointers satisfy every clause with each arc variable set to
//! "reachable along the pointers".

use super::parents::Pointer;
use crate::{CnfBuilder, Lit};
use std::collections::BTreeSet;

/// Makes the pointers acyclic over `n_vertices` vertices.
pub(crate) fn encode(n_vertices: usize, pointers: &[Pointer], cnf: &mut CnfBuilder) {
    let mut arcs = Arcs::new(n_vertices);
    let mut neighbours = vec![BTreeSet::new(); n_vertices];
    for pointer in pointers {
        let arc = arcs.get_or_new(pointer.child, pointer.parent, cnf);
        cnf.add_clause([!pointer.lit, arc]);
        neighbours[pointer.child].insert(pointer.parent);
        neighbours[pointer.parent].insert(pointer.child);
    }
    let mut queue: BTreeSet<(usize, usize)> = neighbours
        .iter()
        .enumerate()
        .map(|(vertex, around)| (around.len(), vertex))
        .collect();
    while let Some((_, x)) = queue.pop_first() {
        let around: Vec<usize> = std::mem::take(&mut neighbours[x]).into_iter().collect();
        for &u in &around {
            for &w in &around {
                if let (Some(ux), Some(xw)) = (arcs.get(u, x), arcs.get(x, w)) {
                    if u != w {
                        let uw = arcs.get_or_new(u, w, cnf);
                        cnf.add_clause([!ux, !xw, uw]);
                    }
                }
            }
        }
        for &u in &around {
            queue.remove(&(neighbours[u].len(), u));
            neighbours[u].remove(&x);
            neighbours[u].extend(around.iter().filter(|&&w| w != u));
            queue.insert((neighbours[u].len(), u));
        }
    }
    for &(u, w) in &arcs.order {
        if u < w {
            if let (Some(forth), Some(back)) = (arcs.get(u, w), arcs.get(w, u)) {
                cnf.add_clause([!forth, !back]);
            }
        }
    }
}

/// The arc variables, by the vertex they leave (each vertex has few: its neighbours and
/// the fill of the elimination, so a list beats a hash map), and the arcs in the order
/// they were made (for deterministic output).
struct Arcs {
    from: Vec<Vec<(usize, Lit)>>,
    order: Vec<(usize, usize)>,
}

impl Arcs {
    fn new(n_vertices: usize) -> Self {
        Arcs {
            from: vec![Vec::new(); n_vertices],
            order: Vec::new(),
        }
    }

    fn get(&self, from: usize, to: usize) -> Option<Lit> {
        (self.from[from].iter())
            .find(|&&(head, _)| head == to)
            .map(|&(_, lit)| lit)
    }

    fn get_or_new(&mut self, from: usize, to: usize, cnf: &mut CnfBuilder) -> Lit {
        match self.get(from, to) {
            Some(lit) => lit,
            None => {
                let lit = cnf.new_var().pos_lit();
                self.from[from].push((to, lit));
                self.order.push((from, to));
                lit
            }
        }
    }
}
