//! One incremental varisat solver over a puzzle's encoding: clauses are added as the
//! search goes (blocking clauses, guarded "cell differs" clauses) and assumptions switch
//! selectors on, so a whole count, backbone or explanation reuses what the solver learnt.
//! Every model becomes an answer only through [`verify::verified_answer`].

use crate::solver::in_process::{add_clauses, model_of, to_varisat};
use crate::solver::Model;
use crate::verify::{self, SolveError};
use puzzle_cnf::{CellVars, Encoding, Lit, Var};
use puzzle_ir::{Answer, Puzzle};
use varisat::{ExtendFormula, Solver};

/// A checked answer and the model it was read from.
#[derive(Debug, Clone)]
pub struct Found {
    pub answer: Answer,
    pub model: Model,
}

/// The solver, the puzzle and what the solution-space tools need to talk about cells.
pub struct Session<'a> {
    puzzle: &'a Puzzle,
    encoding: &'a Encoding,
    cells: Vec<CellVars>,
    solver: Solver<'static>,
    next_var: u32,
    /// Clauses added over the encoding's variables only (blocking clauses): with the
    /// encoding, the exact CNF a proof of "no more answers" refers to.
    blocking: Vec<Vec<Lit>>,
}

impl<'a> Session<'a> {
    /// A solver loaded with the encoding's clauses.
    pub fn new(puzzle: &'a Puzzle, encoding: &'a Encoding) -> Self {
        let mut solver = Solver::new();
        add_clauses(&encoding.cnf, &mut solver);
        Session {
            puzzle,
            encoding,
            cells: encoding.decoder.cell_vars(),
            solver,
            next_var: encoding.cnf.n_vars(),
            blocking: Vec::new(),
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
        let assumed: Vec<varisat::Lit> = assumptions.iter().map(|&l| to_varisat(l)).collect();
        self.solver.assume(&assumed);
        let satisfiable = self
            .solver
            .solve()
            .map_err(|e| SolveError::Solver(crate::solver::SolverError(e.to_string())))?;
        if !satisfiable {
            return Ok(None);
        }
        Ok(Some(model_of(
            &self.solver,
            self.encoding.cnf.n_vars() as usize,
        )))
    }

    /// After an unsatisfiable [`Session::solve`]: assumptions that already clash.
    pub fn failed_core(&self) -> Vec<Lit> {
        let core = self.solver.failed_core().unwrap_or(&[]);
        core.iter()
            .map(|l| Var::new(l.index() as u32).lit(l.is_negative()))
            .collect()
    }

    /// A fresh variable outside the encoding, true to switch on clauses guarded by it.
    pub fn new_selector(&mut self) -> Lit {
        let var = Var::new(self.next_var);
        self.next_var += 1;
        var.pos_lit()
    }

    /// Adds a clause to the solver (not part of any proof).
    pub fn add_clause(&mut self, clause: &[Lit]) {
        let lits: Vec<varisat::Lit> = clause.iter().map(|&l| to_varisat(l)).collect();
        self.solver.add_clause(&lits);
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
