//! Puzzles with exactly one answer, proven by the solver, on one incremental solver per
//! puzzle. A kind's random generator makes a puzzle from a random answer. Every clue the
//! kind's format can state about that answer (for Sudoku and Killer Sudoku a given in
//! every cell; otherwise the puzzle's own clues) is encoded behind a selector literal,
//! and the answer is blocked once: from then on any model under the selected clues is a
//! second answer. While one exists, the clue of a cell where it differs is selected; for
//! a minimal puzzle every selected clue is then tried for removal in random order and
//! dropped when no model appears without it. Each check is one solve under assumptions
//! on the same solver, which keeps what it learnt. Removing clues only ever adds answers,
//! so a clue that could not go once can never go later: one pass gives a puzzle from
//! which no single clue can be removed. The final puzzle is proven unique once more on
//! its own encoding.
//!
//! ```
//! use puzzle_ir::Kind;
//! use puzzle_ir::settings::Values;
//! use puzzle_sat::space::generate::{unique, Goal};
//! use rand::SeedableRng;
//!
//! let mut values = Values::default();
//! values.set("size", "4");
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
//! let made = unique(Kind::Sudoku, &values, &mut rng, &Default::default(), Goal::Minimal, 10).unwrap();
//! let counted = puzzle_sat::space::solve_counting(&made.puzzle, &Default::default(), Some(2)).unwrap();
//! assert_eq!(counted.count.unwrap().count, 1);
//! ```

use super::session::Session;
use super::solve_counting;
use crate::solver::Model;
use crate::verify::SolveError;
use puzzle_cnf::{encode_clues, Lit, Options};
use puzzle_ir::settings::Values;
use puzzle_ir::{Answer, Clue, Kind, Puzzle};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;

/// How far to go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Exactly one answer.
    Unique,
    /// Exactly one answer, and no single clue can be removed without losing that.
    Minimal,
}

/// A generated puzzle with its only answer.
#[derive(Debug, Clone)]
pub struct Made {
    pub puzzle: Puzzle,
    pub answer: Answer,
    /// How it was made (comments of the native file).
    pub comments: Vec<String>,
    /// Clues added to make it unique, and removed to make it minimal.
    pub added: usize,
    pub removed: usize,
}

/// A puzzle of `kind` with exactly one answer: up to `attempts` random puzzles from
/// [`Kind::generate`], the first that can be made unique.
pub fn unique(
    kind: Kind,
    values: &Values,
    rng: &mut SmallRng,
    options: &Options,
    goal: Goal,
    attempts: usize,
) -> Result<Made, String> {
    for _ in 0..attempts {
        let (puzzle, answer, comments) = kind.generate(values, rng)?;
        let made = from_random(&puzzle, &answer, options, goal, rng).map_err(|e| e.to_string())?;
        if let Some((puzzle, added, removed)) = made {
            return Ok(Made {
                puzzle,
                answer,
                comments,
                added,
                removed,
            });
        }
    }
    Err(format!(
        "no unique {} in {attempts} attempts: its format cannot state a cell's value, so a \
         second answer cannot be ruled out by adding a clue (use --any, or other settings)",
        kind.name()
    ))
}

/// The random `puzzle` made unique (and minimal), with the clues added and removed;
/// `None` when its kind cannot state a clue that rules a second answer out.
fn from_random(
    puzzle: &Puzzle,
    answer: &Answer,
    options: &Options,
    goal: Goal,
    rng: &mut SmallRng,
) -> Result<Option<(Puzzle, usize, usize)>, SolveError> {
    let full = with_every_given(puzzle, answer);
    let Ok(clues) = encode_clues(&full, options) else {
        return Ok(None); // the answer's own clues contradict the rules: not a puzzle
    };
    let mut search = ClueSearch::new(&full, &clues.encoding, &clues.clues, puzzle)?;
    let Some(added) = search.make_unique()? else {
        return Ok(None);
    };
    let removed = match goal {
        Goal::Unique => 0,
        Goal::Minimal => search.minimise(rng)?,
    };
    let made = search.puzzle();
    // The selectors proved it; its own encoding proves it again.
    let counted = solve_counting(&made, options, Some(2))?;
    if counted.count.map(|c| c.count) != Some(1) {
        return Err(SolveError::CheckFailed(
            "a generated puzzle is not unique on its own encoding".into(),
        ));
    }
    Ok(Some((made, added, removed)))
}

