//! Regions of given sizes: each cell holds one number (one-hot literals over the
//! numbers it may hold), two neighbours are *joined* when they hold the same number,
//! and every maximal group of joined cells holding k has exactly k cells. So the
//! regions are the groups, two regions of one size never share an edge, and the
//! number of a cell is the size of its region (Fillomino's rule).
//!
//! A cell may also have a literal of *unlisted*: it holds a number above a bound B
//! that is not among its listed ones ([`Unlisted`]), so that a region of a size no
//! clue names needs no literal per size up to the largest region possible. Two
//! neighbours holding unlisted numbers are joined only when they lie in one region,
//! so the joins among them are free: the number of such a group is its size, more
//! than B, not listed for all of its cells (a region whose number every cell lists
//! holds it listed) and held by no neighbour.
//!
//! Per pair of neighbours a variable `join` says they are joined: for each number k
//! both may hold, "both hold k" implies it, and with it "one holds k" implies "the
//! other holds k" (a number only one of them may hold excludes the join), and so does
//! "one holds an unlisted number". The size of each group is kept by the [`Lowering`]:
//!
//! * [`Lowering::Reach`], static: per cell c and steps d up to its largest number K,
//!   `reach` says a cell x is reached from c within d steps over joins (exactly: x is
//!   c, or was reached within d - 1 steps, or has a joined neighbour that was); c
//!   holding k means exactly k cells are reached within k steps ([`card`]'s sequential
//!   counter behind the literal of k). A group of more than k cells has k + 1 of them
//!   within k steps of c, a smaller one has fewer than k. About K³ variables per cell;
//!   no cell may hold an unlisted number.
//! * [`Lowering::Cuts`], lazy: up front only what the sizes say about groups of one
//!   and two cells (`small_groups`); each model's groups are checked
//!   ([`SizeCutter`]) and a group of k-cells too large is cut by "its first cell holds
//!   no k, or one of the joins of a tree of k + 1 of its cells is missing", one of s
//!   cells too small by "its first cell holds a number of at most s, or one of the
//!   joins across its boundary is there" (without such a join the region through it
//!   lies in the group: one cut for every number too large for it). A group
//!   of unlisted numbers of at most B cells is cut likewise; one of s cells with s
//!   listed for each of them by "it is not exactly this group" (a literal of unlisted
//!   false, a join of a tree of it missing, or a join across its boundary there),
//!   beside a neighbour holding s by that or "the neighbour holds no s", and beside
//!   another group of unlisted numbers of s cells by "one of them is not exactly this
//!   group".
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
//! let unlisted = sized::Unlisted::none(2);
//! let joins = sized::encode(Grid::new(1, 2), &values, &unlisted, Lowering::Reach, &mut cnf);
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

/// Numbers not listed for a cell: each cell's literal of "an unlisted number above
/// `above`", if it may hold one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unlisted {
    pub above: usize,
    pub lits: Vec<Option<Lit>>,
}

impl Unlisted {
    /// No cell of `cells` may hold an unlisted number.
    pub fn none(cells: usize) -> Self {
        Unlisted {
            above: 0,
            lits: vec![None; cells],
        }
    }
}

/// A pair of neighbours and the literal of their join.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Join {
    pub cells: (usize, usize),
    pub lit: Lit,
}

/// Encodes the rule over `grid`, `values[c]` the numbers cell c may hold with their
/// literals and `unlisted` its literal of an unlisted number, if it may hold one (the
/// caller makes exactly one of them true), and returns the joins, one per pair of
/// neighbours in [`Grid::adjacent_pairs`]'s order.
///
/// # Panics
///
/// Under [`Lowering::Reach`] when a cell may hold an unlisted number.
pub fn encode(
    grid: Grid,
    values: &[Vec<(u32, Lit)>],
    unlisted: &Unlisted,
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
                        // "Both hold k" is said once, from the first cell.
                        if x == a {
                            cnf.add_clause([!lit, !other, join.lit]);
                        }
                        cnf.add_clause([!lit, !join.lit, other]);
                    }
                    None => cnf.add_clause([!lit, !join.lit]),
                }
            }
            match (unlisted.lits[x], unlisted.lits[y]) {
                (Some(lit), Some(other)) => cnf.add_clause([!lit, !join.lit, other]),
                (Some(lit), None) => cnf.add_clause([!lit, !join.lit]),
                (None, _) => {}
            }
        }
    }
    match lowering {
        Lowering::Reach => {
            assert!(
                unlisted.lits.iter().all(Option::is_none),
                "the static lowering lists every number"
            );
            reach(grid, values, &joins, cnf)
        }
        Lowering::Cuts => {
            small_groups(grid, values, unlisted, &joins, cnf);
            cnf.add_lazy(SizeCutter::new(grid, values, unlisted, &joins));
        }
    }
    joins
}

