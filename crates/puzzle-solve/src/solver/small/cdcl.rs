//! The solver and its search loop (decide, propagate, learn from a conflict, restart);
//! the assignment it searches over is `assignment`'s.

use super::assignment::{refill, Assignment, NO_REASON};
use super::clauses::{ClauseRef, Clauses};
use super::order::Order;
use super::Lit;
use crate::verify::rup::{Hints, Refutation};
use puzzle_cnf::SolvingHints;
use std::time::Instant;

/// A conflict: a clause all of whose literals are false.
pub(super) enum Conflict {
    Binary(Lit, Lit),
    Long(ClauseRef),
}

/// Conflicts in the first run of the Luby restart sequence. Small puzzles mostly need
/// little search, and restarting often keeps a bad early guess from costing the whole
/// search (varisat's best scale on the same CNFs was 8 too, see `in_process`).
const LUBY_SCALE: u64 = 8;

/// Learnt clauses allowed before the first reduction; 10% more after each.
const FIRST_REDUCTION: usize = 2_000;

/// A formula must have fewer variables than this: a binary reason keeps its literal in
/// 31 bits.
pub const MAX_VARS: usize = 1 << 30;

/// The deadline is looked at once in this many conflicts.
const CONFLICTS_PER_CLOCK: u64 = 256;

/// A CDCL SAT solver for one formula at a time; solving the next reuses its memory.
#[derive(Debug, Default)]
pub struct Cdcl {
    /// Values, levels and reasons of the variables, and the trail.
    pub(super) assigned: Assignment,
    /// The value each variable had last: the one it is tried with next.
    saved_phase: Vec<bool>,
    /// The value a variable is tried with before it has had one.
    first_value: bool,
    /// How much of the trail has been propagated.
    pub(super) propagated: usize,
    pub(super) clauses: Clauses,
    pub(super) order: Order,
    /// Scratch of conflict analysis: the variables already met.
    pub(super) seen: Vec<bool>,
    /// Scratch of conflict analysis: the clause being learnt, the literals of the clause
    /// being resolved, and the learnt literals marked as seen.
    pub(super) learnt: Vec<Lit>,
    pub(super) met: Vec<Lit>,
    pub(super) marked: Vec<Lit>,
    /// Scratch of LBD counting: the stamp each decision level last got.
    pub(super) level_stamp: Vec<u64>,
    pub(super) stamp: u64,
    /// An input clause was empty or contradicted the input units.
    pub(super) contradicted: bool,
    /// Every clause derived since the formula was given, in order, with its hints, when
    /// asked for ([`Cdcl::keep_refutation`]): a "no model" verdict's refutation.
    refutation: Option<Refutation>,
    /// Scratch of conflict analysis: the hints of the clause being learnt.
    pub(super) hints: Hints,
    /// How much of the trail at decision level 0 the refutation states.
    root_stated: usize,
}

impl Cdcl {
    /// A solver with no variables and no clauses.
    pub fn new() -> Cdcl {
        Cdcl::default()
    }

    /// Forgets everything but the memory, for a formula over `n_vars` variables.
    fn reset(&mut self, n_vars: usize) {
        self.assigned.reset(n_vars);
        refill(&mut self.saved_phase, n_vars, self.first_value);
        refill(&mut self.seen, n_vars, false);
        refill(&mut self.level_stamp, n_vars + 1, 0);
        self.propagated = 0;
        self.clauses.reset(n_vars);
        self.order.reset(n_vars);
        self.contradicted = false;
        self.root_stated = 0;
        if let Some(refutation) = &mut self.refutation {
            refutation.clear();
        }
    }

    /// The value the solves from the next [`Cdcl::solve`] on try a variable with the
    /// first time they decide it (false unless set); later decisions repeat its last
    /// value.
    pub fn try_first(&mut self, value: bool) {
        self.first_value = value;
    }

    /// Makes the solves from the next [`Cdcl::solve`] on decide as `hints` say: the value
    /// tried first ([`Cdcl::try_first`] with [`SolvingHints::small_tries_true`]) and the
    /// order, VMTF when [`SolvingHints::small_moves_to_front`], VSIDS otherwise.
    pub fn choose(&mut self, hints: &SolvingHints) {
        self.try_first(hints.small_tries_true);
        self.order.choose(hints.small_moves_to_front);
    }

