//! All-different constraints over one-hot cells, written per value: for each value, the
//! literals of the cells that may take it. A group of N cells over N values (a Sudoku
//! row) takes every value exactly once, and the at-least-one half lets unit propagation
//! find hidden singles; a shorter group (a Kakuro run, a cage) takes each value at
//! most once.
//!
//! ```
//! use puzzle_cnf::{alldiff, AmoEncoding, CnfBuilder};
//!
//! let mut cnf = CnfBuilder::new();
//! let a: Vec<_> = (0..2).map(|_| cnf.new_var().pos_lit()).collect(); // cell 1: value 1, 2
//! let b: Vec<_> = (0..2).map(|_| cnf.new_var().pos_lit()).collect(); // cell 2: value 1, 2
//! let places = [[a[0], b[0]], [a[1], b[1]]];
//! let per_value = places.iter().enumerate().map(|(v, lits)| (v + 1, &lits[..]));
//! alldiff::exactly_once(per_value, AmoEncoding::Pairwise, &mut cnf).unwrap();
//! assert_eq!(cnf.n_clauses(), 4); // per value: at least one place, not both
//! ```

use crate::{AmoEncoding, CnfBuilder, Lit};

/// Each value at most once: `places` yields, per value, the literals of the cells that
/// may take it.
pub fn at_most_once<P: IntoIterator<Item = Lit>>(
    places: impl IntoIterator<Item = P>,
    amo: AmoEncoding,
    cnf: &mut CnfBuilder,
) {
    for value_places in places {
        let lits: Vec<Lit> = value_places.into_iter().collect();
        if lits.len() > 1 {
            amo.at_most_one(&lits, cnf);
        }
    }
}

/// Each value exactly once: `places` yields each value with the literals of the cells
/// that may take it. `Err(value)`: that value has no place left, so there is no answer.
pub fn exactly_once<'a, V>(
    places: impl IntoIterator<Item = (V, &'a [Lit])>,
    amo: AmoEncoding,
    cnf: &mut CnfBuilder,
) -> Result<(), V> {
    for (value, lits) in places {
        if lits.is_empty() {
            return Err(value);
        }
        amo.exactly_one(lits, cnf);
    }
    Ok(())
}
