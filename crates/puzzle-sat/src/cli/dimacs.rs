//! `puzzle-sat dimacs`: the CNF in DIMACS, with comments naming the variables.

use super::SOLVED;
use clap::Args;
use puzzle_cnf::encode;
use puzzle_sat::input::read_one;
use std::io::Write;

#[derive(Args)]
pub struct DimacsArgs {
    file: String,
    /// Output file (default: standard output).
    #[arg(short, long)]
    output: Option<String>,
    #[command(flatten)]
    encoding: crate::EncodingArgs,
}

pub fn run(args: DimacsArgs) -> Result<u8, String> {
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
