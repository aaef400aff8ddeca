//! `puzzle-sat dimacs`: the CNF in DIMACS, with comments naming the variables and a
//! header recording every option that shaped the encoding, so that `decode --cnf` can
//! rebuild exactly this encoding.

use super::flags::EncodingFlags;
use super::{failed, CliResult, SOLVED};
use clap::Args;
use puzzle_cnf::encode;
use puzzle_solve::input::read_one;
use std::io::Write;

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat dimacs puzzles/sudoku/papers/sudoku-36x36-s20240601.txt -o p.cnf
  cadical p.cnf > model.txt
  puzzle-sat decode --cnf p.cnf puzzles/sudoku/papers/sudoku-36x36-s20240601.txt model.txt")]
pub struct DimacsArgs {
    /// The puzzle file
    file: String,
    /// Output file (default: standard output)
    #[arg(short, long, value_name = "FILE")]
    output: Option<String>,
    #[command(flatten)]
    encoding: EncodingFlags,
}

/// The prefix of the header lines that record an option.
pub const OPTION_PREFIX: &str = "puzzle-sat option ";

pub fn run(args: DimacsArgs) -> CliResult {
    let puzzle = read_one(&args.file).map_err(failed)?;
    let options = args.encoding.options_for(&puzzle, true)?;
    let mut text = Vec::new();
    let mut header = vec![
        format!(
            "puzzle-sat {}: {} from {}",
            env!("CARGO_PKG_VERSION"),
            puzzle.kind().name(),
            args.file
        ),
        format!("puzzle-sat kind {}", puzzle.kind().name()),
    ];
    header.extend(
        options
            .describe(puzzle.kind())
            .into_iter()
            .map(|(name, value)| format!("{OPTION_PREFIX}{name}={value}")),
    );
    header.extend([
        "`c fixed MEANING`: a cell without a variable (given, or placed by singles)".into(),
        "`c VAR MEANING`: what variable VAR means; r<row>c<col>=<value> is 1-based".into(),
    ]);
    match encode(&puzzle, &options) {
        Ok(encoding) => encoding
            .cnf
            .write_dimacs(&mut text, &header)
            .map_err(failed)?,
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
            std::fs::write(path, &text).map_err(|e| failed(format!("{path}: cannot write: {e}")))?
        }
        None => std::io::stdout().write_all(&text).map_err(failed)?,
    }
    Ok(SOLVED)
}
