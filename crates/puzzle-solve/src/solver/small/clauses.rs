//! Where clauses live. Binary clauses are lists of implications per literal, the
//! cheapest thing to propagate; the input of a 9x9 Sudoku is mostly binary. Longer
//! clauses sit one after another in one arena of `u32`s, watched by two literals each.
//! Learnt clauses follow the input's, and input clauses added after a search follow
//! them, marked by their LBD; cutting the learnt ones down rebuilds the arena and every
//! watch, which is simple and, at a restart, cheap.

use super::Lit;

/// A clause in the arena: its offset (its length and LBD come first, then its literals).
pub(super) type ClauseRef = u32;

/// A clause watching a literal, with another of its literals (the blocker): when the
/// blocker is true the clause is satisfied and need not be looked at.
#[derive(Debug, Clone, Copy)]
pub(super) struct Watch {
    pub clause: ClauseRef,
    pub blocker: Lit,
}

/// Words before a clause's literals: its length and its LBD.
const HEADER: usize = 2;

/// The LBD word of an input clause; a learnt clause's LBD is at least 1.
const INPUT: u32 = 0;

#[derive(Debug, Default)]
pub(super) struct Clauses {
    /// For each literal, the literals a binary clause makes true when it is true.
    pub implied: Vec<Vec<Lit>>,
    /// For each literal, the long clauses to look at when it becomes false.
    pub watches: Vec<Vec<Watch>>,
    /// Long clauses: `[length, lbd, literals...]` each.
    pub arena: Vec<u32>,
    /// Where the learnt clauses start in `arena`.
    learnt_from: usize,
    learnt: usize,
}

impl Clauses {
    /// No clause over `n_vars` variables; keeps the lists' memory for the next formula.
    /// The lists are never dropped, only emptied: a batch's formulas differ in size, and
    /// dropping the lists past a smaller formula's literals made the next larger one grow
    /// them again, push by push (2% of the instructions of a batch of janko's Kakuro).
    pub fn reset(&mut self, n_vars: usize) {
        let n_lits = 2 * n_vars;
        self.implied.iter_mut().for_each(Vec::clear);
        self.watches.iter_mut().for_each(Vec::clear);
        if self.implied.len() < n_lits {
            self.implied.resize_with(n_lits, Vec::new);
            self.watches.resize_with(n_lits, Vec::new);
        }
        self.arena.clear();
        self.learnt_from = 0;
        self.learnt = 0;
    }

    /// Adds the input clause `a ∨ b`.
    pub fn add_binary(&mut self, a: Lit, b: Lit) {
        self.implied[(a ^ 1) as usize].push(b);
        self.implied[(b ^ 1) as usize].push(a);
    }

    /// Adds an input clause of three or more literals, watching its first two, and
    /// returns it. Before the first search it joins the input's; after, it follows
    /// the learnt clauses, marked as input by its LBD ([`INPUT`]).
    pub fn add_long(&mut self, lits: &[Lit]) -> ClauseRef {
        let before_learnt = self.learnt_from == self.arena.len();
        let clause = self.attach(lits, INPUT);
        if before_learnt {
            self.learnt_from = self.arena.len();
        }
        clause
    }

    /// Adds a learnt clause of two or more literals, watching its first two, and
    /// returns it.
    pub fn add_learnt(&mut self, lits: &[Lit], lbd: u32) -> ClauseRef {
        self.learnt += 1;
        self.attach(lits, lbd)
    }

    /// How many learnt clauses there are.
    pub fn learnt(&self) -> usize {
        self.learnt
    }

    fn attach(&mut self, lits: &[Lit], lbd: u32) -> ClauseRef {
        let clause = self.arena.len() as ClauseRef;
        self.arena.extend([lits.len() as u32, lbd]);
        self.arena.extend_from_slice(lits);
        self.watch(clause);
        clause
    }

    fn watch(&mut self, clause: ClauseRef) {
        let (a, b) = (self.lits(clause)[0], self.lits(clause)[1]);
        self.watches[a as usize].push(Watch { clause, blocker: b });
        self.watches[b as usize].push(Watch { clause, blocker: a });
    }

    /// The literals of `clause`; a clause that is a reason has its implied literal first.
    pub fn lits(&self, clause: ClauseRef) -> &[Lit] {
        let at = clause as usize;
        &self.arena[at + HEADER..at + HEADER + self.arena[at] as usize]
    }

    /// The literals of `clause`, to be reordered by propagation.
    pub fn lits_mut(&mut self, clause: ClauseRef) -> &mut [Lit] {
        let at = clause as usize;
        let len = self.arena[at] as usize;
        &mut self.arena[at + HEADER..at + HEADER + len]
    }

    /// Keeps the better half of the learnt clauses: those with the lowest LBD (distinct
    /// decision levels when learnt), the later learnt among equals, and every one of LBD
    /// 2 or less (Glucose's "glue" clauses); input clauses among them all stay. Call
    /// only at decision level 0, where no learnt clause is a reason that analysis may
    /// read.
    pub fn reduce_learnt(&mut self) {
        let mut learnt = Vec::with_capacity(self.learnt);
        let mut kept = Vec::new();
        let mut at = self.learnt_from;
        while at < self.arena.len() {
            match self.arena[at + 1] {
                INPUT => kept.push(at),
                lbd => learnt.push((lbd, at)),
            }
            at += HEADER + self.arena[at] as usize;
        }
        learnt.sort_unstable_by_key(|&(lbd, at)| (lbd, std::cmp::Reverse(at)));
        let half = learnt.len() / 2;
        let input = kept.len();
        kept.extend(
            (learnt.iter().enumerate())
                .filter(|&(rank, &(lbd, _))| rank < half || lbd <= 2)
                .map(|(_, &(_, at))| at),
        );
        let learnt_kept = kept.len() - input;
        kept.sort_unstable();
        let old = std::mem::take(&mut self.arena);
        self.arena.extend_from_slice(&old[..self.learnt_from]);
        for &at in &kept {
            self.arena
                .extend_from_slice(&old[at..at + HEADER + old[at] as usize]);
        }
        self.learnt = learnt_kept;
        self.rewatch();
    }

    fn rewatch(&mut self) {
        self.watches.iter_mut().for_each(Vec::clear);
        let mut at = 0;
        while at < self.arena.len() {
            self.watch(at as ClauseRef);
            at += HEADER + self.arena[at] as usize;
        }
    }
}
