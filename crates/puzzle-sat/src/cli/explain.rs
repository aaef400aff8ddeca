//! `puzzle-sat explain`: a minimal set of contradictory clues when there is no answer
//! (on the grid and as a list), or, with several answers, where two of them differ and
//! one extra clue that leaves a single answer.

use super::flags::{EncodingFlags, Target};
use super::{failed, limit, write_proof, CliResult, OutputArgs, SOLVED, UNKNOWN, UNSAT};
use clap::Args;
use puzzle_cnf::encode_clues;
use puzzle_draw::{svg, Marks};
use puzzle_ir::{Answer, Clue, Placement, Puzzle};
use puzzle_solve::input::read_one;
use puzzle_solve::output::{self, Format};
use puzzle_solve::records::{Cell, CellValue, ExplainRecord, Record};
use puzzle_solve::space::explain::{explain_with, Explanation};
use std::time::Duration;

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat explain puzzles/shakashaka/unsolvable/shakashaka_penpa1_10x10.txt
  puzzle-sat explain -f json puzzles/shakashaka/unsolvable/shakashaka_penpa1_10x10.txt
  puzzle-sat explain --proof p.drat puzzles/shakashaka/unsolvable/shakashaka_penpa1_10x10.txt")]
pub struct ExplainArgs {
    /// The puzzle file
    file: String,
    #[command(flatten)]
    output: OutputArgs,
    /// Stop after this many seconds with status unknown (exit 30)
    #[arg(short, long, value_name = "SECONDS", value_parser = crate::parse_seconds)]
    timeout: Option<Duration>,
    #[command(flatten)]
    proof: super::ProofArgs,
    #[command(flatten)]
    encoding: EncodingFlags,
}

pub fn run(args: ExplainArgs) -> CliResult {
    let puzzle = read_one(&args.file).map_err(failed)?;
    let proof = args.proof.requested()?;
    let kind = puzzle.kind().name();
    let format = args.output.format()?;
    let start = std::time::Instant::now();
    let target = Target::unless_proof(proof.is_some());
    let clues = match encode_clues(&puzzle, &args.encoding.options_for(&puzzle, false, target)?) {
        Ok(clues) => clues,
        Err(contradiction) => {
            match format {
                Format::Json => println!(
                    "{}",
                    ExplainRecord {
                        core: Some(Vec::new()),
                        reason: Some(contradiction.to_string()),
                        ..ExplainRecord::verdict(
                            kind,
                            "unsat",
                            &args.file,
                            start.elapsed().as_secs_f64()
                        )
                    }
                    .json_line()
                ),
                Format::Text | Format::Ascii => {
                    println!("no solution (proven) without any clue: {contradiction}")
                }
                Format::Svg => {
                    eprintln!("puzzle-sat: no solution (proven) without any clue: {contradiction}");
                    print!("{}", svg(&puzzle, None, &Marks::default()));
                }
            }
            return Ok(UNSAT);
        }
    };
    let work_puzzle = puzzle.clone();
    let explained = limit::within(args.timeout, Default::default(), move |settings| {
        explain_with(&work_puzzle, &clues, settings)
    });
    let Some(explained) = explained else {
        match format {
            Format::Json => println!(
                "{}",
                ExplainRecord::verdict(kind, "unknown", &args.file, start.elapsed().as_secs_f64())
                    .json_line()
            ),
            Format::Text | Format::Ascii => println!("unknown: the time limit was reached"),
            Format::Svg => {
                eprintln!("puzzle-sat: unknown: the time limit was reached");
                print!("{}", svg(&puzzle, None, &Marks::default()));
            }
        }
        return Ok(UNKNOWN);
    };
    let explanation = explained.map_err(failed)?;
    if let Some((prover, path)) = &proof {
        let certificate = match &explanation {
            Explanation::Unsat { certificate, .. } => certificate.as_ref(),
            _ => None,
        };
        let verdict = match certificate {
            Some(_) => "the core's clues have no answer",
            None => "the puzzle has an answer (use count --proof or solve --unique --proof)",
        };
        write_proof(certificate, prover, path, verdict)?;
    }
    let code = match &explanation {
        Explanation::Unsat { .. } => UNSAT,
        _ => SOLVED,
    };
    match format {
        Format::Json => {
            let seconds = start.elapsed().as_secs_f64();
            println!(
                "{}",
                record(&puzzle, &explanation, &args.file, seconds).json_line()
            )
        }
        Format::Text => print!("{}", to_text(&puzzle, &explanation, false)),
        Format::Ascii => print!("{}", to_text(&puzzle, &explanation, true)),
        Format::Svg => {
            let (answer, marks) = picture(&explanation);
            eprintln!("puzzle-sat: {}", verdict(&explanation));
            print!("{}", svg(&puzzle, answer, &marks));
        }
    }
    Ok(code)
}

