//! A checker of refutations, independent of any solver: a solver that says "no model"
//! lists the clauses it derived on the way, in order, each with its hints: the clauses
//! unit propagation used to derive it (as LRAT proofs give them, but named by their
//! literals). The checker accepts the verdict only if
//!
//! * every hint is a clause of the formula or an earlier lemma,
//! * each lemma follows by unit propagation over its hints alone: with every literal of
//!   the lemma false, and the units of the formula and of earlier lemmas true, the hints
//!   propagate (in any order) to a conflict,
//! * and the last lemma is the empty clause (or the formula's units clash by themselves).
//!
//! Each step costs the size of its hints, not a propagation over the whole formula. Every
//! clause a CDCL solver learns by conflict analysis has such hints (the conflict and the
//! reasons it resolved with), so a correct solver always gets its verdict through, and a
//! wrong "no model" never does. A solver that propagates at decision level 0 states those
//! units as lemmas too, each with its reason as its hint. Literals are numbered as the
//! small solver numbers them: `2 * var` when positive, `2 * var + 1` when negative.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A literal: `2 * var` when positive, `2 * var + 1` when negative.
pub type Lit = u32;

/// The steps of a refutation, in order: each a lemma and its hints.
#[derive(Debug, Clone, Default)]
pub struct Refutation {
    /// Per step: the lemma's length and literals, the number of hints, and each hint's
    /// length and literals.
    words: Vec<u32>,
}

impl Refutation {
    /// Appends the step that derives `lemma` from `hints`.
    pub fn push(&mut self, lemma: &[Lit], hints: &Hints) {
        self.words.push(lemma.len() as u32);
        self.words.extend_from_slice(lemma);
        self.words.push(hints.ends.len() as u32);
        for hint in hints.iter() {
            self.words.push(hint.len() as u32);
            self.words.extend_from_slice(hint);
        }
    }

    /// Forgets every step, keeping the memory.
    pub fn clear(&mut self) {
        self.words.clear();
    }

    /// The steps, in order: each lemma with its hints.
    fn steps(&self) -> Steps<'_> {
        Steps { words: &self.words }
    }
}

/// A step's hints: clauses, in the order the checker is best to try them.
#[derive(Debug, Clone, Default)]
pub struct Hints {
    lits: Vec<Lit>,
    ends: Vec<usize>,
}

impl Hints {
    /// Appends a hint.
    pub fn push(&mut self, clause: impl IntoIterator<Item = Lit>) {
        self.lits.extend(clause);
        self.ends.push(self.lits.len());
    }

    /// Forgets every hint, keeping the memory.
    pub fn clear(&mut self) {
        self.lits.clear();
        self.ends.clear();
    }

    /// Reverses the order of the hints (a conflict analysis meets them backwards); the
    /// literals of each come out reversed too, which leaves the clause as it was.
    pub fn reverse(&mut self) {
        self.lits.reverse();
        for k in (1..self.ends.len()).rev() {
            self.ends[k] -= self.ends[k - 1];
        }
        self.ends.reverse();
        for k in 1..self.ends.len() {
            self.ends[k] += self.ends[k - 1];
        }
    }

    fn iter(&self) -> impl Iterator<Item = &[Lit]> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts
            .zip(&self.ends)
            .map(|(start, &end)| &self.lits[start..end])
    }
}

/// Reads a [`Refutation`]'s words step by step.
struct Steps<'r> {
    words: &'r [u32],
}

/// Splits the clause of `words` that starts with its length off the rest.
fn split_clause(words: &[u32]) -> (&[Lit], &[u32]) {
    let (len, rest) = words.split_first().expect("a length");
    rest.split_at(*len as usize)
}

impl<'r> Iterator for Steps<'r> {
    /// A lemma and its hints.
    type Item = (&'r [Lit], StepHints<'r>);

    fn next(&mut self) -> Option<Self::Item> {
        if self.words.is_empty() {
            return None;
        }
        let (lemma, rest) = split_clause(self.words);
        let (&count, mut rest) = rest.split_first().expect("a count");
        let start = rest;
        for _ in 0..count {
            rest = split_clause(rest).1;
        }
        self.words = rest;
        let hints = StepHints {
            words: &start[..start.len() - rest.len()],
        };
        Some((lemma, hints))
    }
}

