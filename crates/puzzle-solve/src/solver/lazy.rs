//! CNFs with lazy constraints ([`CnfBuilder::cuts`]): one incremental solver in this
//! process solves, the model's cuts are added to it, and it solves again, until a model
//! draws no cut (an answer) or no model is left. Nothing here knows what the cuts are
//! about; the CNF computes them.

use super::in_process::{self, to_varisat, Stop};
use super::{Engine, Outcome};
use puzzle_cnf::{CnfBuilder, Lit};
use std::time::{Duration, Instant};
use varisat::ExtendFormula;

/// An incremental solver loaded with a CNF's clauses.
trait Incremental {
    fn search(&mut self, n_vars: u32) -> Outcome;
    fn add(&mut self, clause: &[Lit]);
}

/// Solves `cnf` with `engine` (set with CaDiCaL `options`, the kind's hints), adding
/// cuts until a model has none; after `timeout` (counted from the start of loading) the
/// answer is [`Outcome::Unknown`]. With `racer` options, CaDiCaL is raced by a second
/// CaDiCaL set with them, which cuts its own models, as a static solve is raced
/// (`cadical_lib::race_with`). The model returned satisfies every clause and every lazy
/// constraint of `cnf`, as far as the solver says: the caller checks it.
pub fn solve(
    engine: Engine,
    options: &[&str],
    racer: Option<&[&str]>,
    cnf: &CnfBuilder,
    timeout: Option<Duration>,
) -> Outcome {
    let deadline = timeout.map(|limit| Instant::now() + limit);
    #[cfg(not(feature = "cadical"))]
    let _ = (options, racer);
    match engine {
        Engine::Varisat => {
            let mut solver = varisat::Solver::new();
            let stop = Stop {
                deadline,
                effort: None,
            };
            // Clauses come between solves: varisat's own proof format states them.
            in_process::stop_at(&mut solver, stop, varisat::ProofFormat::Varisat);
            in_process::add_clauses(cnf, &mut solver);
            refine(&mut solver, cnf)
        }
        #[cfg(feature = "cadical")]
        Engine::Cadical => match racer {
            Some(racer) => super::cadical_lib::race_with([options, racer], cnf, timeout, refine),
            None => {
                let mut solver = super::cadical_lib::new_solver(options, cnf, deadline);
                refine(&mut solver, cnf)
            }
        },
    }
}

/// Solves, adds the model's cuts, and solves again until the model has none.
fn refine(solver: &mut impl Incremental, cnf: &CnfBuilder) -> Outcome {
    loop {
        let outcome = solver.search(cnf.n_vars());
        let Outcome::Sat(model) = &outcome else {
            return outcome;
        };
        let cuts = cnf.cuts(|var| model.value(var));
        if cuts.is_empty() {
            return outcome;
        }
        for cut in &cuts {
            solver.add(cut);
        }
    }
}

impl Incremental for varisat::Solver<'_> {
    fn search(&mut self, n_vars: u32) -> Outcome {
        match self.solve() {
            Ok(true) => Outcome::Sat(in_process::model_of(self, n_vars as usize)),
            Ok(false) => Outcome::Unsat,
            Err(_) => Outcome::Unknown,
        }
    }

    fn add(&mut self, clause: &[Lit]) {
        let lits: Vec<varisat::Lit> = clause.iter().map(|&l| to_varisat(l)).collect();
        self.add_clause(&lits);
    }
}

#[cfg(feature = "cadical")]
impl Incremental for super::cadical_lib::Cadical {
    fn search(&mut self, n_vars: u32) -> Outcome {
        match self.solve() {
            Some(true) => Outcome::Sat(super::cadical_lib::model_of(self, n_vars)),
            Some(false) => Outcome::Unsat,
            None => Outcome::Unknown,
        }
    }

    fn add(&mut self, clause: &[Lit]) {
        self.add_clause(clause.iter().map(|&l| super::cadical_lib::to_dimacs(l)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use puzzle_cnf::connect::{self, Empty, Graph, Lowering, Presence, Property};

    /// A path a - b - c whose ends must be active: only b's activity connects them.
    fn path() -> (CnfBuilder, [Lit; 3]) {
        let mut cnf = CnfBuilder::new();
        let lits = [(); 3].map(|_| cnf.new_var().pos_lit());
        let mut graph = Graph::new();
        for lit in lits {
            graph.add_vertex(Presence::When(lit));
        }
        graph.add_edge(0, 1, Presence::Always);
        graph.add_edge(1, 2, Presence::Always);
        connect::encode(
            &graph,
            Property::Connected,
            Empty::Allowed,
            Lowering::Cuts,
            &mut cnf,
        );
        cnf.add_clause([lits[0]]);
        cnf.add_clause([lits[2]]);
        (cnf, lits)
    }

    fn engines() -> Vec<Engine> {
        vec![
            Engine::Varisat,
            #[cfg(feature = "cadical")]
            Engine::Cadical,
        ]
    }

    #[test]
    fn cuts_are_added_until_the_model_keeps_every_constraint() {
        for engine in engines() {
            let (mut cnf, [_, b, _]) = path();
            // The solver's first models may leave b out; the cut a ∧ c → b brings it in.
            let Outcome::Sat(model) = solve(engine, &[], None, &cnf, None) else {
                panic!("{engine:?}: a path with its middle active is connected");
            };
            assert!(model.value(b.var()), "{engine:?}");
            // Without b, a and c cannot be connected: no model.
            cnf.add_clause([!b]);
            assert_eq!(
                solve(engine, &[], None, &cnf, None),
                Outcome::Unsat,
                "{engine:?}"
            );
        }
    }
}
