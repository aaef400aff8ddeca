//! Hints: the cells whose value every answer shares (the backbone over the puzzle's
//! cells). One solver: the first answer is the reference; each candidate cell is tested
//! once with a guarded clause "this cell differs" switched on by an assumption. A model
//! found that way clears every candidate cell it differs on, so most cells of a puzzle
//! with several answers cost no solve of their own; an unsatisfiable test proves the
//! cell forced.

use super::session::{Found, Session, SessionSettings};
use crate::verify::SolveError;
use puzzle_cnf::{CellVars, Encoding};
use puzzle_ir::{Answer, Puzzle};

/// What [`hints_observed`] reports as it goes.
#[derive(Debug, Clone)]
pub enum HintEvent {
    /// The reference answer (first): the value of every forced cell.
    Answer(Answer),
    /// A cell (row-major index) proved forced.
    Forced(usize),
}

/// The forced cells of a solvable puzzle.
#[derive(Debug, Clone)]
pub struct Hints {
    /// An answer; the hints are its values at [`Hints::cells`].
    pub answer: Answer,
    /// Row-major indices of the forced cells that the puzzle does not state.
    pub cells: Vec<usize>,
    /// Row-major indices of the cells the puzzle states (givens, blocks, clue cells,
    /// black squares): not hints, shown as stated.
    pub stated: Vec<usize>,
    /// Solver calls made (the first one included).
    pub solves: usize,
}

/// The hints of `puzzle`, or `None` when it has no answer.
pub fn hints(puzzle: &Puzzle, encoding: &Encoding) -> Result<Option<Hints>, SolveError> {
    hints_observed(puzzle, encoding, SessionSettings::default(), &|_| {})
}

/// [`hints`] in a session set up by `settings`, calling `on_event` with the reference answer first, then with each cell as
/// soon as it is proved forced (so a caller that gives up at a time limit can still show
/// the hints proved so far).
pub fn hints_observed(
    puzzle: &Puzzle,
    encoding: &Encoding,
    settings: SessionSettings,
    on_event: &dyn Fn(HintEvent),
) -> Result<Option<Hints>, SolveError> {
    let mut session = Session::with(puzzle, encoding, settings);
    let Some(Found { answer, model }) = session.solve(&[])? else {
        return Ok(None);
    };
    on_event(HintEvent::Answer(answer.clone()));
    let mut solves = 1;
    let mut candidate: Vec<bool> = session
        .cells()
        .iter()
        .map(|cell| !matches!(cell, CellVars::Stated))
        .collect();
    for cell in 0..candidate.len() {
        if !candidate[cell] || !matches!(session.cells()[cell], CellVars::Open(_)) {
            continue;
        }
        let selector = session.new_selector();
        let mut differs = session.differs(cell, &model);
        differs.push(!selector);
        session.add_clause(&differs);
        solves += 1;
        match session.solve(&[selector])? {
            Some(other) => {
                for (c, keep) in candidate.iter_mut().enumerate() {
                    *keep &= !session.cell_differs(c, &model, &other.model);
                }
            }
            None => on_event(HintEvent::Forced(cell)),
        }
        session.add_clause(&[!selector]);
    }
    let cells = (0..candidate.len()).filter(|&c| candidate[c]).collect();
    let stated = (0..candidate.len())
        .filter(|&c| matches!(session.cells()[c], CellVars::Stated))
        .collect();
    Ok(Some(Hints {
        answer,
        cells,
        stated,
        solves,
    }))
}
