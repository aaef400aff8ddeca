//! The `puzzle-sat` command: argument parsing and the five subcommands. Puzzle logic lives
//! in `puzzle-ir` and `puzzle-cnf`; solving and checking in this crate's library.

mod generate;

use clap::{Args, Parser, Subcommand};
use puzzle_cnf::kakuro::KakuroSum;
use puzzle_cnf::pb::PbEncoding;
use puzzle_cnf::{encode, AmoEncoding, Options, VertexRule};
use puzzle_sat::batch;
use puzzle_sat::input::{read_bytes, read_items, read_one, Item};
use puzzle_sat::output::{self, Format};
use puzzle_sat::pipeline::{self, Report, Settings, Status};
use puzzle_sat::solver::{parse_solver_output, Backend};
use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// mimalloc instead of the system allocator: encoding and loading a small puzzle make
/// thousands of short-lived allocations (a Vec per clause), which glibc's allocator
/// serves slowly and, on several threads, with contention.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Exit status of `FORMATS.md`.
const SOLVED: u8 = 0;
const ERROR: u8 = 1;
const UNSAT: u8 = 20;
const UNKNOWN: u8 = 30;

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
    Solve(SolveArgs),
    /// Write a puzzle's CNF in DIMACS, with comments naming the variables.
    Dimacs(DimacsArgs),
    /// Read an external solver's output for a puzzle and print the answer.
    Decode(DecodeArgs),
    /// Check an answer (text or JSON) against a puzzle's rules.
    Check(CheckArgs),
    /// Make a random puzzle from a random full grid.
    Generate(generate::GenerateArgs),
}

#[derive(Args)]
struct EncodingArgs {
    /// At-most-one encoding: auto, pairwise, ladder, bitwise, commander, bimander.
    #[arg(long, default_value = "auto")]
    amo: AmoEncoding,
    /// Keep naked and hidden singles for the solver instead of placing them first.
    #[arg(long)]
    no_singles: bool,
    /// Shakashaka's rectangle rule: `sectors`, or `no-thin-strips` (stronger).
    #[arg(long, value_enum, default_value = "sectors")]
    vertex_rule: VertexRuleArg,
    /// Pseudo-boolean encoding of sums (Kakurasu): dd, swc, gte, adder.
    #[arg(long, default_value = "dd")]
    pb: PbEncoding,
    /// How a Kakuro run's sum is written: `table` (digit-set selectors) or `pb`
    /// (pseudo-Boolean equality over the one-hot digits, sequential weight counter).
    #[arg(long, value_enum, default_value = "table")]
    kakuro_sum: KakuroSumArg,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum KakuroSumArg {
    Table,
    Pb,
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
            kakuro_sum: match self.kakuro_sum {
                KakuroSumArg::Table => KakuroSum::Table,
                KakuroSumArg::Pb => KakuroSum::Pb,
            },
        }
    }
}

#[derive(Args)]
struct SolveArgs {
    /// Puzzle files; `*.lines` files hold one 9x9 puzzle per line.
    #[arg(required = true)]
    files: Vec<String>,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// varisat (in-process), cadical, kissat, minisat, cryptominisat, or a solver's path.
    #[arg(long, default_value = "varisat")]
    solver: String,
    /// Give up on a puzzle after this many seconds (status unknown, exit 30).
    #[arg(long, value_parser = parse_seconds)]
    timeout: Option<Duration>,
    #[command(flatten)]
    encoding: EncodingArgs,
}

#[derive(Args)]
struct DimacsArgs {
    file: String,
    /// Output file (default: standard output).
    #[arg(short, long)]
    output: Option<String>,
    #[command(flatten)]
    encoding: EncodingArgs,
}

#[derive(Args)]
struct DecodeArgs {
    file: String,
    /// The solver's output (`-` for standard input).
    model: String,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    #[command(flatten)]
    encoding: EncodingArgs,
}

#[derive(Args)]
struct CheckArgs {
    file: String,
    /// The answer, as text or JSON (`-` for standard input).
    answer: String,
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
        Command::Solve(args) => solve(args),
        Command::Dimacs(args) => dimacs(args),
        Command::Decode(args) => decode(args),
        Command::Check(args) => check(args),
        Command::Generate(args) => generate::run(args),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(message) => {
            eprintln!("puzzle-sat: {message}");
            ExitCode::from(ERROR)
        }
    }
}

fn solve(args: SolveArgs) -> Result<u8, String> {
    let items = read_items(&args.files).map_err(|e| e.to_string())?;
    let settings = Settings {
        backend: Backend::from_name(&args.solver),
        timeout: args.timeout,
        options: args.encoding.options(false),
    };
    let label = items.len() > 1 && items.iter().any(|i| !i.from_batch);
    let start = Instant::now();
    let mut tally = Tally::default();
    let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
    batch::solve_in_order(&items, &settings, true, |item, result| {
        let line = match result {
            Ok(report) => {
                tally.add(report.status);
                render(item, &report, args.format, label)
            }
            Err(error) => {
                tally.errors += 1;
                eprintln!("puzzle-sat: {}: {error}", item.source);
                error_line(item, args.format)
            }
        };
        stdout.write_all(line.as_bytes()).map_err(|e| e.to_string())
    })?;
    stdout.flush().map_err(|e| e.to_string())?;
    if items.len() > 1 || items.iter().any(|i| i.from_batch) {
        eprintln!("{}", tally.summary(start.elapsed()));
    }
    Ok(tally.exit_code())
}

