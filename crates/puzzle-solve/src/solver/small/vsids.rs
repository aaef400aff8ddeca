//! VSIDS: the variables in a max-heap by activity. Variables in recent conflicts get a
//! bump that grows after every conflict, so recent conflicts weigh more.

/// A position meaning "not in the heap".
const ABSENT: u32 = u32::MAX;

/// Variables by activity, most active on top.
#[derive(Debug, Default)]
pub(super) struct Vsids {
    activity: Vec<f64>,
    /// What a bump adds now; it grows by `1 / decay` after each conflict.
    bump: f64,
    heap: Vec<u32>,
    /// Each variable's index in `heap`, or [`ABSENT`].
    position: Vec<u32>,
}

/// VSIDS's decay: activities fall by 5% a conflict, MiniSat's and varisat's choice.
const DECAY: f64 = 0.95;

/// Activities are scaled down once one passes this, before `f64` runs out.
const RESCALE_ABOVE: f64 = 1e100;

impl Vsids {
    /// All of `n_vars` variables in the heap, with no activity.
    pub fn reset(&mut self, n_vars: usize) {
        self.activity.clear();
        self.activity.resize(n_vars, 0.0);
        self.bump = 1.0;
        self.heap.clear();
        self.heap.extend(0..n_vars as u32);
        self.position.clear();
        self.position.extend(0..n_vars as u32);
    }

    /// Raises the activity of `var`, which took part in a conflict.
    pub fn bump(&mut self, var: usize) {
        self.activity[var] += self.bump;
        if self.activity[var] > RESCALE_ABOVE {
            self.activity.iter_mut().for_each(|a| *a /= RESCALE_ABOVE);
            self.bump /= RESCALE_ABOVE;
        }
        if self.position[var] != ABSENT {
            self.sift_up(self.position[var] as usize);
        }
    }

    /// Makes later bumps weigh more than earlier ones; called once per conflict.
    pub fn decay(&mut self) {
        self.bump /= DECAY;
    }

    /// Puts `var` back (it was unassigned), unless it is there.
    pub fn insert(&mut self, var: usize) {
        if self.position[var] == ABSENT {
            self.heap.push(var as u32);
            self.sift_up(self.heap.len() - 1);
        }
    }

    /// Takes the most active variable out.
    pub fn pop(&mut self) -> Option<usize> {
        let top = *self.heap.first()?;
        let last = self.heap.pop().expect("a non-empty heap");
        self.position[top as usize] = ABSENT;
        if !self.heap.is_empty() {
            self.heap[0] = last;
            self.sift_down(0);
        }
        Some(top as usize)
    }

    fn place(&mut self, at: usize, var: u32) {
        self.heap[at] = var;
        self.position[var as usize] = at as u32;
    }

    fn sift_up(&mut self, mut at: usize) {
        let var = self.heap[at];
        let activity = self.activity[var as usize];
        while at > 0 {
            let parent = (at - 1) / 2;
            if self.activity[self.heap[parent] as usize] >= activity {
                break;
            }
            self.place(at, self.heap[parent]);
            at = parent;
        }
        self.place(at, var);
    }

    fn sift_down(&mut self, mut at: usize) {
        let var = self.heap[at];
        let activity = self.activity[var as usize];
        loop {
            let left = 2 * at + 1;
            let Some(&left_var) = self.heap.get(left) else {
                break;
            };
            let child = match self.heap.get(left + 1) {
                Some(&right_var)
                    if self.activity[right_var as usize] > self.activity[left_var as usize] =>
                {
                    left + 1
                }
                _ => left,
            };
            if self.activity[self.heap[child] as usize] <= activity {
                break;
            }
            self.place(at, self.heap[child]);
            at = child;
        }
        self.place(at, var);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pops_by_activity_and_takes_variables_back() {
        let mut order = Vsids::default();
        order.reset(5);
        for (var, bumps) in [(3, 3), (1, 2), (4, 1)] {
            for _ in 0..bumps {
                order.bump(var);
                order.decay();
            }
        }
        assert_eq!(order.pop(), Some(3));
        assert_eq!(order.pop(), Some(1));
        order.insert(3);
        order.insert(3);
        assert_eq!(order.pop(), Some(3));
        assert_eq!(order.pop(), Some(4));
        let rest: Vec<_> = std::iter::from_fn(|| order.pop()).collect();
        assert_eq!(rest.len(), 2);
        assert!(rest.contains(&0) && rest.contains(&2));
    }

    #[test]
    fn rescaling_keeps_the_order() {
        let mut order = Vsids::default();
        order.reset(3);
        order.bump(2);
        for _ in 0..5_000 {
            order.decay();
        }
        order.bump(0);
        assert_eq!(order.pop(), Some(0));
        assert_eq!(order.pop(), Some(2));
        assert_eq!(order.pop(), Some(1));
    }
}
