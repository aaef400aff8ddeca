//! Competition solvers run as programs, trusted in nothing: the CNF is written to a
//! DIMACS file, the program is started without a shell in a process group of its own,
//! its answer is read back as a stream (so memory does not grow with its comment lines),
//! and at the time limit the whole group is killed, children included. Exit codes 10 and
//! 20 are read as in the SAT competition and must agree with the `s` line; any other
//! outcome is an error quoting the solver's first line on standard error. The model it
//! returns is then checked against every clause by [`crate::verify`].
//!
//! Limits on what is read (docs/FORMATS.md): a line may hold at most 64 KiB, or 12 bytes
//! per variable of the CNF when that is more (every literal on one line, as MiniSat
//! writes them); a literal must name a variable of the CNF; a satisfiable answer must
//! give every variable a value.

use super::{Model, Outcome, SolverError};
use puzzle_cnf::CnfBuilder;
use std::fs::File;
use std::io::{BufRead, BufReader, Read};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::Duration;
use wait_timeout::ChildExt;

/// Where a solver writes its answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Answers {
    /// `s` and `v` lines on standard output (the SAT competition's convention).
    Stdout,
    /// MiniSat: a result file named as its second argument, `SAT` then the literals.
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
    /// Presets for known solvers, by name or by a path ending in that name (quiet flags,
    /// MiniSat's result file); any other program is run as given and must print
    /// competition output.
    pub fn from_name(name: &str) -> Self {
        let base = Path::new(name)
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or(name);
        let (args, answers): (&[&str], Answers) = match base {
            "cadical" | "kissat" => (&["-q"], Answers::Stdout),
            "minisat" => (&["-verb=0"], Answers::ResultFile),
            "cryptominisat" | "cryptominisat5" => (&["--verb=0"], Answers::Stdout),
            _ => (&[], Answers::Stdout),
        };
        let program = match name {
            "cryptominisat" => "cryptominisat5",
            other => other,
        };
        ExternalSolver {
            program: PathBuf::from(program),
            args: args.iter().map(|a| a.to_string()).collect(),
            answers,
        }
    }

    /// The same solver with `extra` arguments after the preset ones (`--solver-arg`).
    pub fn with_args(mut self, extra: &[String]) -> Self {
        self.args.extend(extra.iter().cloned());
        self
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
            .process_group(0)
            .spawn()
            .map_err(|e| failure(format!("cannot start it: {e}")))?;
        let status = wait(&mut child, timeout).map_err(|e| failure(e.to_string()))?;
        let Some(status) = status else {
            return Ok(Outcome::Unknown);
        };
        let answer_path = match self.answers {
            Answers::Stdout => &stdout_path,
            Answers::ResultFile => &result_path,
        };
        let verdict = File::open(answer_path)
            .map_err(|e| e.to_string())
            .and_then(|f| read_answer(BufReader::new(f), cnf.n_vars()));
        let complain = |what: String| {
            let said = first_line(&stderr_path);
            let said = if said.is_empty() {
                String::new()
            } else {
                format!(": {said}")
            };
            failure(format!("{what} ({}){said}", describe(status)))
        };
        let outcome = verdict.map_err(&complain)?;
        match (status.code(), &outcome) {
            (Some(10), Outcome::Sat(_)) | (Some(20), Outcome::Unsat) => Ok(outcome),
            (Some(0), _) if self.answers == Answers::Stdout => Ok(outcome),
            (Some(0) | Some(10) | Some(20), _) if self.answers == Answers::ResultFile => {
                Ok(outcome)
            }
            (Some(10 | 20), _) => Err(complain(format!(
                "its exit status says {} but its answer says {}",
                if status.code() == Some(10) {
                    "SAT"
                } else {
                    "UNSAT"
                },
                outcome.name()
            ))),
            _ => Err(complain("it failed".into())),
        }
    }
}

