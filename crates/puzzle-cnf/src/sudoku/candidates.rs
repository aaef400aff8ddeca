//! Candidate elimination before encoding: the values each open cell may still hold once
//! the givens (and parity marks) have ruled theirs out, optionally closed under naked and
//! hidden singles and locked candidates. Each is a deduction that every answer obeys, so
//! the answers are unchanged; the CNF gets smaller, which matters from 36x36 up (a
//! 400x400 with 40,000 givens needs tens of millions of variables without singles), and
//! on 9x9 batches, where writing and loading clauses costs more than the search.

use super::groups::{bit, values, words_for, Groups, ValueSet};
use super::Contradiction;
use puzzle_ir::sudoku::{Parity, Sudoku};
use smallvec::SmallVec;

/// What a cell may hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Domain {
    /// Given, or forced by singles.
    Fixed(u32),
    /// Two or more candidates (or any number, without singles).
    Open(ValueSet),
}

/// The domain of every cell (row-major) and the values fixed in each group.
pub(super) struct Candidates {
    pub domains: Vec<Domain>,
    pub used: Vec<ValueSet>,
}

/// Eliminates candidates ruled out by the givens and parity marks, then (with `singles`)
/// places naked and hidden singles and removes locked candidates until neither applies.
pub(super) fn eliminate(
    puzzle: &Sudoku,
    groups: &Groups,
    singles: bool,
) -> Result<Candidates, Contradiction> {
    let used = values_given(puzzle, groups)?;
    let domains = initial_domains(puzzle, groups, &used)?;
    let candidates = Candidates { domains, used };
    if !singles {
        return Ok(candidates);
    }
    Singles::new(groups, candidates).run()
}

/// The values given in each group; fails on two equal givens in a group or a given
/// against its parity mark.
fn values_given(puzzle: &Sudoku, groups: &Groups) -> Result<Vec<ValueSet>, Contradiction> {
    let n = puzzle.size();
    let at = |i: usize| (i / n, i % n);
    for (i, given) in puzzle.givens().iter().enumerate() {
        let (r, c) = at(i);
        if let (Some(value), Some(parity)) = (*given, puzzle.parity(r, c)) {
            if !parity.admits(value) {
                return Err(Contradiction::GivenParity {
                    cell: (r, c),
                    value,
                    parity,
                });
            }
        }
    }
    let mut used = Vec::with_capacity(groups.count());
    for g in 0..groups.count() {
        let mut set = ValueSet::empty(n);
        let cells = groups.cells(g);
        for (k, &i) in cells.iter().enumerate() {
            let Some(value) = puzzle.givens()[i] else {
                continue;
            };
            if set.contains(value) {
                let first = cells[..k]
                    .iter()
                    .find(|&&j| puzzle.givens()[j] == Some(value));
                return Err(Contradiction::GivenClash {
                    group: groups.name(g),
                    value,
                    first: at(*first.expect("an earlier cell holds the value")),
                    second: at(i),
                });
            }
            set.insert(value);
        }
        used.push(set);
    }
    Ok(used)
}

fn initial_domains(
    puzzle: &Sudoku,
    groups: &Groups,
    used: &[ValueSet],
) -> Result<Vec<Domain>, Contradiction> {
    let n = puzzle.size();
    let all = ValueSet::full(n, |_| true);
    let even = ValueSet::full(n, |v| Parity::Even.admits(v));
    let odd = ValueSet::full(n, |v| Parity::Odd.admits(v));
    let mut domains = Vec::with_capacity(n * n);
    for (i, given) in puzzle.givens().iter().enumerate() {
        if let Some(value) = *given {
            domains.push(Domain::Fixed(value));
            continue;
        }
        let mut open = match puzzle.parity(i / n, i % n) {
            Some(Parity::Even) => even.clone(),
            Some(Parity::Odd) => odd.clone(),
            None => all.clone(),
        };
        groups
            .of_cell(i)
            .iter()
            .for_each(|&g| open.remove_all(&used[g]));
        if open.len() == 0 {
            return Err(Contradiction::NoCandidate {
                cell: (i / n, i % n),
            });
        }
        domains.push(Domain::Open(open));
    }
    Ok(domains)
}

/// Naked and hidden singles to a fixpoint, with per-(group, value) counts of open places
/// so that each elimination costs time proportional to the cells it touches. Candidates
/// are bits in one flat table (`words` 64-bit words per cell and per group), not
/// [`ValueSet`]s: the elimination touches them thousands of times per 9x9 puzzle, and
/// on 17-clue 9x9 batches it was half of all the work.
struct Singles<'a> {
    n: usize,
    groups: &'a Groups,
    words: usize,
    /// The candidates of each open cell (none for a fixed one).
    cands: Vec<u64>,
    /// The value of each fixed cell; 0 while open.
    fixed: Vec<u32>,
    /// The values fixed in each group.
    used: Vec<u64>,
    /// `places[g * (n + 1) + v]`: open cells of group g that may hold v.
    places: Vec<u32>,
    queue: Vec<(usize, u32)>,
    /// Groups that lost a candidate since [`Singles::locked_candidates`] last looked.
    dirty: Vec<bool>,
}