/// The hints of one step, as their words.
#[derive(Clone, Copy)]
struct StepHints<'r> {
    words: &'r [u32],
}

impl<'r> StepHints<'r> {
    fn iter(self) -> impl Iterator<Item = &'r [Lit]> {
        let mut words = self.words;
        std::iter::from_fn(move || {
            (!words.is_empty()).then(|| {
                let (hint, rest) = split_clause(words);
                words = rest;
                hint
            })
        })
    }
}

/// Why a refutation was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RupError {
    /// A hint of step `step` (from 0) is neither a clause of the formula nor an earlier
    /// lemma.
    #[error("step {step} of the refutation cites a clause it was not given")]
    UnknownHint { step: usize },
    /// The hints of step `step` do not propagate to a conflict.
    #[error("step {step} of the refutation does not follow by unit propagation")]
    NotImplied { step: usize },
    /// Every step checks, but no step derives the empty clause.
    #[error("the refutation ends without the empty clause")]
    NoConflict,
    /// A literal names a variable from `n_vars` up.
    #[error("literal {lit} is outside the formula's {n_vars} variables")]
    OutOfRange { lit: Lit, n_vars: usize },
}

/// Checks that `refutation` refutes `clauses`, a formula over `n_vars` variables (see
/// the module documentation).
///
/// ```
/// use puzzle_solve::verify::rup::{refutes, Hints, Refutation, RupError};
/// let (pos, neg) = (|var: u32| 2 * var, |var: u32| 2 * var + 1);
/// // (x ∨ y)(x ∨ ¬y)(¬x ∨ y)(¬x ∨ ¬y): no model.
/// let clauses = [[pos(0), pos(1)], [pos(0), neg(1)], [neg(0), pos(1)], [neg(0), neg(1)]];
/// let mut hints = Hints::default();
/// let mut refutation = Refutation::default();
/// // x: with x false, x ∨ y gives y and x ∨ ¬y clashes.
/// hints.push([pos(0), pos(1)]);
/// hints.push([pos(0), neg(1)]);
/// refutation.push(&[pos(0)], &hints);
/// // Then the empty clause: x gives y, and ¬x ∨ ¬y clashes.
/// hints.clear();
/// hints.push([neg(0), pos(1)]);
/// hints.push([neg(0), neg(1)]);
/// refutation.push(&[], &hints);
/// assert_eq!(refutes(2, clauses, &refutation), Ok(()));
/// // Without the first step, the second's hints do not propagate.
/// let mut short = Refutation::default();
/// short.push(&[], &hints);
/// assert_eq!(refutes(2, clauses, &short), Err(RupError::NotImplied { step: 0 }));
/// ```
pub fn refutes<C>(
    n_vars: usize,
    clauses: impl IntoIterator<Item = C>,
    refutation: &Refutation,
) -> Result<(), RupError>
where
    C: IntoIterator<Item = Lit>,
{
    let mut checker = Checker::new(n_vars, refutation)?;
    let mut clause = Vec::new();
    for lits in clauses {
        clause.clear();
        clause.extend(lits);
        checker.add(&clause)?;
    }
    for (step, (lemma, hints)) in refutation.steps().enumerate() {
        if checker.refuted {
            break;
        }
        checker.implies(lemma, hints, step)?;
        checker.add(lemma)?;
    }
    if checker.refuted {
        Ok(())
    } else {
        Err(RupError::NoConflict)
    }
}

/// The units so far, and which of the clauses the refutation cites have been given or
/// derived so far.
struct Checker {
    n_vars: usize,
    /// Per literal: 1 true, -1 false, 0 open; the units' values under the lemma
    /// being checked.
    value: Vec<i8>,
    /// The literals made true while checking a lemma, undone after.
    assumed: Vec<Lit>,
    cited: Cited,
    /// Per literal: the smallest literal of some cited clause. A clause whose smallest
    /// literal is not is no cited clause, and needs no lookup.
    smallest_cited: Vec<bool>,
    /// The clause each hint cites, in the refutation's order, and how many of them
    /// the steps checked so far used.
    hint_clauses: Vec<usize>,
    hints_used: usize,
    /// The clauses so far hold the empty clause, or units that clash.
    refuted: bool,
    scratch: Vec<Lit>,
}

