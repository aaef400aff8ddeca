//! The `puzzle-sat` command: argument parsing and dispatch to the subcommands, one module
//! each under `cli/`, and the process's start (`start`). Puzzle logic lives in
//! `puzzle-ir` and `puzzle-cnf`; solving, checking and the solution-space tools in this
//! crate's library. clap (with clap_complete and clap_mangen), indicatif and libc (for
//! the start) are used here only, not by the library; `puzzle-serve` (feature `serve`,
//! on by default) is `serve`'s page.

#![cfg_attr(all(unix, not(test)), no_main)]

mod cli;
#[cfg(all(unix, not(test)))]
mod start;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use cli::deferred::Deferred;
#[cfg(feature = "serve")]
use cli::serve;
use cli::{
    check, completions, convert, count, decode, dimacs, explain, family, flags, generate, hint,
    kinds, rate, render, solve,
};
use puzzle_ir::Kind;
use std::time::Duration;

#[derive(Parser)]
#[command(
    name = "puzzle-sat",
    version,
    about = "Solve pencil logic puzzles with SAT solvers",
    after_help = "Exit status: 0 solved, 1 error (bad input, failing solver), 2 usage, \
                  20 proven unsolvable, 30 unknown (time limit).\n\
                  Formats: docs/FORMATS.md in the repository."
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve puzzles (files or batches); every answer is checked first
    Solve(Deferred<solve::SolveArgs>),
    /// Count a puzzle's answers (on its own cells), optionally up to a limit
    Count(Deferred<count::CountArgs>),
    /// Why a puzzle has no answer (a minimal set of clues), or several
    Explain(Deferred<explain::ExplainArgs>),
    /// The cells whose value the clues force
    Hint(Deferred<hint::HintArgs>),
    /// Write a puzzle's CNF in DIMACS, with comments naming the variables
    Dimacs(Deferred<dimacs::DimacsArgs>),
    /// Read an external solver's output for a puzzle and print the checked answer
    Decode(Deferred<decode::DecodeArgs>),
    /// Check an answer (text or JSON) against a puzzle's rules
    Check(Deferred<check::CheckArgs>),
    /// Write a puzzle as a puzz.link URL, a pzprv3 file or a native file
    Convert(Deferred<convert::ConvertArgs>),
    /// Draw a puzzle (and an answer) as an SVG picture
    Render(Deferred<render::RenderArgs>),
    /// Make a puzzle with exactly one answer, from a random answer
    Generate(Deferred<generate::GenerateArgs>),
    /// A benchmark family for SAT competitions: sanitized instances named by hash, with
    /// models, proofs and solver times
    Family(Deferred<family::FamilyArgs>),
    /// How hard a puzzle is: 0 propagation, 1 probing, 2 search
    Rate(Deferred<rate::RateArgs>),
    /// The kinds of puzzle, their encoding and generator settings
    Kinds(Deferred<kinds::KindsArgs>),
    /// A local web page and JSON API: see the puzzle, its answer, hints and clashing clues
    #[cfg(feature = "serve")]
    Serve(Deferred<serve::ServeArgs>),
    /// Write shell completions to standard output
    Completions(Deferred<completions::CompletionsArgs>),
    /// Write the man page (roff) to standard output
    Man(Deferred<completions::ManArgs>),
}

/// The command line; where help is shown ([`flags::help_shown`]), its long description
/// names the kinds of the registry.
pub fn command() -> clap::Command {
    if !flags::help_shown() {
        return Cli::command();
    }
    let names: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
    Cli::command().long_about(format!(
        "Solve pencil logic puzzles ({}) by compiling them to CNF for a SAT solver. Every \
         answer printed has passed an independent checker of the puzzle's rules.",
        names.join(", ")
    ))
}

/// `--timeout SECONDS`: a positive number of seconds.
fn parse_seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 => Ok(Duration::from_secs_f64(s)),
        _ => Err(format!(
            "expected a positive number of seconds, got `{text}`"
        )),
    }
}

/// The process's entry on Unix: see [`start`].
#[cfg(all(unix, not(test)))]
#[unsafe(no_mangle)]
extern "C" fn main(
    _argc: std::ffi::c_int,
    _argv: *const *const std::ffi::c_char,
) -> std::ffi::c_int {
    start::run(run)
}

#[cfg(not(all(unix, not(test))))]
fn main() -> std::process::ExitCode {
    std::process::ExitCode::from(run())
}

/// The command line's command, run: its exit status.
fn run() -> u8 {
    if flags::asks_for_help(std::env::args_os()) {
        flags::show_help();
    }
    flags::name_long_options(std::env::args_os());
    let mut matches = command().get_matches();
    let cli = Cli::from_arg_matches_mut(&mut matches).unwrap_or_else(|e| e.exit());
    let result = match cli.command {
        Command::Solve(Deferred(args)) => solve::run(args),
        Command::Count(Deferred(args)) => count::run(args),
        Command::Explain(Deferred(args)) => explain::run(args),
        Command::Hint(Deferred(args)) => hint::run(args),
        Command::Dimacs(Deferred(args)) => dimacs::run(args),
        Command::Decode(Deferred(args)) => decode::run(args),
        Command::Check(Deferred(args)) => check::run(args),
        Command::Convert(Deferred(args)) => convert::run(args),
        Command::Render(Deferred(args)) => render::run(args),
        Command::Generate(Deferred(args)) => generate::run(args),
        Command::Family(Deferred(args)) => family::run(args),
        Command::Rate(Deferred(args)) => rate::run(args),
        Command::Kinds(Deferred(args)) => kinds::run(args),
        #[cfg(feature = "serve")]
        Command::Serve(Deferred(args)) => serve::run(args),
        Command::Completions(Deferred(args)) => completions::completions(args),
        Command::Man(Deferred(args)) => completions::man(args),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("puzzle-sat: {error}");
            error.exit_code()
        }
    }
}