/// A contradiction met while settling, by cell or group index: cheap to pass up from
/// the hot paths, and named once, as a [`Contradiction`].
#[derive(Debug, Clone, Copy)]
enum Clash {
    /// This cell has no candidate left.
    NoCandidate(usize),
    /// The value has no place left in the group.
    NoPlace(usize, u32),
}

impl<'a> Singles<'a> {
    fn new(groups: &'a Groups, candidates: Candidates) -> Self {
        let n = groups.n;
        let words = words_for(n);
        let mut cands = vec![0; n * n * words];
        let mut fixed = vec![0; n * n];
        for (i, domain) in candidates.domains.iter().enumerate() {
            match domain {
                Domain::Fixed(v) => fixed[i] = *v,
                Domain::Open(set) => cands[i * words..(i + 1) * words].copy_from_slice(set.words()),
            }
        }
        let mut used = vec![0; groups.count() * words];
        for (g, set) in candidates.used.iter().enumerate() {
            used[g * words..(g + 1) * words].copy_from_slice(set.words());
        }
        let mut places = vec![0; groups.count() * (n + 1)];
        for g in 0..groups.count() {
            for &i in groups.cells(g) {
                values(&cands[i * words..(i + 1) * words])
                    .for_each(|v| places[g * (n + 1) + v as usize] += 1);
            }
        }
        Singles {
            n,
            groups,
            words,
            cands,
            fixed,
            used,
            places,
            queue: Vec::with_capacity(n * n),
            dirty: vec![true; groups.count()],
        }
    }

    fn cell_words(&self, i: usize) -> &[u64] {
        &self.cands[i * self.words..(i + 1) * self.words]
    }

    /// How many candidates cell `i` has, and the smallest (0 when it has none).
    fn count(&self, i: usize) -> (u32, u32) {
        let words = self.cell_words(i);
        let count = words.iter().map(|w| w.count_ones()).sum();
        (count, values(words).next().unwrap_or(0))
    }

    /// Whether open cell `i` may hold `v` (never for a fixed cell).
    fn may_hold(&self, i: usize, v: u32) -> bool {
        let (w, mask) = bit(v);
        self.cands[i * self.words + w] & mask != 0
    }

    fn is_used(&self, g: usize, v: u32) -> bool {
        let (w, mask) = bit(v);
        self.used[g * self.words + w] & mask != 0
    }

    fn run(mut self) -> Result<Candidates, Contradiction> {
        if let Err(clash) = self.settle() {
            return Err(match clash {
                Clash::NoCandidate(i) => Contradiction::NoCandidate { cell: self.cell(i) },
                Clash::NoPlace(g, value) => Contradiction::NoPlace {
                    group: self.groups.name(g),
                    value,
                },
            });
        }
        let words = self.words;
        let domains = (0..self.n * self.n)
            .map(|i| match self.fixed[i] {
                0 => Domain::Open(ValueSet::from_words(self.cell_words(i))),
                v => Domain::Fixed(v),
            })
            .collect();
        let used = self.used.chunks(words).map(ValueSet::from_words).collect();
        Ok(Candidates { domains, used })
    }

    /// Places singles and removes locked candidates until neither applies.
    fn settle(&mut self) -> Result<(), Clash> {
        for i in 0..self.n * self.n {
            if let (1, v) = self.count(i) {
                self.queue.push((i, v));
            }
        }
        for g in 0..self.groups.count() {
            for v in 1..=self.n as u32 {
                if !self.is_used(g, v) {
                    self.check_places(g, v)?;
                }
            }
        }
        loop {
            while let Some((i, v)) = self.queue.pop() {
                self.place(i, v)?;
            }
            if !self.locked_candidates()? {
                return Ok(());
            }
        }
    }

