//! `puzzle-sat count`: the number of answers, up to `--max`.

use super::flags::EncodingFlags;
use super::{failed, write_proof, CliResult, FormatArg, SOLVED, UNSAT};
use clap::Args;
use puzzle_sat::input::read_one;
use puzzle_sat::output::Format;
use puzzle_sat::space;
use puzzle_sat::verify::Status;

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat count puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt
  puzzle-sat count --max 100 -f json puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt
  puzzle-sat count --proof p.drat puzzles/kakuro/janko/kakuro_janko_001_10x12.txt")]
pub struct CountArgs {
    /// The puzzle file
    file: String,
    /// Stop after this many answers (the count is then not complete)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    max: Option<u64>,
    /// Output format
    #[arg(short, long, value_enum, default_value = "text")]
    format: FormatArg,
    #[command(flatten)]
    proof: super::ProofArgs,
    #[command(flatten)]
    encoding: EncodingFlags,
}

pub fn run(args: CountArgs) -> CliResult {
    let puzzle = read_one(&args.file).map_err(failed)?;
    let proof = args.proof.requested()?;
    let max = args.max.map(|m| usize::try_from(m).unwrap_or(usize::MAX));
    let options = args.encoding.options_for(&puzzle, false)?;
    let counted = space::solve_counting(&puzzle, &options, max).map_err(failed)?;
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
    match Format::from(args.format) {
        Format::Json => println!(
            "{}",
            serde_json::json!({
                "kind": puzzle.kind().name(),
                "status": counted.report.status.name(),
                "count": count,
                "complete": complete,
                "source": args.file,
                "time_s": counted.report.seconds,
            })
        ),
        Format::Text if complete => println!("{count} {}", answers(count)),
        Format::Text => println!("at least {count} {} (stopped by --max)", answers(count)),
    }
    Ok(match counted.report.status {
        Status::Unsat => UNSAT,
        _ => SOLVED,
    })
}

fn answers(count: usize) -> &'static str {
    if count == 1 {
        "answer"
    } else {
        "answers"
    }
}