impl Checker {
    /// A checker of `refutation` over `n_vars` variables, before any clause is given.
    fn new(n_vars: usize, refutation: &Refutation) -> Result<Checker, RupError> {
        let mut checker = Checker {
            n_vars,
            value: vec![0; 2 * n_vars],
            assumed: Vec::new(),
            cited: Cited::default(),
            smallest_cited: vec![false; 2 * n_vars],
            hint_clauses: Vec::new(),
            hints_used: 0,
            refuted: false,
            scratch: Vec::new(),
        };
        for (_, hints) in refutation.steps() {
            for hint in hints.iter() {
                checker.in_range(hint)?;
                let normal = normalise(hint, &mut checker.scratch);
                if let Some(&smallest) = normal.first() {
                    checker.smallest_cited[smallest as usize] = true;
                }
                checker.hint_clauses.push(checker.cited.insert(normal));
            }
        }
        Ok(checker)
    }

    /// Adds a clause of the formula or a checked lemma.
    fn add(&mut self, clause: &[Lit]) -> Result<(), RupError> {
        let (mut smallest, mut largest) = (Lit::MAX, 0);
        for &lit in clause {
            smallest = smallest.min(lit);
            largest = largest.max(lit);
        }
        if !clause.is_empty() && largest as usize >= 2 * self.n_vars {
            return self.in_range(clause);
        }
        if smallest < largest && !self.smallest_cited[smallest as usize] {
            return Ok(());
        }
        let normal = normalise(clause, &mut self.scratch);
        match normal[..] {
            [] => self.refuted = true,
            [unit] => match self.value[unit as usize] {
                0 => {
                    self.value[unit as usize] = 1;
                    self.value[(unit ^ 1) as usize] = -1;
                }
                -1 => self.refuted = true,
                _ => {}
            },
            _ => {}
        }
        self.cited.given(normal);
        Ok(())
    }

    /// Checks that with `lemma` false, `hints` (each a clause given or derived before)
    /// propagate to a conflict; what it assigned is undone after.
    fn implies(&mut self, lemma: &[Lit], hints: StepHints, step: usize) -> Result<(), RupError> {
        self.in_range(lemma)?;
        let count = hints.iter().count();
        let cited = &self.hint_clauses[self.hints_used..self.hints_used + count];
        self.hints_used += count;
        if !cited.iter().all(|&clause| self.cited.available[clause]) {
            return Err(RupError::UnknownHint { step });
        }
        let mut conflict = false;
        for &lit in lemma {
            match self.value[lit as usize] {
                1 => conflict = true,
                0 => self.assume(lit ^ 1),
                _ => {}
            }
        }
        let mut progress = true;
        while !conflict && progress {
            progress = false;
            for hint in hints.iter() {
                match self.unit_of(hint) {
                    Unit::Conflict => {
                        conflict = true;
                        break;
                    }
                    Unit::Implies(lit) => {
                        self.assume(lit);
                        progress = true;
                    }
                    Unit::Nothing => {}
                }
            }
        }
        for &lit in &self.assumed {
            self.value[lit as usize] = 0;
            self.value[(lit ^ 1) as usize] = 0;
        }
        self.assumed.clear();
        if conflict {
            Ok(())
        } else {
            Err(RupError::NotImplied { step })
        }
    }

    /// What `clause` gives under the current values.
    fn unit_of(&self, clause: &[Lit]) -> Unit {
        let mut open = None;
        for &lit in clause {
            match self.value[lit as usize] {
                1 => return Unit::Nothing,
                0 if open.is_some_and(|o| o != lit) => return Unit::Nothing,
                0 => open = Some(lit),
                _ => {}
            }
        }
        open.map_or(Unit::Conflict, Unit::Implies)
    }

    fn assume(&mut self, lit: Lit) {
        self.value[lit as usize] = 1;
        self.value[(lit ^ 1) as usize] = -1;
        self.assumed.push(lit);
    }

