//! `puzzle-sat count`: the number of answers, up to `--max`.

use super::flags::{EncodingFlags, Target};
use super::{failed, limit, write_proof, CliResult, FormatArg, SOLVED, UNKNOWN, UNSAT};
use clap::Args;
use puzzle_ir::plural;
use puzzle_ir::Puzzle;
use puzzle_solve::input::read_one;
use puzzle_solve::records::{CountRecord, Record};
use puzzle_solve::space;
use puzzle_solve::verify::Status;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat count puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt
  puzzle-sat count --max 100 -f json puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt
  puzzle-sat count --proof p.drat puzzles/kakuro/janko/kakuro_janko_001_10x12.txt
  puzzle-sat count -t 5 empty.txt      # stops after 5 s with the count so far, exit 30")]
pub struct CountArgs {
    /// The puzzle file
    file: String,
    /// Stop after this many answers (the count is then not complete)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    max: Option<u64>,
    /// Output format
    #[arg(short, long, value_enum, default_value = "text")]
    format: FormatArg,
    /// Stop after this many seconds: the count so far is printed as not complete, exit 30
    #[arg(short, long, value_name = "SECONDS", value_parser = crate::parse_seconds)]
    timeout: Option<Duration>,
    #[command(flatten)]
    proof: super::ProofArgs,
    #[command(flatten)]
    encoding: EncodingFlags,
}

pub fn run(args: CountArgs) -> CliResult {
    let puzzle = read_one(&args.file).map_err(failed)?;
    let proof = args.proof.requested()?;
    let max = args.max.map(|m| usize::try_from(m).unwrap_or(usize::MAX));
    let target = Target::unless_proof(proof.is_some());
    let options = args.encoding.options_for(&puzzle, false, target)?;
    let start = Instant::now();
    let so_far = Arc::new(AtomicUsize::new(0));
    let (shared, work_puzzle) = (Arc::clone(&so_far), puzzle.clone());
    let counting = limit::within(args.timeout, Default::default(), move |settings| {
        // The sides of a racing count report their own counts: the most is the count.
        let on_answer = |n: usize| {
            shared.fetch_max(n, Ordering::Relaxed);
        };
        space::solve_counting_observed(&work_puzzle, &options, max, settings, &on_answer)
    });
    let Some(counting) = counting else {
        let count = so_far.load(Ordering::Relaxed);
        if proof.is_some() {
            eprintln!("puzzle-sat: no proof written: the time limit stopped the count");
        }
        let status = if count > 0 {
            Status::Sat
        } else {
            Status::Unknown
        };
        print_count(
            &args,
            &puzzle,
            status,
            count,
            false,
            start.elapsed().as_secs_f64(),
            true,
        );
        return Ok(UNKNOWN);
    };
    let counted = counting.map_err(failed)?;
    let (count, complete) = counted
        .count
        .as_ref()
        .map_or((0, true), |c| (c.count, c.complete));
    if let Some((prover, path)) = &proof {
        let verdict = format!("no answer besides the {count} counted");
        let stopped = format!("--max stopped the count at {count}: nothing to certify");
        let verdict = if complete { verdict } else { stopped };
        write_proof(counted.certificate.as_ref(), prover, path, &verdict)?;
    }
    let seconds = counted.report.seconds;
    print_count(
        &args,
        &puzzle,
        counted.report.status,
        count,
        complete,
        seconds,
        false,
    );
    Ok(match counted.report.status {
        Status::Unsat => UNSAT,
        _ => SOLVED,
    })
}

/// The count in the chosen format; `timed_out` says what stopped an incomplete count.
fn print_count(
    args: &CountArgs,
    puzzle: &Puzzle,
    status: Status,
    count: usize,
    complete: bool,
    seconds: f64,
    timed_out: bool,
) {
    let stopper = if timed_out { "the time limit" } else { "--max" };
    match args.format {
        FormatArg::Json => {
            let record = CountRecord {
                kind: puzzle.kind().name().to_owned(),
                status: status.name().to_owned(),
                count,
                complete,
                source: args.file.clone(),
                time_s: seconds,
            };
            println!("{}", record.json_line())
        }
        FormatArg::Text if complete => println!("{}", plural::count(count, "answer")),
        FormatArg::Text => println!(
            "at least {} (stopped by {stopper})",
            plural::count(count, "answer")
        ),
    }
}
