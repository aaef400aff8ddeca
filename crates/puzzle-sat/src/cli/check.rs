//! `puzzle-sat check`: an answer against the puzzle's rules (the independent checker).
//! The answer comes from its own file, or from the answer section of a pzprv3 file.

use super::{failed, CliError, CliResult, SOLVED};
use clap::Args;
use puzzle_ir::interop::{self, SavedAnswer};
use puzzle_ir::plural::count;
use puzzle_ir::{Answer, Puzzle};
use puzzle_solve::input::{read_bytes, read_one};

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat check puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt \\
                   puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.solution.txt
  puzzle-sat solve -f json puzzle.txt | puzzle-sat check puzzle.txt -
  puzzle-sat check solved.pzprv3        (a pzprv3 file holding its answer)")]
pub struct CheckArgs {
    /// The puzzle file (or puzz.link URL, or pzprv3 file)
    file: String,
    /// The answer, as text or JSON (`-` for standard input); without it, the answer
    /// section of a pzprv3 FILE
    answer: Option<String>,
}

pub fn run(args: CheckArgs) -> CliResult {
    let (puzzle, answer, source) = match &args.answer {
        Some(path) => {
            let puzzle = read_one(&args.file).map_err(failed)?;
            let bytes = read_bytes(path).map_err(failed)?;
            let text = puzzle_ir::text::decode_utf8(path, &bytes).map_err(failed)?;
            let answer = puzzle.parse_answer(path, text).map_err(failed)?;
            (puzzle, answer, path.as_str())
        }
        None => {
            let (puzzle, answer) = saved_answer(&args.file)?;
            (puzzle, answer, args.file.as_str())
        }
    };
    keeps_every_rule(&puzzle, &answer, source)?;
    println!("ok: the answer keeps every rule of {}", args.file);
    Ok(SOLVED)
}

/// `Ok` when `answer` (read from `source`) keeps every rule of `puzzle`, by the
/// independent checker; otherwise the error naming the rule it breaks. Every command
/// that writes an answer it did not solve itself passes it here first.
pub fn keeps_every_rule(puzzle: &Puzzle, answer: &Answer, source: &str) -> Result<(), CliError> {
    puzzle
        .check(answer)
        .map_err(|violation| failed(format!("{source}: the answer breaks a rule: {violation}")))
}

/// The puzzle and complete answer of a pzprv3 file.
fn saved_answer(path: &str) -> Result<(Puzzle, Answer), CliError> {
    let bytes = read_bytes(path).map_err(failed)?;
    let text = puzzle_ir::text::decode_utf8(path, &bytes).map_err(failed)?;
    if !interop::looks_like_pzprv3(text) {
        return Err(CliError::Usage(format!(
            "{path} is not a pzprv3 file, so it holds no answer: give the answer file too"
        )));
    }
    let saved = interop::parse_pzprv3(path, text).map_err(failed)?;
    match saved.answer {
        SavedAnswer::Complete(answer) => Ok((saved.puzzle, answer)),
        SavedAnswer::Partial { empty } => Err(failed(format!(
            "{path}: the answer is incomplete: {} left empty",
            count(empty, "cell")
        ))),
        SavedAnswer::None => Err(failed(format!("{path}: the file holds no answer"))),
    }
}
