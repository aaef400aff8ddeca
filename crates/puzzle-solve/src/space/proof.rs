//! Certificates for "no (more) answers": the exact CNF of the verdict and a DRAT proof
//! that it has no model, for an independent checker (`rate`, drat-trim).
//!
//! DRAT knows neither assumptions nor clauses added between solves, so the verdict is
//! re-stated as a plain CNF (the encoding plus the blocking clauses, or the clue
//! encoding with the clues of a core as unit clauses) and solved again from scratch by a
//! solver that writes the proof. varisat also checks its proof while writing it
//! (`enable_self_checking`), a second line behind the external checker.

use crate::solver::in_process::to_varisat;
use puzzle_cnf::{ClueEncoding, Encoding, Lit};
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use varisat::{ExtendFormula, ProofFormat, Solver};

/// A CNF that has no model, when the verdict is right. Its clauses lie end to end in
/// one list: every `solve --unique` of a static encoding keeps one, and a list per
/// clause cost an allocation per clause.
#[derive(Debug, Clone)]
pub struct Certificate {
    n_vars: u32,
    lits: Vec<Lit>,
    /// Where each clause ends in `lits`.
    ends: Vec<usize>,
}

/// Which program writes the DRAT proof.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Prover {
    Varisat,
    /// A solver binary that takes `CNF PROOF` and writes text DRAT with these options.
    External {
        program: String,
        args: Vec<String>,
    },
}

/// Why no proof was written.
#[derive(Debug, thiserror::Error)]
pub enum ProofError {
    #[error("solver `{0}` cannot write DRAT proofs; use --solver varisat, cadical or kissat")]
    Unsupported(String),
    #[error("{path}: cannot write: {error}")]
    Write { path: String, error: io::Error },
    #[error("the proof solver {0}")]
    Solver(String),
}

impl Prover {
    /// The prover for a `--solver` name: varisat, CaDiCaL and Kissat write DRAT; MiniSat,
    /// CryptoMiniSat (as run here) and unknown programs are refused by name.
    pub fn from_solver_name(name: &str) -> Result<Prover, ProofError> {
        let external = |program: &str| Prover::External {
            program: program.into(),
            args: vec!["-q".into(), "--no-binary".into()],
        };
        match name {
            "varisat" => Ok(Prover::Varisat),
            "cadical" | "kissat" => Ok(external(name)),
            other => Err(ProofError::Unsupported(other.into())),
        }
    }
}

impl Certificate {
    /// A CNF over variables `1..=n_vars` stated to have no model.
    pub fn new<'c>(n_vars: u32, clauses: impl IntoIterator<Item = &'c [Lit]>) -> Self {
        let mut certificate = Certificate {
            n_vars,
            lits: Vec::new(),
            ends: Vec::new(),
        };
        for clause in clauses {
            certificate.lits.extend_from_slice(clause);
            certificate.ends.push(certificate.lits.len());
        }
        certificate
    }

    /// The encoding with the blocking clauses of a finished count; `None` when the
    /// encoding has lazy constraints: its clauses alone do not state the verdict.
    pub fn of_blocked(encoding: &Encoding, blocking: &[Vec<Lit>]) -> Option<Self> {
        let cnf = &encoding.cnf;
        let clauses = cnf.clauses().chain(blocking.iter().map(Vec::as_slice));
        cnf.is_static()
            .then(|| Certificate::new(cnf.n_vars(), clauses))
    }

    /// The clue encoding with the selectors of `enabled` clues as unit clauses (the
    /// selectors of the others stay free, which switches their clues off); `None` when
    /// the encoding has lazy constraints, as for [`Certificate::of_blocked`].
    pub fn of_clues(clues: &ClueEncoding, enabled: &[Lit]) -> Option<Self> {
        let cnf = &clues.encoding.cnf;
        let clauses = cnf
            .clauses()
            .chain(enabled.iter().map(std::slice::from_ref));
        cnf.is_static()
            .then(|| Certificate::new(cnf.n_vars(), clauses))
    }

    /// Number of variables and clauses.
    pub fn size(&self) -> (u32, usize) {
        (self.n_vars, self.ends.len())
    }

    /// The clauses.
    pub fn clauses(&self) -> impl Iterator<Item = &[Lit]> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts
            .zip(&self.ends)
            .map(|(start, &end)| &self.lits[start..end])
    }

    /// Writes the CNF in DIMACS.
    pub fn write_dimacs(&self, out: impl Write) -> io::Result<()> {
        let mut out = BufWriter::new(out);
        writeln!(out, "p cnf {} {}", self.n_vars, self.ends.len())?;
        for clause in self.clauses() {
            for lit in clause {
                write!(out, "{} ", lit.to_ipasir())?;
            }
            writeln!(out, "0")?;
        }
        out.flush()
    }

    /// Writes the CNF to `<proof>.cnf` and a DRAT proof that it has no model to `proof`;
    /// returns the CNF's path.
    pub fn prove(&self, prover: &Prover, proof: &Path) -> Result<PathBuf, ProofError> {
        let cnf_path = PathBuf::from(format!("{}.cnf", proof.display()));
        let write_error = |path: &Path| {
            let path = path.display().to_string();
            move |error| ProofError::Write { path, error }
        };
        let file = File::create(&cnf_path).map_err(write_error(&cnf_path))?;
        self.write_dimacs(file).map_err(write_error(&cnf_path))?;
        match prover {
            Prover::Varisat => self.prove_with_varisat(proof)?,
            Prover::External { program, args } => {
                prove_externally(program, args, &cnf_path, proof)?
            }
        }
        Ok(cnf_path)
    }

    fn prove_with_varisat(&self, proof: &Path) -> Result<(), ProofError> {
        let failure = |e: varisat::solver::SolverError| ProofError::Solver(e.to_string());
        let file = File::create(proof).map_err(|error| ProofError::Write {
            path: proof.display().to_string(),
            error,
        })?;
        let mut solver = Solver::new();
        solver.write_proof(BufWriter::new(file), ProofFormat::Drat);
        solver.enable_self_checking();
        let mut lits = Vec::new();
        for clause in self.clauses() {
            lits.clear();
            lits.extend(clause.iter().map(|&l| to_varisat(l)));
            solver.add_clause(&lits);
        }
        if solver.solve().map_err(failure)? {
            return Err(ProofError::Solver(
                "found a model: the verdict does not hold (internal error)".into(),
            ));
        }
        solver.close_proof().map_err(failure)
    }
}

/// Runs `program ARGS CNF PROOF` and expects the competition's exit status 20 (UNSAT).
fn prove_externally(
    program: &str,
    args: &[String],
    cnf: &Path,
    proof: &Path,
) -> Result<(), ProofError> {
    let status = Command::new(program)
        .args(args)
        .arg(cnf)
        .arg(proof)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .status()
        .map_err(|e| ProofError::Solver(format!("`{program}` cannot start: {e}")))?;
    match status.code() {
        Some(20) => Ok(()),
        _ => Err(ProofError::Solver(format!(
            "`{program}` did not report UNSAT (exit status {status})"
        ))),
    }
}
