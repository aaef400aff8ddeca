//! The subcommands, one module each, and what they share: the error type and exit
//! codes, the format flag, verdict tallies, report rendering and writing proofs.

pub mod check;
pub mod completions;
pub mod convert;
pub mod count;
pub mod decode;
pub mod deferred;
pub mod dimacs;
pub mod explain;
pub mod family;
pub mod flags;
pub mod generate;
pub mod hint;
pub mod kinds;
pub mod limit;
pub mod progress;
pub mod rate;
pub mod render;
#[cfg(feature = "serve")]
pub mod serve;
pub mod solve;

use puzzle_ir::plural::count;
use puzzle_solve::input::Item;
use puzzle_solve::output::{self, Format};
use puzzle_solve::pipeline::{Report, Status};
use puzzle_solve::records::{ErrorRecord, Record};
use puzzle_solve::space::proof::{Certificate, Prover};
use std::path::Path;
use std::time::Duration;

/// Exit status of `FORMATS.md`.
pub const SOLVED: u8 = 0;
pub const ERROR: u8 = 1;
pub const USAGE: u8 = 2;
pub const UNSAT: u8 = 20;
pub const UNKNOWN: u8 = 30;

/// Why a command failed: bad input or a failing solver (exit 1), or a combination of
/// arguments that cannot work (exit 2, as clap's own usage errors).
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    #[error("{0}")]
    Failed(String),
    #[error("{0}")]
    Usage(String),
}

impl CliError {
    /// The exit status for this error.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Failed(_) => ERROR,
            CliError::Usage(_) => USAGE,
        }
    }
}

/// Any displayable failure is an input or solver error.
pub fn failed(error: impl std::fmt::Display) -> CliError {
    CliError::Failed(error.to_string())
}

/// What a command returns: its exit status, or an error.
pub type CliResult = Result<u8, CliError>;

/// `-f/--format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum FormatArg {
    /// For people: grids as drawn on paper
    Text,
    /// One JSON object per line, for programs
    Json,
}

/// `-f/--format` of the commands that can draw.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum DrawingFormatArg {
    /// For people: grids as drawn on paper
    Text,
    /// One JSON object per line, for programs
    Json,
    /// An SVG picture (one puzzle)
    Svg,
}

/// How the commands that can draw print: `-f/--format` and `--ascii`.
#[derive(clap::Args)]
pub struct OutputArgs {
    /// Output format
    #[arg(short, long, value_enum, default_value = "text")]
    format: DrawingFormatArg,
    /// Text in plain ASCII: Shakashaka's triangles as `#/` `/#` `#\` `\#` (two
    /// characters a square), for terminals that draw ◢◣◤◥ badly
    #[arg(long)]
    ascii: bool,
}

impl OutputArgs {
    /// The format asked for.
    pub fn format(&self) -> Result<Format, CliError> {
        match (self.format, self.ascii) {
            (DrawingFormatArg::Text, false) => Ok(Format::Text),
            (DrawingFormatArg::Text, true) => Ok(Format::Ascii),
            (_, true) => Err(CliError::Usage(
                "--ascii is a style of text output (-f text)".into(),
            )),
            (DrawingFormatArg::Json, false) => Ok(Format::Json),
            (DrawingFormatArg::Svg, false) => Ok(Format::Svg),
        }
    }
}

/// Writes `certificate` (the CNF to `<proof>.cnf`, DRAT to `proof`) with `prover`, and
/// says so on standard error; `None` means the verdict has nothing to certify.
pub fn write_proof(
    certificate: Option<&Certificate>,
    prover: &Prover,
    proof: &str,
    verdict: &str,
) -> Result<(), CliError> {
    let Some(certificate) = certificate else {
        eprintln!("puzzle-sat: no proof written: {verdict}");
        return Ok(());
    };
    let cnf = certificate
        .prove(prover, Path::new(proof))
        .map_err(failed)?;
    let (vars, clauses) = certificate.size();
    eprintln!(
        "puzzle-sat: DRAT proof in {proof} for {} ({vars} variables, {clauses} clauses): {verdict}",
        cnf.display()
    );
    Ok(())
}

/// The prover for `--solver`, checked before any work is done.
pub fn prover(solver: &str) -> Result<Prover, CliError> {
    Prover::from_solver_name(solver).map_err(failed)
}

/// `--proof FILE` and the solver that writes it, for commands that solve in process
/// (count, explain): only the proof may come from another solver.
#[derive(clap::Args)]
pub struct ProofArgs {
    /// Write a DRAT proof of the "no (other) answer" verdict to FILE, and the exact CNF it
    /// refers to to FILE.cnf (the encoding plus one blocking clause per answer counted,
    /// or the clue encoding with the core's clues as units).
    #[arg(long, value_name = "FILE")]
    proof: Option<String>,
    /// The solver that writes the proof
    #[arg(long, default_value = "varisat", value_parser = ["varisat", "cadical", "kissat"])]
    solver: String,
}

impl ProofArgs {
    /// The prover and the proof's path, when a proof is asked for.
    pub fn requested(&self) -> Result<Option<(Prover, &str)>, CliError> {
        let Some(path) = &self.proof else {
            return Ok(None);
        };
        Ok(Some((prover(&self.solver)?, path)))
    }
}

/// One report in the chosen format.
pub fn render(item: &Item, report: &Report, format: Format, label: bool) -> String {
    match format {
        Format::Json => output::json_line(item, report) + "\n",
        Format::Text => output::text(item, report, label, false),
        Format::Ascii => output::text(item, report, label, true),
        Format::Svg => output::svg(item, report),
    }
}

/// What stands for an input that could not be read or solved, in its place in the
/// output (the error itself also goes to stderr): a JSON record with `"status":
/// "error"` and the message, a batch line `error`, or in text the labelled message.
pub fn error_line(
    source: &str,
    from_batch: bool,
    label: bool,
    format: Format,
    message: &str,
) -> String {
    match (format, from_batch) {
        (Format::Json, _) => ErrorRecord::new(source, message).json_line() + "\n",
        (Format::Svg, _) => String::new(),
        (Format::Text | Format::Ascii, true) => "error\n".into(),
        (Format::Text | Format::Ascii, false) if label => format!("# {source}\nerror: {message}\n"),
        (Format::Text | Format::Ascii, false) => String::new(),
    }
}

/// Counts of verdicts, for the summary line and the exit status.
#[derive(Default)]
pub struct Tally {
    solved: usize,
    unsat: usize,
    unknown: usize,
    errors: usize,
}

impl Tally {
    pub fn add(&mut self, status: Status) {
        match status {
            Status::Sat => self.solved += 1,
            Status::Unsat => self.unsat += 1,
            Status::Unknown => self.unknown += 1,
        }
    }

    pub fn summary(&self, elapsed: Duration) -> String {
        let total = self.solved + self.unsat + self.unknown + self.errors;
        let seconds = elapsed.as_secs_f64();
        format!(
            "puzzle-sat: {}: {} solved, {} unsat, {} unknown, {} in {seconds:.3} s ({:.0} puzzles/s)",
            count(total, "puzzle"),
            self.solved,
            self.unsat,
            self.unknown,
            count(self.errors, "error"),
            total as f64 / seconds.max(1e-9)
        )
    }

    /// The worst verdict decides: error, then unknown, then unsat.
    pub fn exit_code(&self) -> u8 {
        if self.errors > 0 {
            ERROR
        } else if self.unknown > 0 {
            UNKNOWN
        } else if self.unsat > 0 {
            UNSAT
        } else {
            SOLVED
        }
    }
}
