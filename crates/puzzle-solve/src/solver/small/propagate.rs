//! Unit propagation: binary clauses through their implication lists, long clauses
//! through two watched literals with a blocker each (MiniSat's scheme).

use super::assignment::BINARY;
use super::cdcl::{Cdcl, Conflict};
use super::clauses::Watch;

impl Cdcl {
    /// Propagates every assignment on the trail not yet propagated; the first conflict
    /// found stops it.
    pub(super) fn propagate(&mut self) -> Option<Conflict> {
        while let Some(&lit) = self.assigned.trail.get(self.propagated) {
            self.propagated += 1;
            let falsified = lit ^ 1;
            if let Some(conflict) = self.propagate_binary(lit) {
                return Some(conflict);
            }
            if let Some(conflict) = self.propagate_long(falsified) {
                return Some(conflict);
            }
        }
        None
    }

    /// Makes true every literal a binary clause implies from `lit`, which has just become
    /// true.
    fn propagate_binary(&mut self, lit: u32) -> Option<Conflict> {
        let Cdcl {
            clauses, assigned, ..
        } = self;
        for &other in &clauses.implied[lit as usize] {
            match assigned.value[other as usize] {
                0 => assigned.assign(other, BINARY | lit ^ 1),
                -1 => return Some(Conflict::Binary(other, lit ^ 1)),
                _ => {}
            }
        }
        None
    }

    /// Looks at every long clause watching `falsified`, which has just become false: each
    /// finds another literal to watch, or is satisfied, unit, or in conflict.
    fn propagate_long(&mut self, falsified: u32) -> Option<Conflict> {
        let mut watches = std::mem::take(&mut self.clauses.watches[falsified as usize]);
        let mut kept = 0;
        let mut conflict = None;
        let mut next = 0;
        while next < watches.len() {
            let watch = watches[next];
            next += 1;
            if self.assigned.value[watch.blocker as usize] == 1 {
                watches[kept] = watch;
                kept += 1;
                continue;
            }
            let lits = self.clauses.lits_mut(watch.clause);
            if lits[0] == falsified {
                lits.swap(0, 1);
            }
            let first = lits[0];
            let kept_watch = Watch {
                clause: watch.clause,
                blocker: first,
            };
            if first != watch.blocker && self.assigned.value[first as usize] == 1 {
                watches[kept] = kept_watch;
                kept += 1;
                continue;
            }
            let value = &self.assigned.value;
            if let Some(k) = (2..lits.len()).find(|&k| value[lits[k] as usize] != -1) {
                let new = lits[k];
                lits[1] = new;
                lits[k] = falsified;
                self.clauses.watches[new as usize].push(kept_watch);
                continue;
            }
            watches[kept] = kept_watch;
            kept += 1;
            if self.assigned.value[first as usize] == -1 {
                conflict = Some(Conflict::Long(watch.clause));
                watches.copy_within(next.., kept);
                kept += watches.len() - next;
                break;
            }
            self.assigned.assign(first, watch.clause);
        }
        watches.truncate(kept);
        self.clauses.watches[falsified as usize] = watches;
        conflict
    }
}
