//! `puzzle-sat solve`: checked answers; with `--unique`, whether each answer is the only
//! one (a second answer and the differing cells when not); with `--proof`, a DRAT proof
//! of the "no (more) answers" verdict.

use super::flags::{self, EncodingFlags, Target};
use super::progress;
use super::{
    error_line, failed, limit, prover, render, write_proof, CliError, CliResult, Tally, SOLVED,
    UNKNOWN, UNSAT,
};
use clap::builder::{Resettable, StyledStr};
use clap::Args;
use puzzle_cnf::hints;
use puzzle_ir::interop;
use puzzle_ir::{Answer, Kind};
use puzzle_solve::batch;
use puzzle_solve::input::{read_files, Item};
use puzzle_solve::output::{self, Format};
use puzzle_solve::pipeline::{self, Report, Settings, Status};
use puzzle_solve::records::{Cell, Record, SolveRecord};
use puzzle_solve::scale::{self, Shard};
use puzzle_solve::solver::{Backend, Engine, AUTO};
use puzzle_solve::space::count::differing_cells;
use puzzle_solve::space::proof::Prover;
use puzzle_solve::space::SessionSettings;
use puzzle_solve::space::{self, Counted};
use std::io::Write;
use std::time::{Duration, Instant};

/// `--solver`'s help.
const SOLVER_HELP: &str = "The SAT solver: auto (in process, as each kind's solving hints \
     say: --help lists them), varisat, small (puzzle-sat's own CDCL, for single solves), \
     cadical-lib (CaDiCaL in process), cadical, kissat, minisat, cryptominisat, or a \
     solver's path";

/// `--solver`'s long help where help is shown ([`flags::help_shown`]):
/// [`SOLVER_HELP`] and what `auto` picks for each kind, read from the kinds' solving
/// hints.
fn solver_long_help() -> Resettable<StyledStr> {
    if !flags::help_shown() {
        return Resettable::Reset;
    }
    let per_kind: String = Kind::ALL
        .iter()
        .map(|&kind| format!("\n  {}: {}", kind.name(), hints(kind).describe()))
        .collect();
    Resettable::Value(format!("{SOLVER_HELP}\n\nauto, by the size of the CNF:{per_kind}").into())
}

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat solve puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt
  puzzle-sat solve -f json puzzles/sudoku/16x16/gecode_048.txt
  puzzle-sat solve -f pzprv3 'https://puzz.link/p?sudoku/4/4/g1k23k3g' > solved.pzprv3
  puzzle-sat solve -j 2 puzzles/sudoku/9x9/norvig_top95.lines > answers.txt
  puzzle-sat solve --solver cadical -t 10 puzzles/sudoku/25x25/gecode_028.txt
  puzzle-sat solve --unique puzzles/kakuro/janko/kakuro_janko_001_10x12.txt
  puzzle-sat solve --kakuro-sum mdd puzzles/kakuro/janko/kakuro_janko_001_10x12.txt
  puzzle-sat solve -f json --shard 3/8 big.lines >> shard3.jsonl
  puzzle-sat solve -f json --resume out.jsonl big.lines >> out.jsonl")]
