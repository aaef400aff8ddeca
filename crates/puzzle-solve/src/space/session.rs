//! One incremental solver over a puzzle's encoding: clauses are added as the search goes
//! (blocking clauses, guarded "cell differs" clauses) and assumptions switch selectors
//! on, so a whole count, backbone or explanation reuses what the solver learnt. The
//! solver is varisat or CaDiCaL ([`Engine::auto`] by kind and size unless chosen); on
//! either, a deadline stops the solve in flight. A count, which assumes nothing, runs on
//! the small solver where a single solve would ([`Session::for_count`]). Every model
//! becomes an answer only through [`verify::verified_answer`].

use crate::solver::in_process::{add_clauses, model_of, stop_at, to_varisat, Stop};
use crate::solver::small::{self, Refuting};
use crate::solver::{Engine, Model};
use crate::verify::{self, SolveError};
use puzzle_cnf::{hints, CellVars, Encoding, Lit, Var};
use puzzle_ir::{Answer, Puzzle};
use std::time::Instant;
use varisat::ExtendFormula;

/// A checked answer and the model it was read from.
#[derive(Debug, Clone)]
pub struct Found {
    pub answer: Answer,
    pub model: Model,
}

/// How a [`Session`] solves: with which in-process solver (`None`: [`Engine::auto`] by
/// the puzzle's kind and the encoding's clause count), until when (after `deadline`
/// every solve fails with [`SolveError::TimedOut`]) and, on varisat, with how much
/// search: after `effort` bytes of proof (learnt clauses, counted over the session)
/// every solve fails with [`SolveError::OutOfEffort`]; CaDiCaL ignores `effort`.
#[derive(Debug, Clone, Copy, Default)]
pub struct SessionSettings {
    pub engine: Option<Engine>,
    pub deadline: Option<Instant>,
    pub effort: Option<u64>,
}

/// The incremental solvers a session can run.
enum Incremental<'a> {
    Varisat(varisat::Solver<'static>),
    #[cfg(feature = "cadical")]
    Cadical(crate::solver::cadical_lib::Cadical),
    /// The small solver, for solves without assumptions.
    Small(Box<Refuting<'a>>),
}

/// The solver, the puzzle and what the solution-space tools need to talk about cells.
pub struct Session<'a> {
    puzzle: &'a Puzzle,
    encoding: &'a Encoding,
    cells: Vec<CellVars>,
    solver: Incremental<'a>,
    deadline: Option<Instant>,
    /// The assumptions of the last solve, for CaDiCaL's failed-literal queries.
    assumed: Vec<Lit>,
    next_var: u32,
    /// Clauses added over the encoding's variables only (blocking clauses): with the
    /// encoding, the exact CNF a proof of "no more answers" refers to.
    blocking: Vec<Vec<Lit>>,
}

impl<'a> Session<'a> {
    /// A solver loaded with the encoding's clauses, picked by [`Engine::auto`], without a
    /// deadline.
    pub fn new(puzzle: &'a Puzzle, encoding: &'a Encoding) -> Self {
        Session::with(puzzle, encoding, SessionSettings::default())
    }

    /// A solver loaded with the encoding's clauses, as `settings` say.
    pub fn with(puzzle: &'a Puzzle, encoding: &'a Encoding, settings: SessionSettings) -> Self {
        let cnf = &encoding.cnf;
        let engine = settings
            .engine
            .unwrap_or_else(|| Engine::auto(&hints(puzzle.kind()), cnf.n_clauses()));
        let solver = match engine {
            Engine::Varisat => {
                let mut solver = varisat::Solver::new();
                let stop = Stop {
                    deadline: settings.deadline,
                    effort: settings.effort,
                };
                stop_at(&mut solver, stop, varisat::ProofFormat::Varisat);
                add_clauses(cnf, &mut solver);
                Incremental::Varisat(solver)
            }
            #[cfg(feature = "cadical")]
            Engine::Cadical => Incremental::Cadical(crate::solver::cadical_lib::new_solver(
                hints(puzzle.kind()).cadical_options_for(cnf),
                cnf,
                settings.deadline,
            )),
        };
        Session::over(puzzle, encoding, solver, settings.deadline, cnf.n_vars())
    }

