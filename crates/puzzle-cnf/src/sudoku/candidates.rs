//! Candidate elimination before encoding: the values each open cell may still hold once
//! the givens (and parity marks) have ruled theirs out, optionally closed under naked and
//! hidden singles and locked candidates. Each is a deduction that every answer obeys, so
//! the answers are unchanged; the CNF gets smaller, which matters from 36x36 up (a
//! 400x400 with 40,000 givens needs tens of millions of variables without singles), and
//! on 9x9 batches, where writing and loading clauses costs more than the search.
//!
//! Candidates are bits in flat tables (`words` 64-bit words per cell and per group),
//! never a set per cell: the elimination touches them thousands of times per 9x9
//! puzzle, and on batches of 17-clue 9x9 puzzles it is the largest part of the work.

use super::groups::{bit, values, words_for, Groups};
use super::Contradiction;
use puzzle_ir::sudoku::{Parity, Sudoku};

/// What every cell may still hold, and the values fixed in each group.
pub(super) struct Candidates {
    words: usize,
    /// The candidates of each open cell, `words` words a cell (none for a fixed one).
    cands: Vec<u64>,
    /// The value of each fixed cell (given, or forced by singles); 0 while open.
    fixed: Vec<u32>,
    /// The values fixed in each group, `words` words a group.
    placed: Vec<u64>,
}

impl Candidates {
    /// The value of cell `i` (row-major) if it is fixed.
    pub fn fixed(&self, i: usize) -> Option<u32> {
        Some(self.fixed[i]).filter(|&v| v != 0)
    }

    /// The candidates of open cell `i`, in increasing order (none for a fixed cell).
    pub fn open(&self, i: usize) -> impl Iterator<Item = u32> + '_ {
        values(self.cell_words(i))
    }

    /// Whether a cell of group `g` is fixed to `v`.
    pub fn is_placed(&self, g: usize, v: u32) -> bool {
        let (w, mask) = bit(v);
        self.placed[g * self.words + w] & mask != 0
    }

    /// Records `v` as fixed in group `g`.
    fn mark_placed(&mut self, g: usize, v: u32) {
        let (w, mask) = bit(v);
        self.placed[g * self.words + w] |= mask;
    }

    fn cell_words(&self, i: usize) -> &[u64] {
        &self.cands[i * self.words..(i + 1) * self.words]
    }

    fn may_hold(&self, i: usize, v: u32) -> bool {
        let (w, mask) = bit(v);
        self.cands[i * self.words + w] & mask != 0
    }

    /// Rules `v` out for cell `i`.
    fn rule_out(&mut self, i: usize, v: u32) {
        let (w, mask) = bit(v);
        self.cands[i * self.words + w] &= !mask;
    }

    /// How many candidates cell `i` has, and the smallest (0 when it has none).
    fn count(&self, i: usize) -> (u32, u32) {
        let words = self.cell_words(i);
        let count = words.iter().map(|w| w.count_ones()).sum();
        (count, values(words).next().unwrap_or(0))
    }
}

/// Eliminates candidates ruled out by the givens and parity marks, then (with `singles`)
/// places naked and hidden singles and removes locked candidates until neither applies.
pub(super) fn eliminate(
    puzzle: &Sudoku,
    groups: &Groups,
    singles: bool,
) -> Result<Candidates, Contradiction> {
    let mut candidates = givens(puzzle, groups)?;
    open_cells(puzzle, groups, &mut candidates)?;
    if !singles {
        return Ok(candidates);
    }
    Singles::new(groups, candidates).run()
}

/// The givens, fixed, and each group's given values; fails on two equal givens in a
/// group or a given against its parity mark.
fn givens(puzzle: &Sudoku, groups: &Groups) -> Result<Candidates, Contradiction> {
    let n = puzzle.size();
    let words = words_for(n);
    let at = |i: usize| (i / n, i % n);
    let mut candidates = Candidates {
        words,
        cands: vec![0; n * n * words],
        fixed: vec![0; n * n],
        placed: vec![0; groups.count() * words],
    };
    for (i, given) in puzzle.givens().iter().enumerate() {
        let Some(value) = *given else {
            continue;
        };
        let (r, c) = at(i);
        if let Some(parity) = puzzle.parity(r, c).filter(|p| !p.admits(value)) {
            return Err(Contradiction::GivenParity {
                cell: (r, c),
                value,
                parity,
            });
        }
        candidates.fixed[i] = value;
        for &g in groups.of_cell(i) {
            if candidates.is_placed(g, value) {
                let first = groups
                    .cells(g)
                    .iter()
                    .find(|&&j| candidates.fixed[j] == value);
                return Err(Contradiction::GivenClash {
                    group: groups.name(g),
                    value,
                    first: at(*first.expect("an earlier cell holds the value")),
                    second: at(i),
                });
            }
            candidates.mark_placed(g, value);
        }
    }
    Ok(candidates)
}

