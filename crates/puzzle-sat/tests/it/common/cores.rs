//! Judging an explanation's core outside the clue encoding: the puzzle keeps only the
//! core's clues through the kind's own [`Puzzle::without_clue`] and is solved by the
//! normal pipeline; where the kind's format cannot drop a clue (Kakuro's run sums), a
//! fresh solver on the clue encoding with only those clues' selectors assumed.

use puzzle_cnf::{encode_clues, Lit, Options};
use puzzle_ir::{Clue, Puzzle};
use puzzle_solve::pipeline::Status;
use puzzle_solve::space;
use puzzle_solve::space::explain::{explain, Explanation};
use puzzle_solve::space::proof::Prover;
use puzzle_solve::space::Session;

/// The puzzle with only the clues of `keep`, when its kind can drop the others.
fn restricted(puzzle: &Puzzle, keep: &[Clue]) -> Option<Puzzle> {
    puzzle
        .clues()
        .iter()
        .filter(|clue| !keep.contains(clue))
        .try_fold(puzzle.clone(), |smaller, clue| smaller.without_clue(clue))
}

/// Whether the clues of `keep` alone admit an answer.
fn solvable_with(puzzle: &Puzzle, keep: &[Clue], options: &Options) -> bool {
    if let Some(smaller) = restricted(puzzle, keep) {
        let counted = space::solve_counting(&smaller, options, Some(1)).unwrap();
        return counted.report.status == Status::Sat;
    }
    let clues = encode_clues(puzzle, options).unwrap();
    let selectors: Vec<Lit> = clues
        .clues
        .iter()
        .filter(|(c, _)| keep.contains(c))
        .map(|&(_, s)| s)
        .collect();
    let satisfiable = Session::new(puzzle, &clues.encoding).satisfiable(&selectors);
    satisfiable.unwrap()
}

/// Checks the explanation of an unsolvable puzzle under `options`: its core has no
/// answer, every clue of it is needed, and its DRAT proof checks. Returns the core's size.
pub fn check_core(name: &str, puzzle: &Puzzle, options: &Options) -> usize {
    let clues = encode_clues(puzzle, options).unwrap();
    let Explanation::Unsat {
        core, certificate, ..
    } = explain(puzzle, &clues).unwrap()
    else {
        panic!("{name}: expected no answer");
    };
    assert!(
        !solvable_with(puzzle, &core, options),
        "{name}: the core {core:?} has an answer"
    );
    for dropped in &core {
        let rest: Vec<Clue> = core.iter().copied().filter(|c| c != dropped).collect();
        assert!(
            solvable_with(puzzle, &rest, options),
            "{name}: {dropped} is not needed in {core:?}"
        );
    }
    // An encoding with lazy constraints has no certificate: its clauses alone do not
    // state the verdict.
    let clues = encode_clues(puzzle, options).unwrap();
    assert_eq!(
        certificate.is_some(),
        clues.encoding.cnf.is_static(),
        "{name}"
    );
    if let Some(certificate) = certificate {
        let dir = tempfile::tempdir().unwrap();
        let proof = dir.path().join("core.drat");
        let cnf = certificate.prove(&Prover::Varisat, &proof).unwrap();
        assert!(
            super::drat_checked(&cnf, &proof),
            "{name}: the proof does not check"
        );
    }
    core.len()
}
