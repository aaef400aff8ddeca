//! `puzzle-sat convert`: a puzzle in another format: a puzz.link URL, a pzprv3 file, or
//! the native file. Kinds without a puzz.link genre (Kakurasu, Killer Sudoku, Sudoku
//! variants) are refused with the reason, never given an invented form.

use super::check::keeps_every_rule;
use super::{failed, CliError, CliResult, SOLVED};
use clap::{Args, ValueEnum};
use puzzle_ir::interop::{self, SavedAnswer};
use puzzle_ir::plural::count;
use puzzle_ir::{Answer, Puzzle};
use puzzle_solve::input::{read_bytes, read_items, Item};

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat convert puzzles/kakuro/puzzlink/kakuro_cspuz_6x7.txt --to url
  puzzle-sat convert 'https://puzz.link/p?sudoku/4/4/g1k23k3g' --to native
  puzzle-sat convert puzzle.txt --answer puzzle.solution.txt --to pzprv3 > solved.pzprv3
  puzzle-sat convert urls.txt --to url        (a list: one canonical URL per line)")]
pub struct ConvertArgs {
    /// Puzzle files, puzz.link URLs, pzprv3 files or batches (`-` for standard input)
    #[arg(required = true)]
    inputs: Vec<String>,
    /// The format to write to standard output
    #[arg(long, short = 't', value_enum)]
    to: Target,
    /// An answer to write into the pzprv3 file (a pzprv3 input's own answer is kept
    /// otherwise); either is checked first, and one that breaks a rule is an error
    #[arg(long, short = 'a', value_name = "FILE")]
    answer: Option<String>,
}

/// The formats `convert` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Target {
    /// The puzz.link URL pzprjs writes (one per line for several puzzles)
    Url,
    /// pzprjs's save file, with the answer when there is one
    Pzprv3,
    /// The native puzzle file of docs/FORMATS.md
    Native,
}

pub fn run(args: ConvertArgs) -> CliResult {
    let items = read_items(&args.inputs).map_err(failed)?;
    if args.answer.is_some() && args.to != Target::Pzprv3 {
        return Err(CliError::Usage(
            "--answer goes into a pzprv3 file: use it with --to pzprv3".into(),
        ));
    }
    if args.to == Target::Url {
        for item in &items {
            let url = interop::to_url(&item.puzzle)
                .map_err(|e| failed(format!("{}: {e}", item.source)))?;
            println!("{url}");
        }
        return Ok(SOLVED);
    }
    let [item] = items.as_slice() else {
        return Err(CliError::Usage(format!(
            "--to {} writes one puzzle, and the input holds {} (--to url writes a list)",
            if args.to == Target::Native {
                "native"
            } else {
                "pzprv3"
            },
            items.len()
        )));
    };
    let text = match args.to {
        Target::Native => native(item),
        _ => {
            let answer = answer_for(item, args.answer.as_deref())?;
            interop::to_pzprv3(&item.puzzle, answer.as_ref())
                .map_err(|e| failed(format!("{}: {e}", item.source)))?
        }
    };
    print!("{text}");
    Ok(SOLVED)
}

/// The native file, saying where it came from and, when it has one, its URL.
fn native(item: &Item) -> String {
    let mut comments = vec![format!(
        "converted from {} by puzzle-sat convert",
        item.source
    )];
    if let Ok(url) = interop::to_url(&item.puzzle) {
        comments.push(format!("url: {url}"));
    }
    item.puzzle.to_native(&comments)
}

/// The answer to write: `--answer`, or the complete answer of a pzprv3 input; either
/// must keep every rule, so that no answer is written unchecked.
fn answer_for(item: &Item, answer: Option<&str>) -> Result<Option<Answer>, CliError> {
    if let Some(path) = answer {
        let bytes = read_bytes(path).map_err(failed)?;
        let text = puzzle_ir::text::decode_utf8(path, &bytes).map_err(failed)?;
        let answer = item.puzzle.parse_answer(path, text).map_err(failed)?;
        keeps_every_rule(&item.puzzle, &answer, path)?;
        return Ok(Some(answer));
    }
    saved_answer(&item.source, &item.puzzle)
}

/// The answer section of the input when it is a pzprv3 file of this puzzle.
fn saved_answer(source: &str, puzzle: &Puzzle) -> Result<Option<Answer>, CliError> {
    let Ok(bytes) = std::fs::read(source) else {
        return Ok(None);
    };
    let Ok(text) = std::str::from_utf8(&bytes) else {
        return Ok(None);
    };
    if !interop::looks_like_pzprv3(text) {
        return Ok(None);
    }
    let saved = interop::parse_pzprv3(source, text).map_err(failed)?;
    match saved.answer {
        SavedAnswer::Complete(answer) if &saved.puzzle == puzzle => {
            keeps_every_rule(puzzle, &answer, source)?;
            Ok(Some(answer))
        }
        SavedAnswer::Partial { empty } => {
            eprintln!(
                "puzzle-sat: {source}: its partial answer ({} empty) is not written",
                count(empty, "cell")
            );
            Ok(None)
        }
        _ => Ok(None),
    }
}