/// The candidates of every open cell: the values its parity mark admits that no group
/// of the cell has fixed. Fails on an open cell left with none.
fn open_cells(
    puzzle: &Sudoku,
    groups: &Groups,
    candidates: &mut Candidates,
) -> Result<(), Contradiction> {
    let n = puzzle.size();
    let words = candidates.words;
    let admitted = |parity: Option<Parity>| -> Vec<u64> {
        let mut set = vec![0; words];
        for v in (1..=n as u32).filter(|&v| parity.is_none_or(|p| p.admits(v))) {
            let (w, mask) = bit(v);
            set[w] |= mask;
        }
        set
    };
    let [any, even, odd] = [None, Some(Parity::Even), Some(Parity::Odd)].map(admitted);
    for i in (0..n * n).filter(|&i| candidates.fixed[i] == 0) {
        let start = match puzzle.parity(i / n, i % n) {
            Some(Parity::Even) => &even,
            Some(Parity::Odd) => &odd,
            None => &any,
        };
        for (w, &admits) in start.iter().enumerate() {
            let placed = groups.of_cell(i).iter();
            let taken = placed.fold(0, |taken, &g| taken | candidates.placed[g * words + w]);
            candidates.cands[i * words + w] = admits & !taken;
        }
        if candidates.count(i).0 == 0 {
            return Err(Contradiction::NoCandidate {
                cell: (i / n, i % n),
            });
        }
    }
    Ok(())
}

/// Naked and hidden singles to a fixpoint, with per-(group, value) counts of open places
/// so that each elimination costs time proportional to the cells it touches, and locked
/// candidates. Sweeping the changed groups for hidden singles instead cost 11.2 G
/// instructions on `kociemba_h_singles400x400.txt`, whose whole elimination takes 1.1 G
/// this way: nearly every group changes after each wave of placements.
struct Singles<'a> {
    n: usize,
    groups: &'a Groups,
    candidates: Candidates,
    /// `places[g * (n + 1) + v]`: open cells of group g that may hold v; [`PLACED`] and
    /// above once v is fixed in g.
    places: Vec<u32>,
    queue: Vec<(usize, u32)>,
    /// Groups that lost a candidate since [`Singles::locked_candidates`] last looked.
    dirty: Vec<bool>,
}