    /// The session of a count (solves without assumptions) as `settings` say: on the
    /// small solver where `--solver auto` would give a single solve of this CNF to it
    /// ([`small::auto_picks`]) and `settings` name no engine, else as [`Session::with`].
    pub(crate) fn for_count(
        puzzle: &'a Puzzle,
        encoding: &'a Encoding,
        settings: SessionSettings,
    ) -> Self {
        let cnf = &encoding.cnf;
        let hints = hints(puzzle.kind());
        if settings.engine.is_some() || !small::auto_picks(&hints, cnf.n_clauses()) {
            return Session::with(puzzle, encoding, settings);
        }
        let refuting = Refuting::new(cnf, &hints);
        let solver = Incremental::Small(Box::new(refuting));
        Session::over(puzzle, encoding, solver, settings.deadline, cnf.n_vars())
    }

    /// A CaDiCaL set with `options` holding the encoding's clauses and, with `implied`,
    /// its implied constraints ([`puzzle_cnf::CnfBuilder::implied`]), which hold in
    /// every answer of the whole puzzle: one side of a racing count ([`super::count`]),
    /// whose searches stop as [`Session::stop_at`] says (and whose solves fail from
    /// `settings.deadline` on, as every session's do).
    #[cfg(feature = "cadical")]
    pub(crate) fn on_cadical(
        puzzle: &'a Puzzle,
        encoding: &'a Encoding,
        settings: SessionSettings,
        options: &[&str],
        implied: bool,
    ) -> Self {
        let cnf = &encoding.cnf;
        let implied = if implied {
            cnf.implied()
        } else {
            puzzle_cnf::CnfBuilder::new()
        };
        let n_vars = cnf.n_vars().max(implied.n_vars());
        let clauses = cnf.clauses().chain(implied.clauses());
        let solver = crate::solver::cadical_lib::loaded(options, n_vars, clauses);
        let solver = Incremental::Cadical(solver);
        Session::over(puzzle, encoding, solver, settings.deadline, n_vars)
    }

    /// A session over `solver`, which holds the encoding's clauses over variables below
    /// `n_vars`: selectors are numbered from there.
    fn over(
        puzzle: &'a Puzzle,
        encoding: &'a Encoding,
        solver: Incremental<'a>,
        deadline: Option<Instant>,
        n_vars: u32,
    ) -> Self {
        Session {
            puzzle,
            encoding,
            cells: encoding.decoder.cell_vars(),
            solver,
            deadline,
            assumed: Vec::new(),
            next_var: n_vars,
            blocking: Vec::new(),
        }
    }

    /// Stops the CaDiCaL searches of this session as `stops` says (a race's deadline and
    /// stop flag); varisat's stop is set once, at its start.
    #[cfg(feature = "cadical")]
    pub(crate) fn stop_at(&mut self, stops: crate::solver::cadical_lib::Deadline) {
        if let Incremental::Cadical(solver) = &mut self.solver {
            solver.set_callbacks(Some(stops));
        }
    }

    /// The solver this session runs: `None` for the small solver.
    pub fn engine(&self) -> Option<Engine> {
        match self.solver {
            Incremental::Varisat(_) => Some(Engine::Varisat),
            #[cfg(feature = "cadical")]
            Incremental::Cadical(_) => Some(Engine::Cadical),
            Incremental::Small(_) => None,
        }
    }

    /// How each cell of the grid appears in the CNF (row-major).
    pub fn cells(&self) -> &[CellVars] {
        &self.cells
    }

    /// The blocking clauses added so far.
    pub fn blocking(&self) -> &[Vec<Lit>] {
        &self.blocking
    }

    /// Solves under `assumptions`; a model is returned only as a checked answer.
    pub fn solve(&mut self, assumptions: &[Lit]) -> Result<Option<Found>, SolveError> {
        let Some(model) = self.model_under(assumptions)? else {
            return Ok(None);
        };
        let answer = verify::verified_answer(self.puzzle, self.encoding, &model)?;
        Ok(Some(Found { answer, model }))
    }

