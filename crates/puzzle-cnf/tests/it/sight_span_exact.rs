//! Exactness of the sight family's spans (`puzzle_cnf::sight::Span`) against a brute
//! force, by exhaustion: every line of up to 5 literals on either side of a cell, and
//! every assignment of them. A span's length is the run of true literals before the
//! cell plus the run after it. Unit propagation from the assignment must fail exactly
//! when [`Span::empty_or`] is broken (every length from 1 to one past the longest), and
//! exactly when [`equal_unless_empty`] is broken for two spans' lengths; where it does
//! not fail, every clause holds.

use crate::common;

use puzzle_cnf::sight::{equal_unless_empty, Span};
use puzzle_cnf::{CnfBuilder, Lit};

/// The length of a span over `before` and `after` under `bits` (literal i true when bit
/// i is set; `before`'s literals first).
fn length(before: usize, after: usize, bits: u32) -> usize {
    let on = |i: usize| bits >> i & 1 == 1;
    let run = |range: std::ops::Range<usize>| range.take_while(|&i| on(i)).count();
    run(0..before) + run(before..before + after)
}

/// Whether propagation from `bits` on `lits` fails, after checking that where it does
/// not every clause holds.
fn fails(cnf: &CnfBuilder, lits: &[Lit], bits: u32, case: &str) -> bool {
    let clauses: Vec<Vec<Lit>> = cnf.clauses().map(<[Lit]>::to_vec).collect();
    let assumed: Vec<Lit> = (lits.iter().enumerate())
        .map(|(i, &lit)| if bits >> i & 1 == 1 { lit } else { !lit })
        .collect();
    let Some(values) = common::propagate(&clauses, cnf.n_vars() as usize, &assumed) else {
        return true;
    };
    let value = |l: Lit| values[l.var().idx()].map(|v| v == l.is_pos());
    assert!(
        clauses
            .iter()
            .all(|c| c.iter().any(|&l| value(l) == Some(true))),
        "{case}: a clause left open"
    );
    false
}

#[test]
fn a_span_is_empty_or_its_length_exactly() {
    for before in 0..=5 {
        for after in 0..=5 {
            for number in 1..=before + after + 1 {
                let mut cnf = CnfBuilder::new();
                let lits: Vec<Lit> = (0..before + after)
                    .map(|_| cnf.new_var().pos_lit())
                    .collect();
                let (left, right) = lits.split_at(before);
                let span = Span::new(
                    left.iter().copied(),
                    right.iter().copied(),
                    number + 1,
                    &mut cnf,
                );
                for clause in span.empty_or(number) {
                    cnf.add_clause(clause);
                }
                for bits in 0u32..1 << lits.len() {
                    let got = length(before, after, bits);
                    let case = format!("{before}+{after} number {number} bits {bits:b}");
                    let broken = got != 0 && got != number;
                    assert_eq!(
                        fails(&cnf, &lits, bits, &case),
                        broken,
                        "{case}: length {got}"
                    );
                }
            }
        }
    }
}

#[test]
fn two_spans_are_equal_unless_either_is_empty() {
    for shape in 0..4u32.pow(4) {
        let sides: Vec<usize> = (0..4).map(|k| (shape / 4u32.pow(k) % 4) as usize).collect();
        let count: usize = sides.iter().sum();
        let mut cnf = CnfBuilder::new();
        let lits: Vec<Lit> = (0..count).map(|_| cnf.new_var().pos_lit()).collect();
        let (first, second) = lits.split_at(sides[0] + sides[1]);
        let up_to = count + 1;
        let spans = [(first, sides[0]), (second, sides[2])].map(|(lits, before)| {
            let (left, right) = lits.split_at(before);
            Span::new(left.iter().copied(), right.iter().copied(), up_to, &mut cnf)
        });
        let [a, b] = spans.map(|span| span.length(&mut cnf));
        for clause in equal_unless_empty(&a, &b) {
            cnf.add_clause(clause);
        }
        for bits in 0u32..1 << count {
            let one = length(sides[0], sides[1], bits);
            let other = length(sides[2], sides[3], bits >> (sides[0] + sides[1]));
            let case = format!("{sides:?} bits {bits:b}");
            let broken = one != 0 && other != 0 && one != other;
            assert_eq!(
                fails(&cnf, &lits, bits, &case),
                broken,
                "{case}: {one} and {other}"
            );
        }
    }
}

#[test]
fn a_span_costs_what_the_docs_say() {
    // A 3 with rays of 4 links each way, cut at 4: two runs of 4 literals (3 fresh
    // variables and 9 clauses each); the clue's clauses: the splits of 4 not both
    // reached (5: one part empty twice, three of both), and for each split of 3 one part
    // reached under either first literal (2 each of 3, less the 2 where a part is that
    // first literal).
    let mut cnf = CnfBuilder::new();
    let lits: Vec<Lit> = (0..8).map(|_| cnf.new_var().pos_lit()).collect();
    let span = Span::new(
        lits[..4].iter().copied(),
        lits[4..].iter().copied(),
        4,
        &mut cnf,
    );
    assert_eq!((cnf.n_vars() - 8, cnf.n_clauses()), (6, 18));
    assert_eq!(span.empty_or(3).len(), 5 + 3 * 2 - 2);
}