    /// Whether the solves from the next [`Cdcl::solve`] on keep the clauses they derive
    /// with their hints ([`Cdcl::refutation`]), which [`crate::verify::rup`] checks.
    pub fn keep_refutation(&mut self, keep: bool) {
        self.refutation = keep.then(Refutation::default);
    }

    /// The clauses derived since the last [`Cdcl::solve`] began, in order, when kept:
    /// after a "no model", its refutation.
    pub fn refutation(&self) -> Option<&Refutation> {
        self.refutation.as_ref()
    }

    /// Whether conflict analysis collects hints.
    pub(super) fn refuting(&self) -> bool {
        self.refutation.is_some()
    }

    /// Adds an input clause; repeated literals are dropped, and so is a clause with
    /// both literals of a variable.
    fn add_clause(&mut self, lits: impl IntoIterator<Item = Lit>) {
        let mut clause = std::mem::take(&mut self.met);
        clause.clear();
        clause.extend(lits);
        // Most input clauses are binary: those need no sorting to be checked.
        if let [a, b] = clause[..] {
            if var(a) != var(b) {
                self.clauses.add_binary(a, b);
                self.met = clause;
                return;
            }
        }
        if normalise(&mut clause) {
            match clause[..] {
                [] => self.contradicted = true,
                [unit] => match self.assigned.value[unit as usize] {
                    0 => self.assigned.assign(unit, NO_REASON),
                    -1 => self.contradicted = true,
                    _ => {}
                },
                [a, b] => self.clauses.add_binary(a, b),
                _ => {
                    self.clauses.add_long(&clause);
                }
            }
        }
        self.met = clause;
    }

    /// Solves the formula of `clauses` over `n_vars` variables (numbered from 0; a
    /// literal is `2 * var` when positive and `2 * var + 1` when negative, rustsat's
    /// literal index). `Some(true)` when a model is found ([`Cdcl::value`] reads it),
    /// `Some(false)` when there is none, `None` once `deadline` has passed.
    ///
    /// # Panics
    /// With [`MAX_VARS`] variables or more (a reason keeps a literal in 31 bits), or a
    /// literal of a variable from `n_vars` up.
    pub fn solve<C>(
        &mut self,
        n_vars: usize,
        clauses: impl IntoIterator<Item = C>,
        deadline: Option<Instant>,
    ) -> Option<bool>
    where
        C: IntoIterator<Item = Lit>,
    {
        assert!(
            n_vars < MAX_VARS,
            "{n_vars} variables, where fewer than {MAX_VARS} fit"
        );
        self.reset(n_vars);
        for clause in clauses {
            self.add_clause(clause);
        }
        self.search(deadline)
    }

    /// CDCL search from the input's units; see [`Cdcl::solve`].
    pub(super) fn search(&mut self, deadline: Option<Instant>) -> Option<bool> {
        if self.contradicted {
            return Some(false);
        }
        let mut conflicts = 0;
        let mut restarts = 0;
        let mut next_restart = LUBY_SCALE;
        let mut max_learnt = FIRST_REDUCTION;
        loop {
            let conflict = self.propagate();
            if self.assigned.decision_level() == 0 {
                self.state_root_units();
            }
            if let Some(conflict) = conflict {
                if self.assigned.decision_level() == 0 {
                    self.state_empty_clause(conflict);
                    return Some(false);
                }
                self.learn(conflict);
                conflicts += 1;
                if conflicts % CONFLICTS_PER_CLOCK == 0
                    && deadline.is_some_and(|d| Instant::now() >= d)
                {
                    return None;
                }
            } else if conflicts >= next_restart {
                restarts += 1;
                next_restart = conflicts + LUBY_SCALE * luby(restarts);
                self.backtrack(0);
                if self.clauses.learnt() > max_learnt {
                    if let Some(conflict) = self.propagate() {
                        self.state_root_units();
                        self.state_empty_clause(conflict);
                        return Some(false);
                    }
                    self.forget_reasons();
                    self.clauses.reduce_learnt();
                    max_learnt += max_learnt / 10;
                }
            } else {
                let Some(decision) = self.decide() else {
                    return Some(true);
                };
                self.assigned.decide(decision);
            }
        }
    }

    /// The value of `var` in the model the last [`Cdcl::solve`] found.
    pub fn value(&self, var: usize) -> bool {
        self.assigned.value[2 * var] == 1
    }