    /// Whether some model satisfies the clauses under `assumptions`, for CNFs whose
    /// models are not answers to the whole puzzle (some clues switched off): the model is
    /// checked against the assumptions and every clause of the encoding, not against the
    /// puzzle's rules.
    pub fn satisfiable(&mut self, assumptions: &[Lit]) -> Result<bool, SolveError> {
        Ok(self.model_under(assumptions)?.is_some())
    }

    /// A model under `assumptions` that keeps them and every clause of the encoding
    /// (checked against those, not against the puzzle's rules, as for
    /// [`Session::satisfiable`]).
    ///
    /// # Errors
    /// [`SolveError::TimedOut`] once the deadline has passed (the solve in flight is
    /// stopped).
    pub fn model_under(&mut self, assumptions: &[Lit]) -> Result<Option<Model>, SolveError> {
        let Some(model) = self.unchecked_model_under(assumptions)? else {
            return Ok(None);
        };
        verify::check_model(self.encoding, &model, assumptions)?;
        Ok(Some(model))
    }

    /// A model under `assumptions` as the solver gives it, unchecked: only for searches
    /// that take hints from models (which clue a second answer breaks, where it differs)
    /// and decide nothing on them. Checking every clause per model was a fifth of the
    /// work of generating a minimal 9x9 Sudoku.
    pub fn unchecked_model_under(
        &mut self,
        assumptions: &[Lit],
    ) -> Result<Option<Model>, SolveError> {
        if !self.unchecked_satisfiable(assumptions)? {
            return Ok(None);
        }
        Ok(Some(self.current_model()))
    }

    /// Whether the solver finds a model under `assumptions`, on its word as for
    /// [`Session::unchecked_model_under`], without reading the model out: for searches
    /// that need only the verdict (`generate --minimal`'s removal checks, 3% of a minimal
    /// 9x9's instructions were spent copying models nobody read). With lazy constraints
    /// ([`puzzle_cnf::CnfBuilder::cuts`]) each model's cuts are added for good and the
    /// search goes on until a model draws none: a cut holds in every model of the whole
    /// CNF, under any assumptions.
    pub fn unchecked_satisfiable(&mut self, assumptions: &[Lit]) -> Result<bool, SolveError> {
        let cnf = &self.encoding.cnf;
        loop {
            if !self.search(assumptions)? {
                return Ok(false);
            }
            if cnf.is_static() {
                return Ok(true);
            }
            let model = self.current_model();
            let cuts = cnf.cuts(|var| model.value(var));
            if cuts.is_empty() {
                return Ok(true);
            }
            for cut in &cuts {
                self.add_clause(cut);
            }
        }
    }

    /// The model of the last satisfiable search, over the encoding's variables.
    fn current_model(&self) -> Model {
        let n_vars = self.encoding.cnf.n_vars();
        match &self.solver {
            Incremental::Varisat(solver) => model_of(solver, n_vars as usize),
            #[cfg(feature = "cadical")]
            Incremental::Cadical(solver) => crate::solver::cadical_lib::model_of(solver, n_vars),
            Incremental::Small(solver) => {
                Model::new((0..n_vars as usize).map(|v| solver.value(v)).collect())
            }
        }
    }

