//! What one sees looking along a line of buildings from its end: the buildings taller
//! than every building before them, counted.

use crate::tally::Tally;
use crate::{CnfBuilder, Lit};

/// The buildings seen along a line of one-hot heights, and their count, exact up to a
/// bound.
///
/// Each cell but the first gets the order-encoded prefix maximum of the cells before
/// it, "some cell before is at least v" for v = 2..=n (at least 1 always holds), each
/// literal defined both ways from the previous cell's maximum, its own height and the
/// literal above it (four clauses). A cell is seen, a literal defined both ways, when
/// its height v stands above that maximum (two clauses per height). The first cell is
/// always seen; the others are counted by a [`Tally`]. Unit propagation from the
/// heights settles every literal; the line may repeat heights (a tie is not seen).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skyline {
    /// "Cell i is seen" for the cells after the first, nearest first.
    seen: Vec<Lit>,
    /// The count of `seen`.
    tally: Tally,
    /// The bound the line was made with.
    up_to: usize,
}

impl Skyline {
    /// The line whose cells, nearest first, have the literals `heights[i][v - 1]` of
    /// height v = 1..=n (exactly one true per cell, the caller's), counted exactly up to
    /// `up_to` buildings seen (at least 1).
    ///
    /// # Panics
    /// When the cells have different numbers of heights.
    pub fn new(heights: &[Vec<Lit>], up_to: usize, cnf: &mut CnfBuilder) -> Skyline {
        let n = heights.first().map_or(0, Vec::len);
        assert!(
            heights.iter().all(|h| h.len() == n),
            "one literal per height"
        );
        let mut seen = Vec::new();
        // "Some cell so far is at least v", v = 2..=n.
        let mut tallest: Vec<Lit> = Vec::new();
        for (i, cell) in heights.iter().enumerate() {
            if i > 0 {
                seen.push(seen_above(cell, &tallest, cnf));
            }
            if i + 1 < heights.len() {
                let before = (i > 0).then_some(&tallest[..]);
                tallest = prefix_maximum(before, cell, cnf);
            }
        }
        let tally = Tally::new(&seen, up_to, cnf);
        Skyline { seen, tally, up_to }
    }

    /// "Cell i is seen", for the cells after the first.
    pub fn seen(&self) -> &[Lit] {
        &self.seen
    }

    /// The clauses "exactly `count` buildings seen" (the empty clause when the line is
    /// too short or `count` is 0).
    ///
    /// # Panics
    /// For a count above the bound.
    pub fn equal(&self, count: usize) -> Vec<Vec<Lit>> {
        assert!(count <= self.up_to, "the line counts up to {}", self.up_to);
        match count.checked_sub(1) {
            Some(others) => self.tally.equal(others),
            None => vec![Vec::new()],
        }
    }
}

/// "The cell stands above `tallest`" (the maximum before it, "at least v" for v >= 2),
/// defined both ways: height 1 never does, height v does exactly when the maximum is
/// below v.
fn seen_above(cell: &[Lit], tallest: &[Lit], cnf: &mut CnfBuilder) -> Lit {
    let seen = cnf.new_var().pos_lit();
    cnf.add_clause([!seen, !cell[0]]);
    for (&height, &at_least) in cell[1..].iter().zip(tallest) {
        cnf.add_clause([!height, at_least, seen]);
        cnf.add_clause([!seen, !height, !at_least]);
    }
    seen
}

/// The maximum of `before` (`None`: no cell) and `cell`, "at least v" for v = 2..=n:
/// at least v when the maximum before is, when the cell is v, or when it is at least
/// v + 1; and only then.
fn prefix_maximum(before: Option<&[Lit]>, cell: &[Lit], cnf: &mut CnfBuilder) -> Vec<Lit> {
    let n = cell.len();
    let tallest: Vec<Lit> = (2..=n).map(|_| cnf.new_var().pos_lit()).collect();
    for (k, &at_least) in tallest.iter().enumerate() {
        let above = tallest.get(k + 1).copied();
        let was = before.map(|b| b[k]);
        cnf.add_clause([!cell[k + 1], at_least]);
        if let Some(above) = above {
            cnf.add_clause([!above, at_least]);
        }
        if let Some(was) = was {
            cnf.add_clause([!was, at_least]);
        }
        cnf.add_clause([!at_least, cell[k + 1]].into_iter().chain(above).chain(was));
    }
    tallest
}