    fn in_range(&self, clause: &[Lit]) -> Result<(), RupError> {
        match clause.iter().find(|&&l| l as usize >= 2 * self.n_vars) {
            Some(&lit) => Err(RupError::OutOfRange {
                lit,
                n_vars: self.n_vars,
            }),
            None => Ok(()),
        }
    }
}

/// What a hint gives under the current values.
enum Unit {
    Conflict,
    Implies(Lit),
    Nothing,
}

/// `clause` sorted, without repeats, in `scratch`.
fn normalise<'s>(clause: &[Lit], scratch: &'s mut Vec<Lit>) -> &'s [Lit] {
    scratch.clear();
    scratch.extend_from_slice(clause);
    scratch.sort_unstable();
    scratch.dedup();
    scratch
}

/// The clauses a refutation cites, sorted and without repeats, found by their contents
/// (one arena, and a table from each clause's hash to its first place in it), and
/// whether each has been given or derived yet.
#[derive(Default)]
struct Cited {
    /// Each clause as its length and literals.
    arena: Vec<u32>,
    /// Where each clause starts in `arena`.
    starts: Vec<usize>,
    /// A hash's first clause.
    first: HashMap<u64, usize, BuildHasherDefault<Hashed>>,
    /// Per clause: the next clause of the same hash.
    next: Vec<Option<usize>>,
    /// Per clause: given or derived yet.
    available: Vec<bool>,
}

/// The hasher of keys that are hashes already ([`hash`]): it passes them through.
#[derive(Default)]
struct Hashed(u64);

impl Hasher for Hashed {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        bytes
            .iter()
            .for_each(|&b| self.0 = self.0.rotate_left(8) ^ u64::from(b));
    }

    fn write_u64(&mut self, hash: u64) {
        self.0 = hash;
    }
}

impl Cited {
    /// The number of `clause`, added if new (not yet available).
    fn insert(&mut self, clause: &[Lit]) -> usize {
        let hash = hash(clause);
        if let Some(found) = self.find(hash, clause) {
            return found;
        }
        let number = self.starts.len();
        self.starts.push(self.arena.len());
        self.arena.push(clause.len() as u32);
        self.arena.extend_from_slice(clause);
        self.next.push(self.first.insert(hash, number));
        self.available.push(false);
        number
    }

    /// Makes `clause` available, if it is cited.
    fn given(&mut self, clause: &[Lit]) {
        if let Some(found) = self.find(hash(clause), clause) {
            self.available[found] = true;
        }
    }

    fn find(&self, hash: u64, clause: &[Lit]) -> Option<usize> {
        let mut at = self.first.get(&hash).copied();
        while let Some(number) = at {
            let start = self.starts[number];
            let len = self.arena[start] as usize;
            if &self.arena[start + 1..start + 1 + len] == clause {
                return Some(number);
            }
            at = self.next[number];
        }
        None
    }
}

