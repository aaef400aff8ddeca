//! Unit propagation: binary clauses through their implication lists, long clauses
//! through two watched literals with a blocker each (MiniSat's scheme).

use super::cdcl::{Cdcl, Conflict, BINARY};
use super::clauses::Watch;

impl Cdcl {
    /// Propagates every assignment on the trail not yet propagated; the first conflict
    /// found stops it.
    pub(super) fn propagate(&mut self) -> Option<Conflict> {
        while let Some(&lit) = self.trail.get(self.propagated) {
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
        let implied = std::mem::take(&mut self.clauses.implied[lit as usize]);
        let mut conflict = None;
        for &other in &implied {
            match self.value[other as usize] {
                0 => self.assign(other, BINARY | lit ^ 1),
                -1 => {
                    conflict = Some(Conflict::Binary(other, lit ^ 1));
                    break;
                }
                _ => {}
            }
        }
        self.clauses.implied[lit as usize] = implied;
        conflict
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
            if self.value[watch.blocker as usize] == 1 {
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
            if first != watch.blocker && self.value[first as usize] == 1 {
                watches[kept] = kept_watch;
                kept += 1;
                continue;
            }
            let value = &self.value;
            if let Some(k) = (2..lits.len()).find(|&k| value[lits[k] as usize] != -1) {
                let new = lits[k];
                lits[1] = new;
                lits[k] = falsified;
                self.clauses.watches[new as usize].push(kept_watch);
                continue;
            }
            watches[kept] = kept_watch;
            kept += 1;
            if self.value[first as usize] == -1 {
                conflict = Some(Conflict::Long(watch.clause));
                watches.copy_within(next.., kept);
                kept += watches.len() - next;
                break;
            }
            self.assign(first, watch.clause);
        }
        watches.truncate(kept);
        self.clauses.watches[falsified as usize] = watches;
        conflict
    }
}
