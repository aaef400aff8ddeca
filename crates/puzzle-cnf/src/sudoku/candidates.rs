//! Candidate elimination before encoding: the values each open cell may still hold once
//! the givens (and parity marks) have ruled theirs out, optionally closed under naked and
//! hidden singles and locked candidates. Each is a deduction that every answer obeys, so
//! the answers are unchanged; the CNF gets smaller, which matters from 36x36 up (a
//! 400x400 with 40,000 givens needs tens of millions of variables without singles), and
//! on 9x9 batches, where writing and loading clauses costs more than the search.

use super::groups::{CellGroups, Groups, ValueSet};
use super::Contradiction;
use puzzle_ir::sudoku::{Parity, Sudoku};

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
            .into_iter()
            .for_each(|g| open.remove_all(&used[g]));
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
/// so that each elimination costs time proportional to the cells it touches.
struct Singles<'a> {
    n: usize,
    groups: &'a Groups,
    cell_groups: Vec<CellGroups>,
    domains: Vec<Domain>,
    used: Vec<ValueSet>,
    /// `places[g * (n + 1) + v]`: open cells of group g that may hold v.
    places: Vec<u32>,
    queue: Vec<(usize, u32)>,
    /// Groups that lost a candidate since [`Singles::locked_candidates`] last looked.
    dirty: Vec<bool>,
}

impl<'a> Singles<'a> {
    fn new(groups: &'a Groups, candidates: Candidates) -> Self {
        let n = groups.n;
        let cell_groups = (0..n * n).map(|i| groups.of_cell(i)).collect();
        let mut places = vec![0; groups.count() * (n + 1)];
        for g in 0..groups.count() {
            for &i in groups.cells(g) {
                if let Domain::Open(set) = &candidates.domains[i] {
                    set.iter()
                        .for_each(|v| places[g * (n + 1) + v as usize] += 1);
                }
            }
        }
        Singles {
            n,
            groups,
            cell_groups,
            domains: candidates.domains,
            used: candidates.used,
            places,
            queue: Vec::with_capacity(n * n),
            dirty: vec![true; groups.count()],
        }
    }

    fn run(mut self) -> Result<Candidates, Contradiction> {
        for i in 0..self.n * self.n {
            if let Domain::Open(set) = &self.domains[i] {
                if set.len() == 1 {
                    let v = set.iter().next().expect("one candidate");
                    self.queue.push((i, v));
                }
            }
        }
        for g in 0..self.groups.count() {
            for v in 1..=self.n as u32 {
                if !self.used[g].contains(v) {
                    self.check_places(g, v)?;
                }
            }
        }
        loop {
            while let Some((i, v)) = self.queue.pop() {
                self.place(i, v)?;
            }
            if !self.locked_candidates()? {
                break;
            }
        }
        Ok(Candidates {
            domains: self.domains,
            used: self.used,
        })
    }

    /// Locked candidates, one pass over the groups that changed since they were last
    /// looked at: when every place for `v` in a group lies in a second group too (a box's
    /// places in one row: "pointing"; a row's places in one box: "claiming"), `v` leaves
    /// the rest of the second group. Returns whether a candidate went. A pass costs time
    /// proportional to the candidates of the changed groups.
    fn locked_candidates(&mut self) -> Result<bool, Contradiction> {
        const NONE: usize = usize::MAX;
        let mut removed = false;
        // Per value: its first place in the group at hand, and which of that cell's
        // groups (bits over `cell_groups[first]`) hold every place seen so far.
        let (mut first, mut common) = (vec![NONE; self.n + 1], vec![0u8; self.n + 1]);
        for g in 0..self.groups.count() {
            if !std::mem::take(&mut self.dirty[g]) {
                continue;
            }
            first.iter_mut().for_each(|f| *f = NONE);
            for &i in self.groups.cells(g) {
                let Domain::Open(set) = &self.domains[i] else {
                    continue;
                };
                for v in set.iter().map(|v| v as usize) {
                    if first[v] == NONE {
                        first[v] = i;
                        common[v] = (1 << self.cell_groups[i].len()) - 1;
                    } else {
                        common[v] &= self.shared_groups(first[v], i);
                    }
                }
            }
            for v in 1..=self.n {
                let at = std::mem::replace(&mut first[v], NONE);
                if at == NONE {
                    continue;
                }
                for k in (0..self.cell_groups[at].len()).filter(|k| common[v] >> k & 1 == 1) {
                    let h = self.cell_groups[at][k];
                    if h != g {
                        removed |= self.remove_outside(h, g, v as u32)?;
                    }
                }
            }
        }
        Ok(removed)
    }

