//! Puzzles with exactly one answer, proven by the solver. A kind's random generator
//! makes a puzzle from a random answer; while the solver finds a second answer, a clue
//! from the first is added at a cell where the two differ (a Sudoku given), which rules
//! the second out; then, for a minimal puzzle, every clue is tried for removal in random
//! order and dropped when the puzzle stays unique. Removing clues only ever adds answers,
//! so a clue that could not go once can never go later: one pass gives a puzzle from
//! which no single clue can be removed.
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

use super::count::differing_cells;
use super::solve_counting;
use crate::verify::SolveError;
use puzzle_cnf::Options;
use puzzle_ir::settings::Values;
use puzzle_ir::{Answer, Kind, Puzzle};
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
        let Some((puzzle, added)) =
            made_unique(puzzle, &answer, options).map_err(|e| e.to_string())?
        else {
            continue;
        };
        let (puzzle, removed) = match goal {
            Goal::Unique => (puzzle, 0),
            Goal::Minimal => minimised(puzzle, options, rng).map_err(|e| e.to_string())?,
        };
        return Ok(Made {
            puzzle,
            answer,
            comments,
            added,
            removed,
        });
    }
    Err(format!(
        "no unique {} in {attempts} attempts: its format cannot state a cell's value, so a \
         second answer cannot be ruled out by adding a clue (use --any, or other settings)",
        kind.name()
    ))
}

/// Whether `puzzle` has exactly one answer; the second answer when it has more.
fn second_answer(puzzle: &Puzzle, options: &Options) -> Result<Option<Answer>, SolveError> {
    let counted = solve_counting(puzzle, options, Some(2))?;
    let count = counted
        .count
        .ok_or_else(|| SolveError::CheckFailed("a generated puzzle has no answer".into()))?;
    match count.count {
        0 => Err(SolveError::CheckFailed(
            "a generated puzzle has no answer".into(),
        )),
        1 => Ok(None),
        _ => Ok(count.answers.get(1).cloned()),
    }
}

/// `puzzle` with clues of `answer` added where a second answer differs, until it is
/// unique (with the number added); `None` when the kind cannot state such a clue.
fn made_unique(
    mut puzzle: Puzzle,
    answer: &Answer,
    options: &Options,
) -> Result<Option<(Puzzle, usize)>, SolveError> {
    let grid = answer.grid();
    let mut added = 0;
    while let Some(second) = second_answer(&puzzle, options)? {
        let stated = differing_cells(answer, &second)
            .into_iter()
            .find_map(|(r, c)| puzzle.with_given(r, c, &grid[r][c]));
        let Some(more) = stated else {
            return Ok(None);
        };
        puzzle = more;
        added += 1;
    }
    Ok(Some((puzzle, added)))
}

/// A unique `puzzle` with every clue that can go removed (in random order), and how many
/// went.
fn minimised(
    mut puzzle: Puzzle,
    options: &Options,
    rng: &mut SmallRng,
) -> Result<(Puzzle, usize), SolveError> {
    let mut clues = puzzle.clues();
    clues.shuffle(rng);
    let mut removed = 0;
    // Clues are found in the current puzzle by value: removing one shifts the indices of
    // the kinds that number their clues (cages), so look each up again.
    for clue in clues {
        let Some(current) = puzzle.clues().into_iter().find(|c| same_clue(c, &clue)) else {
            continue;
        };
        let Some(smaller) = puzzle.without_clue(&current) else {
            continue;
        };
        if second_answer(&smaller, options)?.is_none() {
            puzzle = smaller;
            removed += 1;
        }
    }
    Ok((puzzle, removed))
}

/// The same clue, up to the numbering of regions (which removals shift).
fn same_clue(a: &puzzle_ir::Clue, b: &puzzle_ir::Clue) -> bool {
    use puzzle_ir::Clue::Region;
    match (a, b) {
        (
            Region { row, col, sum, .. },
            Region {
                row: r,
                col: c,
                sum: s,
                ..
            },
        ) => (row, col, sum) == (r, c, s),
        _ => a == b,
    }
}
