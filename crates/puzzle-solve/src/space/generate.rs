//! Puzzles with exactly one answer, proven by the solver, on one incremental solver per
//! puzzle. A kind's random generator makes a puzzle from a random answer. Every clue the
//! kind's format can state about that answer ([`Puzzle::with_every_clue`]) is encoded
//! behind a selector literal, and the answer is blocked once: from then on any model
//! under the selected clues is a second answer. While one exists, a clue it breaks is
//! selected; when no clue is left to select, the kind reshapes its answer where the
//! second one differs ([`Puzzle::reshaped`]) and the search starts again. For a minimal
//! puzzle every selected clue is then tried for removal in random order and dropped when
//! no model appears without it. Each check is one solve under assumptions
//! on the same solver, which keeps what it learnt. Removing clues only ever adds answers,
//! so a clue that could not go once can never go later: one pass gives a puzzle from
//! which no single clue can be removed. The final puzzle is proven unique once more on
//! its own encoding, which also gives the certificate a proof of uniqueness is written
//! from.
//!
//! ```
//! use puzzle_ir::Kind;
//! use puzzle_ir::settings::Values;
//! use puzzle_solve::space::generate::{unique, Goal, Limits};
//! use rand::SeedableRng;
//!
//! let mut values = Values::default();
//! values.set("size", "4");
//! let mut rng = rand::rngs::SmallRng::seed_from_u64(1);
//! let limits = Limits { attempts: 10, deadline: None };
//! let made = unique(Kind::Sudoku, &values, &mut rng, &Default::default(), Goal::Minimal, limits).unwrap();
//! let counted = puzzle_solve::space::solve_counting(&made.puzzle, &Default::default(), Some(2)).unwrap();
//! assert_eq!(counted.count.unwrap().count, 1);
//! ```

use super::proof::Certificate;
use super::session::{Session, SessionSettings};
use super::solve_counting_observed;
use crate::solver::{Engine, Model};
use crate::verify::SolveError;
use puzzle_cnf::{encode, encode_clues, ClueEncoding, Contradiction, Lit, Options};
use puzzle_ir::settings::Values;
use puzzle_ir::{Answer, Kind, Puzzle};
use rand::rngs::SmallRng;
use rand::seq::{IndexedRandom, SliceRandom};
use std::time::Instant;

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
    /// The CNF that has no model because the answer is the only one (for `--proof`).
    pub certificate: Option<Certificate>,
}

/// How long a generation may go on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Random puzzles tried before giving up.
    pub attempts: usize,
    /// From this instant on every solve fails with [`SolveError::TimedOut`], the one in
    /// flight included.
    pub deadline: Option<Instant>,
}

