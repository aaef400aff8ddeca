//! `puzzle-sat generate KIND`: a puzzle with exactly one answer (or, with `--minimal`, no
//! clue to spare), made from a random answer. The kinds and their parameters come from
//! the registry ([`puzzle_ir::Kind::generator`]); the random generators live in
//! `puzzle-ir`, uniqueness in `puzzle_solve::space::generate`; this builds the flags and
//! writes files.

use super::flags::arg;
use super::{failed, progress, CliError, CliResult, SOLVED, UNKNOWN};
use clap::{ArgMatches, Args, Command, FromArgMatches};
use puzzle_cnf::Options;
use puzzle_ir::plural::count;
use puzzle_ir::settings::{SettingKind, Values};
use puzzle_ir::{Answer, Kind, Puzzle};
use puzzle_solve::deadline::Deadline;
use puzzle_solve::records::{GenerateRecord, Record};
use puzzle_solve::space::generate::{unique, GenerateError, Goal, Limits, Made};
use puzzle_solve::space::proof::Certificate;
use puzzle_solve::space::rate::{rate_within, Rating};
use puzzle_solve::verify::SolveError;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use rayon::prelude::*;
use std::io::Write;
use std::ops::RangeInclusive;
use std::sync::{mpsc, Arc};
use std::time::Duration;

const EXAMPLES: &str = "Puzzles have exactly one answer, proven by the solver, unless --any.

Examples:
  puzzle-sat generate sudoku --size 9 --seed 7 > puzzle.txt
  puzzle-sat generate sudoku --size 9 --minimal --seed 7
  puzzle-sat generate sudoku --size 9 --diagonal --minimal --proof unique.drat
  puzzle-sat generate killer --size 6 --minimal
  puzzle-sat generate kakuro --rows 12 --cols 15 --solution answer.txt > kakuro.txt
  puzzle-sat generate shakashaka --rows 20 --cols 20 --seed 3
  puzzle-sat generate sudoku --size 9 --minimal --count 1000 -f lines > minimal.lines
  puzzle-sat generate kakurasu --size 10 --count 50 > kakurasu.jsonl   (JSON lines)";

/// The kind and its parameters, with the seed, the answer file, how unique, how many
/// and how written.
pub struct GenerateArgs {
    kind: Kind,
    values: Values,
    seed: u64,
    solution: Option<String>,
    any: bool,
    minimal: bool,
    difficulty: Option<u8>,
    depth: Option<RangeInclusive<u32>>,
    count: u32,
    format: Option<String>,
    proof: Option<String>,
    timeout: Option<Duration>,
}

/// How generated puzzles are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Written {
    /// The native file of one puzzle.
    Native,
    /// One JSON object per puzzle and line.
    Json,
    /// One classic 9x9 Sudoku per line (`.lines`).
    Lines,
}

/// Random puzzles tried before giving up on a unique one.
const ATTEMPTS: usize = 20;

/// Unique puzzles tried before giving up on one of the wanted difficulty.
const RATED_ATTEMPTS: usize = 200;

/// The most literals of clauses the rating of a generated puzzle may look at while
/// probing (`rate_within`): about a second here. Past it the puzzle is written
/// unrated; `puzzle-sat rate` goes on without a bound.
const RATE_EFFORT: u64 = 100_000_000;

/// A puzzle's rating, or why it has none.
type Rated = Result<Rating, String>;

/// A unique puzzle with its rating (or why it has none), of the wanted difficulty
/// when one is asked for; `None` when the deadline passed first.
fn rated(
    args: &GenerateArgs,
    rng: &mut SmallRng,
    options: &Options,
    goal: Goal,
    deadline: Deadline,
) -> Result<Option<(Made, Rated)>, CliError> {
    let limits = Limits {
        attempts: ATTEMPTS,
        deadline: deadline.instant(),
    };
    for _ in 0..RATED_ATTEMPTS {
        let made = match unique(args.kind, &args.values, rng, options, goal, limits) {
            Ok(made) => made,
            Err(GenerateError::Solve(SolveError::TimedOut)) => return Ok(None),
            Err(error) => return Err(failed(error)),
        };
        // Rated on plain CNF, whatever `options` the search had: the scale is about it.
        let rating = rate_within(&made.puzzle, &Options::default(), RATE_EFFORT);
        if args.wants(rating.as_ref().ok()) {
            return Ok(Some((made, rating)));
        }
    }
    Err(failed(format!(
        "no puzzle of {} in {RATED_ATTEMPTS} tries with these settings",
        args.wanted()
    )))
}

