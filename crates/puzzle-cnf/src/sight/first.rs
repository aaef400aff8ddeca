//! The first non-blank cell of a line, seen from one end (Easy as ABC's letters outside
//! the grid): prefix literals "every cell before this one is blank".

use super::Run;
use crate::{CnfBuilder, Lit};

/// "All cells before cell i are blank", for each cell i of a line seen from its start.
///
/// Cell 0 has nothing before it; the others' literals are the [`Run`] of blank cells
/// from the line's start (cell 1's literal is cell 0's own blank literal; each further
/// one a fresh variable defined both ways as the previous one and the next cell blank),
/// so that unit propagation makes every literal exact once the cells are known; the
/// last cell needs none (nothing lies behind it). A cell that
/// is never blank ends the line: nothing behind it is ever seen first. A line of n
/// cells costs n - 2 variables and 3(n - 2) clauses, and a value to see first n + 1
/// clauses more.
///
/// ```
/// use puzzle_cnf::sight::First;
/// use puzzle_cnf::CnfBuilder;
///
/// // A line of two cells, each blank or holding A: A is seen first.
/// let mut cnf = CnfBuilder::new();
/// let blank: Vec<_> = (0..2).map(|_| Some(cnf.new_var().pos_lit())).collect();
/// let first = First::new(&blank, &mut cnf);
/// let holds_a: Vec<_> = blank.iter().map(|b| b.map(|b| !b)).collect();
/// // Cell 0 blank or A; if blank, cell 1 A; not both blank.
/// assert_eq!(first.sees(&holds_a).len(), 3);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct First {
    /// `blank_before[i]`: cells 0..=i are all blank (so cell i + 1 is seen first if it
    /// is not blank), for every cell but the last.
    blank_before: Vec<Lit>,
    /// The blank literal of each cell that may be seen first, `None` for one that is
    /// never blank (the last of them).
    blank: Vec<Option<Lit>>,
}

impl First {
    /// The prefixes of the line whose cells' blank literals `blank` gives, nearest first
    /// (`None`: the cell is never blank).
    pub fn new(blank: &[Option<Lit>], cnf: &mut CnfBuilder) -> First {
        let reach = blank
            .iter()
            .position(Option::is_none)
            .map_or(blank.len(), |i| i + 1);
        let blank = blank[..reach].to_vec();
        let inner = &blank[..reach.saturating_sub(1)];
        let prefix = inner.iter().map_while(|&cell| cell);
        let blank_before = Run::new(prefix, inner.len(), cnf).lits().to_vec();
        First {
            blank_before,
            blank,
        }
    }

    /// The clauses that make the first non-blank cell hold a value, given per cell the
    /// literal that it holds it (`None`: it cannot); a line of blanks breaks them.
    pub fn sees(&self, holds: &[Option<Lit>]) -> Vec<Vec<Lit>> {
        let mut clauses: Vec<Vec<Lit>> = (self.blank.iter().zip(holds).enumerate())
            .map(|(i, (&blank, &value))| {
                let reached = i.checked_sub(1).map(|p| !self.blank_before[p]);
                reached.into_iter().chain(blank).chain(value).collect()
            })
            .collect();
        if let Some(&Some(last)) = self.blank.last() {
            let reached = self
                .blank
                .len()
                .checked_sub(2)
                .map(|p| !self.blank_before[p]);
            clauses.push(reached.into_iter().chain([!last]).collect());
        }
        clauses
    }
}
