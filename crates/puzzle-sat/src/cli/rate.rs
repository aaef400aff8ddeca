//! `puzzle-sat rate`: how hard a puzzle is (docs/GENERATE.md): 0 propagation, 1 probing,
//! 2 search.

use super::flags::EncodingFlags;
use super::{failed, CliResult, FormatArg, SOLVED, UNSAT};
use clap::Args;
use puzzle_ir::plural::count;
use puzzle_sat::input::read_one;
use puzzle_sat::space::rate::rate;

#[derive(Args)]
#[command(
    after_help = "Levels: 0 the deductions before encoding and unit propagation solve it; \
1 failed-literal probing solves it; 2 search is needed. Within a level, the conflicts \
CaDiCaL meets solving it from scratch say how much search it takes.

Examples:
  puzzle-sat rate puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt
  puzzle-sat rate -f json puzzles/killer/wikipedia/killer_wikipedia_9x9.txt"
)]
pub struct RateArgs {
    /// The puzzle file
    file: String,
    /// Output format
    #[arg(short, long, value_enum, default_value = "text")]
    format: FormatArg,
    #[command(flatten)]
    encoding: EncodingFlags,
}

pub fn run(args: RateArgs) -> CliResult {
    let puzzle = read_one(&args.file).map_err(failed)?;
    let options = args.encoding.options_for(&puzzle, false)?;
    let kind = puzzle.kind().name();
    let rating = match rate(&puzzle, &options) {
        Ok(rating) => rating,
        Err(reason) => {
            match args.format {
                FormatArg::Json => println!(
                    "{}",
                    serde_json::json!({"kind": kind, "status": "unsat", "source": args.file, "reason": reason})
                ),
                FormatArg::Text => println!("{reason}"),
            }
            return Ok(UNSAT);
        }
    };
    match args.format {
        FormatArg::Json => println!(
            "{}",
            serde_json::json!({
                "kind": kind,
                "status": "rated",
                "source": args.file,
                "level": rating.level.number(),
                "name": rating.level.name(),
                "open_after_propagation": rating.open_after_propagation,
                "open_after_probing": rating.open_after_probing,
                "conflicts": rating.conflicts,
            })
        ),
        FormatArg::Text => println!(
            "level {} ({}): {} open after propagation, {} after probing{}",
            rating.level.number(),
            rating.level.name(),
            count(rating.open_after_propagation, "cell"),
            rating.open_after_probing,
            rating
                .conflicts
                .map(|n| format!("; {} conflicts in CaDiCaL's search", conflicts(n)))
                .unwrap_or_default()
        ),
    }
    Ok(SOLVED)
}

/// A conflict count in words: the cap reads "at least".
fn conflicts(count: u64) -> String {
    #[cfg(feature = "cadical")]
    if count >= puzzle_sat::solver::CONFLICT_CAP {
        return format!("at least {count}");
    }
    count.to_string()
}
