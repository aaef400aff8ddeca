//! `puzzle-sat check`: an answer against the puzzle's rules (the independent checker).

use super::{failed, CliResult, SOLVED};
use clap::Args;
use puzzle_sat::input::{read_bytes, read_one};

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat check puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt \\
                   puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.solution.txt
  puzzle-sat solve -f json puzzle.txt | puzzle-sat check puzzle.txt -")]
pub struct CheckArgs {
    /// The puzzle file
    file: String,
    /// The answer, as text or JSON (`-` for standard input)
    answer: String,
}

pub fn run(args: CheckArgs) -> CliResult {
    let puzzle = read_one(&args.file).map_err(failed)?;
    let bytes = read_bytes(&args.answer).map_err(failed)?;
    let text = puzzle_ir::text::decode_utf8(&args.answer, &bytes).map_err(failed)?;
    let answer = puzzle.parse_answer(&args.answer, text).map_err(failed)?;
    match puzzle.check(&answer) {
        Ok(()) => {
            println!("ok: the answer keeps every rule of {}", args.file);
            Ok(SOLVED)
        }
        Err(violation) => Err(failed(format!(
            "{}: the answer breaks a rule: {violation}",
            args.answer
        ))),
    }
}
