//! `puzzle-sat solve`: checked answers; with `--unique`, whether each answer is the only
//! one (a second answer and the differing cells when not); with `--proof`, a DRAT proof
//! of the "no (more) answers" verdict.

use super::{error_line, prover, render, write_proof, Tally};
use clap::Args;
use puzzle_sat::batch;
use puzzle_sat::input::{read_items, Item};
use puzzle_sat::output::{self, Format};
use puzzle_sat::pipeline::{self, Counted, Settings, Status};
use puzzle_sat::solver::Backend;
use puzzle_sat::space::count::differing_cells;
use puzzle_sat::space::proof::Prover;
use std::io::Write;
use std::time::{Duration, Instant};

#[derive(Args)]
pub struct SolveArgs {
    /// Puzzle files; `*.lines` files hold one 9x9 puzzle per line.
    #[arg(required = true)]
    files: Vec<String>,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// varisat (in-process), cadical-lib (in-process CaDiCaL, cargo feature `cadical`),
    /// cadical, kissat, minisat, cryptominisat, or a solver's path.
    #[arg(long, default_value = "varisat")]
    solver: String,
    /// Give up on a puzzle after this many seconds (status unknown, exit 30).
    #[arg(long, value_parser = crate::parse_seconds)]
    timeout: Option<Duration>,
    /// Also say whether the answer is the only one; when not, print a second answer and
    /// the cells where they differ. Runs in process (varisat, one incremental solver;
    /// --timeout does not apply).
    #[arg(long)]
    unique: bool,
    /// Write a DRAT proof of the "no answer" (or, with --unique, "no second answer")
    /// verdict to FILE and the CNF it refers to to FILE.cnf; one puzzle only. The proof
    /// is written by --solver: varisat, cadical or kissat.
    #[arg(long, value_name = "FILE")]
    proof: Option<String>,
    #[command(flatten)]
    encoding: crate::EncodingArgs,
}

pub fn run(args: SolveArgs) -> Result<u8, String> {
    let items = read_items(&args.files).map_err(|e| e.to_string())?;
    let prover = args
        .proof
        .as_ref()
        .map(|_| prover(&args.solver))
        .transpose()?;
    if args.proof.is_some() && (items.len() != 1 || items[0].from_batch) {
        return Err("--proof takes exactly one puzzle".into());
    }
    let settings = Settings {
        backend: Backend::from_name(&args.solver).map_err(|e| e.to_string())?,
        timeout: args.timeout,
        options: args.encoding.options(false),
    };
    let label = items.len() > 1 && items.iter().any(|i| !i.from_batch);
    let start = Instant::now();
    let mut tally = Tally::default();
    let mut stdout = std::io::BufWriter::new(std::io::stdout().lock());
    let mut emit = |item: &Item, solved: Result<(Status, String), String>| {
        let line = match solved {
            Ok((status, line)) => {
                tally.add(status);
                line
            }
            Err(error) => {
                tally.errors += 1;
                eprintln!("puzzle-sat: {}: {error}", item.source);
                error_line(item, args.format)
            }
        };
        stdout.write_all(line.as_bytes()).map_err(|e| e.to_string())
    };
    if args.unique || prover.is_some() {
        // One incremental solver per puzzle, in order: these are single-puzzle tools.
        for item in &items {
            emit(item, solve_counting(item, &args, prover.as_ref(), label))?;
        }
    } else {
        batch::solve_in_order(&items, &settings, true, |item, result| {
            let solved = result
                .map(|report| (report.status, render(item, &report, args.format, label)))
                .map_err(|e| e.to_string());
            emit(item, solved)
        })?;
    }
    stdout.flush().map_err(|e| e.to_string())?;
    if items.len() > 1 || items.iter().any(|i| i.from_batch) {
        eprintln!("{}", tally.summary(start.elapsed()));
    }
    Ok(tally.exit_code())
}

/// Solves in process looking for a second answer (with `--unique`), writes the proof
/// (with `--proof`), and renders the verdict.
fn solve_counting(
    item: &Item,
    args: &SolveArgs,
    prover: Option<&Prover>,
    label: bool,
) -> Result<(Status, String), String> {
    let max = if args.unique { 2 } else { 1 };
    let options = args.encoding.options(false);
    let counted =
        pipeline::solve_counting(&item.puzzle, &options, Some(max)).map_err(|e| e.to_string())?;
    if let (Some(prover), Some(proof)) = (prover, &args.proof) {
        let verdict = match counted.report.status {
            Status::Unsat => "no answer",
            _ if counted.certificate.is_some() => "no answer but the one printed",
            _ => "the puzzle has an answer (add --unique to certify that it is the only one)",
        };
        write_proof(counted.certificate.as_ref(), prover, proof, verdict)?;
    }
    let line = render(item, &counted.report, args.format, label);
    let status = counted.report.status;
    if !args.unique || status != Status::Sat {
        return Ok((status, line));
    }
    Ok((status, with_uniqueness(item, &counted, args.format, line)))
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
            let mut json: serde_json::Value =
                serde_json::from_str(&line).expect("our own JSON line");
            json["unique"] = second.is_none().into();
            if let Some(second) = second {
                json["second"] = second.grid().into();
                json["differing"] = output::cells_json(&differing);
            }
            json.to_string() + "\n"
        }
        Format::Text if item.from_batch => {
            let word = if second.is_some() {
                " several"
            } else {
                " unique"
            };
            line.trim_end().to_string() + word + "\n"
        }
        Format::Text => match second {
            None => line + "unique: no other answer\n",
            Some(second) => format!(
                "{line}not unique: a second answer\n{}differing cells: {}\n",
                second.to_text(),
                output::cells_text(&differing)
            ),
        },
    }
}
