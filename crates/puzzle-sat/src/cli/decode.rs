//! `puzzle-sat decode`: an external solver's output read back as a checked answer.

use super::{render, Tally, UNSAT};
use clap::Args;
use puzzle_cnf::encode;
use puzzle_sat::input::{read_bytes, read_one, Item};
use puzzle_sat::output::Format;
use puzzle_sat::pipeline;
use puzzle_sat::solver::parse_solver_output;
use std::time::Instant;

#[derive(Args)]
pub struct DecodeArgs {
    file: String,
    /// The solver's output (`-` for standard input).
    model: String,
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    #[command(flatten)]
    encoding: crate::EncodingArgs,
}

pub fn run(args: DecodeArgs) -> Result<u8, String> {
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
