//! `puzzle-sat check`: an answer against the puzzle's rules (the independent checker).

use super::SOLVED;
use clap::Args;
use puzzle_sat::input::{read_bytes, read_one};

#[derive(Args)]
pub struct CheckArgs {
    file: String,
    /// The answer, as text or JSON (`-` for standard input).
    answer: String,
}

pub fn run(args: CheckArgs) -> Result<u8, String> {
    let puzzle = read_one(&args.file).map_err(|e| e.to_string())?;
    let bytes = read_bytes(&args.answer).map_err(|e| e.to_string())?;
    let text = puzzle_ir::text::decode_utf8(&args.answer, &bytes).map_err(|e| e.to_string())?;
    let answer = puzzle
        .parse_answer(&args.answer, text)
        .map_err(|e| e.to_string())?;
    match puzzle.check(&answer) {
        Ok(()) => {
            println!("ok: the answer keeps every rule of {}", args.file);
            Ok(SOLVED)
        }
        Err(violation) => Err(format!(
            "{}: the answer breaks a rule: {violation}",
            args.answer
        )),
    }
}