pub struct SolveArgs {
    /// Puzzle files; `*.lines` files hold one 9x9 Sudoku per line; `-` is standard input
    #[arg(required = true, value_name = "FILE")]
    files: Vec<String>,
    #[command(flatten)]
    output: SolveOutput,
    #[arg(long, default_value = AUTO, help = SOLVER_HELP, long_help = solver_long_help())]
    solver: String,
    /// An argument for an external --solver, after its preset ones and before the CNF
    /// file (repeat for several)
    #[arg(long = "solver-arg", value_name = "ARG", allow_hyphen_values = true)]
    solver_args: Vec<String>,
    /// Give up on a puzzle after this many seconds (status unknown, exit 30)
    #[arg(short, long, value_name = "SECONDS", value_parser = crate::parse_seconds)]
    timeout: Option<Duration>,
    /// Threads for a batch (default: one per core)
    #[arg(short = 'j', long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    threads: Option<u32>,
    /// Also say whether the answer is the only one; when not, print a second answer and
    /// the cells where they differ (in process, one incremental solver: --solver auto,
    /// varisat or cadical-lib)
    #[arg(long)]
    unique: bool,
    /// Write a DRAT proof of the "no answer" (or, with --unique, "no second answer")
    /// verdict to FILE and the CNF it refers to to FILE.cnf; one puzzle only. The proof
    /// is written by --solver: varisat (also for auto), cadical or kissat
    #[arg(long, value_name = "FILE")]
    proof: Option<String>,
    /// Solve only shard I of N (1-based): a contiguous block of the inputs, the same
    /// whatever the thread count; the shards' outputs concatenated in order are one run's
    #[arg(long, value_name = "I/N")]
    shard: Option<Shard>,
    /// Skip the inputs that already have a `sat` or `unsat` record in this JSON-lines
    /// output of an earlier run (append the new records to it: `>> FILE`)
    #[arg(long, value_name = "FILE")]
    resume: Option<String>,
    /// Solve each CNF renumbered and reordered at random from SEED: the same answers, but
    /// another draw of the solver's search (for measuring how much of a time is the
    /// draw; see docs/experiments/2026-11-25-hard-36x36-draw.md)
    #[arg(long, value_name = "SEED", conflicts_with_all = ["unique", "proof"])]
    shuffle: Option<u64>,
    /// Stop at the first input that cannot be read (by default every other input is
    /// still answered, the bad one reported, and the exit status is 1)
    #[arg(long)]
    fail_fast: bool,
    #[command(flatten)]
    encoding: EncodingFlags,
}

/// `-f/--format` and `--ascii` of solve: the formats of the other commands, and pzprjs's
/// save file with the answer.
#[derive(Args)]
struct SolveOutput {
    /// Output format
    #[arg(short, long, value_enum, default_value = "text")]
    format: SolveFormat,
    /// Text in plain ASCII: Shakashaka's triangles as `#/` `/#` `#\` `\#` (two
    /// characters a square), for terminals that draw ◢◣◤◥ badly
    #[arg(long)]
    ascii: bool,
}

/// The formats of `solve -f`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum SolveFormat {
    /// For people: grids as drawn on paper
    Text,
    /// One JSON object per line, for programs
    Json,
    /// An SVG picture (one puzzle)
    Svg,
    /// pzprjs's save file holding the checked answer (one puzzle of a kind with a
    /// puzz.link genre; no file when there is no answer)
    Pzprv3,
}

impl SolveOutput {
    /// The format of the reports (`-f pzprv3` writes a file, not a report).
    fn format(&self) -> Result<Format, CliError> {
        match (self.format, self.ascii) {
            (SolveFormat::Text, false) => Ok(Format::Text),
            (SolveFormat::Text, true) => Ok(Format::Ascii),
            (_, true) => Err(CliError::Usage(
                "--ascii is a style of text output (-f text)".into(),
            )),
            (SolveFormat::Json, false) => Ok(Format::Json),
            (SolveFormat::Svg, false) => Ok(Format::Svg),
            (SolveFormat::Pzprv3, false) => Err(CliError::Usage(
                "-f pzprv3 writes a file, not a report".into(),
            )),
        }
    }

    /// Whether `-f pzprv3` was asked for (refusing `--ascii` with it).
    fn pzprv3(&self) -> Result<bool, CliError> {
        match (self.format, self.ascii) {
            (SolveFormat::Pzprv3, true) => Err(CliError::Usage(
                "--ascii is a style of text output (-f text)".into(),
            )),
            (format, _) => Ok(format == SolveFormat::Pzprv3),
        }
    }
}

/// An input that could not be read, and how many puzzles come before it.
struct Unreadable {
    at: usize,
    source: String,
    message: String,
}

