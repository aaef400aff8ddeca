//! Clauses added after a search has found a model (the cuts of lazy constraints, a
//! count's blocking clauses), and the search going on from there. Each clause joins the
//! formula where the search stands: the search goes back only as far as the clause
//! needs (to where it is unit, or open), keeps every level below, and watches the
//! clause at once. The learnt clauses stay where they are, watched as they were.

use super::assignment::{BINARY, NO_REASON};
use super::cdcl::{normalise, var, Cdcl};
use super::Lit;
use std::cmp::Reverse;
use std::time::Instant;

impl Cdcl {
    /// Adds `clauses` to the formula of the last [`Cdcl::solve`] (over its variables) and
    /// solves again, keeping what the searches before learnt, the phases they saved and
    /// every decision the clauses leave standing. Call only after a search that found a
    /// model.
    pub fn solve_more<C>(
        &mut self,
        clauses: impl IntoIterator<Item = C>,
        deadline: Option<Instant>,
    ) -> Option<bool>
    where
        C: IntoIterator<Item = Lit>,
    {
        for clause in clauses {
            let mut clause: Vec<Lit> = clause.into_iter().collect();
            if normalise(&mut clause) && !self.join(clause) {
                self.contradicted = true;
                return Some(false);
            }
        }
        self.search(deadline)
    }

    /// Adds the input clause `clause` (no literal twice) where the search stands: false
    /// when every literal is false at decision level 0, so that no model is left.
    fn join(&mut self, mut clause: Vec<Lit>) -> bool {
        let value = |cdcl: &Cdcl, lit: Lit| cdcl.assigned.value[lit as usize];
        let level = |cdcl: &Cdcl, lit: Lit| cdcl.assigned.level[var(lit)];
        if (clause.iter()).any(|&lit| value(self, lit) == 1 && level(self, lit) == 0) {
            return true;
        }
        // Open and true literals first, then the false ones from the highest level down.
        clause.sort_by_key(|&lit| {
            let false_at = (value(self, lit) == -1).then(|| level(self, lit));
            (false_at.is_some(), Reverse(false_at))
        });
        let Some(&first) = clause.first() else {
            return self.refuted_by(&clause);
        };
        let Some(&second) = clause.get(1) else {
            self.backtrack(0);
            return match value(self, first) {
                -1 => self.refuted_by(&clause),
                0 => {
                    self.assigned.assign(first, NO_REASON);
                    true
                }
                _ => true,
            };
        };
        let (first_level, second_level) = (level(self, first), level(self, second));
        match (value(self, first), value(self, second)) {
            // Two literals that are not false to watch, or a true one assigned no later
            // than every false one.
            (0 | 1, 0 | 1) => {}
            (1, _) if first_level <= second_level => {}
            // False at one level: open both.
            (-1, _) if first_level == second_level => {
                if first_level == 0 {
                    return self.refuted_by(&clause);
                }
                self.backtrack(first_level - 1);
            }
            // Unit where the second is false and the first is not yet assigned.
            _ => self.backtrack(second_level),
        }
        let reason = if clause.len() == 2 {
            self.clauses.add_binary(first, second);
            BINARY | second
        } else {
            self.clauses.add_long(&clause)
        };
        if value(self, first) == 0 && value(self, second) == -1 {
            self.assigned.assign(first, reason);
        }
        true
    }

    /// States the empty clause, when the refutation is kept, from the input clause
    /// `clause`, all of whose literals are false at decision level 0; returns false.
    fn refuted_by(&mut self, clause: &[Lit]) -> bool {
        self.backtrack(0);
        self.state_root_units();
        self.state(&[], [clause.iter().copied()]);
        false
    }
}
