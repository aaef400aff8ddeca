//! `puzzle-sat render`: a picture (SVG) of a puzzle, with an answer when one is given
//! (or held by a pzprv3 input). Solving and hints draw through `-f svg`.

use super::{failed, CliResult, SOLVED};
use clap::Args;
use puzzle_ir::interop::{self, SavedAnswer};
use puzzle_solve::input::{read_bytes, read_one};

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat render puzzles/kakuro/janko/kakuro_janko_001_10x12.txt -o kakuro.svg
  puzzle-sat render puzzle.txt --answer puzzle.solution.txt -o solved.svg
  puzzle-sat render 'https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb' > board.svg
  puzzle-sat solve -f svg puzzle.txt > answer.svg       (the answer found)
  puzzle-sat hint -f svg puzzle.txt > forced.svg        (the forced cells in blue)
  puzzle-sat explain -f svg broken.txt > core.svg       (the conflicting clues in red)")]
pub struct RenderArgs {
    /// The puzzle file (or puzz.link URL, or pzprv3 file)
    file: String,
    /// An answer to draw in it (text or JSON); a pzprv3 file's own answer is drawn
    /// otherwise
    #[arg(long, short = 'a', value_name = "FILE")]
    answer: Option<String>,
    /// Write the SVG here instead of standard output
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<String>,
}

pub fn run(args: RenderArgs) -> CliResult {
    let puzzle = read_one(&args.file).map_err(failed)?;
    let answer = match &args.answer {
        Some(path) => {
            let bytes = read_bytes(path).map_err(failed)?;
            let text = puzzle_ir::text::decode_utf8(path, &bytes).map_err(failed)?;
            Some(puzzle.parse_answer(path, text).map_err(failed)?)
        }
        None => saved_answer(&args.file),
    };
    let picture = puzzle_draw::svg(&puzzle, answer.as_ref(), &puzzle_draw::Marks::default());
    match &args.output {
        Some(path) => std::fs::write(path, picture)
            .map_err(|e| failed(format!("{path}: cannot write: {e}")))?,
        None => print!("{picture}"),
    }
    Ok(SOLVED)
}

/// The complete answer of a pzprv3 file, if `path` is one that holds it.
fn saved_answer(path: &str) -> Option<puzzle_ir::Answer> {
    let text = std::fs::read_to_string(path).ok()?;
    if !interop::looks_like_pzprv3(&text) {
        return None;
    }
    match interop::parse_pzprv3(path, &text).ok()?.answer {
        SavedAnswer::Complete(answer) => Some(answer),
        _ => None,
    }
}
