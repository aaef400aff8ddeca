//! Explanations. With no answer: a minimal set of clues that already has none. Each clue
//! sits behind a selector ([`puzzle_cnf::encode_clues`]); solving under all selectors
//! gives the solver's failed core, which deletion then shrinks: drop one clue, and if the
//! rest still has no answer, keep the (possibly smaller) new core; otherwise the clue is
//! needed. The result is minimal: dropping any one clue makes the rest solvable.
//!
//! With several answers: two answers, the cells where they differ, and one extra clue
//! (a cell of the first answer) after which the first answer is the only one.

use super::count::differing_cells;
use super::proof::Certificate;
use super::session::{Found, Session, SessionSettings};
use crate::verify::SolveError;
use puzzle_cnf::{ClueEncoding, Lit};
use puzzle_ir::{Answer, Clue, Puzzle};
use std::collections::HashSet;

/// What `explain` found.
#[derive(Debug, Clone)]
pub enum Explanation {
    /// No answer: a minimal set of contradictory clues (empty when the kind's rules
    /// already contradict each other, as a Sudoku's parity marks can), and the CNF of
    /// those clues alone for a proof.
    Unsat {
        core: Vec<Clue>,
        certificate: Certificate,
    },
    /// Exactly one answer: nothing to explain.
    Unique(Answer),
    /// Several answers: two of them, where they differ, and a cell value of the first
    /// that leaves it the only answer (`None` when no single cell does).
    Several {
        first: Answer,
        second: Answer,
        differing: Vec<(usize, usize)>,
        suggestion: Option<Suggestion>,
        /// Whether the kind's format can state a cell's value at all (Sudoku givens):
        /// suggestions are only ever clues the puzzle file could hold.
        can_add_clues: bool,
    },
}

/// An extra clue: the value (as the answer prints it) of a cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    pub row: usize,
    pub col: usize,
    pub value: String,
}

/// Explains `puzzle` through its clue encoding.
pub fn explain(puzzle: &Puzzle, clues: &ClueEncoding) -> Result<Explanation, SolveError> {
    explain_with(puzzle, clues, SessionSettings::default())
}

/// [`explain`] in a session set up by `settings`.
pub fn explain_with(
    puzzle: &Puzzle,
    clues: &ClueEncoding,
    settings: SessionSettings,
) -> Result<Explanation, SolveError> {
    let mut session = Session::with(puzzle, &clues.encoding, settings);
    let all: Vec<Lit> = clues.clues.iter().map(|&(_, s)| s).collect();
    let Some(first) = session.solve(&all)? else {
        let core = minimal_core(&mut session, &all)?;
        let in_core: HashSet<Lit> = core.iter().copied().collect();
        return Ok(Explanation::Unsat {
            core: clues
                .clues
                .iter()
                .filter(|(_, s)| in_core.contains(s))
                .map(|&(clue, _)| clue)
                .collect(),
            certificate: Certificate::of_clues(clues, &core),
        });
    };
    several(puzzle, &mut session, &all, first)
}

/// Deletion-based minimisation of the failed core of `assumptions`.
fn minimal_core(session: &mut Session, assumptions: &[Lit]) -> Result<Vec<Lit>, SolveError> {
    let mut core = restrict(session.failed_core(), assumptions);
    let mut index = 0;
    while index < core.len() {
        let trial: Vec<Lit> = core
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != index)
            .map(|(_, &l)| l)
            .collect();
        if session.satisfiable(&trial)? {
            index += 1;
        } else {
            // The smaller core keeps the order of `core`, so the clues before `index`
            // (each needed before) stay in front and are not tested again.
            core = restrict(session.failed_core(), &trial);
        }
    }
    Ok(core)
}

/// The literals of `core` that are among `assumptions`, in the order of `assumptions`.
fn restrict(core: Vec<Lit>, assumptions: &[Lit]) -> Vec<Lit> {
    let core: HashSet<Lit> = core.into_iter().collect();
    assumptions
        .iter()
        .copied()
        .filter(|l| core.contains(l))
        .collect()
}

/// A second answer, if any, and a cell that makes the first one unique.
fn several(
    puzzle: &Puzzle,
    session: &mut Session,
    clues: &[Lit],
    first: Found,
) -> Result<Explanation, SolveError> {
    let not_first = session.new_selector();
    let mut blocking: Vec<Lit> = (0..session.cells().len())
        .flat_map(|cell| session.differs(cell, &first.model))
        .collect();
    blocking.push(!not_first);
    session.add_clause(&blocking);
    let with_block: Vec<Lit> = clues.iter().copied().chain([not_first]).collect();
    let Some(second) = session.solve(&with_block)? else {
        return Ok(Explanation::Unique(first.answer));
    };
    let differing = differing_cells(&first.answer, &second.answer);
    let grid = first.answer.grid();
    let cols = grid.first().map_or(0, Vec::len);
    let mut suggestion = None;
    // Cells where the two answers differ first: fixing one of them rules out the second.
    let order = differing
        .iter()
        .map(|&(r, c)| r * cols + c)
        .chain(0..session.cells().len());
    let stateable = |cell: usize| {
        let (row, col) = (cell / cols, cell % cols);
        puzzle.with_given(row, col, &grid[row][col]).is_some()
    };
    let can_add_clues = (0..session.cells().len()).any(stateable);
    let mut tried = HashSet::new();
    for cell in order.filter(|_| can_add_clues) {
        let open = !session.differs(cell, &first.model).is_empty();
        if !tried.insert(cell) || !open || !stateable(cell) {
            continue;
        }
        let mut assumptions = with_block.clone();
        assumptions.extend(session.same(cell, &first.model));
        if session.solve(&assumptions)?.is_none() {
            let (row, col) = (cell / cols, cell % cols);
            suggestion = Some(Suggestion {
                row,
                col,
                value: grid[row][col].clone(),
            });
            break;
        }
    }
    Ok(Explanation::Several {
        first: first.answer,
        second: second.answer,
        differing,
        suggestion,
        can_add_clues,
    })
}
