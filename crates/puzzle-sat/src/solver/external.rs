//! Competition solvers run as programs: the CNF is written to a DIMACS file, the program is
//! started without a shell, its standard output is read as `s`/`v` lines (MiniSat's result
//! file as `SAT`/`UNSAT` and a literal line), and it is killed when the time is up.

use super::{Model, Outcome, SolverError};
use puzzle_cnf::CnfBuilder;
use rustsat::instances::fio::{parse_sat_solver_output, SolverOutput};
use rustsat::types::{TernaryVal, Var};
use std::fs::File;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;
use wait_timeout::ChildExt;

/// Where a solver writes its answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Answers {
    /// `s` and `v` lines on standard output (the SAT competition's convention).
    Stdout,
    /// MiniSat: a result file named after the input, `SAT` then the literals.
    ResultFile,
}

/// A solver program and how to talk to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExternalSolver {
    program: PathBuf,
    args: Vec<String>,
    answers: Answers,
}

impl ExternalSolver {
    /// Presets for known solvers (quiet flags, MiniSat's result file); any other name or
    /// path is run as given and must print competition output.
    pub fn from_name(name: &str) -> Self {
        let (program, args, answers): (&str, &[&str], Answers) = match name {
            "cadical" => ("cadical", &["-q"], Answers::Stdout),
            "kissat" => ("kissat", &["-q"], Answers::Stdout),
            "minisat" => ("minisat", &["-verb=0"], Answers::ResultFile),
            "cryptominisat" | "cryptominisat5" => {
                ("cryptominisat5", &["--verb=0"], Answers::Stdout)
            }
            other => (other, &[], Answers::Stdout),
        };
        ExternalSolver {
            program: PathBuf::from(program),
            args: args.iter().map(|a| a.to_string()).collect(),
            answers,
        }
    }

    /// The program's name or path, for messages.
    pub fn program(&self) -> String {
        self.program.display().to_string()
    }

    /// Runs the solver on `cnf`.
    pub fn solve(
        &self,
        cnf: &CnfBuilder,
        timeout: Option<Duration>,
    ) -> Result<Outcome, SolverError> {
        let failure = |what: String| SolverError(format!("solver `{}`: {what}", self.program()));
        let dir = tempfile::tempdir()
            .map_err(|e| failure(format!("cannot make a temporary folder: {e}")))?;
        let input = dir.path().join("puzzle.cnf");
        let stdout_path = dir.path().join("stdout");
        let stderr_path = dir.path().join("stderr");
        let result_path = dir.path().join("result");
        let mut file =
            File::create(&input).map_err(|e| failure(format!("cannot write the CNF: {e}")))?;
        cnf.write_dimacs(&mut file, &[])
            .map_err(|e| failure(format!("cannot write the CNF: {e}")))?;
        let stdout = File::create(&stdout_path).map_err(|e| failure(e.to_string()))?;
        let stderr = File::create(&stderr_path).map_err(|e| failure(e.to_string()))?;
        let mut command = Command::new(&self.program);
        command.args(&self.args).arg(&input);
        if self.answers == Answers::ResultFile {
            command.arg(&result_path);
        }
        let mut child = command
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(stderr)
            .spawn()
            .map_err(|e| failure(format!("cannot start it: {e}")))?;
        let status = match timeout {
            Some(limit) => child
                .wait_timeout(limit)
                .map_err(|e| failure(e.to_string()))?,
            None => Some(child.wait().map_err(|e| failure(e.to_string()))?),
        };
        let Some(status) = status else {
            let _ = child.kill();
            let _ = child.wait();
            return Ok(Outcome::Unknown);
        };
        let answer_path = match self.answers {
            Answers::Stdout => &stdout_path,
            Answers::ResultFile => &result_path,
        };
        let text = std::fs::read_to_string(answer_path).unwrap_or_default();
        parse_solver_output(&text, cnf.n_vars()).map_err(|e| {
            let stderr = std::fs::read_to_string(&stderr_path).unwrap_or_default();
            let first = stderr.lines().next().unwrap_or("");
            failure(format!("{e} (exit status {status}) {first}"))
        })
    }
}

/// Reads a solver's answer: competition `s`/`v` lines, or MiniSat's result file
/// (`SAT`/`UNSAT`/`INDET` and a line of literals ending in 0). `n_vars` sizes the model.
pub fn parse_solver_output(text: &str, n_vars: u32) -> Result<Outcome, String> {
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let competition = match lines.next() {
        Some("SAT") => lines.fold("s SATISFIABLE\n".to_owned(), |out, l| out + "v " + l + "\n"),
        Some("UNSAT") => "s UNSATISFIABLE\n".to_owned(),
        Some("INDET") => "s UNKNOWN\n".to_owned(),
        _ => text.to_owned(),
    };
    let output = parse_sat_solver_output(&mut competition.as_bytes())
        .map_err(|e| format!("not a solver answer: {e}"))?;
    Ok(match output {
        SolverOutput::Sat(assignment) => {
            let values = (0..n_vars)
                .map(|i| assignment.var_value(Var::new(i)) == TernaryVal::True)
                .collect();
            Outcome::Sat(Model::new(values))
        }
        SolverOutput::Unsat => Outcome::Unsat,
        SolverOutput::Unknown => Outcome::Unknown,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_competition_and_minisat_answers() {
        let sat = parse_solver_output("c hi\ns SATISFIABLE\nv 1 -2\nv 3 0\n", 3).unwrap();
        assert_eq!(sat, Outcome::Sat(Model::new(vec![true, false, true])));
        let minisat = parse_solver_output("SAT\n-1 2 -3 0\n", 3).unwrap();
        assert_eq!(minisat, Outcome::Sat(Model::new(vec![false, true, false])));
        assert_eq!(parse_solver_output("UNSAT\n", 3).unwrap(), Outcome::Unsat);
        assert_eq!(
            parse_solver_output("s UNSATISFIABLE\n", 3).unwrap(),
            Outcome::Unsat
        );
        assert_eq!(
            parse_solver_output("s UNKNOWN\n", 3).unwrap(),
            Outcome::Unknown
        );
        assert!(parse_solver_output("garbage\n", 3).is_err());
    }
}