/// The JSON record of an explanation of the puzzle read from `source`.
fn record(puzzle: &Puzzle, explanation: &Explanation, source: &str, time_s: f64) -> ExplainRecord {
    let kind = puzzle.kind().name();
    match explanation {
        Explanation::Unsat { core, .. } => ExplainRecord {
            core: Some(core.iter().map(|c| puzzle.clue_record(c)).collect()),
            ..ExplainRecord::verdict(kind, "unsat", source, time_s)
        },
        Explanation::Unique(answer) => ExplainRecord {
            unique: Some(true),
            grid: Some(answer.grid()),
            ..ExplainRecord::verdict(kind, "sat", source, time_s)
        },
        Explanation::Several {
            first,
            second,
            differing,
            suggestion,
            ..
        } => ExplainRecord {
            unique: Some(false),
            grid: Some(first.grid()),
            second: Some(second.grid()),
            differing: Some(Cell::all(differing)),
            suggestion: Some(suggestion.as_ref().map(|s| CellValue {
                row: s.row,
                col: s.col,
                value: s.value.clone(),
            })),
            ..ExplainRecord::verdict(kind, "sat", source, time_s)
        },
    }
}

/// What the picture of an explanation shows: the core's clues highlighted, or the
/// (first) answer.
fn picture(explanation: &Explanation) -> (Option<&Answer>, Marks) {
    match explanation {
        Explanation::Unsat { core, .. } => (
            None,
            Marks {
                highlighted: core.clone(),
                ..Marks::default()
            },
        ),
        Explanation::Unique(answer) => (Some(answer), Marks::default()),
        Explanation::Several { first, .. } => (Some(first), Marks::default()),
    }
}

/// The verdict beside a picture, in words.
fn verdict(explanation: &Explanation) -> String {
    match explanation {
        Explanation::Unsat { core, .. } if core.is_empty() => {
            "no solution (proven) even without any clue (nothing to highlight)".into()
        }
        Explanation::Unsat { core, .. } => format!(
            "no solution (proven): the {} highlighted clues alone have no answer",
            core.len()
        ),
        Explanation::Unique(_) => "unique: nothing to explain".into(),
        Explanation::Several { differing, .. } => format!(
            "several answers: one is drawn; another differs at {}",
            output::cells_text(differing)
        ),
    }
}

/// The explanation for people; `ascii` keeps the grids to plain ASCII.
fn to_text(puzzle: &Puzzle, explanation: &Explanation, ascii: bool) -> String {
    let grid = |answer: &Answer| {
        if ascii {
            answer.to_ascii()
        } else {
            answer.to_text()
        }
    };
    match explanation {
        Explanation::Unsat { core, .. } if core.is_empty() => {
            "no solution (proven) even without any clue: the rules and the puzzle's fixed \
             cells (blocks, black squares, parity marks) already have no answer\n"
                .into()
        }
        Explanation::Unsat { core, .. } => {
            let mut out = format!(
                "no solution (proven): {} {} alone {} no answer, and without any one of them \
                 the rest has one:\n",
                core.len(),
                if core.len() == 1 { "clue" } else { "clues" },
                if core.len() == 1 { "has" } else { "have" },
            );
            for clue in core {
                out += &format!("  {}\n", puzzle.describe_clue(clue));
            }
            out + &core_grid(puzzle, core)
        }
        Explanation::Unique(answer) => format!("{}unique: nothing to explain\n", grid(answer)),
        Explanation::Several {
            first,
            second,
            differing,
            suggestion,
            can_add_clues,
        } => {
            let mut out = format!(
                "several answers; two of them:\n{}\n{}\nthey differ at: {}\n",
                grid(first),
                grid(second),
                output::cells_text(differing)
            );
            out += &match suggestion {
                Some(s) => format!(
                    "adding the clue r{}c{}={} leaves only the first answer\n",
                    s.row + 1,
                    s.col + 1,
                    s.value
                ),
                None if !can_add_clues => format!(
                    "a {} file cannot state a cell's value, so no extra clue is suggested\n",
                    puzzle.kind().name()
                ),
                None => "no single extra given leaves only one answer\n".into(),
            };
            out
        }
    }
}

/// The puzzle's grid with the core's clues in place ([`Clue::mark`]) and `.`
/// elsewhere; clues written outside the grid stand right of their row and below their
/// column ([`Placement`]).
fn core_grid(puzzle: &Puzzle, core: &[Clue]) -> String {
    let (rows, cols) = puzzle.clue_grid();
    let mut grid = vec![vec![".".to_string(); cols + 1]; rows + 1];
    for clue in core {
        let (r, c) = match clue.placement() {
            Placement::Cell(row, col) => (row, col),
            Placement::RowEnd(row) => (row, cols),
            Placement::ColEnd(col) => (rows, col),
        };
        let cell = &mut grid[r][c];
        *cell = match cell.as_str() {
            "." => clue.mark(),
            before => format!("{before}{}", clue.mark()),
        };
    }
    let margins = core
        .iter()
        .any(|c| !matches!(c.placement(), Placement::Cell(..)));
    let (rows_shown, cols_shown) = if margins {
        (rows + 1, cols + 1)
    } else {
        (rows, cols)
    };
    let width = grid
        .iter()
        .flatten()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(1);
    let mut out = String::new();
    for row in grid.iter().take(rows_shown) {
        let cells: Vec<String> = row[..cols_shown]
            .iter()
            .map(|c| format!("{c:>width$}"))
            .collect();
        out += &(cells.join(" ") + "\n");
    }
    out
}