/// `puzzle` with the answer's value given in every cell its format can state.
fn with_every_given(puzzle: &Puzzle, answer: &Answer) -> Puzzle {
    let mut full = puzzle.clone();
    for (row, cells) in answer.grid().iter().enumerate() {
        for (col, value) in cells.iter().enumerate() {
            if let Some(more) = full.with_given(row, col, value) {
                full = more;
            }
        }
    }
    full
}

/// One incremental solver over every clue the answer allows, with the answer blocked.
struct ClueSearch<'a> {
    full: &'a Puzzle,
    session: Session<'a>,
    clues: &'a [(Clue, Lit)],
    selected: Vec<bool>,
    answer: Model,
}

impl<'a> ClueSearch<'a> {
    /// The search with the clues of `start` selected. The answer of all clues together
    /// is blocked: every model from now on is another answer.
    fn new(
        full: &'a Puzzle,
        encoding: &'a puzzle_cnf::Encoding,
        clues: &'a [(Clue, Lit)],
        start: &Puzzle,
    ) -> Result<Self, SolveError> {
        let mut session = Session::new(full, encoding);
        let all: Vec<Lit> = clues.iter().map(|&(_, l)| l).collect();
        let Some(first) = session.solve(&all)? else {
            return Err(SolveError::CheckFailed(
                "a generated puzzle has no answer".into(),
            ));
        };
        session.block(&first.model);
        let start_clues = start.clues();
        let selected = clues
            .iter()
            .map(|(clue, _)| start_clues.contains(clue))
            .collect();
        Ok(ClueSearch {
            full,
            session,
            clues,
            selected,
            answer: first.model,
        })
    }

    /// A second answer under the selected clues but `without`, if there is one.
    fn second(&mut self, without: Option<usize>) -> Result<Option<Model>, SolveError> {
        let assumptions: Vec<Lit> = self
            .clues
            .iter()
            .enumerate()
            .filter(|&(i, _)| self.selected[i] && Some(i) != without)
            .map(|(_, &(_, l))| l)
            .collect();
        self.session.model_under(&assumptions)
    }

    /// Selects clues where second answers differ until none is left: how many were
    /// added, or `None` when a second answer differs only where no clue can be stated.
    fn make_unique(&mut self) -> Result<Option<usize>, SolveError> {
        let cols = self.full.dimensions().1;
        let mut added = 0;
        while let Some(second) = self.second(None)? {
            let differing = (0..self.session.cells().len())
                .filter(|&cell| self.session.cell_differs(cell, &self.answer, &second))
                .find_map(|cell| {
                    let at = Some((cell / cols, cell % cols));
                    self.clues.iter().enumerate().position(|(i, (clue, _))| {
                        !self.selected[i] && matches!(clue, Clue::Given { .. }) && clue.cell() == at
                    })
                });
            let Some(clue) = differing else {
                return Ok(None);
            };
            self.selected[clue] = true;
            added += 1;
        }
        Ok(Some(added))
    }

    /// Drops every selected clue (in random order) whose absence admits no second
    /// answer; how many went.
    fn minimise(&mut self, rng: &mut SmallRng) -> Result<usize, SolveError> {
        let mut order: Vec<usize> = (0..self.clues.len())
            .filter(|&i| self.selected[i])
            .collect();
        order.shuffle(rng);
        let mut removed = 0;
        for clue in order {
            if self.second(Some(clue))?.is_none() {
                self.selected[clue] = false;
                removed += 1;
            }
        }
        Ok(removed)
    }

    /// The puzzle of the selected clues: the full puzzle without the others.
    fn puzzle(&self) -> Puzzle {
        let mut puzzle = self.full.clone();
        for (i, (clue, _)) in self.clues.iter().enumerate() {
            if self.selected[i] {
                continue;
            }
            // Removing a clue renumbers the kinds' regions: find one again by value.
            let current = match clue {
                Clue::Region { .. } => puzzle.clues().into_iter().find(|c| same_clue(c, clue)),
                _ => Some(*clue),
            };
            if let Some(smaller) = current.and_then(|c| puzzle.without_clue(&c)) {
                puzzle = smaller;
            }
        }
        puzzle
    }
}

/// The same clue, up to the numbering of regions (which removals shift).
fn same_clue(a: &Clue, b: &Clue) -> bool {
    match (a, b) {
        (
            Clue::Region { row, col, sum, .. },
            Clue::Region {
                row: r,
                col: c,
                sum: s,
                ..
            },
        ) => (row, col, sum) == (r, c, s),
        _ => a == b,
    }
}