/// What the sizes say about the smallest groups, as clauses the cuts would otherwise
/// reach one model at a time (each holds in every answer):
///
/// * a cell that does not hold 1 is joined to a neighbour;
/// * a cell holding 2 is joined to one neighbour only, which is joined to no other;
/// * of two joined cells that do not hold 2, one is joined to a third cell.
///
/// An unlisted number counts as 1 or 2 where it may be that small. ("A cell holding 1
/// is joined to no neighbour" is left to the cuts: as a binary clause per join it
/// made CaDiCaL's search on some large puzzles several times longer.)
fn small_groups(
    grid: Grid,
    values: &[Vec<(u32, Lit)>],
    unlisted: &Unlisted,
    joins: &[Join],
    cnf: &mut CnfBuilder,
) {
    let number = |cell: usize, k: u32| {
        let small_unlisted = unlisted.lits[cell].filter(|_| unlisted.above < k as usize);
        listed(&values[cell], k).into_iter().chain(small_unlisted)
    };
    let mut joins_of: Vec<Vec<(usize, Lit)>> = vec![Vec::new(); grid.len()];
    for join in joins {
        let (a, b) = join.cells;
        joins_of[a].push((b, join.lit));
        joins_of[b].push((a, join.lit));
    }
    for (cell, around) in joins_of.iter().enumerate() {
        cnf.add_clause(number(cell, 1).chain(around.iter().map(|&(_, join)| join)));
        let Some(two) = listed(&values[cell], 2) else {
            continue;
        };
        for (i, &(other, join)) in around.iter().enumerate() {
            let second = around[i + 1..].iter();
            let beyond = joins_of[other].iter().filter(|&&(x, _)| x != cell);
            for &(_, next) in second.chain(beyond) {
                cnf.add_clause([!two, !join, !next]);
            }
        }
    }
    for join in joins {
        let (a, b) = join.cells;
        let others = |x: usize, y: usize| {
            (joins_of[x].iter())
                .filter(move |&&(z, _)| z != y)
                .map(|&(_, lit)| lit)
        };
        let third = others(a, b).chain(others(b, a));
        cnf.add_clause([!join.lit].into_iter().chain(number(a, 2)).chain(third));
    }
}

/// The literal of `k` among a cell's listed numbers, if it lists it.
fn listed(numbers: &[(u32, Lit)], k: u32) -> Option<Lit> {
    numbers.iter().find(|&&(v, _)| v == k).map(|&(_, lit)| lit)
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
    unlisted: Unlisted,
    /// Per cell the literals of its joins to the right and below, where it has them.
    right_and_down: Vec<[Option<Lit>; 2]>,
}

impl SizeCutter {
    fn new(grid: Grid, values: &[Vec<(u32, Lit)>], unlisted: &Unlisted, joins: &[Join]) -> Self {
        let mut right_and_down = vec![[None; 2]; grid.len()];
        for join in joins {
            let (a, b) = join.cells;
            right_and_down[a][usize::from(b == a + grid.cols)] = Some(join.lit);
        }
        SizeCutter {
            grid,
            values: values.to_vec(),
            unlisted: unlisted.clone(),
            right_and_down,
        }
    }

    /// The literal of the join between the neighbours `a` and `b`.
    fn join(&self, a: usize, b: usize) -> Lit {
        let (a, b) = (a.min(b), a.max(b));
        self.right_and_down[a][usize::from(b == a + self.grid.cols)]
            .expect("a join between neighbours")
    }

    /// The clauses that exclude the model `value_of`: one per group of a wrong size,
    /// and per group of unlisted numbers one per reason it is not a region.
    pub fn cuts(&self, value_of: impl Fn(Var) -> bool) -> Vec<Vec<Lit>> {
        let holds = |lit: Lit| value_of(lit.var()) == lit.is_pos();
        let joined = |a: usize, b: usize| self.join(a, b);
        let groups = self.grid.components(|a, b| holds(joined(a, b)));
        let mut cuts = Vec::new();
        let mut unlisted_groups = Vec::new();
        for group in &groups {
            let first = group[0];
            let listed = self.values[first].iter().find(|&&(_, l)| holds(l));
            let (k, number) = match (listed, self.unlisted.lits[first]) {
                (Some(&(k, number)), _) => (k as usize, number),
                // An unlisted number has at least `above + 1` cells.
                (None, Some(unlisted)) if holds(unlisted) && group.len() <= self.unlisted.above => {
                    (self.unlisted.above + 1, unlisted)
                }
                (None, Some(unlisted)) if holds(unlisted) => {
                    unlisted_groups.push(group);
                    continue;
                }
                _ => continue,
            };
            if group.len() > k {
                cuts.push(self.tree(first, k + 1, &holds, &joined, number));
            } else if group.len() < k {
                cuts.push(
                    (self.at_most(first, group.len()))
                        .chain(self.boundary(group, &joined))
                        .collect(),
                );
            }
        }
        cuts.extend(self.unlisted_cuts(&unlisted_groups, &holds, &joined));
        cuts
    }

