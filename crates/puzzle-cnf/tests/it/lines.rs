//! The loop kinds against a brute force, for `masyu_counts`, `slitherlink_counts` and
//! `country_road_counts`: every set of edges of a small lattice the independent checker
//! accepts, and the answers the CNF of each connectivity lowering has, told apart by
//! their edges.

use crate::common;

use common::{load, value_of, values};
use puzzle_cnf::connect::Lowering;
use puzzle_cnf::lines::LineDecoder;
use puzzle_cnf::KindEncoding;
use puzzle_ir::lines::{Edges, LineAnswer, LinePuzzle};
use varisat::ExtendFormula;

/// Every edge set of `blank`'s lattice that `accepts`.
pub fn all_loops<P: LinePuzzle>(blank: &P, accepts: impl Fn(&LineAnswer<P>) -> bool) -> Vec<Edges> {
    let (rows, cols) = P::LATTICE.points(blank.size());
    let (n_across, n_down) = (rows * (cols - 1), (rows - 1) * cols);
    (0u64..1 << (n_across + n_down))
        .map(|set| {
            let bit = |i: usize| set >> i & 1 == 1;
            let across = (0..n_across).map(bit).collect();
            let down = (n_across..n_across + n_down).map(bit).collect();
            Edges::new(rows, cols, across, down)
        })
        .filter(|edges| accepts(&LineAnswer::with_edges(blank, edges.clone())))
        .collect()
}

/// The CNF of each lowering (`encode`) has exactly the answers among `loops` that
/// `accepts` on `puzzle`; how many there are.
pub fn assert_cnf_has_the_checkers_answers<P: LinePuzzle>(
    puzzle: &P,
    loops: &[Edges],
    accepts: impl Fn(&LineAnswer<P>) -> bool,
    encode: impl Fn(Lowering) -> KindEncoding<LineDecoder<P>>,
) -> usize {
    let mut expected: Vec<String> = (loops.iter())
        .map(|edges| LineAnswer::with_edges(puzzle, edges.clone()))
        .filter(|answer| accepts(answer))
        .map(|answer| answer.to_text())
        .collect();
    expected.sort();
    for lowering in Lowering::ALL {
        let mut got: Vec<String> = (cnf_answers(&encode(lowering)).iter())
            .map(|a| a.to_text())
            .collect();
        got.sort();
        assert_eq!(got, expected, "{puzzle:?} {lowering:?}");
    }
    expected.len()
}

/// The answers of `encoding`, told apart by their edges.
fn cnf_answers<P: LinePuzzle>(encoding: &KindEncoding<LineDecoder<P>>) -> Vec<LineAnswer<P>> {
    let mut solver = load(&encoding.cnf);
    let mut answers = Vec::new();
    while solver.solve().unwrap() {
        let values = values(&solver.model().unwrap(), encoding.cnf.n_vars());
        let cuts = encoding.cnf.cuts(value_of(&values));
        if !cuts.is_empty() {
            for cut in cuts {
                solver.add_clause(&cut.into_iter().map(common::to_varisat).collect::<Vec<_>>());
            }
            continue;
        }
        let answer = encoding.decoder.decode(value_of(&values));
        let block: Vec<varisat::Lit> = encoding
            .decoder
            .lits_of(&answer)
            .iter()
            .map(|&l| common::to_varisat(!l))
            .collect();
        solver.add_clause(&block);
        answers.push(answer);
    }
    answers
}
