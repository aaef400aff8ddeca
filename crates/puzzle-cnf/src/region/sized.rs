//! Regions of given sizes: each cell holds one number (one-hot literals over the
//! numbers it may hold), two neighbours are *joined* when they hold the same number,
//! and every maximal group of joined cells holding k has exactly k cells. So the
//! regions are the groups, two regions of one size never share an edge, and the
//! number of a cell is the size of its region (Fillomino's rule).
//!
//! Per pair of neighbours a variable `join` says they are joined: for each number k
//! both may hold, "both hold k" implies it, and with it "one holds k" implies "the
//! other holds k" (a number only one of them may hold excludes the join). The size of
//! each group is kept by the [`Lowering`]:
//!
//! * [`Lowering::Reach`], static: per cell c and steps d up to its largest number K,
//!   `reach` says a cell x is reached from c within d steps over joins (exactly: x is
//!   c, or was reached within d - 1 steps, or has a joined neighbour that was); c
//!   holding k means exactly k cells are reached within k steps ([`card`]'s sequential
//!   counter behind the literal of k). A group of more than k cells has k + 1 of them
//!   within k steps of c, a smaller one has fewer than k. About K³ variables per cell.
//! * [`Lowering::Cuts`], lazy: no clause up front; each model's groups are checked
//!   ([`SizeCutter`]) and a group of k-cells too large is cut by "its first cell holds
//!   no k, or one of the joins of a tree of k + 1 of its cells is missing", one too
//!   small by "its first cell holds no k, or one of the joins across its boundary is
//!   there" (the region of k cells through it leaves the group over a join).
//!
//! ```
//! use puzzle_cnf::region::sized::{self, Lowering};
//! use puzzle_cnf::CnfBuilder;
//! use puzzle_ir::grid::Grid;
//!
//! // A row of two cells, each holding 1 or 2.
//! let mut cnf = CnfBuilder::new();
//! let values: Vec<Vec<(u32, puzzle_cnf::Lit)>> = (0..2)
//!     .map(|_| (1..=2).map(|k| (k, cnf.new_var().pos_lit())).collect())
//!     .collect();
//! for cell in &values {
//!     cnf.add_clause(cell.iter().map(|&(_, l)| l));
//! }
//! let joins = sized::encode(Grid::new(1, 2), &values, Lowering::Reach, &mut cnf);
//! assert_eq!(joins.len(), 1);
//! assert!(cnf.is_static());
//! ```

use crate::card::{self, CardEncoding};
use crate::{CnfBuilder, Lazy, Lit, Relation, Var};
use puzzle_ir::grid::Grid;
use std::collections::{BTreeMap, HashMap};

/// How the sizes of the groups become clauses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lowering {
    /// Cells reached within bounded steps, counted (plain CNF).
    Reach,
    /// Cuts added to an incremental solver after each model ([`SizeCutter`]).
    Cuts,
}

/// A pair of neighbours and the literal of their join.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Join {
    pub cells: (usize, usize),
    pub lit: Lit,
}

/// Encodes the rule over `grid`, `values[c]` the numbers cell c may hold with their
/// literals (the caller makes exactly one true), and returns the joins, one per pair
/// of neighbours in [`Grid::adjacent_pairs`]'s order.
pub fn encode(
    grid: Grid,
    values: &[Vec<(u32, Lit)>],
    lowering: Lowering,
    cnf: &mut CnfBuilder,
) -> Vec<Join> {
    let joins: Vec<Join> = (grid.adjacent_pairs())
        .map(|cells| Join {
            cells,
            lit: cnf.new_var().pos_lit(),
        })
        .collect();
    for join in &joins {
        let (a, b) = join.cells;
        for (x, y) in [(a, b), (b, a)] {
            for &(k, lit) in &values[x] {
                match values[y].iter().find(|&&(v, _)| v == k) {
                    Some(&(_, other)) => {
                        cnf.add_clause([!lit, !other, join.lit]);
                        cnf.add_clause([!lit, !join.lit, other]);
                    }
                    None => cnf.add_clause([!lit, !join.lit]),
                }
            }
        }
    }
    match lowering {
        Lowering::Reach => reach(grid, values, &joins, cnf),
        Lowering::Cuts => cnf.add_lazy(SizeCutter {
            grid,
            values: values.to_vec(),
            joins: joins.clone(),
        }),
    }
    joins
}

