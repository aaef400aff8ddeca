//! The stretch through a cell along one axis: its two runs, one each way.

use super::{adder, Run};
use crate::{CnfBuilder, Lit};

/// The stretch through a cell along its row or its column: the [`Run`] before it and the
/// run after it, its length their sum. Over drawn links, it is the straight stretch of a
/// loop through the cell (two links in a row of one line make the loop go straight
/// between them); over open cells, what the cell sees along the axis.
///
/// [`Span::empty_or`] states a length on the two runs alone, without a sum: for a
/// length n and runs cut at n + 1, at most n + 2 clauses that it is not longer and at
/// most 2n that, where it is not empty, it is not shorter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    runs: [Run; 2],
    /// The bound the runs were cut at.
    up_to: usize,
}

impl Span {
    /// The span over `before` and `after` (each nearest the cell first), exact for
    /// runs up to `up_to` (at least 1).
    pub fn new(
        before: impl IntoIterator<Item = Lit>,
        after: impl IntoIterator<Item = Lit>,
        up_to: usize,
        cnf: &mut CnfBuilder,
    ) -> Span {
        let runs = [Run::new(before, up_to, cnf), Run::new(after, up_to, cnf)];
        Span { runs, up_to }
    }

    /// Literal "run `side` reaches `k`": `Some(None)` for k = 0 (always), `None` beyond
    /// the run's literals (never).
    fn reaches(&self, side: usize, k: usize) -> Option<Option<Lit>> {
        match k {
            0 => Some(None),
            _ => self.runs[side].at_least(k).map(Some),
        }
    }

    /// The clauses "the span is empty or exactly `length` long" (`length` at least 1
    /// and below the bound): for every split of `length + 1`, not both parts reached;
    /// and, under either run's first literal, for every split of `length`, one part
    /// reached (the parts `i + 1` before and `length - i` after, `i < length`).
    ///
    /// # Panics
    /// For a length of 0 or not below the bound.
    pub fn empty_or(&self, length: usize) -> Vec<Vec<Lit>> {
        assert!(
            length >= 1 && length < self.up_to,
            "a length within 1..{}",
            self.up_to
        );
        let mut clauses = Vec::new();
        for i in 0..=length + 1 {
            if let (Some(a), Some(b)) = (self.reaches(0, i), self.reaches(1, length + 1 - i)) {
                clauses.push([a, b].into_iter().flatten().map(|l| !l).collect());
            }
        }
        let firsts = [0, 1].map(|side| self.runs[side].at_least(1));
        for i in 0..length {
            let parts: Vec<Lit> = [self.reaches(0, i + 1), self.reaches(1, length - i)]
                .into_iter()
                .flatten()
                .flatten()
                .collect();
            for first in firsts.into_iter().flatten() {
                if !parts.contains(&first) {
                    clauses.push(parts.iter().copied().chain([!first]).collect());
                }
            }
        }
        clauses
    }

    /// The span's length, order-encoded ([`adder::add`] of its runs), exact up to the
    /// bound.
    pub fn length(&self, cnf: &mut CnfBuilder) -> Vec<Lit> {
        let [before, after] = &self.runs;
        adder::add(before.lits(), after.lits(), self.up_to, cnf)
    }
}

/// The clauses "the order-encoded counts `a` and `b` are equal where neither is 0":
/// under both first literals, each literal of one implies the same of the other (the
/// empty clause's place taken by the other's negated first literals where it has no
/// such literal).
pub fn equal_unless_empty(a: &[Lit], b: &[Lit]) -> Vec<Vec<Lit>> {
    let (Some(&a1), Some(&b1)) = (a.first(), b.first()) else {
        return Vec::new(); // one count is always 0
    };
    let mut clauses = Vec::new();
    for (this, other) in [(a, b), (b, a)] {
        for (k, &reached) in this.iter().enumerate().skip(1) {
            let mut clause = vec![!a1, !b1, !reached];
            clause.extend(other.get(k));
            clauses.push(clause);
        }
    }
    clauses
}
