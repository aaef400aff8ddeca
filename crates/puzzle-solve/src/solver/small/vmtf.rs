//! VMTF ("variable move to front", as CaDiCaL's focused mode has it). The variables
//! stand in a queue by when a conflict last bumped them; each conflict moves its
//! variables to the front, keeping their order among themselves, and a decision takes
//! the frontmost open variable. A pointer into the queue stands at or before every
//! open variable, so a decision walks past assigned ones only once until an
//! unassignment moves the pointer forward again: no heap to keep.

/// No variable.
const NONE: u32 = u32::MAX;

/// The variables in the order conflicts last bumped them, the latest in front.
#[derive(Debug, Default)]
pub(super) struct Vmtf {
    /// Per variable, its neighbours in the queue: the one bumped just before it
    /// (behind) and just after it (ahead), or [`NONE`].
    behind: Vec<u32>,
    ahead: Vec<u32>,
    /// Per variable, when it was last moved to the front: later is larger, so the
    /// front's is the largest.
    stamp: Vec<u64>,
    /// The variable in front.
    front: u32,
    /// Every variable ahead of this one is assigned; [`NONE`] when all are.
    search: u32,
    /// The variables of the conflict being analysed, moved by [`Vmtf::move_bumped`].
    bumped: Vec<u32>,
}

impl Vmtf {
    /// `n_vars` variables, the highest in front.
    pub fn reset(&mut self, n_vars: usize) {
        let n = n_vars as u32;
        self.behind.clear();
        self.behind
            .extend((0..n).map(|v| v.checked_sub(1).unwrap_or(NONE)));
        self.ahead.clear();
        self.ahead
            .extend((1..=n).map(|v| if v < n { v } else { NONE }));
        self.stamp.clear();
        self.stamp.extend(0..n_vars as u64);
        self.front = n.checked_sub(1).unwrap_or(NONE);
        self.search = self.front;
        self.bumped.clear();
    }

    /// Marks `var`, assigned and met in the analysis of a conflict, to be moved.
    pub fn bump(&mut self, var: usize) {
        self.bumped.push(var as u32);
    }

    /// Moves the variables bumped since the last call to the front, in the order they
    /// stood; call once per conflict, before backtracking.
    pub fn move_bumped(&mut self) {
        let mut bumped = std::mem::take(&mut self.bumped);
        bumped.sort_unstable_by_key(|&v| self.stamp[v as usize]);
        for &v in &bumped {
            self.move_to_front(v);
        }
        bumped.clear();
        self.bumped = bumped;
    }

    /// Moves the assigned variable `v` to the front.
    fn move_to_front(&mut self, v: u32) {
        if v == self.front {
            return;
        }
        let (behind, ahead) = (self.behind[v as usize], self.ahead[v as usize]);
        if v == self.search {
            self.search = behind;
        }
        if behind != NONE {
            self.ahead[behind as usize] = ahead;
        }
        self.behind[ahead as usize] = behind;
        self.ahead[self.front as usize] = v;
        self.behind[v as usize] = self.front;
        self.ahead[v as usize] = NONE;
        self.stamp[v as usize] = self.stamp[self.front as usize] + 1;
        self.front = v;
    }

    /// `var` is open again (it was unassigned).
    pub fn insert(&mut self, var: usize) {
        if self.search == NONE || self.stamp[var] > self.stamp[self.search as usize] {
            self.search = var as u32;
        }
    }

    /// The next variable to decide, frontmost first, or `None` once every variable has
    /// been passed; it may be assigned, and is passed either way.
    pub fn pop(&mut self) -> Option<usize> {
        let v = self.search;
        if v == NONE {
            return None;
        }
        self.search = self.behind[v as usize];
        Some(v as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_highest_variable_comes_first_until_a_conflict_moves_others() {
        let mut order = Vmtf::default();
        order.reset(4);
        let all: Vec<_> = std::iter::from_fn(|| order.pop()).collect();
        assert_eq!(all, [3, 2, 1, 0]);
        // A conflict over 0 and 2 (both assigned by then) puts them in front, 2 still
        // ahead of 0; backtracking opens every variable again.
        order.bump(0);
        order.bump(2);
        order.move_bumped();
        (0..4).for_each(|v| order.insert(v));
        let all: Vec<_> = std::iter::from_fn(|| order.pop()).collect();
        assert_eq!(all, [2, 0, 3, 1]);
    }

    #[test]
    fn an_open_variable_is_found_again_after_the_search_passed_it() {
        let mut order = Vmtf::default();
        order.reset(3);
        assert_eq!(order.pop(), Some(2));
        assert_eq!(order.pop(), Some(1));
        // 2 is open again: it stands ahead of where the search is, so the search goes
        // back to it, and passes 1 (assigned or not, the caller looks) once more.
        order.insert(2);
        assert_eq!(order.pop(), Some(2));
        assert_eq!(order.pop(), Some(1));
        assert_eq!(order.pop(), Some(0));
        assert_eq!(order.pop(), None);
        // With every variable passed, an unassigned one is the search's start again.
        order.insert(1);
        assert_eq!(order.pop(), Some(1));
        assert_eq!(order.pop(), Some(0));
        assert_eq!(order.pop(), None);
    }

    #[test]
    fn moving_the_variable_under_the_search_keeps_the_rest_in_reach() {
        let mut order = Vmtf::default();
        order.reset(3);
        assert_eq!(order.pop(), Some(2));
        // The search stands at 1; 1 is bumped and moves to the front.
        order.bump(1);
        order.move_bumped();
        assert_eq!(order.pop(), Some(0));
        order.insert(1);
        assert_eq!(order.pop(), Some(1));
        assert_eq!(order.pop(), Some(2));
        assert_eq!(order.pop(), Some(0));
    }
}