fn render(item: &Item, report: &Report, format: Format, label: bool) -> String {
    match format {
        Format::Json => output::json_line(item, report) + "\n",
        Format::Text => output::text(item, report, label),
    }
}

fn error_line(item: &Item, format: Format) -> String {
    match (format, item.from_batch) {
        (Format::Json, _) => format!("{{\"status\":\"error\",\"source\":{:?}}}\n", item.source),
        (Format::Text, true) => "error\n".into(),
        (Format::Text, false) => String::new(),
    }
}

/// Counts of verdicts, for the summary line and the exit status.
#[derive(Default)]
struct Tally {
    solved: usize,
    unsat: usize,
    unknown: usize,
    errors: usize,
}

impl Tally {
    fn add(&mut self, status: Status) {
        match status {
            Status::Sat => self.solved += 1,
            Status::Unsat => self.unsat += 1,
            Status::Unknown => self.unknown += 1,
        }
    }

    fn summary(&self, elapsed: Duration) -> String {
        let total = self.solved + self.unsat + self.unknown + self.errors;
        let seconds = elapsed.as_secs_f64();
        format!(
            "puzzle-sat: {total} puzzles: {} solved, {} unsat, {} unknown, {} errors in {seconds:.3} s ({:.0} puzzles/s)",
            self.solved,
            self.unsat,
            self.unknown,
            self.errors,
            total as f64 / seconds.max(1e-9)
        )
    }

    /// The worst verdict decides: error, then unknown, then unsat.
    fn exit_code(&self) -> u8 {
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

fn dimacs(args: DimacsArgs) -> Result<u8, String> {
    let puzzle = read_one(&args.file).map_err(|e| e.to_string())?;
    let options = args.encoding.options(true);
    let mut text = Vec::new();
    let header = vec![
        format!(
            "puzzle-sat {}: {} from {}",
            env!("CARGO_PKG_VERSION"),
            puzzle.kind().name(),
            args.file
        ),
        format!(
            "at-most-one encoding: {}; singles placed first: {}",
            options.amo.name(),
            options.singles
        ),
        "`c fixed MEANING`: a cell without a variable (given, or placed by singles)".into(),
        "`c VAR MEANING`: what variable VAR means; r<row>c<col>=<value> is 1-based".into(),
    ];
    match encode(&puzzle, &options) {
        Ok(encoding) => encoding
            .cnf
            .write_dimacs(&mut text, &header)
            .map_err(|e| e.to_string())?,
        Err(contradiction) => {
            eprintln!(
                "puzzle-sat: {}: no solution (proven): {contradiction}",
                args.file
            );
            let lines = header
                .iter()
                .map(|h| format!("c {h}\n"))
                .collect::<String>();
            text = format!("{lines}c no solution: {contradiction}\np cnf 0 1\n0\n").into_bytes();
        }
    }
    match &args.output {
        Some(path) => {
            std::fs::write(path, &text).map_err(|e| format!("{path}: cannot write: {e}"))?
        }
        None => std::io::stdout()
            .write_all(&text)
            .map_err(|e| e.to_string())?,
    }
    Ok(SOLVED)
}

fn decode(args: DecodeArgs) -> Result<u8, String> {
    let puzzle = read_one(&args.file).map_err(|e| e.to_string())?;
    let bytes = read_bytes(&args.model).map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&bytes);
    let item = Item {
        source: args.file.clone(),
        puzzle,
        from_batch: false,
    };
    let options = args.encoding.options(false);
    let start = Instant::now();
    let encoding = match encode(&item.puzzle, &options) {
        Ok(encoding) => encoding,
        Err(contradiction) => {
            println!("no solution (proven): {contradiction}");
            return Ok(UNSAT);
        }
    };
    let outcome = parse_solver_output(&text, encoding.cnf.n_vars())
        .map_err(|e| format!("{}: {e}", args.model))?;
    let report =
        pipeline::report(&item.puzzle, &encoding, outcome, start).map_err(|e| e.to_string())?;
    print!("{}", render(&item, &report, args.format, false));
    let mut tally = Tally::default();
    tally.add(report.status);
    Ok(tally.exit_code())
}

fn check(args: CheckArgs) -> Result<u8, String> {
    let puzzle = read_one(&args.file).map_err(|e| e.to_string())?;
    let bytes = read_bytes(&args.answer).map_err(|e| e.to_string())?;
    let text = puzzle_ir::text::decode_utf8(&args.answer, &bytes).map_err(|e| e.to_string())?;
    let answer = puzzle
        .parse_answer(&args.answer, text)
        .map_err(|e| e.to_string())?;
    match puzzle.check(&answer) {
        Ok(()) => {
            println!("ok: the answer keeps every rule of {}", args.file);
            Ok(SOLVED)
        }
        Err(violation) => Err(format!(
            "{}: the answer breaks a rule: {violation}",
            args.answer
        )),
    }
}
