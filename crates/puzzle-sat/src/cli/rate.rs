//! `puzzle-sat rate`: how hard each puzzle is (docs/GENERATE.md): 0 propagation, 1
//! probing, 2 search, with the depth, width and rounds of probing and CaDiCaL's
//! conflicts.

use super::flags::EncodingFlags;
use super::{failed, CliResult, FormatArg, SOLVED, UNSAT};
use clap::Args;
use puzzle_ir::plural;
use puzzle_solve::input::{read_items, Item};
use puzzle_solve::records::{RateRecord, RatingFields, Record};
use puzzle_solve::space::rate::{rate, Rating};
use rayon::prelude::*;
use std::io::Write;

#[derive(Args)]
#[command(
    after_help = "Levels: 0 the deductions before encoding and unit propagation solve it; \
1 failed-literal probing solves it; 2 search is needed. Probing goes easiest step first: \
each round learns the literals whose conflict comes at the fewest propagation layers. \
Its depth, the most layers a round needed, orders puzzles within a level; among equal \
depths, the narrower the hardest step (its width: the fewest literals a round at that \
depth learnt), the harder. The conflicts CaDiCaL meets solving it from scratch say how much search it \
takes.

Examples:
  puzzle-sat rate puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt
  puzzle-sat rate -f json puzzles/killer/wikipedia/killer_wikipedia_9x9.txt
  puzzle-sat rate -f json puzzles/sudoku/9x9/norvig_top95.lines > ratings.jsonl"
)]
pub struct RateArgs {
    /// Puzzle files; `*.lines` files hold one 9x9 Sudoku per line; `-` is standard input
    #[arg(required = true, value_name = "FILE")]
    files: Vec<String>,
    /// Output format
    #[arg(short, long, value_enum, default_value = "text")]
    format: FormatArg,
    /// Threads for a batch (default: one per core)
    #[arg(short = 'j', long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    threads: Option<u32>,
    #[command(flatten)]
    encoding: EncodingFlags,
}

pub fn run(args: RateArgs) -> CliResult {
    let items = read_items(&args.files).map_err(failed)?;
    let kinds: Vec<_> = items.iter().map(|i| i.puzzle.kind()).collect();
    args.encoding.refuse_foreign(&kinds)?;
    let options = args.encoding.options(false)?;
    if let Some(threads) = args.threads {
        // Only the first call configures the global pool; this is the first.
        let _ = rayon::ThreadPoolBuilder::new()
            .num_threads(threads as usize)
            .build_global();
    }
    let ratings: Vec<_> = items
        .par_iter()
        .map(|item| rate(&item.puzzle, &options))
        .collect();
    let labelled = items.len() > 1;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut code = SOLVED;
    for (item, rating) in items.iter().zip(ratings) {
        let line = match (&rating, args.format) {
            (Ok(rating), FormatArg::Json) => json(item, rating),
            (Ok(rating), FormatArg::Text) => text(rating),
            (Err(reason), FormatArg::Json) => RateRecord {
                kind: item.puzzle.kind().name().to_owned(),
                status: "unsat".to_owned(),
                source: item.source.clone(),
                rating: None,
                reason: Some(reason.clone()),
            }
            .json_line(),
            (Err(reason), FormatArg::Text) => reason.clone(),
        };
        if rating.is_err() {
            code = UNSAT;
        }
        let label = if labelled && args.format == FormatArg::Text {
            format!("{}: ", item.source)
        } else {
            String::new()
        };
        writeln!(out, "{label}{line}").map_err(failed)?;
    }
    out.flush().map_err(failed)?;
    Ok(code)
}

fn json(item: &Item, rating: &Rating) -> String {
    let fields = RatingFields {
        level: rating.level.number(),
        name: rating.level.name().to_owned(),
        width: rating.probing.width,
        rounds: rating.probing.rounds,
        depth: rating.probing.depth,
        open_after_propagation: rating.open_after_propagation,
        open_after_probing: rating.open_after_probing,
        conflicts: rating.conflicts,
    };
    RateRecord {
        kind: item.puzzle.kind().name().to_owned(),
        status: "rated".to_owned(),
        source: item.source.clone(),
        rating: Some(fields),
        reason: None,
    }
    .json_line()
}

fn text(rating: &Rating) -> String {
    let probing = match rating.probing.rounds {
        0 => String::new(),
        _ => format!("; probing {}", rating.probing),
    };
    format!(
        "level {} ({}): {} open after propagation, {} after probing{probing}{}",
        rating.level.number(),
        rating.level.name(),
        plural::count(rating.open_after_propagation, "cell"),
        rating.open_after_probing,
        rating
            .conflicts
            .map(|n| format!("; {} conflicts in CaDiCaL's search", conflicts(n)))
            .unwrap_or_default()
    )
}

/// A conflict count in words: the cap reads "at least".
fn conflicts(count: u64) -> String {
    #[cfg(feature = "cadical")]
    if count >= puzzle_solve::solver::CONFLICT_CAP {
        return format!("at least {count}");
    }
    count.to_string()
}