/// Waits for the solver, up to `timeout`; at the limit kills its whole process group
/// (children it started too) and returns `None`.
fn wait(child: &mut Child, timeout: Option<Duration>) -> std::io::Result<Option<ExitStatus>> {
    let status = match timeout {
        Some(limit) => child.wait_timeout(limit)?,
        None => Some(child.wait()?),
    };
    if status.is_none() {
        kill_group(child);
    }
    Ok(status)
}

/// Kills the process group the solver leads, then reaps the solver.
fn kill_group(child: &mut Child) {
    if let Ok(pid) = i32::try_from(child.id()) {
        // SAFETY: a plain system call; the group is the one the solver was started in.
        unsafe {
            libc::kill(-pid, libc::SIGKILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// The exit status in words.
fn describe(status: ExitStatus) -> String {
    match (status.code(), status.signal()) {
        (Some(code), _) => format!("exit status {code}"),
        (None, Some(signal)) => format!("killed by signal {signal}"),
        _ => "no exit status".into(),
    }
}

/// The first line of a file, at most 200 characters.
fn first_line(path: &Path) -> String {
    let Ok(file) = File::open(path) else {
        return String::new();
    };
    let mut line = String::new();
    let _ = BufReader::new(file.take(4096)).read_line(&mut line);
    line.trim().chars().take(200).collect()
}

/// Reads a solver's answer: competition `s`/`v` lines, or MiniSat's result file
/// (`SAT`/`UNSAT`/`INDET` and a line of literals ending in 0). `n_vars` sizes the model.
pub fn parse_solver_output(text: &str, n_vars: u32) -> Result<Outcome, String> {
    read_answer(text.as_bytes(), n_vars)
}

/// [`parse_solver_output`] on a stream, line by line, holding one line at a time.
pub fn read_answer(mut reader: impl BufRead, n_vars: u32) -> Result<Outcome, String> {
    let max_line = (64 << 10).max(12 * (n_vars as usize + 1));
    let mut answer = Answer::new(n_vars);
    let mut line = Vec::new();
    let mut number = 0;
    loop {
        line.clear();
        let read = (&mut reader)
            .take(max_line as u64 + 1)
            .read_until(b'\n', &mut line)
            .map_err(|e| e.to_string())?;
        if read == 0 {
            break;
        }
        number += 1;
        if line.len() > max_line && line.last() != Some(&b'\n') {
            return Err(format!("line {number} is longer than {max_line} bytes"));
        }
        let text = String::from_utf8_lossy(&line);
        answer
            .line(text.trim())
            .map_err(|e| format!("line {number}: {e}"))?;
    }
    answer.finish()
}

/// The start of every message about a model that cannot be an answer.
const INVALID: &str = "solver returned an invalid model";

/// What a solver's answer said so far.
struct Answer {
    status: Option<&'static str>,
    /// MiniSat's result file: literals without a `v`.
    bare: bool,
    values: Vec<Option<bool>>,
    ended: bool,
}

impl Answer {
    fn new(n_vars: u32) -> Self {
        Answer {
            status: None,
            bare: false,
            values: vec![None; n_vars as usize],
            ended: false,
        }
    }

    fn line(&mut self, line: &str) -> Result<(), String> {
        if line.is_empty() || line.starts_with('c') {
            return Ok(());
        }
        let status = match line {
            "s SATISFIABLE" | "SAT" => Some("SAT"),
            "s UNSATISFIABLE" | "UNSAT" => Some("UNSAT"),
            "s UNKNOWN" | "INDET" => Some("UNKNOWN"),
            _ => None,
        };
        if let Some(status) = status {
            if self.status.is_some() {
                return Err("a second status line".into());
            }
            self.bare = !line.starts_with('s');
            self.status = Some(status);
            return Ok(());
        }
        let literals = match line.strip_prefix('v') {
            Some(rest) => rest,
            None if self.bare && self.status == Some("SAT") => line,
            None => return Err(format!("not a solver answer: `{}`", shorten(line))),
        };
        for token in literals.split_whitespace() {
            self.literal(token)?;
        }
        Ok(())
    }

    fn literal(&mut self, token: &str) -> Result<(), String> {
        if self.ended {
            return Err("a literal after the closing 0".into());
        }
        let literal: i64 = token
            .parse()
            .map_err(|_| format!("`{}` is not a literal", shorten(token)))?;
        if literal == 0 {
            self.ended = true;
            return Ok(());
        }
        let var = literal.unsigned_abs() as usize;
        let n_vars = self.values.len();
        let slot = self.values.get_mut(var - 1).ok_or_else(|| {
            format!("{INVALID}: literal {literal} names a variable beyond the CNF's {n_vars}")
        })?;
        *slot = Some(literal > 0);
        Ok(())
    }

    fn finish(self) -> Result<Outcome, String> {
        match self.status {
            Some("SAT") => {
                if let Some(missing) = self.values.iter().position(Option::is_none) {
                    return Err(format!(
                        "{INVALID}: it gives no value to variable {}",
                        missing + 1
                    ));
                }
                let values = self.values.into_iter().map(|v| v == Some(true)).collect();
                Ok(Outcome::Sat(Model::new(values)))
            }
            Some("UNSAT") => Ok(Outcome::Unsat),
            Some(_) => Ok(Outcome::Unknown),
            None => Err("not a solver answer: no status line".into()),
        }
    }
}

/// At most 40 characters of `text`, for messages.
fn shorten(text: &str) -> String {
    let short: String = text.chars().take(40).collect();
    if short.len() < text.len() {
        short + "..."
    } else {
        short
    }
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

    #[test]
    fn what_is_wrong_in_an_answer_is_said() {
        let err = |text: &str| parse_solver_output(text, 3).unwrap_err();
        assert_eq!(
            err("s SATISFIABLE\nv 1 4 0\n"),
            "line 2: solver returned an invalid model: literal 4 names a variable beyond the CNF's 3"
        );
        assert_eq!(
            err("s SATISFIABLE\nv 1 -2 0\n"),
            "solver returned an invalid model: it gives no value to variable 3"
        );
        assert!(err("s SATISFIABLE\n").ends_with("no value to variable 1"));
        assert_eq!(
            err("s SATISFIABLE\ns UNSATISFIABLE\n"),
            "line 2: a second status line"
        );
        assert_eq!(
            err("s SATISFIABLE\nv 1 x 0\n"),
            "line 2: `x` is not a literal"
        );
        assert_eq!(
            err("s SATISFIABLE\nv 1 2 3 0 1\n"),
            "line 2: a literal after the closing 0"
        );
        assert_eq!(
            err("c only comments\n"),
            "not a solver answer: no status line"
        );
        let huge = format!("s SATISFIABLE\nv {} 0\n", "1 ".repeat(40_000));
        assert!(err(&huge).contains("longer than"), "{}", err(&huge));
        assert!(err("s SATISFIABLE\nv 99999999999999999999 0\n").contains("not a literal"));
    }

    #[test]
    fn comment_lines_are_streamed_not_stored() {
        // 50 MB of comments through a reader that never holds them: only one line at a time.
        let comments = std::io::repeat(b'c').take(50_000_000);
        let lines = BufReader::new(comments.chain(&b"\ns SATISFIABLE\nv -1 0\n"[..]));
        // One comment line longer than the limit is refused, not buffered.
        assert!(read_answer(lines, 1).unwrap_err().contains("longer than"));
        let many = std::iter::repeat_n(&b"c x\n"[..], 5_000_000)
            .flatten()
            .copied()
            .collect::<Vec<u8>>();
        let out = read_answer(
            BufReader::new(&many[..]).chain(&b"s SATISFIABLE\nv -1 0\n"[..]),
            1,
        );
        assert_eq!(out.unwrap(), Outcome::Sat(Model::new(vec![false])));
    }
}