/// The count of places of a value fixed in its group: far above any group's size, so
/// that counting down the places it loses meanwhile never looks like a hidden single.
const PLACED: u32 = u32::MAX / 2;

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
        let mut places = vec![0; groups.count() * (n + 1)];
        for g in 0..groups.count() {
            let count = &mut places[g * (n + 1)..(g + 1) * (n + 1)];
            for &i in groups.cells(g) {
                candidates.open(i).for_each(|v| count[v as usize] += 1);
            }
            for v in 1..=n as u32 {
                if candidates.is_placed(g, v) {
                    count[v as usize] = PLACED;
                }
            }
        }
        Singles {
            n,
            groups,
            candidates,
            places,
            queue: Vec::with_capacity(n * n),
            dirty: vec![true; groups.count()],
        }
    }

    fn run(mut self) -> Result<Candidates, Contradiction> {
        match self.settle() {
            Ok(()) => Ok(self.candidates),
            Err(Clash::NoCandidate(i)) => Err(Contradiction::NoCandidate {
                cell: (i / self.n, i % self.n),
            }),
            Err(Clash::NoPlace(g, value)) => Err(Contradiction::NoPlace {
                group: self.groups.name(g),
                value,
            }),
        }
    }

    /// Places singles and removes locked candidates until neither applies.
    fn settle(&mut self) -> Result<(), Clash> {
        for i in 0..self.n * self.n {
            if let (1, v) = self.candidates.count(i) {
                self.queue.push((i, v));
            }
        }
        for g in 0..self.groups.count() {
            for v in 1..=self.n as u32 {
                self.check_places(g, v)?;
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

    /// Locked candidates, over every two groups that share two or more cells and one of
    /// which changed since the last pass: a value that group `a` may hold only in the
    /// shared cells (a box's places in one row: "pointing"; a row's places in one box:
    /// "claiming") leaves the rest of group `b`, and the other way round. The shared
    /// cells' places of a value are counted against the group's count of places, so a
    /// pass costs little more than a look at each shared cell. Returns whether a
    /// candidate went.
    fn locked_candidates(&mut self) -> Result<bool, Clash> {
        let groups = self.groups;
        let changed = std::mem::replace(&mut self.dirty, vec![false; groups.count()]);
        let mut removed = false;
        let mut inside = vec![0u64; self.candidates.words];
        for (a, b, shared) in groups.intersections() {
            if !changed[a] && !changed[b] {
                continue;
            }
            inside.fill(0);
            for &i in shared {
                let cell = self.candidates.cell_words(i);
                inside
                    .iter_mut()
                    .zip(cell)
                    .for_each(|(set, word)| *set |= word);
            }
            for v in values(&inside) {
                let here = shared.iter().filter(|&&i| self.candidates.may_hold(i, v));
                let here = here.count() as u32;
                if self.places(a, v) == here {
                    removed |= self.remove_outside(b, a, v)?;
                }
                if self.places(b, v) == here {
                    removed |= self.remove_outside(a, b, v)?;
                }
            }
        }
        Ok(removed)
    }

    fn places(&self, g: usize, v: u32) -> u32 {
        self.places[self.at(g, v)]
    }

    /// Where the count of places of `v` in group `g` is in `places`.
    fn at(&self, g: usize, v: u32) -> usize {
        g * (self.n + 1) + v as usize
    }

    /// Removes `v` from the cells of group `h` that are not in group `g`.
    fn remove_outside(&mut self, h: usize, g: usize, v: u32) -> Result<bool, Clash> {
        let groups = self.groups;
        let mut removed = false;
        for &j in groups.cells(h) {
            if !groups.of_cell(j).contains(&g) && self.candidates.may_hold(j, v) {
                self.remove_candidate(j, v)?;
                removed = true;
            }
        }
        Ok(removed)
    }

    /// Fixes cell `i` to `v` and removes `v` from the cell's peers. A queued single that
    /// went stale (the cell was fixed or lost `v` meanwhile) is skipped: every such case
    /// has already been reported as a contradiction by the counts, and skipping a
    /// deduction is always sound since the CNF still carries every rule.
    fn place(&mut self, i: usize, v: u32) -> Result<(), Clash> {
        if !self.candidates.may_hold(i, v) {
            return Ok(());
        }
        let words = self.candidates.words;
        let groups = self.groups;
        for &g in groups.of_cell(i) {
            self.candidates.mark_placed(g, v);
            let at = self.at(g, v);
            self.places[at] = PLACED;
        }
        self.candidates.rule_out(i, v);
        for k in 0..words {
            let others = std::mem::take(&mut self.candidates.cands[i * words + k]);
            for other in values(&[others]).map(|o| (k * 64) as u32 + o) {
                self.lose_place(i, other)?;
            }
        }
        self.candidates.fixed[i] = v;
        for &g in groups.of_cell(i) {
            for &j in groups.cells(g) {
                if self.candidates.may_hold(j, v) {
                    self.remove_candidate(j, v)?;
                }
            }
        }
        Ok(())
    }

    /// Removes `v`, a candidate of open cell `j`.
    fn remove_candidate(&mut self, j: usize, v: u32) -> Result<(), Clash> {
        self.candidates.rule_out(j, v);
        match self.candidates.count(j) {
            (0, _) => return Err(Clash::NoCandidate(j)),
            (1, only) => self.queue.push((j, only)),
            _ => {}
        }
        self.lose_place(j, v)
    }

    /// Cell `j` can no longer hold `v`: one place fewer for `v` in each of its groups.
    fn lose_place(&mut self, j: usize, v: u32) -> Result<(), Clash> {
        for &g in self.groups.of_cell(j) {
            self.dirty[g] = true;
            let at = self.at(g, v);
            let count = &mut self.places[at];
            *count -= 1;
            if *count <= 1 {
                self.check_places(g, v)?;
            }
        }
        Ok(())
    }

    /// No place left for `v` in group `g` is a contradiction; one place is a hidden single.
    fn check_places(&mut self, g: usize, v: u32) -> Result<(), Clash> {
        match self.places(g, v) {
            0 => Err(Clash::NoPlace(g, v)),
            1 => {
                let cells = self.groups.cells(g);
                let at = cells
                    .iter()
                    .find(|&&i| self.candidates.may_hold(i, v))
                    .expect("the count says one open cell holds the value");
                self.queue.push((*at, v));
                Ok(())
            }
            _ => Ok(()),
        }
    }
}