    /// One search of the solver under `assumptions`, blind to lazy constraints.
    fn search(&mut self, assumptions: &[Lit]) -> Result<bool, SolveError> {
        if self.deadline.is_some_and(|at| Instant::now() >= at) {
            return Err(SolveError::TimedOut);
        }
        self.assumed = assumptions.to_vec();
        Ok(match &mut self.solver {
            Incremental::Varisat(solver) => {
                let assumed: Vec<varisat::Lit> =
                    assumptions.iter().map(|&l| to_varisat(l)).collect();
                solver.assume(&assumed);
                match solver.solve() {
                    Ok(satisfiable) => satisfiable,
                    Err(_) if self.deadline.is_some_and(|at| Instant::now() >= at) => {
                        return Err(SolveError::TimedOut);
                    }
                    Err(varisat::solver::SolverError::ProofIoError { .. }) => {
                        return Err(SolveError::OutOfEffort);
                    }
                    Err(e) => {
                        let message = e.to_string();
                        return Err(SolveError::Solver(crate::solver::SolverError(message)));
                    }
                }
            }
            #[cfg(feature = "cadical")]
            Incremental::Cadical(solver) => {
                use crate::solver::cadical_lib::to_dimacs;
                match solver.solve_with(assumptions.iter().map(|&l| to_dimacs(l))) {
                    Some(satisfiable) => satisfiable,
                    None => return Err(SolveError::TimedOut),
                }
            }
            Incremental::Small(solver) => {
                assert!(
                    assumptions.is_empty(),
                    "the small solver's sessions are counts, which assume nothing"
                );
                match solver.solve(self.deadline) {
                    Ok(Some(satisfiable)) => satisfiable,
                    Ok(None) => return Err(SolveError::TimedOut),
                    Err(refused) => {
                        let message = format!("the small solver's \"no model\": {refused}");
                        return Err(SolveError::Solver(crate::solver::SolverError(message)));
                    }
                }
            }
        })
    }

    /// After an unsatisfiable [`Session::solve`]: assumptions that already clash.
    pub fn failed_core(&self) -> Vec<Lit> {
        match &self.solver {
            Incremental::Varisat(solver) => {
                let core = solver.failed_core().unwrap_or(&[]);
                core.iter()
                    .map(|l| Var::new(l.index() as u32).lit(l.is_negative()))
                    .collect()
            }
            #[cfg(feature = "cadical")]
            Incremental::Cadical(solver) => {
                use crate::solver::cadical_lib::to_dimacs;
                let failed = |l: &&Lit| solver.failed(to_dimacs(**l));
                self.assumed.iter().filter(failed).copied().collect()
            }
            Incremental::Small(_) => Vec::new(),
        }
    }

    /// A fresh variable outside the encoding, true to switch on clauses guarded by it.
    pub fn new_selector(&mut self) -> Lit {
        let var = Var::new(self.next_var);
        self.next_var += 1;
        var.pos_lit()
    }

    /// Adds a clause to the solver (not part of any proof).
    pub fn add_clause(&mut self, clause: &[Lit]) {
        match &mut self.solver {
            Incremental::Varisat(solver) => {
                let lits: Vec<varisat::Lit> = clause.iter().map(|&l| to_varisat(l)).collect();
                solver.add_clause(&lits);
            }
            #[cfg(feature = "cadical")]
            Incremental::Cadical(solver) => {
                use crate::solver::cadical_lib::to_dimacs;
                solver.add_clause(clause.iter().map(|&l| to_dimacs(l)));
            }
            Incremental::Small(solver) => solver.add_clause(clause),
        }
    }

    /// Rules out the answer of `model`: some cell must differ from it.
    pub fn block(&mut self, model: &Model) {
        let clause: Vec<Lit> = (0..self.cells.len())
            .flat_map(|cell| self.differs(cell, model))
            .collect();
        self.add_clause(&clause);
        self.blocking.push(clause);
    }

    /// The literals that say "cell `cell` differs from its value in `model`" (empty for a
    /// cell without variables, which cannot differ).
    pub fn differs(&self, cell: usize, model: &Model) -> Vec<Lit> {
        match &self.cells[cell] {
            CellVars::Open(vars) => vars.iter().map(|&v| v.lit(model.value(v))).collect(),
            CellVars::Stated | CellVars::Deduced => Vec::new(),
        }
    }

    /// The literals that fix cell `cell` to its value in `model`.
    pub fn same(&self, cell: usize, model: &Model) -> Vec<Lit> {
        self.differs(cell, model).into_iter().map(|l| !l).collect()
    }

    /// Whether the two models give cell `cell` different values.
    pub fn cell_differs(&self, cell: usize, a: &Model, b: &Model) -> bool {
        match &self.cells[cell] {
            CellVars::Open(vars) => vars.iter().any(|&v| a.value(v) != b.value(v)),
            CellVars::Stated | CellVars::Deduced => false,
        }
    }
}
