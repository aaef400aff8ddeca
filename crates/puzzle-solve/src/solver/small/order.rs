//! The decision order: which open variable a decision takes next. The small solver has
//! two, and each kind's solving hints choose ([`puzzle_cnf::SolvingHints`]'s
//! `small_moves_to_front`): VSIDS, a heap by activity, and VMTF, a queue by the last
//! conflict. On large CNFs keeping the heap weighs on the search, where VMTF's queue
//! costs next to nothing a decision; but the decisions differ, and each kind's sets
//! favour one of them (docs/experiments/2026-11-29-vmtf.md).

use super::vmtf::Vmtf;
use super::vsids::Vsids;

/// VSIDS or VMTF, with the calls both answer.
#[derive(Debug)]
pub(super) enum Order {
    Activity(Vsids),
    Queue(Vmtf),
}

impl Default for Order {
    fn default() -> Self {
        Order::Activity(Vsids::default())
    }
}

impl Order {
    /// VMTF when `move_to_front`, VSIDS otherwise, from the next [`Order::reset`] on.
    pub fn choose(&mut self, move_to_front: bool) {
        match (move_to_front, &self) {
            (true, Order::Activity(_)) => *self = Order::Queue(Vmtf::default()),
            (false, Order::Queue(_)) => *self = Order::Activity(Vsids::default()),
            _ => {}
        }
    }

    /// `n_vars` variables, none bumped yet.
    pub fn reset(&mut self, n_vars: usize) {
        match self {
            Order::Activity(heap) => heap.reset(n_vars),
            Order::Queue(queue) => queue.reset(n_vars),
        }
    }

    /// `var` took part in the conflict being analysed.
    #[inline]
    pub fn bump(&mut self, var: usize) {
        match self {
            Order::Activity(heap) => heap.bump(var),
            Order::Queue(queue) => queue.bump(var),
        }
    }

    /// The conflict is analysed (before backtracking): VSIDS makes later bumps weigh
    /// more, VMTF moves the bumped variables to the front.
    #[inline]
    pub fn analysed(&mut self) {
        match self {
            Order::Activity(heap) => heap.decay(),
            Order::Queue(queue) => queue.move_bumped(),
        }
    }

    /// `vars` were unassigned.
    #[inline]
    pub fn reopen(&mut self, vars: impl Iterator<Item = usize>) {
        match self {
            Order::Activity(heap) => vars.for_each(|var| heap.insert(var)),
            Order::Queue(queue) => vars.for_each(|var| queue.insert(var)),
        }
    }

    /// The next variable to decide: the first in the order that `open` says is open,
    /// or `None` when none is.
    #[inline]
    pub fn next_open(&mut self, open: impl Fn(usize) -> bool) -> Option<usize> {
        match self {
            Order::Activity(heap) => std::iter::from_fn(|| heap.pop()).find(|&var| open(var)),
            Order::Queue(queue) => std::iter::from_fn(|| queue.pop()).find(|&var| open(var)),
        }
    }
}