    /// Backjumps after `conflict` and adds the clause learnt from it, which then
    /// propagates.
    fn learn(&mut self, conflict: Conflict) {
        let jump_to = self.analyze(conflict);
        self.order.analysed();
        self.backtrack(jump_to);
        let learnt = std::mem::take(&mut self.learnt);
        if let Some(refutation) = &mut self.refutation {
            self.hints.reverse();
            refutation.push(&learnt, &self.hints);
        }
        match learnt[..] {
            [unit] => self.assigned.assign(unit, NO_REASON),
            _ => {
                let lbd = self.lbd(&learnt);
                let clause = self.clauses.add_learnt(&learnt, lbd);
                self.assigned.assign(learnt[0], clause);
            }
        }
        self.learnt = learnt;
    }

    /// States `lemma` in the refutation, when kept, with `hints`.
    pub(super) fn state<C: IntoIterator<Item = Lit>>(
        &mut self,
        lemma: &[Lit],
        hints: impl IntoIterator<Item = C>,
    ) {
        if let Some(refutation) = &mut self.refutation {
            self.hints.clear();
            hints.into_iter().for_each(|hint| self.hints.push(hint));
            refutation.push(lemma, &self.hints);
        }
    }

    /// States, when the refutation is kept, each literal propagated at decision level 0
    /// since the last call as a unit lemma, its reason the hint: conflict analysis
    /// leaves such literals out of what it learns.
    pub(super) fn state_root_units(&mut self) {
        if !self.refuting() {
            return;
        }
        while let Some(&lit) = self.assigned.trail.get(self.root_stated) {
            self.root_stated += 1;
            if self.assigned.reason[var(lit)] != NO_REASON {
                let reason = self.reason_clause(var(lit));
                self.state(&[lit], [reason]);
            }
        }
    }

    /// States the empty clause, when the refutation is kept: `conflict` at decision
    /// level 0 is its hint.
    fn state_empty_clause(&mut self, conflict: Conflict) {
        if self.refuting() {
            let clause = self.conflict_clause(&conflict);
            self.state(&[], [clause]);
        }
    }

    /// Undoes every decision level above `level`.
    pub(super) fn backtrack(&mut self, level: u32) {
        let Some(&start) = self.assigned.level_starts.get(level as usize) else {
            return;
        };
        let undone = &self.assigned.trail[start..];
        for &lit in undone {
            self.assigned.value[lit as usize] = 0;
            self.assigned.value[(lit ^ 1) as usize] = 0;
            self.saved_phase[var(lit)] = lit & 1 == 0;
        }
        self.order.reopen(undone.iter().map(|&lit| var(lit)));
        self.assigned.trail.truncate(start);
        self.assigned.level_starts.truncate(level as usize);
        self.propagated = start;
    }

    /// The order's next open variable, with its saved phase.
    fn decide(&mut self) -> Option<Lit> {
        let value = &self.assigned.value;
        let var = self.order.next_open(|var| value[2 * var] == 0)?;
        Some((var as Lit) << 1 | !self.saved_phase[var] as Lit)
    }

    /// At level 0, before learnt clauses move: no level-0 assignment needs its reason
    /// (analysis skips level 0), and none may point into the old arena.
    fn forget_reasons(&mut self) {
        for &lit in &self.assigned.trail {
            self.assigned.reason[var(lit)] = NO_REASON;
        }
    }
}

/// Sorts `clause` and drops its repeated literals; false when it holds both literals of
/// a variable (it is always true, and needs no place in the formula).
pub(super) fn normalise(clause: &mut Vec<Lit>) -> bool {
    clause.sort_unstable();
    clause.dedup();
    !clause.windows(2).any(|pair| pair[0] ^ 1 == pair[1])
}

/// The variable of a literal.
pub(super) fn var(lit: Lit) -> usize {
    (lit >> 1) as usize
}

/// The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, ... at `i` (from 0).
fn luby(mut i: u64) -> u64 {
    let (mut size, mut exponent) = (1, 0);
    while size < i + 1 {
        exponent += 1;
        size = 2 * size + 1;
    }
    while size - 1 != i {
        size = (size - 1) / 2;
        exponent -= 1;
        i %= size;
    }
    1 << exponent
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luby_sequence() {
        let firsts: Vec<u64> = (0..15).map(luby).collect();
        assert_eq!(firsts, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}
