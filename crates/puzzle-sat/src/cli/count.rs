//! `puzzle-sat count`: the number of answers, up to `--max`.

use super::{write_proof, SOLVED, UNSAT};
use clap::Args;
use puzzle_sat::input::read_one;
use puzzle_sat::output::Format;
use puzzle_sat::pipeline::{self, Status};

#[derive(Args)]
pub struct CountArgs {
    file: String,
    /// Stop after this many answers (the count is then not complete).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    max: Option<u64>,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    #[command(flatten)]
    proof: super::ProofArgs,
    #[command(flatten)]
    encoding: crate::EncodingArgs,
}

pub fn run(args: CountArgs) -> Result<u8, String> {
    let puzzle = read_one(&args.file).map_err(|e| e.to_string())?;
    let proof = args.proof.requested()?;
    let max = args.max.map(|m| usize::try_from(m).unwrap_or(usize::MAX));
    let options = args.encoding.options(false);
    let counted = pipeline::solve_counting(&puzzle, &options, max).map_err(|e| e.to_string())?;
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
    match args.format {
        Format::Json => println!(
            "{}",
            serde_json::json!({
                "kind": puzzle.kind().name(),
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
