//! Acyclic pointers by ranks: each vertex has a rank in binary, and a parent's rank is
//! below its child's. w = ⌈log2 n⌉ rank bits per vertex and, per pointer, a comparator
//! of 3w - 1 clauses and w - 1 variables. Ranks exist for every connected configuration:
//! the depths of a breadth-first tree, below n.

use super::parents::Pointer;
use crate::{CnfBuilder, Lit};

/// Makes the pointers acyclic over `n_vertices` vertices.
pub(crate) fn encode(n_vertices: usize, pointers: &[Pointer], cnf: &mut CnfBuilder) {
    if pointers.is_empty() {
        return;
    }
    let width = (usize::BITS - (n_vertices - 1).leading_zeros()) as usize;
    let ranks: Vec<Vec<Lit>> = (0..n_vertices)
        .map(|_| (0..width).map(|_| cnf.new_var().pos_lit()).collect())
        .collect();
    for pointer in pointers {
        below(
            &ranks[pointer.parent],
            &ranks[pointer.child],
            pointer.lit,
            cnf,
        );
    }
}

/// `given → x < y` for numbers written most significant bit first. `at` stands for "x < y
/// on the bits from here on": the first is `given`, and each implies that x's bit is at
/// most y's, and either below it or the comparison holds on the next bits.
fn below(x: &[Lit], y: &[Lit], given: Lit, cnf: &mut CnfBuilder) {
    let mut at = given;
    let last = x.len() - 1;
    for (i, (&x, &y)) in x.iter().zip(y).enumerate() {
        if i == last {
            cnf.add_clause([!at, !x]);
            cnf.add_clause([!at, y]);
        } else {
            let next = cnf.new_var().pos_lit();
            cnf.add_clause([!at, !x, y]);
            cnf.add_clause([!at, !x, next]);
            cnf.add_clause([!at, y, next]);
            at = next;
        }
    }
}