/// Why no puzzle was made.
#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    /// The kind's generator refused the settings.
    #[error("{0}")]
    Settings(String),
    #[error(
        "no unique {kind} in {attempts} attempts: every clue its format can state left a \
         second answer, or telling took more search than the attempt's budget (use --any, \
         or other settings)"
    )]
    NoUnique { kind: &'static str, attempts: usize },
    /// A solve failed, or the deadline passed ([`SolveError::TimedOut`]).
    #[error(transparent)]
    Solve(#[from] SolveError),
}

/// The search budget of a first attempt, in bytes of varisat's proof (about 40 bytes a
/// learnt clause). An attempt that spends it is dropped for the next random puzzle, with
/// twice the budget: how long a random puzzle takes is heavy-tailed
/// (docs/experiments/2026-11-26-figures-from-code-comments.md, "Generation's first effort
/// budget"), and restarting with growing budgets bounds the loss, as in SAT solvers'
/// restarts. Effort, not time, so that a seed makes the same puzzle on every machine.
const FIRST_EFFORT: u64 = 4 << 20;

/// Sessions of fewer clauses search without an effort budget: their solves take
/// milliseconds (no 9x9 Sudoku or Killer, about 12,000 and 15,000 clauses with every clue
/// behind a selector, ever stalled), and the proof that measures effort would cost a
/// minimal 9x9 Sudoku about a tenth of its time (measured with the budget, commit 68be537).
const BUDGETED_FROM_CLAUSES: usize = 20_000;

/// Whether sessions over `encoding` get an effort budget.
fn budgeted(encoding: &puzzle_cnf::Encoding) -> bool {
    encoding.cnf.n_clauses() >= BUDGETED_FROM_CLAUSES
}

/// A generation's limits on one attempt: the deadline and the effort budget of each
/// of its solver sessions.
#[derive(Debug, Clone, Copy)]
struct Budget {
    deadline: Option<Instant>,
    effort: u64,
}

/// A puzzle of `kind` with exactly one answer: up to `limits.attempts` random puzzles
/// from [`Kind::generate`], the first that can be made unique within its budget.
pub fn unique(
    kind: Kind,
    values: &Values,
    rng: &mut SmallRng,
    options: &Options,
    goal: Goal,
    limits: Limits,
) -> Result<Made, GenerateError> {
    let mut budget = Budget {
        deadline: limits.deadline,
        effort: FIRST_EFFORT,
    };
    for _ in 0..limits.attempts {
        let (puzzle, answer, comments) = kind
            .generate(values, rng)
            .map_err(GenerateError::Settings)?;
        match from_random(puzzle, answer, options, goal, budget, rng) {
            Ok(Some(mut made)) => {
                made.comments.splice(0..0, comments);
                return Ok(made);
            }
            Ok(None) => {}
            Err(SolveError::OutOfEffort) => budget.effort = budget.effort.saturating_mul(2),
            Err(error) => return Err(error.into()),
        }
    }
    Err(GenerateError::NoUnique {
        kind: kind.name(),
        attempts: limits.attempts,
    })
}

/// Reshapes of the answer per cell of the grid before a random puzzle is given up: each
/// rules out one second answer, and new ones can appear.
const RESHAPES_PER_CELL: usize = 2;

/// The random `puzzle` made unique (and minimal). When even every clue the format can
/// state about `answer` leaves a second answer, the answer is reshaped where the two
/// differ (a Kakuro digit, a Kakurasu cell) and the search starts again; `None` when the
/// kind cannot reshape or the reshapes run out.
fn from_random(
    mut puzzle: Puzzle,
    mut answer: Answer,
    options: &Options,
    goal: Goal,
    budget: Budget,
    rng: &mut SmallRng,
) -> Result<Option<Made>, SolveError> {
    let (rows, cols) = puzzle.dimensions();
    for reshapes in 0..=RESHAPES_PER_CELL * rows * cols {
        let full = puzzle.with_every_clue(&answer);
        let Ok(clues) = encode_search(&puzzle, &full, options, goal) else {
            return Ok(None); // the answer's own clues contradict the rules: not a puzzle
        };
        let mut search = ClueSearch::new(&full, &clues, &puzzle, &answer, budget)?;
        let second = match search.make_unique(rng)? {
            Search::Unique { added } => {
                let removed = match goal {
                    Goal::Unique => 0,
                    Goal::Minimal => search.without_budget(budget.deadline).minimise(rng)?,
                };
                let made = search.puzzle();
                let certificate = reprove(&made, options, budget.deadline)?;
                return Ok(Some(Made {
                    puzzle: made,
                    answer: search.found,
                    comments: reshaped_comment(puzzle.kind(), reshapes),
                    added,
                    removed,
                    certificate,
                }));
            }
            Search::Second(ambiguities) => ambiguities,
        };
        let Some(next) = reshape_round(puzzle, search.found, &second, cols, rng) else {
            return Ok(None);
        };
        (puzzle, answer) = next;
    }
    Ok(None)
}

/// The CNF the search runs on: every clue behind a selector, or, when the random
/// puzzle already states every clue and none is to be removed, the plain encoding with
/// no clue to select. That one gets the kind's deductions before encoding, which the
/// selectors rule out (Kakurasu's line reasoning settles many cells, which roughly
/// halves the time of a 20x20 Kakurasu).
fn encode_search(
    puzzle: &Puzzle,
    full: &Puzzle,
    options: &Options,
    goal: Goal,
) -> Result<ClueEncoding, Contradiction> {
    if goal == Goal::Unique && puzzle.clues().len() == full.clues().len() {
        let encoding = encode(full, options)?;
        return Ok(ClueEncoding {
            encoding,
            clues: Vec::new(),
        });
    }
    encode_clues(full, options)
}

/// One round of reshaping `answer` at the cells of each ambiguity (row-major indexes),
/// or `None` when no cell could change. About the square root of each ambiguity's cells
/// change, no two in one row or column: each change alters its two lines once, so it
/// rules its second answer out. A small ambiguity gets one change: a Kakuro swap of four
/// digits changed at both ends of a diagonal took the same new digit at both, and the
/// swap was back (a 30x30 stuck for 1,800 rounds). A wide one (a Kakurasu cycle of
/// flips) needs more at a time, or rounds multiply.
fn reshape_round(
    mut puzzle: Puzzle,
    mut answer: Answer,
    ambiguities: &[Vec<usize>],
    cols: usize,
    rng: &mut SmallRng,
) -> Option<(Puzzle, Answer)> {
    let mut changed: Vec<(usize, usize)> = Vec::new();
    for ambiguity in ambiguities {
        let wanted = changed.len() + (ambiguity.len() - 1).isqrt().max(1);
        for &cell in ambiguity {
            let (r, c) = (cell / cols, cell % cols);
            if changed.len() == wanted || changed.iter().any(|&(cr, cc)| cr == r || cc == c) {
                continue;
            }
            if let Some(next) = puzzle.reshaped(&answer, r, c, rng) {
                (puzzle, answer) = next;
                changed.push((r, c));
            }
        }
    }
    (!changed.is_empty()).then_some((puzzle, answer))
}

/// The comment that says how often the answer was reshaped, and how, if it was.
fn reshaped_comment(kind: Kind, reshapes: usize) -> Vec<String> {
    if reshapes == 0 {
        return Vec::new();
    }
    vec![format!(
        "reshaped {reshapes} times where a second answer differed: {}",
        kind.reshaping()
    )]
}

/// The selectors proved `made` unique; its own encoding proves it again. The certificate
/// of that count is the CNF a proof of uniqueness refers to.
fn reprove(
    made: &Puzzle,
    options: &Options,
    deadline: Option<Instant>,
) -> Result<Option<Certificate>, SolveError> {
    let settings = SessionSettings {
        deadline,
        ..SessionSettings::default()
    };
    let counted = solve_counting_observed(made, options, Some(2), settings, &|_| {})?;
    if counted.count.map(|c| c.count) != Some(1) {
        return Err(SolveError::CheckFailed(
            "a generated puzzle is not unique on its own encoding".into(),
        ));
    }
    Ok(counted.certificate)
}

/// Where [`ClueSearch::make_unique`] ends.
enum Search {
    /// Unique, with this many clues added.
    Unique { added: usize },
    /// Second answers that no clue left to add rules out, each independent of the ones
    /// before, as the cells (row-major indexes, in random order) where it differs.
    Second(Vec<Vec<usize>>),
}

/// One incremental solver over every clue the answer allows, with the answer blocked.
struct ClueSearch<'a> {
    full: &'a Puzzle,
    /// The CNF, and each clue with its selector.
    encoded: &'a ClueEncoding,
    session: Session<'a>,
    /// The clauses of each clue, without its selector.
    clauses: Vec<Vec<Vec<Lit>>>,
    selected: Vec<bool>,
    /// The answer made unique (the one of all clues together, which is the generator's
    /// when those leave no other), and its model.
    found: Answer,
    answer: Model,
}