    /// The cuts of groups of unlisted numbers, each of more than `above` cells, whose
    /// size is listed for all of its cells (it is then written so), held by a
    /// neighbour, or the size of a neighbouring such group.
    fn unlisted_cuts(
        &self,
        groups: &[&Vec<usize>],
        holds: &impl Fn(Lit) -> bool,
        joined: &impl Fn(usize, usize) -> Lit,
    ) -> Vec<Vec<Lit>> {
        let mut group_of = vec![None; self.grid.len()];
        for (index, group) in groups.iter().enumerate() {
            group.iter().for_each(|&x| group_of[x] = Some(index));
        }
        // "The group is not exactly a region of unlisted numbers."
        let not_exactly = |group: &[usize]| {
            let unlisted = self.unlisted.lits[group[0]].expect("a cell of an unlisted group");
            let mut cut = self.tree(group[0], group.len(), holds, joined, unlisted);
            cut.extend(self.boundary(group, joined));
            cut
        };
        let size_lit = |cell: usize, size: usize| listed(&self.values[cell], size as u32);
        let mut cuts = Vec::new();
        let mut cut_pairs = Vec::new();
        for (index, group) in groups.iter().enumerate() {
            let size = group.len();
            if group.iter().all(|&x| size_lit(x, size).is_some()) {
                cuts.push(not_exactly(group));
                continue;
            }
            for &x in group.iter() {
                let inside = |y: &usize| *y > x && group_of[*y] == Some(index);
                for y in self.grid.neighbours(x).filter(inside) {
                    if !holds(joined(x, y)) {
                        let path = self.path(x, y, group, holds, joined);
                        cuts.push(path.into_iter().map(|l| !l).chain([joined(x, y)]).collect());
                    }
                }
            }
            for y in group.iter().flat_map(|&x| self.grid.neighbours(x)) {
                if let Some(other) = group_of[y].filter(|&other| other != index) {
                    let pair = (index.min(other), index.max(other));
                    if groups[other].len() == size && !cut_pairs.contains(&pair) {
                        cut_pairs.push(pair);
                        let mut cut = not_exactly(group);
                        cut.extend(not_exactly(groups[other]));
                        cuts.push(cut);
                    }
                } else if let Some(lit) = size_lit(y, size).filter(|&l| holds(l)) {
                    cuts.push(not_exactly(group).into_iter().chain([!lit]).collect());
                }
            }
        }
        for cut in &mut cuts {
            cut.sort();
            cut.dedup();
        }
        cuts.sort();
        cuts.dedup();
        cuts
    }

    /// The joins present along a shortest path from `from` to `to` within `group`
    /// (sorted; both in it, and joined through it).
    fn path(
        &self,
        from: usize,
        to: usize,
        group: &[usize],
        holds: &impl Fn(Lit) -> bool,
        joined: &impl Fn(usize, usize) -> Lit,
    ) -> Vec<Lit> {
        let mut parent: HashMap<usize, usize> = HashMap::from([(from, from)]);
        let mut queue = std::collections::VecDeque::from([from]);
        while let Some(x) = queue.pop_front() {
            for y in self.grid.neighbours(x) {
                let inside = group.binary_search(&y).is_ok();
                if inside && !parent.contains_key(&y) && holds(joined(x, y)) {
                    parent.insert(y, x);
                    queue.push_back(y);
                }
            }
        }
        let mut path = Vec::new();
        let mut at = to;
        while at != from {
            let before = parent[&at];
            path.push(joined(before, at));
            at = before;
        }
        path
    }

    /// The literals of `cell` holding a number of at most `size`: its listed ones, and
    /// its unlisted one when such a number may be that small.
    fn at_most(&self, cell: usize, size: usize) -> impl Iterator<Item = Lit> + '_ {
        let listed = (self.values[cell].iter())
            .filter(move |&&(k, _)| k as usize <= size)
            .map(|&(_, l)| l);
        let unlisted = self.unlisted.lits[cell].filter(|_| size > self.unlisted.above);
        listed.chain(unlisted)
    }

    /// The joins between the cells of `group` (sorted) and those outside it.
    fn boundary<'a>(
        &'a self,
        group: &'a [usize],
        joined: &'a impl Fn(usize, usize) -> Lit,
    ) -> impl Iterator<Item = Lit> + 'a {
        (group.iter())
            .flat_map(|&x| self.grid.neighbours(x).map(move |y| (x, y)))
            .filter(|(_, y)| group.binary_search(y).is_err())
            .map(|(x, y)| joined(x, y))
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