pub fn run(args: SolveArgs) -> CliResult {
    let (mut items, mut unreadable) = read_inputs(&args.files, args.fail_fast)?;
    if let Some(shard) = args.shard {
        let range = shard.range(items.len());
        let last = range.end == items.len();
        unreadable.retain(|u| range.contains(&u.at) || (last && u.at >= range.end));
        unreadable.iter_mut().for_each(|u| u.at -= range.start);
        items = items.drain(range).collect();
    }
    if let Some(path) = &args.resume {
        if args.output.format()? != Format::Json {
            return Err(CliError::Usage(
                "--resume reads and continues JSON-lines output: add -f json".into(),
            ));
        }
        let earlier = match std::fs::read(path) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(e) => return Err(failed(format!("{path}: cannot read: {e}"))),
        };
        let done = scale::answered(&earlier);
        items.retain(|item| !done.contains(&item.source));
    }
    let prover = args
        .proof
        .as_ref()
        .map(|_| prover(proof_solver(&args.solver)))
        .transpose()?;
    if args.proof.is_some() && (items.len() != 1 || items[0].from_batch) {
        return Err(CliError::Usage("--proof takes exactly one puzzle".into()));
    }
    // In-process counting stops its solves at a time limit, but not encoding or
    // checking: the limit's last resort is ending the process (see cli/limit.rs), so it
    // takes one puzzle at a time limit.
    let one_puzzle = items.len() + unreadable.len() == 1 && !items.iter().any(|i| i.from_batch);
    if (args.unique || args.proof.is_some()) && args.timeout.is_some() && !one_puzzle {
        return Err(CliError::Usage(
            "--timeout with --unique or --proof takes one puzzle: past the limit, the run is ended"
                .into(),
        ));
    }
    if args.unique && prover.is_none() {
        Engine::from_name(&args.solver).map_err(|e| CliError::Usage(format!("--unique: {e}")))?;
    }
    let kinds: Vec<_> = items.iter().map(|i| i.puzzle.kind()).collect();
    args.encoding.refuse_foreign(&kinds)?;
    // One puzzle is solved on this thread: a pool is built only for several.
    if let (Some(threads), true) = (args.threads, items.len() > 1) {
        // Only the first call configures the global pool; this is the first.
        let _ = rayon::ThreadPoolBuilder::new()
            .num_threads(threads as usize)
            .build_global();
    }
    let backend = backend(&args)?;
    let settings = Settings {
        timeout: args.timeout,
        options: args.encoding.options(false, target(&args, &backend))?,
        backend,
        shuffle: args.shuffle,
    };
    if args.output.pzprv3()? {
        return pzprv3_file(&items, &unreadable, &args, &settings);
    }
    let format = args.output.format()?;
    if format == Format::Svg && !one_puzzle {
        return Err(CliError::Usage(
            "-f svg draws one puzzle: give one puzzle file or URL".into(),
        ));
    }
    let label = items.len() + unreadable.len() > 1 && items.iter().any(|i| !i.from_batch);
    let start = Instant::now();
    let mut tally = Tally::default();
    let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
    let mut emitted = 0;
    let mut pending = unreadable.into_iter().peekable();
    let mut emit = |item: Option<&Item>, solved: Result<(Status, String), String>| {
        let mut out = String::new();
        // The inputs that could not be read are answered in their place among the rest.
        while let Some(u) = pending.next_if(|u| item.is_none() || u.at <= emitted) {
            tally.errors += 1;
            eprintln!("puzzle-sat: {}", u.message);
            out += &error_line(&u.source, false, label, format, &u.message);
        }
        let Some(item) = item else {
            return stdout.write_all(out.as_bytes()).map_err(failed);
        };
        emitted += 1;
        out += &match solved {
            Ok((status, line)) => {
                tally.add(status);
                line
            }
            Err(error) => {
                tally.errors += 1;
                eprintln!("puzzle-sat: {}: {error}", item.source);
                error_line(&item.source, item.from_batch, label, format, &error)
            }
        };
        stdout.write_all(out.as_bytes()).map_err(failed)
    };
    if args.unique || prover.is_some() {
        // One incremental solver per puzzle, in order: these are single-puzzle tools.
        for item in &items {
            let solved = solve_counting(item, &args, &settings, prover.as_ref(), label)
                .map_err(|e| e.to_string());
            emit(Some(item), solved)?;
        }
    } else {
        let bar = progress::bar(items.len());
        let progress = |done: usize| bar.set_position(done as u64);
        batch::solve_in_order(&items, &settings, &progress, |item, result| {
            let solved = result
                .map(|report| (report.status, render(item, &report, format, label)))
                .map_err(|e| e.to_string());
            emit(Some(item), solved)
        })?;
        bar.finish_and_clear();
    }
    emit(None, Ok((Status::Sat, String::new())))?;
    stdout.flush().map_err(failed)?;
    if items.len() > 1 || items.iter().any(|i| i.from_batch) {
        eprintln!("{}", tally.summary(start.elapsed()));
    }
    Ok(tally.exit_code())
}

