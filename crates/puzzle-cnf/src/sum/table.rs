//! The digit-set table of a run: one selector per digit set that fits the run, exactly
//! one selected, and u_d <-> (some cell is d) <-> (some selected set holds d).
//!
//! Unit propagation keeps the selected set and the used digits consistent (a digit no
//! cell can hold any more removes every set holding it; a digit that every remaining set
//! holds must be in some cell), but it does not reason about which cell takes which
//! digit beyond the per-digit at-most-one, so it is not generalized arc consistent: two
//! cells of a run both limited to {1, 2} do not take 1 and 2 away from a third cell.

use super::digits::{fitting_sets, has, Digits, MAX_DIGIT};
use super::CellDigits;
use crate::{AmoEncoding, CnfBuilder, Lit};

/// Adds the table of a run whose cells have the digit literals `cells` and whose digits
/// add up to `sum`; `prefix` starts the names of its variables.
pub fn encode(cells: &[CellDigits], sum: u32, prefix: &str, cnf: &mut CnfBuilder) {
    let domains: Vec<Digits> = cells.iter().map(super::digits::domain_of).collect();
    let sets = fitting_sets(cells.len(), sum, &domains);
    let selectors: Vec<Lit> = sets
        .iter()
        .map(|&s| {
            cnf.new_named_var(|| format!("{prefix}set{s:03x}"))
                .pos_lit()
        })
        .collect();
    // Exactly one: pairwise for the few sets of digits 1..9 (at most 12 per run), the
    // ladder for the hundreds a large cage of a 16x16 Killer Sudoku can have.
    AmoEncoding::Auto.exactly_one(&selectors, cnf);
    // Two lists refilled for each digit: allocating them anew for each was 3% of the
    // instructions of solving a batch of janko's Kakuro.
    let (mut with_d, mut holding) = (Vec::new(), Vec::new());
    for d in 1..=MAX_DIGIT {
        with_d.clear();
        with_d.extend(cells.iter().filter_map(|c| c[d - 1]));
        holding.clear();
        holding.extend(
            (sets.iter().zip(&selectors))
                .filter(|(&s, _)| has(s, d))
                .map(|(_, &l)| l),
        );
        if with_d.is_empty() && holding.is_empty() {
            continue;
        }
        let used = cnf.new_named_var(|| format!("{prefix}used{d}")).pos_lit();
        for &l in &with_d {
            cnf.add_clause([!l, used]);
        }
        cnf.add_clause(std::iter::once(!used).chain(with_d.iter().copied()));
        for &s in &holding {
            cnf.add_clause([!s, used]);
        }
        cnf.add_clause(std::iter::once(!used).chain(holding.iter().copied()));
    }
}
