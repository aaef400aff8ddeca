//! The instances of one puzzle and their evidence. The first is the puzzle's encoding,
//! cleaned ([`CleanCnf`]) and solved once: a model of the clean CNF is mapped back to the
//! encoding and must give an answer that passes the kind's checker, and a clean CNF
//! without a model is certified by a DRAT proof. With uniqueness, a puzzle whose count of
//! answers ends at exactly one also gives the encoding with that answer blocked (the
//! certificate of [`crate::space::count`]), which has no model.

use super::clean::{CleanCnf, EmptyClause};
use crate::solver::{Backend, Model, Outcome};
use crate::space::count::count_observed;
use crate::space::proof::{Certificate, ProofError, Prover};
use crate::space::SessionSettings;
use crate::verify::{verified_answer, SolveError, Status};
use puzzle_cnf::{encode, hints, Encoding, Options};
use puzzle_ir::Puzzle;
use std::path::Path;
use std::time::Instant;

/// One instance of a family.
#[derive(Debug, Clone)]
pub struct Instance {
    pub cnf: CleanCnf,
    /// The GBD hash of `cnf`.
    pub hash: String,
    pub status: Status,
    /// Whether this is the encoding with the puzzle's only answer blocked.
    pub blocked: bool,
    /// For a satisfiable instance: a model of `cnf`, checked.
    pub model: Option<Model>,
}

/// How many answers a puzzle has, as far as the family looked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answers {
    None,
    /// At least one (uniqueness was not asked about).
    Some,
    One,
    Several,
}

/// The instances of one puzzle.
#[derive(Debug, Clone)]
pub struct Made {
    pub instances: Vec<Instance>,
    pub answers: Answers,
}

/// Why a puzzle gives no instance.
#[derive(Debug, thiserror::Error)]
pub enum MakeError {
    /// The encoder proved, before writing any CNF, that there is no answer.
    #[error("no CNF: the encoder proves it has no answer ({0})")]
    NoCnf(String),
    #[error(transparent)]
    Empty(#[from] EmptyClause),
    /// A solve failed, or the deadline passed ([`SolveError::TimedOut`]).
    #[error(transparent)]
    Solve(#[from] SolveError),
}

impl Instance {
    fn new(cnf: CleanCnf, status: Status, blocked: bool, model: Option<Model>) -> Self {
        Instance {
            hash: cnf.gbd_hash(),
            cnf,
            status,
            blocked,
            model,
        }
    }
}

/// The instances of `puzzle` under `options`: its encoding, and with `uniqueness` the
/// encoding with its only answer blocked when it has exactly one. Every solve stops at
/// `deadline`.
pub fn instances(
    puzzle: &Puzzle,
    options: &Options,
    uniqueness: bool,
    deadline: Option<Instant>,
) -> Result<Made, MakeError> {
    let encoding = encode(puzzle, options).map_err(|c| MakeError::NoCnf(c.to_string()))?;
    let first = solved(puzzle, &encoding, deadline)?;
    if first.status == Status::Unsat {
        return Ok(Made {
            instances: vec![first],
            answers: Answers::None,
        });
    }
    if !uniqueness {
        return Ok(Made {
            instances: vec![first],
            answers: Answers::Some,
        });
    }
    let settings = SessionSettings {
        deadline,
        ..SessionSettings::default()
    };
    let counted = count_observed(puzzle, &encoding, Some(2), settings, &|_| {})?;
    let Some(certificate) = counted.certificate.filter(|_| counted.count == 1) else {
        return Ok(Made {
            instances: vec![first],
            answers: Answers::Several,
        });
    };
    let (n_vars, _) = certificate.size();
    let clauses = certificate.clauses();
    // An empty blocking clause: the encoding fixes every cell, so blocking the answer
    // leaves no instance a solver has to work on.
    let Ok(cnf) = CleanCnf::new(n_vars, clauses) else {
        return Ok(Made {
            instances: vec![first],
            answers: Answers::One,
        });
    };
    let blocked = Instance::new(cnf, Status::Unsat, true, None);
    Ok(Made {
        instances: vec![first, blocked],
        answers: Answers::One,
    })
}

/// The clean encoding with its status: solved in process, a model checked through the
/// encoding and the kind's checker.
fn solved(
    puzzle: &Puzzle,
    encoding: &Encoding,
    deadline: Option<Instant>,
) -> Result<Instance, MakeError> {
    let cnf = CleanCnf::new(encoding.cnf.n_vars(), encoding.cnf.clauses())?;
    let timeout = deadline.map(|at| at.saturating_duration_since(Instant::now()));
    let outcome = Backend::Auto
        .solve(&hints(puzzle.kind()), &cnf.to_builder(), timeout)
        .map_err(SolveError::from)?;
    match outcome {
        Outcome::Sat(model) => {
            verified_answer(puzzle, encoding, &cnf.map().original_model(&model))?;
            Ok(Instance::new(cnf, Status::Sat, false, Some(model)))
        }
        Outcome::Unsat => Ok(Instance::new(cnf, Status::Unsat, false, None)),
        Outcome::Unknown => Err(SolveError::TimedOut.into()),
    }
}

/// Writes a DRAT proof that `cnf` has no model to `path`, made by `prover` in a
/// temporary folder beside it (which also holds the plain CNF the prover reads).
pub fn write_proof(cnf: &CleanCnf, prover: &Prover, path: &Path) -> Result<(), ProofError> {
    let folder = path.parent().unwrap_or(Path::new("."));
    let write_error = |error| ProofError::Write {
        path: path.display().to_string(),
        error,
    };
    let scratch = tempfile::tempdir_in(folder).map_err(write_error)?;
    let proof = scratch.path().join("proof.drat");
    let clauses = cnf.clauses().iter().map(Vec::as_slice);
    Certificate::new(cnf.n_vars(), clauses).prove(prover, &proof)?;
    std::fs::rename(&proof, path).map_err(write_error)
}
