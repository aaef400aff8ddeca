//! `puzzle-sat decode`: an external solver's output read back as a checked answer. The
//! encoding is rebuilt as the DIMACS file's header recorded it (`--cnf`), or from the
//! flags; a header that does not match the puzzle is refused, so a mismatch is never
//! blamed on the solver. Without `--cnf`, a model that does not fit is reported as such,
//! with the options assumed.

use super::dimacs::OPTION_PREFIX;
use super::flags::EncodingFlags;
use super::{failed, render, CliError, CliResult, OutputArgs, Tally, UNSAT};
use clap::Args;
use puzzle_cnf::{encode, Options};
use puzzle_ir::settings::{SettingKind, Values};
use puzzle_ir::Puzzle;
use puzzle_solve::input::{read_bytes, read_one, Item};
use puzzle_solve::pipeline;
use puzzle_solve::solver::parse_solver_output;
use std::time::Instant;

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat dimacs --kakuro-sum mdd puzzles/kakuro/janko/kakuro_janko_001_10x12.txt -o k.cnf
  cadical k.cnf > model.txt
  puzzle-sat decode --cnf k.cnf puzzles/kakuro/janko/kakuro_janko_001_10x12.txt model.txt")]
pub struct DecodeArgs {
    /// The puzzle file
    file: String,
    /// The solver's output (`-` for standard input)
    model: String,
    /// The DIMACS file the solver ran on: the encoding is rebuilt from its header (without
    /// it, from the encoding flags or their defaults)
    #[arg(long, value_name = "FILE")]
    cnf: Option<String>,
    #[command(flatten)]
    output: OutputArgs,
    #[command(flatten)]
    encoding: EncodingFlags,
}

pub fn run(args: DecodeArgs) -> CliResult {
    let puzzle = read_one(&args.file).map_err(failed)?;
    let options = match &args.cnf {
        Some(cnf) if !args.encoding.none_given() => {
            let why = "the encoding is the one its header records; encoding flags do not apply";
            return Err(CliError::Usage(format!("--cnf {cnf}: {why}")));
        }
        Some(cnf) => options_of_header(cnf, &puzzle)?,
        None => args.encoding.options_for(&puzzle, false)?,
    };
    let bytes = read_bytes(&args.model).map_err(failed)?;
    let text = String::from_utf8_lossy(&bytes);
    let item = Item {
        source: args.file.clone(),
        puzzle,
        from_batch: false,
    };
    let start = Instant::now();
    let encoding = match encode(&item.puzzle, &options) {
        Ok(encoding) => encoding,
        Err(contradiction) => {
            println!("no solution (proven): {contradiction}");
            return Ok(UNSAT);
        }
    };
    if let Some(cnf) = &args.cnf {
        check_size(cnf, encoding.cnf.n_vars())?;
    }
    let read = parse_solver_output(&text, encoding.cnf.n_vars()).and_then(|outcome| {
        pipeline::report(&item.puzzle, &encoding, outcome, start).map_err(|e| e.to_string())
    });
    let report = read.map_err(|e| match &args.cnf {
        Some(_) => failed(format!("{}: {e}", args.model)),
        None => unfit(&args, &item.puzzle, &options, &e),
    })?;
    print!("{}", render(&item, &report, args.output.format()?, false));
    let mut tally = Tally::default();
    tally.add(report.status);
    Ok(tally.exit_code())
}

/// The error for a model that is no model of the encoding rebuilt without `--cnf`: the
/// likelier cause is a CNF written with other options, so the options assumed are named
/// (as a DIMACS header records them) and `--cnf` is pointed to.
fn unfit(args: &DecodeArgs, puzzle: &Puzzle, options: &Options, error: &str) -> CliError {
    let assumed: Vec<String> = (options.describe(puzzle.kind()).iter())
        .map(|(name, value)| format!("{name}={value}"))
        .collect();
    let whence = if args.encoding.none_given() {
        "the default options"
    } else {
        "the options given"
    };
    failed(format!(
        "{}: the model does not fit the {} encoding of {whence} ({}): {error}. \
         Give --cnf FILE, the DIMACS file the solver ran on, to rebuild the encoding its \
         header records",
        args.model,
        puzzle.kind().name(),
        assumed.join(", "),
    ))
}

/// The comment lines of a DIMACS file's header, before `p cnf`.
fn header_lines(cnf: &str) -> Result<Vec<String>, CliError> {
    let bytes = read_bytes(cnf).map_err(failed)?;
    let text = String::from_utf8_lossy(&bytes);
    Ok(text
        .lines()
        .take_while(|l| !l.starts_with("p "))
        .filter_map(|l| l.strip_prefix("c ").map(str::to_owned))
        .collect())
}

/// The options a puzzle-sat DIMACS header records, checked against `puzzle`'s kind.
fn options_of_header(cnf: &str, puzzle: &Puzzle) -> Result<Options, CliError> {
    let lines = header_lines(cnf)?;
    let kind = lines
        .iter()
        .find_map(|l| l.strip_prefix("puzzle-sat kind "))
        .ok_or_else(|| {
            failed(format!(
                "{cnf}: no `c puzzle-sat kind` header line: not written by `puzzle-sat dimacs` \
                 (pass the encoding flags instead of --cnf)"
            ))
        })?;
    if kind != puzzle.kind().name() {
        return Err(failed(format!(
            "{cnf}: the CNF encodes a {kind} puzzle, not a {}",
            puzzle.kind().name()
        )));
    }
    let settings: Vec<_> = Options::COMMON
        .iter()
        .chain(Options::settings(puzzle.kind()))
        .collect();
    let mut values = Values::default();
    for line in &lines {
        let Some((name, value)) = line
            .strip_prefix(OPTION_PREFIX)
            .and_then(|o| o.split_once('='))
        else {
            continue;
        };
        let setting = settings
            .iter()
            .find(|s| s.name == name)
            .ok_or_else(|| failed(format!("{cnf}: unknown option `{name}` in the header")))?;
        match setting.kind {
            SettingKind::Switch if value == "on" => values.set(name, ""),
            SettingKind::Switch => {}
            _ => values.set(name, value),
        }
    }
    Options::from_values(&values).map_err(|e| failed(format!("{cnf}: {e}")))
}

/// Refuses a CNF whose variable count differs from the rebuilt encoding's.
fn check_size(cnf: &str, n_vars: u32) -> Result<(), CliError> {
    let bytes = read_bytes(cnf).map_err(failed)?;
    let text = String::from_utf8_lossy(&bytes);
    let declared = text
        .lines()
        .find_map(|l| l.strip_prefix("p cnf "))
        .and_then(|rest| rest.split_whitespace().next()?.parse::<u32>().ok());
    match declared {
        Some(vars) if vars == n_vars => Ok(()),
        Some(vars) => Err(failed(format!(
            "{cnf}: the CNF has {vars} variables but this puzzle's encoding has {n_vars}: \
             it was written for another puzzle or version"
        ))),
        None => Err(failed(format!("{cnf}: no `p cnf` line"))),
    }
}