    /// Locked candidates, one pass over the groups that changed since they were last
    /// looked at: when every place for `v` in a group lies in a second group too (a box's
    /// places in one row: "pointing"; a row's places in one box: "claiming"), `v` leaves
    /// the rest of the second group. Returns whether a candidate went. A pass costs time
    /// proportional to the candidates of the changed groups.
    fn locked_candidates(&mut self) -> Result<bool, Clash> {
        const NONE: usize = usize::MAX;
        let groups = self.groups;
        let mut removed = false;
        // Per value: its first place in the group at hand, and which other groups of that
        // cell (bits over `of_cell(first)`) hold every place seen so far.
        let (mut first, mut common) = (vec![NONE; self.n + 1], vec![0u8; self.n + 1]);
        for g in 0..groups.count() {
            if !std::mem::take(&mut self.dirty[g]) {
                continue;
            }
            for &i in groups.cells(g) {
                for v in values(self.cell_words(i)).map(|v| v as usize) {
                    if first[v] == NONE {
                        first[v] = i;
                        common[v] = other_groups(groups, i, g);
                    } else if common[v] != 0 {
                        // Once no second group holds every place, none will.
                        common[v] &= shared_groups(groups, first[v], i);
                    }
                }
            }
            for v in 1..=self.n {
                let at = std::mem::replace(&mut first[v], NONE);
                if at == NONE {
                    continue;
                }
                let of_at = groups.of_cell(at);
                for k in (0..of_at.len()).filter(|k| common[v] >> k & 1 == 1) {
                    removed |= self.remove_outside(of_at[k], g, v as u32)?;
                }
            }
        }
        Ok(removed)
    }

    /// Removes `v` from the cells of group `h` that are not in group `g`.
    fn remove_outside(&mut self, h: usize, g: usize, v: u32) -> Result<bool, Clash> {
        let groups = self.groups;
        let mut removed = false;
        for &j in groups.cells(h) {
            if !groups.of_cell(j).contains(&g) && self.may_hold(j, v) {
                self.remove_candidate(j, v)?;
                removed = true;
            }
        }
        Ok(removed)
    }

    fn cell(&self, i: usize) -> (usize, usize) {
        (i / self.n, i % self.n)
    }

    /// Fixes cell `i` to `v` and removes `v` from the cell's peers. A queued single that
    /// went stale (the cell was fixed or lost `v` meanwhile) is skipped: every such case
    /// has already been reported as a contradiction by the counts, and skipping a
    /// deduction is always sound since the CNF still carries every rule.
    fn place(&mut self, i: usize, v: u32) -> Result<(), Clash> {
        if !self.may_hold(i, v) {
            return Ok(());
        }
        let (w, mask) = bit(v);
        // Copied out (inline up to 127 values) to be walked while the cell changes.
        let mut others: SmallVec<[u64; 2]> = SmallVec::from_slice(self.cell_words(i));
        others[w] &= !mask;
        self.cands[i * self.words..(i + 1) * self.words].fill(0);
        self.fixed[i] = v;
        for other in values(&others) {
            self.lose_place(i, other)?;
        }
        let groups = self.groups;
        for &g in groups.of_cell(i) {
            self.used[g * self.words + w] |= mask;
        }
        for &g in groups.of_cell(i) {
            for &j in groups.cells(g) {
                self.remove_candidate(j, v)?;
            }
        }
        Ok(())
    }

    fn remove_candidate(&mut self, j: usize, v: u32) -> Result<(), Clash> {
        if !self.may_hold(j, v) {
            return Ok(());
        }
        let (w, mask) = bit(v);
        self.cands[j * self.words + w] &= !mask;
        match self.count(j) {
            (0, _) => return Err(Clash::NoCandidate(j)),
            (1, only) => self.queue.push((j, only)),
            _ => {}
        }
        self.lose_place(j, v)
    }

    /// Cell `j` can no longer hold `v`: one place fewer for `v` in each of its groups.
    fn lose_place(&mut self, j: usize, v: u32) -> Result<(), Clash> {
        let groups = self.groups;
        for &g in groups.of_cell(j) {
            self.dirty[g] = true;
            if self.is_used(g, v) {
                continue;
            }
            self.places[g * (self.n + 1) + v as usize] -= 1;
            self.check_places(g, v)?;
        }
        Ok(())
    }

    /// No place left for `v` in group `g` is a contradiction; one place is a hidden single.
    fn check_places(&mut self, g: usize, v: u32) -> Result<(), Clash> {
        match self.places[g * (self.n + 1) + v as usize] {
            0 => Err(Clash::NoPlace(g, v)),
            1 => {
                let cells = self.groups.cells(g);
                let at = cells
                    .iter()
                    .find(|&&i| self.may_hold(i, v))
                    .expect("the count says one open cell holds the value");
                self.queue.push((*at, v));
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

/// The groups of cell `i` but `g` (bits over `groups.of_cell(i)`).
fn other_groups(groups: &Groups, i: usize, g: usize) -> u8 {
    let of_i = groups.of_cell(i);
    (0..of_i.len())
        .filter(|&k| of_i[k] != g)
        .fold(0, |bits, k| bits | 1 << k)
}

/// Which groups of cell `a` (bits over `groups.of_cell(a)`) also hold cell `b`.
fn shared_groups(groups: &Groups, a: usize, b: usize) -> u8 {
    let of_b = groups.of_cell(b);
    groups
        .of_cell(a)
        .iter()
        .enumerate()
        .filter(|(_, h)| of_b.contains(h))
        .fold(0, |bits, (k, _)| bits | 1 << k)
}
