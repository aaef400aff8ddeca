//! The `puzzle-sat` command: argument parsing and dispatch to the subcommands, one module
//! each under `cli/`. Puzzle logic lives in `puzzle-ir` and `puzzle-cnf`; solving,
//! checking and the solution-space tools in this crate's library.

mod cli;
mod generate;

use clap::{Args, Parser, Subcommand};
use cli::{check, count, decode, dimacs, explain, hint, solve};
use puzzle_cnf::kakuro::KakuroSum;
use puzzle_cnf::pb::PbEncoding;
use puzzle_cnf::{AmoEncoding, Options, VertexRule};
use std::process::ExitCode;
use std::time::Duration;

/// mimalloc instead of the system allocator: encoding and loading a small puzzle make
/// thousands of short-lived allocations (a Vec per clause), which glibc's allocator
/// serves slowly and, on several threads, with contention.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "puzzle-sat",
    version,
    about = "Solve pencil logic puzzles with SAT solvers"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve puzzles (native files or `.lines` batches); every answer is checked first.
    Solve(solve::SolveArgs),
    /// Count a puzzle's answers (on its own cells), optionally up to a limit.
    Count(count::CountArgs),
    /// Why a puzzle has no answer (a minimal set of clues), or several.
    Explain(explain::ExplainArgs),
    /// The cells whose value the clues force.
    Hint(hint::HintArgs),
    /// Write a puzzle's CNF in DIMACS, with comments naming the variables.
    Dimacs(dimacs::DimacsArgs),
    /// Read an external solver's output for a puzzle and print the answer.
    Decode(decode::DecodeArgs),
    /// Check an answer (text or JSON) against a puzzle's rules.
    Check(check::CheckArgs),
    /// Make a random puzzle from a random full grid.
    Generate(generate::GenerateArgs),
}

#[derive(Args)]
struct EncodingArgs {
    /// At-most-one encoding: auto, pairwise, ladder, bitwise, commander, bimander.
    #[arg(long, default_value = "auto")]
    amo: AmoEncoding,
    /// Leave naked and hidden singles and locked candidates to the solver instead of
    /// settling them before encoding (Sudoku).
    #[arg(long)]
    no_singles: bool,
    /// Shakashaka's rectangle rule: `sectors`, or `no-thin-strips` (stronger).
    #[arg(long, value_enum, default_value = "sectors")]
    vertex_rule: VertexRuleArg,
    /// Pseudo-boolean encoding of sums (Kakurasu): dd, swc, gte, adder.
    #[arg(long, default_value = "dd")]
    pb: PbEncoding,
    /// How a Kakuro run's sum is written: table (digit-set selectors), pb (pseudo-Boolean
    /// equality, sequential weight counter), mdd (decision diagram over the run's cells).
    #[arg(long, default_value = "table")]
    kakuro_sum: KakuroSum,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum VertexRuleArg {
    Sectors,
    NoThinStrips,
}

impl EncodingArgs {
    fn options(&self, names: bool) -> Options {
        Options {
            amo: self.amo,
            names,
            singles: !self.no_singles,
            vertex_rule: match self.vertex_rule {
                VertexRuleArg::Sectors => VertexRule::Sectors,
                VertexRuleArg::NoThinStrips => VertexRule::NoThinStrips,
            },
            pb: self.pb,
            kakuro_sum: self.kakuro_sum,
        }
    }
}

fn parse_seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 => Ok(Duration::from_secs_f64(s)),
        _ => Err(format!(
            "expected a positive number of seconds, got `{text}`"
        )),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Count(args) => count::run(args),
        Command::Explain(args) => explain::run(args),
        Command::Hint(args) => hint::run(args),
        Command::Dimacs(args) => dimacs::run(args),
        Command::Decode(args) => decode::run(args),
        Command::Check(args) => check::run(args),
        Command::Generate(args) => generate::run(args),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(message) => {
            eprintln!("puzzle-sat: {message}");
            ExitCode::from(cli::ERROR)
        }
    }
}