impl GenerateArgs {
    /// Whether a puzzle so rated is of the wanted level and probing depth (any puzzle
    /// when none is asked for; none unrated when one is).
    fn wants(&self, rating: Option<&Rating>) -> bool {
        let Some(rating) = rating else {
            return self.difficulty.is_none() && self.depth.is_none();
        };
        self.difficulty
            .is_none_or(|level| rating.level.number() == level)
            && self
                .depth
                .as_ref()
                .is_none_or(|depth| depth.contains(&rating.probing.depth))
    }

    /// The wanted level and depth in words.
    fn wanted(&self) -> String {
        let level = self.difficulty.map(|level| format!("difficulty {level}"));
        let depth = self
            .depth
            .as_ref()
            .map(|depth| format!("probing depth {}", depth_flag(depth)));
        [level, depth]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A depth range as `--depth` reads it.
fn depth_flag(depth: &RangeInclusive<u32>) -> String {
    match (*depth.start(), *depth.end()) {
        (min, max) if min == max => min.to_string(),
        (min, u32::MAX) => format!("{min}.."),
        (min, max) => format!("{min}..{max}"),
    }
}

/// `--depth`: `N`, `MIN..MAX`, `MIN..` or `..MAX`.
fn parse_depth(text: &str) -> Result<RangeInclusive<u32>, String> {
    let number = |part: &str, empty: u32| match part {
        "" => Ok(empty),
        _ => part
            .parse::<u32>()
            .map_err(|_| format!("`{part}` is not a depth (a whole number)")),
    };
    let (min, max) = match text.split_once("..") {
        Some((min, max)) => (number(min, 0)?, number(max, u32::MAX)?),
        None => (number(text, 0)?, number(text, 0)?),
    };
    if min > max {
        return Err(format!("empty range: {min} is above {max}"));
    }
    Ok(min..=max)
}

impl Args for GenerateArgs {
    fn augment_args(cmd: Command) -> Command {
        let cmd = cmd
            .subcommand_required(true)
            .after_help(EXAMPLES)
            .arg(
                clap::Arg::new("seed")
                    .long("seed")
                    .global(true)
                    .default_value("1")
                    .value_parser(clap::value_parser!(u64))
                    .help("Seed of the random generator: the same seed gives the same puzzle"),
            )
            .arg(
                clap::Arg::new("solution")
                    .long("solution")
                    .global(true)
                    .value_name("FILE")
                    .help("Also write the generating answer to FILE"),
            )
            .arg(
                clap::Arg::new("proof")
                    .long("proof")
                    .global(true)
                    .value_name("FILE")
                    .conflicts_with("any")
                    .help("Write a DRAT proof that the puzzle has no other answer to FILE (the CNF it refers to: FILE.cnf)"),
            )
            .arg(
                clap::Arg::new("any")
                    .long("any")
                    .global(true)
                    .action(clap::ArgAction::SetTrue)
                    .conflicts_with("minimal")
                    .help("Keep the random puzzle as made, whether or not it has one answer"),
            )
            .arg(
                clap::Arg::new("difficulty")
                    .long("difficulty")
                    .global(true)
                    .value_name("LEVEL")
                    .value_parser(clap::value_parser!(u8).range(0..=2))
                    .conflicts_with("any")
                    .help("Keep only puzzles of this level of `rate`: 0 propagation, 1 probing, 2 search"),
            )
            .arg(
                clap::Arg::new("depth")
                    .long("depth")
                    .global(true)
                    .value_name("N|MIN..MAX")
                    .value_parser(parse_depth)
                    .conflicts_with("any")
                    .help("Keep only puzzles whose probing depth in `rate` is N, or from MIN to MAX (either may be left out): the finer scale within a level, see docs/GENERATE.md"),
            )
            .arg(
                clap::Arg::new("count")
                    .long("count")
                    .short('n')
                    .global(true)
                    .value_name("K")
                    .default_value("1")
                    .value_parser(clap::value_parser!(u32).range(1..))
                    .help("Make K puzzles, on every core; puzzle i is the one --seed SEED+i makes alone, whatever the thread count"),
            )
            .arg(
                clap::Arg::new("format")
                    .long("format")
                    .short('f')
                    .global(true)
                    .value_parser(["native", "json", "lines"])
                    .help("native: the puzzle file (one puzzle); json: one object per puzzle and line (the default with --count); lines: one 9x9 Sudoku per line")
                    .value_name("FORMAT"),
            )
            .arg(
                clap::Arg::new("timeout")
                    .long("timeout")
                    .short('t')
                    .global(true)
                    .value_name("SECONDS")
                    .value_parser(crate::parse_seconds)
                    .help("Stop after this many seconds: the puzzles made by then are written (with --count, each JSON record names its seed), exit 30"),
            )
            .arg(
                clap::Arg::new("minimal")
                    .long("minimal")
                    .global(true)
                    .action(clap::ArgAction::SetTrue)
                    .help("Also remove every clue that can go while the answer stays the only one"),
            );
        Kind::ALL.iter().fold(cmd, |cmd, &kind| {
            let sub = Command::new(kind.name()).about(kind.about());
            let sub = kind
                .generator()
                .iter()
                .fold(sub, |sub, s| sub.arg(arg(s, || "Options".into())));
            cmd.subcommand(sub)
        })
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

impl FromArgMatches for GenerateArgs {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let (name, sub) = matches
            .subcommand()
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::MissingSubcommand))?;
        let kind = Kind::from_name(name)
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidSubcommand))?;
        let mut values = Values::default();
        for setting in kind.generator() {
            match setting.kind {
                SettingKind::Switch if sub.get_flag(setting.name) => values.set(setting.name, ""),
                SettingKind::Switch => {}
                _ => {
                    if let Some(value) = sub.get_one::<String>(setting.name) {
                        values.set(setting.name, value);
                    }
                }
            }
        }
        Ok(GenerateArgs {
            kind,
            values,
            seed: *matches.get_one::<u64>("seed").unwrap_or(&1),
            solution: matches.get_one::<String>("solution").cloned(),
            proof: matches.get_one::<String>("proof").cloned(),
            any: matches.get_flag("any"),
            minimal: matches.get_flag("minimal"),
            difficulty: matches.get_one::<u8>("difficulty").copied(),
            depth: matches.get_one::<RangeInclusive<u32>>("depth").cloned(),
            count: *matches.get_one::<u32>("count").unwrap_or(&1),
            format: matches.get_one::<String>("format").cloned(),
            timeout: matches.get_one::<Duration>("timeout").copied(),
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

pub fn run(args: GenerateArgs) -> CliResult {
    let written = match args.format.as_deref() {
        Some("json") => Written::Json,
        Some("lines") => Written::Lines,
        Some(_) => Written::Native,
        None if args.count > 1 => Written::Json,
        None => Written::Native,
    };
    if written == Written::Native && args.count > 1 {
        return Err(CliError::Usage(
            "--count makes several puzzles: write them with -f json or -f lines".into(),
        ));
    }
    if args.solution.is_some() && args.count > 1 {
        return Err(CliError::Usage(
            "--solution writes one answer; with --count each JSON record holds its answer".into(),
        ));
    }
    if args.proof.is_some() && args.count > 1 {
        return Err(CliError::Usage(
            "--proof certifies one puzzle: generate it alone (its --seed makes the same)".into(),
        ));
    }
    if !args.any {
        if let Some(caveat) = args.kind.generator_caveat(&args.values) {
            eprintln!("puzzle-sat: note: {caveat}");
        }
    }
    let args = Arc::new(args);
    let made = generate_all(&args);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut missing = 0;
    for (i, made) in made.into_iter().enumerate() {
        let Some(made) = made? else {
            missing += 1;
            continue;
        };
        if let Some(path) = &args.proof {
            prove_unique(made.certificate.as_ref(), path)?;
        }
        let text = match written {
            Written::Native => made.puzzle.to_native(&made.comments),
            Written::Json => made.json(&args, args.seed.wrapping_add(i as u64)) + "\n",
            Written::Lines => made
                .puzzle
                .to_batch_line()
                .map(|line| line + "\n")
                .ok_or_else(|| {
                    CliError::Usage("-f lines writes classic 9x9 Sudoku (--size 9)".into())
                })?,
        };
        out.write_all(text.as_bytes()).map_err(failed)?;
    }
    out.flush().map_err(failed)?;
    if missing > 0 {
        let made = args.count - missing;
        eprintln!(
            "puzzle-sat: the time limit stopped generation: {made} of {} made",
            count(args.count, "puzzle")
        );
        return Ok(UNKNOWN);
    }
    Ok(SOLVED)
}

/// A generated puzzle, or `None` when the time limit stopped it.
type Outcome = Result<Option<Generated>, CliError>;

/// Every puzzle of the run in seed order, made on every core. With a time limit the
/// work runs on its own threads and is waited for until a moment after the deadline:
/// the deadline stops the solve in flight, but not encoding or reshaping, so the
/// puzzles not back by then count as stopped (and their threads end with the process).
fn generate_all(args: &Arc<GenerateArgs>) -> Vec<Outcome> {
    let count = args.count as usize;
    let deadline = Deadline::after(args.timeout);
    let bar = progress::bar(count);
    let (sender, receiver) = mpsc::channel();
    let work = Arc::clone(args);
    std::thread::spawn(move || {
        (0..count)
            .into_par_iter()
            .for_each_with(sender, |sender, i| {
                if deadline.passed() {
                    return; // not started in time
                }
                let made = generate(&work, work.seed.wrapping_add(i as u64), deadline);
                // The receiver is gone only after the deadline: the puzzle is unwanted then.
                let _ = sender.send((i, made));
            });
    });
    let mut made: Vec<Outcome> = (0..count).map(|_| Ok(None)).collect();
    for _ in 0..count {
        let Some((i, outcome)) = deadline.receive(&receiver) else {
            break;
        };
        made[i] = outcome;
        bar.inc(1);
    }
    bar.finish_and_clear();
    made
}

/// Writes the DRAT proof that the generated puzzle has no answer besides its one, from
/// the certificate of the count that proved it unique (varisat proves, as `count
/// --proof` does).
fn prove_unique(certificate: Option<&Certificate>, path: &str) -> Result<(), CliError> {
    let prover = super::prover("varisat")?;
    let verdict = "no answer besides the generated one";
    super::write_proof(certificate, &prover, path, verdict)
}

/// One generated puzzle, its answer and what is known of it.
struct Generated {
    puzzle: Puzzle,
    answer: Answer,
    comments: Vec<String>,
    /// The puzzle's `rate`, when proven unique.
    rating: Option<Rating>,
    /// The CNF the proof of uniqueness refers to, when proven unique.
    certificate: Option<Certificate>,
}

impl Generated {
    /// The JSON record of `--count` runs.
    fn json(&self, args: &GenerateArgs, seed: u64) -> String {
        let rating = self.rating.as_ref();
        GenerateRecord {
            kind: args.kind.name().to_owned(),
            seed,
            unique: !args.any,
            difficulty: rating.map(|r| r.level.number()),
            depth: rating.map(|r| r.probing.depth),
            width: rating.map(|r| r.probing.width),
            rounds: rating.map(|r| r.probing.rounds),
            conflicts: rating.and_then(|r| r.conflicts),
            clues: self.puzzle.clues().len(),
            puzzle: self.puzzle.to_native(&[]),
            grid: self.answer.grid(),
        }
        .json_line()
    }
}

/// The puzzle `--seed seed` makes (with its answer file written when asked), or `None`
/// when the deadline passed first.
fn generate(args: &GenerateArgs, seed: u64, deadline: Deadline) -> Outcome {
    let mut rng = SmallRng::seed_from_u64(seed);
    let (puzzle, answer, mut comments, rating, certificate) = if args.any {
        let (puzzle, answer, mut comments) = args
            .kind
            .generate(&args.values, &mut rng)
            .map_err(CliError::Usage)?;
        comments.push("answers: not checked (--any); there may be several".into());
        (puzzle, answer, comments, None, None)
    } else {
        let goal = if args.minimal {
            Goal::Minimal
        } else {
            Goal::Unique
        };
        // The search for a unique puzzle runs in this process, with the lazy lowerings
        // where a kind's settings pick them (a Fillomino's plain CNF has millions of
        // clauses, its lazy one thousands); a proof is about plain CNF.
        let options = Options {
            in_process: args.proof.is_none(),
            ..Options::default()
        };
        let Some((made, rating)) = rated(args, &mut rng, &options, goal, deadline)? else {
            return Ok(None);
        };
        let mut comments = made.comments;
        comments.push(format!(
            "answers: exactly one, proven by the solver ({} added to rule out others)",
            count(made.added, "clue")
        ));
        match &rating {
            Ok(r) => {
                let conflicts = r.conflicts.map(|n| format!(", {}", count(n, "conflict")));
                comments.push(format!(
                    "difficulty: {} ({}, {}{})",
                    r.level.number(),
                    r.level.name(),
                    r.probing,
                    conflicts.unwrap_or_default()
                ));
            }
            Err(why) => comments.push(format!("difficulty: not rated ({why})")),
        }
        if args.minimal {
            comments.push(format!(
                "minimal: no single clue can be removed ({} removed, every removal checked)",
                made.removed
            ));
        }
        (
            made.puzzle,
            made.answer,
            comments,
            rating.ok(),
            made.certificate,
        )
    };
    if let Some(first) = comments.first_mut() {
        first.push_str(&format!(" --seed {seed}"));
        if args.minimal {
            first.push_str(" --minimal");
        }
        if let Some(level) = args.difficulty {
            first.push_str(&format!(" --difficulty {level}"));
        }
        if let Some(depth) = &args.depth {
            first.push_str(&format!(" --depth {}", depth_flag(depth)));
        }
    }
    if let Some(path) = &args.solution {
        std::fs::write(path, answer.to_file())
            .map_err(|e| failed(format!("{path}: cannot write: {e}")))?;
    }
    Ok(Some(Generated {
        puzzle,
        answer,
        comments,
        rating,
        certificate,
    }))
}
