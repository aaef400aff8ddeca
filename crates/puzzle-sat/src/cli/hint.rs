//! `puzzle-sat hint`: the cells the clues force (givens and other stated cells are not
//! hints), on the grid and as a list.

use super::flags::EncodingFlags;
use super::{failed, limit, CliResult, OutputArgs, SOLVED, UNKNOWN, UNSAT};
use clap::Args;
use puzzle_cnf::{encode, CellVars};
use puzzle_draw::{svg, Marks};
use puzzle_solve::input::read_one;
use puzzle_solve::output::Format;
use puzzle_solve::records::{CellValue, HintRecord, Record};
use puzzle_solve::space::hint::{hints_observed, HintEvent, Hints};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat hint puzzles/sudoku/9x9/janko/sudoku_janko_0001_9x9.txt
  puzzle-sat hint -f json puzzles/kakurasu/janko/kakurasu_janko_301_5x5.txt
  puzzle-sat hint -t 10 puzzles/sudoku/25x25/gecode_028.txt")]
pub struct HintArgs {
    /// The puzzle file
    file: String,
    #[command(flatten)]
    output: OutputArgs,
    /// Stop after this many seconds: the cells proved forced so far are shown (there may
    /// be more), exit 30
    #[arg(short, long, value_name = "SECONDS", value_parser = crate::parse_seconds)]
    timeout: Option<Duration>,
    #[command(flatten)]
    encoding: EncodingFlags,
}

pub fn run(args: HintArgs) -> CliResult {
    let puzzle = read_one(&args.file).map_err(failed)?;
    let options = args.encoding.options_for(&puzzle, false)?;
    let format = args.output.format()?;
    let start = Instant::now();
    let partial: Arc<Mutex<Option<Hints>>> = Arc::default();
    let (shared, work_puzzle) = (Arc::clone(&partial), puzzle.clone());
    let finished = limit::within(args.timeout, Default::default(), move |settings| {
        let Ok(encoding) = encode(&work_puzzle, &options) else {
            return Ok(None);
        };
        let stated: Vec<usize> = encoding
            .decoder
            .cell_vars()
            .iter()
            .enumerate()
            .filter(|(_, c)| matches!(c, CellVars::Stated))
            .map(|(i, _)| i)
            .collect();
        let on_event = |event: HintEvent| {
            let mut partial = shared.lock().expect("no panic while holding it");
            match (event, partial.as_mut()) {
                (HintEvent::Answer(answer), _) => {
                    *partial = Some(Hints {
                        answer,
                        cells: Vec::new(),
                        stated: stated.clone(),
                        solves: 0,
                    });
                }
                (HintEvent::Forced(cell), Some(hints)) => hints.cells.push(cell),
                (HintEvent::Forced(_), None) => {}
            }
        };
        hints_observed(&work_puzzle, &encoding, settings, &on_event)
    });
    let (found, complete) = match finished {
        Some(found) => (found.map_err(failed)?, true),
        None => (
            partial.lock().expect("no panic while holding it").take(),
            false,
        ),
    };
    if !complete && found.is_none() {
        match format {
            Format::Json => println!(
                "{}",
                HintRecord::without_hints(
                    puzzle.kind().name(),
                    "unknown",
                    &args.file,
                    start.elapsed().as_secs_f64()
                )
                .json_line()
            ),
            Format::Text | Format::Ascii => {
                println!("unknown: the time limit was reached before a first answer")
            }
            Format::Svg => {
                eprintln!("puzzle-sat: unknown: the time limit was reached before a first answer");
                print!("{}", svg(&puzzle, None, &Marks::default()));
            }
        }
        return Ok(UNKNOWN);
    }
    let Some(found) = found else {
        match format {
            Format::Json => println!(
                "{}",
                HintRecord::without_hints(
                    puzzle.kind().name(),
                    "unsat",
                    &args.file,
                    start.elapsed().as_secs_f64()
                )
                .json_line()
            ),
            Format::Text | Format::Ascii => {
                println!("no solution (proven): no hints (try `explain`)")
            }
            Format::Svg => {
                eprintln!("puzzle-sat: no solution (proven): no hints (try `explain`)");
                print!("{}", svg(&puzzle, None, &Marks::default()));
            }
        }
        return Ok(UNSAT);
    };
    let grid = found.answer.grid();
    let cols = grid.first().map_or(0, Vec::len);
    let listed: Vec<(usize, usize, &str)> = found
        .cells
        .iter()
        .map(|&i| (i / cols, i % cols, grid[i / cols][i % cols].as_str()))
        .collect();
    match format {
        Format::Json => {
            let cell = |row: usize, col: usize| CellValue {
                row,
                col,
                value: grid[row][col].clone(),
            };
            let hints: Vec<_> = listed.iter().map(|&(row, col, _)| cell(row, col)).collect();
            let stated: Vec<_> = found
                .stated
                .iter()
                .map(|&i| cell(i / cols, i % cols))
                .collect();
            let record = HintRecord {
                count: Some(hints.len()),
                hints: Some(hints),
                stated: Some(stated),
                solves: Some(found.solves),
                complete: Some(complete),
                ..HintRecord::without_hints(
                    puzzle.kind().name(),
                    "sat",
                    &args.file,
                    start.elapsed().as_secs_f64(),
                )
            };
            println!("{}", record.json_line());
        }
        Format::Svg => {
            let forced = listed
                .iter()
                .map(|&(r, c, v)| (r, c, v.to_owned()))
                .collect();
            let marks = Marks {
                forced,
                ..Marks::default()
            };
            eprintln!(
                "puzzle-sat: {} forced cells, drawn in blue{}",
                listed.len(),
                if complete {
                    ""
                } else {
                    " (stopped by the time limit: more cells may be forced)"
                }
            );
            print!("{}", svg(&puzzle, None, &marks));
        }
        Format::Text | Format::Ascii => {
            let shown = if format == Format::Ascii {
                found.answer.ascii_grid()
            } else {
                grid.clone()
            };
            print!("{}", text(&found, &shown));
            if !complete {
                println!("(stopped by the time limit: more cells may be forced)");
            }
        }
    }
    Ok(if complete { SOLVED } else { UNKNOWN })
}

/// The grid with what the puzzle states as it states it, the forced values in brackets
/// and `?` elsewhere (`.` is a value of some kinds: a white Kakurasu cell, an empty
/// Shakashaka square), then the count and the list.
fn text(found: &Hints, grid: &[Vec<String>]) -> String {
    let cols = grid.first().map_or(0, Vec::len);
    let mut shown = vec![vec!["?".to_string(); cols]; grid.len()];
    for &i in &found.stated {
        shown[i / cols][i % cols] = grid[i / cols][i % cols].clone();
    }
    for &i in &found.cells {
        shown[i / cols][i % cols] = format!("[{}]", grid[i / cols][i % cols]);
    }
    let width = shown
        .iter()
        .flatten()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(1);
    let mut out = String::new();
    for row in &shown {
        let cells: Vec<String> = row.iter().map(|c| format!("{c:>width$}")).collect();
        out += &(cells.join(" ") + "\n");
    }
    let list: Vec<String> = found
        .cells
        .iter()
        .map(|&i| {
            format!(
                "r{}c{}={}",
                i / cols + 1,
                i % cols + 1,
                grid[i / cols][i % cols]
            )
        })
        .collect();
    out += &format!("{} forced cells: {}\n", found.cells.len(), list.join(" "));
    out + "([v]: forced by the clues; ?: not forced; the rest as the puzzle states it)\n"
}