/// `-f pzprv3`: the pzprv3 file of the one puzzle, holding its answer (checked by the
/// independent checker, as every answer is) on standard output. Without an answer
/// (unsat, unknown) nothing is written there: the verdict goes to standard error and
/// the exit status says it.
fn pzprv3_file(
    items: &[Item],
    unreadable: &[Unreadable],
    args: &SolveArgs,
    settings: &Settings,
) -> CliResult {
    let one = "-f pzprv3 writes one puzzle's file: give one puzzle file or URL";
    if let [only] = unreadable {
        if items.is_empty() {
            return Err(failed(&only.message));
        }
    }
    let ([item], []) = (items, unreadable) else {
        return Err(CliError::Usage(one.into()));
    };
    if item.from_batch {
        return Err(CliError::Usage(one.into()));
    }
    if args.unique || args.proof.is_some() {
        return Err(CliError::Usage(
            "-f pzprv3 writes the answer alone: ask for --unique or --proof with -f text or json"
                .into(),
        ));
    }
    interop::to_pzprv3(&item.puzzle, None)
        .map_err(|e| CliError::Usage(format!("-f pzprv3: {}: {e}", item.source)))?;
    let report = pipeline::solve(&item.puzzle, settings)
        .map_err(|e| failed(format!("{}: {e}", item.source)))?;
    let Some(answer) = &report.answer else {
        let verdict = output::text(item, &report, false, false);
        eprint!("puzzle-sat: {}: {verdict}", item.source);
        eprintln!("puzzle-sat: no pzprv3 file written: there is no answer to write");
        return Ok(if report.status == Status::Unsat {
            UNSAT
        } else {
            UNKNOWN
        });
    };
    let text = interop::to_pzprv3(&item.puzzle, Some(answer))
        .map_err(|e| failed(format!("{}: {e}", item.source)))?;
    print!("{text}");
    Ok(SOLVED)
}

/// The prover of `--proof --solver NAME`: varisat for `auto`, the default.
fn proof_solver(name: &str) -> &str {
    if name == AUTO {
        "varisat"
    } else {
        name
    }
}

/// Where the CNF goes: to the in-process incremental solvers (`--unique` always runs
/// one), or as plain CNF to a DRAT prover, a shuffled copy, the small solver or a
/// solver binary.
fn target(args: &SolveArgs, backend: &Backend) -> Target {
    if args.proof.is_some() {
        Target::Plain("--proof")
    } else if args.shuffle.is_some() {
        Target::Plain("--shuffle")
    } else if args.unique || backend.takes_lazy() {
        Target::InProcess
    } else {
        Target::Plain("this --solver")
    }
}

/// The solver of `--solver`, with the `--solver-arg`s of an external one.
fn backend(args: &SolveArgs) -> Result<Backend, CliError> {
    match Backend::from_name(&args.solver).map_err(failed)? {
        Backend::External(solver) => Ok(Backend::External(solver.with_args(&args.solver_args))),
        _ if !args.solver_args.is_empty() => Err(CliError::Usage(format!(
            "--solver-arg passes arguments to an external solver; --solver {} runs in this process",
            args.solver
        ))),
        backend => Ok(backend),
    }
}