/// A hash of a sorted clause: FNV-1a over its literals, then SplitMix64's finaliser, so
/// that the low bits a hash table indexes by depend on every literal's every bit.
fn hash(clause: &[Lit]) -> u64 {
    let fnv = clause.iter().fold(0xcbf2_9ce4_8422_2325, |h, &lit| {
        (h ^ u64::from(lit)).wrapping_mul(0x0100_0000_01b3)
    });
    let mixed = (fnv ^ (fnv >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let mixed = (mixed ^ (mixed >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    mixed ^ (mixed >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn pos(var: u32) -> Lit {
        2 * var
    }
    const fn neg(var: u32) -> Lit {
        2 * var + 1
    }

    /// Pigeonhole: three pigeons, two holes; variable 2p + h is pigeon p in hole h.
    const HOLES: [&[Lit]; 9] = [
        &[pos(0), pos(1)],
        &[pos(2), pos(3)],
        &[pos(4), pos(5)],
        &[neg(0), neg(2)],
        &[neg(0), neg(4)],
        &[neg(2), neg(4)],
        &[neg(1), neg(3)],
        &[neg(1), neg(5)],
        &[neg(3), neg(5)],
    ];

    fn check(
        n_vars: usize,
        clauses: &[&[Lit]],
        steps: &[(&[Lit], &[&[Lit]])],
    ) -> Result<(), RupError> {
        let mut refutation = Refutation::default();
        for (lemma, hints) in steps {
            let mut list = Hints::default();
            hints.iter().for_each(|h| list.push(h.iter().copied()));
            refutation.push(lemma, &list);
        }
        refutes(
            n_vars,
            clauses.iter().map(|c| c.iter().copied()),
            &refutation,
        )
    }

    /// "Pigeon 0 is not in hole 0" (it would leave hole 1 to pigeons 1 and 2), then
    /// "not in hole 1" alike, then the empty clause from pigeon 0's clause.
    const PROOF: [(&[Lit], &[&[Lit]]); 3] = [
        (
            &[neg(0)],
            &[HOLES[3], HOLES[4], HOLES[1], HOLES[2], HOLES[8]],
        ),
        (
            &[neg(1)],
            &[HOLES[6], HOLES[7], HOLES[1], HOLES[2], HOLES[5]],
        ),
        (&[], &[HOLES[0]]),
    ];

    #[test]
    fn a_refutation_with_its_hints_is_accepted() {
        assert_eq!(check(6, &HOLES, &PROOF), Ok(()));
    }

    #[test]
    fn hints_may_come_in_any_order() {
        let mut reversed: Vec<&[Lit]> = PROOF[0].1.to_vec();
        reversed.reverse();
        let steps = [(PROOF[0].0, &reversed[..]), PROOF[1], PROOF[2]];
        assert_eq!(check(6, &HOLES, &steps), Ok(()));
    }

    #[test]
    fn a_step_whose_hints_do_not_propagate_to_a_conflict_is_refused() {
        let short: &[&[Lit]] = &PROOF[0].1[..4];
        let steps = [(PROOF[0].0, short), PROOF[1], PROOF[2]];
        assert_eq!(
            check(6, &HOLES, &steps),
            Err(RupError::NotImplied { step: 0 })
        );
    }

    #[test]
    fn a_hint_that_is_no_clause_is_refused() {
        // "Pigeon 0 in no hole" is no clause of the formula, though it would do.
        let forged: &[&[Lit]] = &[&[neg(0)]];
        let steps = [(&[neg(0)][..], forged)];
        assert_eq!(
            check(6, &HOLES, &steps),
            Err(RupError::UnknownHint { step: 0 })
        );
    }

    #[test]
    fn lemmas_may_be_cited_once_derived() {
        // The last step cites the first two lemmas' units through pigeon 0's clause.
        let cites: &[&[Lit]] = &[HOLES[0], &[neg(0)], &[neg(1)]];
        let steps = [PROOF[0], PROOF[1], (&[][..], cites)];
        assert_eq!(check(6, &HOLES, &steps), Ok(()));
    }

    #[test]
    fn a_refutation_without_the_empty_clause_is_refused() {
        assert_eq!(check(6, &HOLES, &PROOF[..2]), Err(RupError::NoConflict));
        assert_eq!(check(6, &HOLES, &[]), Err(RupError::NoConflict));
    }

    #[test]
    fn a_satisfiable_formula_is_never_refuted() {
        // Without pigeon 2, the last step's hints leave pigeon 0 a hole.
        assert!(check(6, &HOLES[..2], &PROOF).is_err());
    }

    #[test]
    fn an_empty_or_contradictory_input_is_refuted_at_once() {
        assert_eq!(check(0, &[&[]], &[]), Ok(()));
        assert_eq!(check(1, &[&[]], &[]), Ok(()));
        assert_eq!(check(1, &[&[pos(0)], &[neg(0)]], &[]), Ok(()));
    }

    #[test]
    fn repeated_literals_and_tautologies_are_read_as_sets() {
        let clauses: &[&[Lit]] = &[&[pos(0), pos(0)], &[pos(0), neg(0)], &[neg(0), neg(0)]];
        assert_eq!(check(1, clauses, &[]), Ok(()));
        assert_eq!(check(1, &clauses[1..], &[]), Err(RupError::NoConflict));
    }

    #[test]
    fn literals_outside_the_formula_are_an_error() {
        assert_eq!(
            check(1, &[&[pos(1)]], &[]),
            Err(RupError::OutOfRange { lit: 2, n_vars: 1 })
        );
    }
}
