//! Conflict analysis: the first unique implication point (1UIP) clause, shortened by
//! dropping literals implied by the others (MiniSat's basic minimisation), and its LBD.

use super::assignment::{BINARY, NO_REASON};
use super::cdcl::{var, Cdcl, Conflict};
use super::Lit;

impl Cdcl {
    /// Learns from `conflict` into `self.learnt`: the asserting literal first, then one
    /// from the level to jump back to. Returns that level.
    pub(super) fn analyze(&mut self, conflict: Conflict) -> u32 {
        let mut clause = std::mem::take(&mut self.met);
        clause.clear();
        match conflict {
            Conflict::Binary(a, b) => clause.extend([a, b]),
            Conflict::Long(c) => clause.extend_from_slice(self.clauses.lits(c)),
        }
        let refuting = self.refuting();
        if refuting {
            self.hints.clear();
            self.hints.push(clause.iter().copied());
        }
        self.learnt.clear();
        self.learnt.push(0);
        let current = self.assigned.decision_level();
        let mut open_at_current = 0;
        let mut index = self.assigned.trail.len();
        loop {
            for &lit in &clause {
                let v = var(lit);
                if !self.seen[v] && self.assigned.level[v] > 0 {
                    self.seen[v] = true;
                    self.order.bump(v);
                    if self.assigned.level[v] == current {
                        open_at_current += 1;
                    } else {
                        self.learnt.push(lit);
                    }
                }
            }
            let uip = loop {
                index -= 1;
                if self.seen[var(self.assigned.trail[index])] {
                    break self.assigned.trail[index];
                }
            };
            self.seen[var(uip)] = false;
            open_at_current -= 1;
            if open_at_current == 0 {
                self.learnt[0] = uip ^ 1;
                break;
            }
            self.reason_into(var(uip), &mut clause);
            if refuting {
                self.hints
                    .push(std::iter::once(uip).chain(clause.iter().copied()));
            }
        }
        self.met = clause;
        self.minimize();
        self.jump_level()
    }

    /// The literals, other than `var`'s, of the clause that implied `var`: all false.
    fn reason_into(&self, var: usize, out: &mut Vec<Lit>) {
        out.clear();
        match self.assigned.reason[var] {
            NO_REASON => {}
            r if r & BINARY != 0 => out.push(r & !BINARY),
            clause => out.extend_from_slice(&self.clauses.lits(clause)[1..]),
        }
    }

    /// The clause that implied `var`, its implied literal first.
    pub(super) fn reason_clause(&self, var: usize) -> Vec<Lit> {
        let mut clause = Vec::new();
        self.reason_into(var, &mut clause);
        let implied = if self.assigned.value[2 * var] == 1 {
            2 * var
        } else {
            2 * var + 1
        };
        clause.insert(0, implied as Lit);
        clause
    }

    /// The literals of `conflict`, all false.
    pub(super) fn conflict_clause(&self, conflict: &Conflict) -> Vec<Lit> {
        match *conflict {
            Conflict::Binary(a, b) => vec![a, b],
            Conflict::Long(c) => self.clauses.lits(c).to_vec(),
        }
    }

    /// Drops each literal of the learnt clause whose reason's literals are all in the
    /// clause (or false at level 0), then clears the marks of analysis.
    fn minimize(&mut self) {
        let mut reason = std::mem::take(&mut self.met);
        let mut marked = std::mem::take(&mut self.marked);
        marked.clear();
        marked.extend_from_slice(&self.learnt[1..]);
        let mut kept = 1;
        for &lit in &marked {
            let v = var(lit);
            let implied_by_others = self.assigned.reason[v] != NO_REASON && {
                self.reason_into(v, &mut reason);
                (reason.iter()).all(|&r| self.seen[var(r)] || self.assigned.level[var(r)] == 0)
            };
            if !implied_by_others {
                self.learnt[kept] = lit;
                kept += 1;
            } else if self.refuting() {
                self.hints
                    .push(std::iter::once(lit ^ 1).chain(reason.iter().copied()));
            }
        }
        self.learnt.truncate(kept);
        for &lit in &marked {
            self.seen[var(lit)] = false;
        }
        self.met = reason;
        self.marked = marked;
    }

    /// Moves the literal of the highest level after the first to second place (it is
    /// watched with the first) and returns its level; 0 for a unit.
    fn jump_level(&mut self) -> u32 {
        let level_of = |k: usize| self.assigned.level[var(self.learnt[k])];
        let Some(highest) = (1..self.learnt.len()).max_by_key(|&k| level_of(k)) else {
            return 0;
        };
        self.learnt.swap(1, highest);
        self.assigned.level[var(self.learnt[1])]
    }

    /// The learnt clause's LBD: how many decision levels its literals span. Fewer means
    /// the clause ties few decisions together and is likely to be useful again.
    pub(super) fn lbd(&mut self, clause: &[Lit]) -> u32 {
        self.stamp += 1;
        let mut levels = 0;
        for &lit in clause {
            let level = self.assigned.level[var(lit)] as usize;
            if self.level_stamp[level] != self.stamp {
                self.level_stamp[level] = self.stamp;
                levels += 1;
            }
        }
        levels
    }
}