/// The static lowering: see the module documentation.
fn reach(grid: Grid, values: &[Vec<(u32, Lit)>], joins: &[Join], cnf: &mut CnfBuilder) {
    let join_of: HashMap<(usize, usize), Lit> = joins.iter().map(|j| (j.cells, j.lit)).collect();
    let joined = |a: usize, b: usize| join_of[&(a.min(b), a.max(b))];
    let distance = |a: usize, b: usize| {
        let ((ra, ca), (rb, cb)) = (grid.position(a), grid.position(b));
        ra.abs_diff(rb) + ca.abs_diff(cb)
    };
    for (c, cell) in values.iter().enumerate() {
        let largest = cell.iter().map(|&(k, _)| k as usize).max().unwrap_or(0);
        // The cells within d steps and their literals of "reached"; c itself always.
        let mut reached: BTreeMap<usize, Option<Lit>> = BTreeMap::from([(c, None)]);
        for d in 1..=largest {
            let mut next: BTreeMap<usize, Option<Lit>> = BTreeMap::new();
            for x in (0..grid.len()).filter(|&x| distance(c, x) <= d) {
                if x == c {
                    next.insert(x, None);
                    continue;
                }
                let lit = cnf.new_var().pos_lit();
                let mut reasons = Vec::new();
                if let Some(&before) = reached.get(&x) {
                    let before = before.expect("only c is always reached");
                    cnf.add_clause([!before, lit]);
                    reasons.push(before);
                }
                for y in grid.neighbours(x).filter(|y| reached.contains_key(y)) {
                    let join = joined(x, y);
                    let via = match reached[&y] {
                        None => join,
                        Some(from) => {
                            let both = cnf.new_var().pos_lit();
                            cnf.add_clause([!both, from]);
                            cnf.add_clause([!both, join]);
                            cnf.add_clause([!from, !join, both]);
                            both
                        }
                    };
                    cnf.add_clause([!via, lit]);
                    reasons.push(via);
                }
                cnf.add_clause(reasons.into_iter().chain([!lit]));
                next.insert(x, Some(lit));
            }
            reached = next;
            for &(k, holds) in cell.iter().filter(|&&(k, _)| k as usize == d) {
                let others: Vec<Lit> = reached.values().flatten().copied().collect();
                let (seq, bound) = (CardEncoding::SequentialCounter, k as usize - 1);
                cnf.guarded(holds, |cnf| {
                    card::encode(&others, Relation::Equal, bound, seq, cnf)
                });
            }
        }
    }
}

/// The lazy lowering: checks each model's groups and cuts those of the wrong size.
#[derive(Debug, Clone)]
pub struct SizeCutter {
    grid: Grid,
    values: Vec<Vec<(u32, Lit)>>,
    joins: Vec<Join>,
}

impl SizeCutter {
    /// The clauses that exclude the model `value_of`: one per group of a wrong size.
    pub fn cuts(&self, value_of: impl Fn(Var) -> bool) -> Vec<Vec<Lit>> {
        let holds = |lit: Lit| value_of(lit.var()) == lit.is_pos();
        let present: HashMap<(usize, usize), Lit> =
            (self.joins.iter()).map(|j| (j.cells, j.lit)).collect();
        let joined = |a: usize, b: usize| present[&(a.min(b), a.max(b))];
        let groups = self.grid.components(|a, b| holds(joined(a, b)));
        let mut cuts = Vec::new();
        for group in groups {
            let first = group[0];
            let Some(&(k, number)) = self.values[first].iter().find(|&&(_, l)| holds(l)) else {
                continue;
            };
            let k = k as usize;
            if group.len() > k {
                cuts.push(self.tree(first, k + 1, &holds, &joined, number));
            } else if group.len() < k {
                let boundary = (group.iter())
                    .flat_map(|&x| self.grid.neighbours(x).map(move |y| (x, y)))
                    .filter(|(_, y)| group.binary_search(y).is_err())
                    .map(|(x, y)| joined(x, y));
                cuts.push([!number].into_iter().chain(boundary).collect());
            }
        }
        cuts
    }

    /// "`root` holds no `number`, or a join of a tree of `size` cells of its group
    /// through it is missing".
    fn tree(
        &self,
        root: usize,
        size: usize,
        holds: &impl Fn(Lit) -> bool,
        joined: &impl Fn(usize, usize) -> Lit,
        number: Lit,
    ) -> Vec<Lit> {
        let mut cut = vec![!number];
        let mut seen = vec![root];
        let mut next = 0;
        while seen.len() < size {
            let x = seen[next];
            next += 1;
            for y in self.grid.neighbours(x) {
                if seen.len() < size && !seen.contains(&y) && holds(joined(x, y)) {
                    seen.push(y);
                    cut.push(!joined(x, y));
                }
            }
        }
        cut
    }
}

impl Lazy for SizeCutter {
    fn cuts(&self, value_of: &dyn Fn(Var) -> bool) -> Vec<Vec<Lit>> {
        SizeCutter::cuts(self, value_of)
    }
}