    /// Which groups of cell `a` (bits over `cell_groups[a]`) also hold cell `b`.
    fn shared_groups(&self, a: usize, b: usize) -> u8 {
        let of_b = &self.cell_groups[b];
        self.cell_groups[a]
            .iter()
            .enumerate()
            .filter(|(_, h)| of_b.contains(h))
            .fold(0, |bits, (k, _)| bits | 1 << k)
    }

    /// Removes `v` from the cells of group `h` that are not in group `g`.
    fn remove_outside(&mut self, h: usize, g: usize, v: u32) -> Result<bool, Contradiction> {
        let mut removed = false;
        for &j in self.groups.cells(h) {
            let outside = !self.cell_groups[j].contains(&g);
            if outside && matches!(&self.domains[j], Domain::Open(set) if set.contains(v)) {
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
    fn place(&mut self, i: usize, v: u32) -> Result<(), Contradiction> {
        let mut others = match &self.domains[i] {
            Domain::Open(set) if set.contains(v) => set.clone(),
            _ => return Ok(()),
        };
        others.remove(v);
        self.domains[i] = Domain::Fixed(v);
        for w in others.iter() {
            self.lose_place(i, w)?;
        }
        let groups = self.cell_groups[i].clone();
        for &g in &groups {
            self.used[g].insert(v);
        }
        for &g in &groups {
            for &j in self.groups.cells(g) {
                self.remove_candidate(j, v)?;
            }
        }
        Ok(())
    }

    fn remove_candidate(&mut self, j: usize, v: u32) -> Result<(), Contradiction> {
        let Domain::Open(set) = &mut self.domains[j] else {
            return Ok(());
        };
        if !set.remove(v) {
            return Ok(());
        }
        match set.len() {
            0 => return Err(Contradiction::NoCandidate { cell: self.cell(j) }),
            1 => {
                let only = set.iter().next().expect("one candidate");
                self.queue.push((j, only));
            }
            _ => {}
        }
        self.lose_place(j, v)
    }

    /// Cell `j` can no longer hold `v`: one place fewer for `v` in each of its groups.
    fn lose_place(&mut self, j: usize, v: u32) -> Result<(), Contradiction> {
        for k in 0..self.cell_groups[j].len() {
            let g = self.cell_groups[j][k];
            self.dirty[g] = true;
            if self.used[g].contains(v) {
                continue;
            }
            self.places[g * (self.n + 1) + v as usize] -= 1;
            self.check_places(g, v)?;
        }
        Ok(())
    }

    /// No place left for `v` in group `g` is a contradiction; one place is a hidden single.
    fn check_places(&mut self, g: usize, v: u32) -> Result<(), Contradiction> {
        match self.places[g * (self.n + 1) + v as usize] {
            0 => Err(Contradiction::NoPlace {
                group: self.groups.name(g),
                value: v,
            }),
            1 => {
                let cells = self.groups.cells(g);
                let at = cells
                    .iter()
                    .find(|&&i| matches!(&self.domains[i], Domain::Open(s) if s.contains(v)))
                    .expect("the count says one open cell holds the value");
                self.queue.push((*at, v));
                Ok(())
            }
            _ => Ok(()),
        }
    }
}
