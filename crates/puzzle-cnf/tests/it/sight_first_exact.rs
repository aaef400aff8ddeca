//! Exactness of the first cell seen from a line's end (`puzzle_cnf::sight::First`)
//! against a brute force, by exhaustion: every line of up to 8 cells whose cells may
//! all be blank or hold the value, and every line of up to 5 cells of every mix of
//! cells that are never blank or cannot hold the value; every state of the cells
//! (blank, the value, something else). Unit propagation from the state must fail
//! exactly when the first non-blank cell does not hold the value (or there is none);
//! where it does not fail, every clause holds.

use crate::common;

use puzzle_cnf::sight::First;
use puzzle_cnf::{CnfBuilder, Lit};

/// What a cell of a line may be: blank or not, the value or not.
#[derive(Debug, Clone, Copy)]
struct Cell {
    may_be_blank: bool,
    may_hold: bool,
}

/// A cell's state: 0 blank, 1 the value, 2 something else.
type State = u32;

#[test]
fn the_first_non_blank_cell_is_seen_exactly() {
    let open = Cell {
        may_be_blank: true,
        may_hold: true,
    };
    for length in 1..=8 {
        check_line(&vec![open; length]);
    }
    for length in 1..=5 {
        for kinds in 0u32..1 << (2 * length) {
            let cells: Vec<Cell> = (0..length)
                .map(|i| Cell {
                    may_be_blank: kinds >> (2 * i) & 1 == 1,
                    may_hold: kinds >> (2 * i + 1) & 1 == 1,
                })
                .collect();
            check_line(&cells);
        }
    }
}

fn check_line(cells: &[Cell]) {
    let mut cnf = CnfBuilder::new();
    let blank: Vec<Option<Lit>> = (cells.iter())
        .map(|c| c.may_be_blank.then(|| cnf.new_var().pos_lit()))
        .collect();
    let holds: Vec<Option<Lit>> = (cells.iter())
        .map(|c| c.may_hold.then(|| cnf.new_var().pos_lit()))
        .collect();
    let first = First::new(&blank, &mut cnf);
    for clause in first.sees(&holds) {
        cnf.add_clause(clause);
    }
    let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
    let states = 3u32.pow(cells.len() as u32);
    for code in 0..states {
        let state: Vec<State> = (0..cells.len())
            .map(|i| code / 3u32.pow(i as u32) % 3)
            .collect();
        let possible = cells.iter().zip(&state).all(|(cell, &s)| match s {
            0 => cell.may_be_blank,
            1 => cell.may_hold,
            _ => true,
        });
        if !possible {
            continue;
        }
        let mut assumed = Vec::new();
        for (i, &s) in state.iter().enumerate() {
            assumed.extend(blank[i].map(|b| if s == 0 { b } else { !b }));
            assumed.extend(holds[i].map(|h| if s == 1 { h } else { !h }));
        }
        let expected = state.iter().find(|&&s| s != 0) == Some(&1);
        let values = common::propagate(&clauses, cnf.n_vars() as usize, &assumed);
        let case = format!("{cells:?} state {state:?}");
        assert_eq!(values.is_some(), expected, "{case}");
        let Some(values) = values else { continue };
        let value = |l: Lit| values[l.var().idx()].map(|v| v == l.is_pos());
        assert!(
            clauses
                .iter()
                .all(|c| c.iter().any(|&l| value(l) == Some(true))),
            "{case}"
        );
    }
}

#[test]
fn a_line_costs_what_the_docs_say() {
    // A line of 6 cells: 4 prefix variables, 12 clauses; seeing a value, 7 clauses.
    let mut cnf = CnfBuilder::new();
    let blank: Vec<Option<Lit>> = (0..6).map(|_| Some(cnf.new_var().pos_lit())).collect();
    let first = First::new(&blank, &mut cnf);
    assert_eq!((cnf.n_vars() - 6, cnf.n_clauses()), (4, 12));
    let holds: Vec<Option<Lit>> = blank.iter().map(|b| b.map(|b| !b)).collect();
    assert_eq!(first.sees(&holds).len(), 7);
}