impl<'a> ClueSearch<'a> {
    /// The search with the clues of `start` selected. The answer of all clues together
    /// is blocked: every model from now on is another answer.
    fn new(
        full: &'a Puzzle,
        encoded: &'a ClueEncoding,
        start: &Puzzle,
        answer: &Answer,
        budget: Budget,
    ) -> Result<Self, SolveError> {
        // varisat, whatever the size: its saved phases keep each second answer close to
        // the first, so the ambiguities found are small and reshaping mends them.
        // CaDiCaL's second answers differ widely (a 30x30 Shakashaka: 6 cells with
        // varisat, 273 collected with CaDiCaL) and its Shakashaka never converged.
        let (encoding, clues) = (&encoded.encoding, &encoded.clues);
        let settings = SessionSettings {
            engine: Some(Engine::Varisat),
            deadline: budget.deadline,
            effort: budgeted(encoding).then_some(budget.effort),
        };
        let mut session = Session::with(full, encoding, settings);
        let mut all: Vec<Lit> = clues.iter().map(|&(_, l)| l).collect();
        // The generator's answer, told: confirmed by propagation rather than found by
        // search, which on a large Kakurasu takes seconds.
        all.extend(encoding.decoder.lits_of(answer).into_iter().flatten());
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
            encoded,
            session,
            clauses: encoded.clue_clauses(),
            selected,
            found: first.answer,
            answer: first.model,
        })
    }

    /// The selectors of the selected clues but `without`.
    fn selected_but(&self, without: Option<usize>) -> Vec<Lit> {
        self.encoded
            .clues
            .iter()
            .enumerate()
            .filter(|&(i, _)| self.selected[i] && Some(i) != without)
            .map(|(_, &(_, l))| l)
            .collect()
    }

    /// A second answer under the selected clues, if there is one.
    fn second(&mut self) -> Result<Option<Model>, SolveError> {
        let assumptions = self.selected_but(None);
        self.session.unchecked_model_under(&assumptions)
    }

    /// Selects, while a second answer exists, a clue it breaks (chosen at random).
    fn make_unique(&mut self, rng: &mut SmallRng) -> Result<Search, SolveError> {
        let mut added = 0;
        while let Some(second) = self.second()? {
            let broken: Vec<usize> = (0..self.encoded.clues.len())
                .filter(|&i| !self.selected[i] && self.breaks(&second, i))
                .collect();
            let Some(&clue) = broken.choose(rng) else {
                let mut ambiguities = self.differing_anywhere(&second)?;
                for cells in &mut ambiguities {
                    cells.shuffle(rng);
                }
                return Ok(Search::Second(ambiguities));
            };
            self.selected[clue] = true;
            added += 1;
        }
        Ok(Search::Unique { added })
    }

    /// The cells where `second` differs from the answer, then those of further second
    /// answers that agree with the answer on every cell found so far: one round of
    /// reshaping then mends every independent ambiguity, not just the first one found.
    fn differing_anywhere(&mut self, second: &Model) -> Result<Vec<Vec<usize>>, SolveError> {
        let mut ambiguities = vec![self.differing(second)];
        let mut cells = ambiguities[0].clone();
        while let Some(other) = self.second_agreeing_on(&cells)? {
            let more = self.differing(&other);
            if more.is_empty() {
                break; // no cell left to tell them apart (cannot happen with the answer blocked)
            }
            cells.extend(&more);
            ambiguities.push(more);
        }
        Ok(ambiguities)
    }

    /// The cells where `model` gives another value than the answer.
    fn differing(&self, model: &Model) -> Vec<usize> {
        (0..self.session.cells().len())
            .filter(|&cell| self.session.cell_differs(cell, &self.answer, model))
            .collect()
    }

    /// A second answer under the selected clues that keeps the answer's value in `cells`.
    fn second_agreeing_on(&mut self, cells: &[usize]) -> Result<Option<Model>, SolveError> {
        let mut assumptions = self.selected_but(None);
        for &cell in cells {
            assumptions.extend(self.session.same(cell, &self.answer));
        }
        self.session.unchecked_model_under(&assumptions)
    }

    /// Whether `model` falsifies a clause of clue `clue`. A clue the model's cells break
    /// always has such a clause; one they keep may too, through auxiliary variables the
    /// solver set freely while the clue was off, which costs a clue more than needed but
    /// never a wrong verdict: uniqueness is only ever decided by the solver.
    fn breaks(&self, model: &Model, clue: usize) -> bool {
        self.clauses[clue]
            .iter()
            .any(|clause| clause.iter().all(|&l| model.value(l.var()) != l.is_pos()))
    }

    /// The search on a new solver without an effort budget (`deadline` still holds), the
    /// answer blocked again, if the session has a budget (call it once). Removing clues is
    /// a long run of solves that a restart would only begin again. The solver is the one
    /// [`Engine::auto`] picks for the CNF's size: only whether a second answer exists
    /// matters now, not how near the first it lies, and CaDiCaL tells that faster on large
    /// CNFs (docs/experiments/2026-11-26-figures-from-code-comments.md, "Minimising without
    /// a budget").
    fn without_budget(&mut self, deadline: Option<Instant>) -> &mut Self {
        let encoding = &self.encoded.encoding;
        if budgeted(encoding) {
            let settings = SessionSettings {
                engine: None,
                deadline,
                effort: None,
            };
            self.session = Session::with(self.full, encoding, settings);
            self.session.block(&self.answer);
        }
        self
    }

    /// Whether a second answer exists under the selected clues but `clue`, when those
    /// with `clue` have only the answer. Any such answer then breaks `clue`: for a clue
    /// of one clause (a Sudoku given) every literal of it is false, and the solve assumes
    /// so, which points the search at the clue's cell and saves a little search
    /// (measured with the change, commit 6e750e4; the rate: docs/BENCHMARKS.md,
    /// "Generating puzzles", and docs/experiments/2026-11-25-minimal-9x9-rate.md).
    fn has_second_breaking(&mut self, clue: usize) -> Result<bool, SolveError> {
        let mut assumptions = self.selected_but(Some(clue));
        if let [clause] = self.clauses[clue].as_slice() {
            assumptions.extend(clause.iter().map(|&l| !l));
        }
        self.session.unchecked_satisfiable(&assumptions)
    }

    /// Drops every selected clue (in random order) whose absence admits no second
    /// answer; how many went.
    fn minimise(&mut self, rng: &mut SmallRng) -> Result<usize, SolveError> {
        let mut order: Vec<usize> = (0..self.encoded.clues.len())
            .filter(|&i| self.selected[i])
            .collect();
        order.shuffle(rng);
        let mut removed = 0;
        for clue in order {
            if !self.has_second_breaking(clue)? {
                self.selected[clue] = false;
                removed += 1;
            }
        }
        Ok(removed)
    }

    /// The puzzle of the selected clues: the full puzzle without the others.
    fn puzzle(&self) -> Puzzle {
        let mut puzzle = self.full.clone();
        for (i, (clue, _)) in self.encoded.clues.iter().enumerate() {
            if !self.selected[i] {
                if let Some(smaller) = puzzle.without_clue(clue) {
                    puzzle = smaller;
                }
            }
        }
        puzzle
    }
}