/// Every puzzle of the inputs, and the inputs that could not be read (with `fail_fast`,
/// the first of them is the error).
fn read_inputs(
    paths: &[String],
    fail_fast: bool,
) -> Result<(Vec<Item>, Vec<Unreadable>), CliError> {
    let (mut items, mut unreadable) = (Vec::new(), Vec::new());
    for (source, read) in read_files(paths) {
        match read {
            Ok(more) => items.extend(more),
            Err(error) if fail_fast => return Err(failed(error)),
            Err(error) => unreadable.push(Unreadable {
                at: items.len(),
                source,
                message: error.to_string(),
            }),
        }
    }
    Ok((items, unreadable))
}

/// Solves in process looking for a second answer (with `--unique`), writes the proof
/// (with `--proof`), and renders the verdict.
fn solve_counting(
    item: &Item,
    args: &SolveArgs,
    settings: &Settings,
    prover: Option<&Prover>,
    label: bool,
) -> Result<(Status, String), CliError> {
    let max = if args.unique { 2 } else { 1 };
    let (puzzle, options) = (item.puzzle.clone(), settings.options);
    // The session runs the in-process solver named by --solver; with a proof written by
    // a solver binary, the one `auto` picks.
    let session = SessionSettings {
        engine: Engine::from_name(&args.solver).ok().flatten(),
        ..SessionSettings::default()
    };
    let counting = limit::within(settings.timeout, session, move |session| {
        space::solve_counting_observed(&puzzle, &options, Some(max), session, &|_| {})
    });
    let Some(counting) = counting else {
        let report = Report::timed_out(settings.timeout.unwrap_or_default());
        return Ok((
            Status::Unknown,
            render(item, &report, args.output.format()?, label),
        ));
    };
    let counted = counting.map_err(failed)?;
    if let (Some(prover), Some(proof)) = (prover, &args.proof) {
        let verdict = match counted.report.status {
            Status::Unsat => "no answer",
            _ if counted.certificate.is_some() => "no answer but the one printed",
            _ => "the puzzle has an answer (add --unique to certify that it is the only one)",
        };
        write_proof(counted.certificate.as_ref(), prover, proof, verdict)?;
    }
    let format = args.output.format()?;
    let line = render(item, &counted.report, format, label);
    let status = counted.report.status;
    if !args.unique || status != Status::Sat {
        return Ok((status, line));
    }
    Ok((status, with_uniqueness(item, &counted, format, line)))
}

/// Adds the uniqueness verdict to a rendered answer: JSON fields `unique`, and without
/// it `second` (a second answer's grid) and `differing` (0-based cells); in text, a line
/// after the answer (a word after a batch line).
fn with_uniqueness(item: &Item, counted: &Counted, format: Format, line: String) -> String {
    let answers = counted.count.as_ref().map_or(&[][..], |c| &c.answers[..]);
    let second = answers.get(1);
    let differing = match (answers.first(), second) {
        (Some(a), Some(b)) => differing_cells(a, b),
        _ => Vec::new(),
    };
    match format {
        Format::Json => {
            let record = SolveRecord {
                unique: Some(second.is_none()),
                second: second.map(Answer::grid),
                differing: second.map(|_| Cell::all(&differing)),
                ..output::solve_record(item, &counted.report)
            };
            record.json_line() + "\n"
        }
        // A picture shows the answer; the verdict goes to standard error.
        Format::Svg => {
            eprintln!("puzzle-sat: {}", uniqueness_words(second.is_none()));
            line
        }
        Format::Text | Format::Ascii if item.from_batch => {
            let word = if second.is_some() {
                " several"
            } else {
                " unique"
            };
            line.trim_end().to_string() + word + "\n"
        }
        Format::Text | Format::Ascii => match second {
            None => line + "unique: no other answer\n",
            Some(second) => format!(
                "{line}not unique: a second answer\n{}differing cells: {}\n",
                if format == Format::Ascii {
                    second.to_ascii()
                } else {
                    second.to_text()
                },
                output::cells_text(&differing)
            ),
        },
    }
}

/// The uniqueness verdict in words.
fn uniqueness_words(unique: bool) -> &'static str {
    if unique {
        "unique: no other answer"
    } else {
        "not unique: there is a second answer (see -f text or json)"
    }
}
