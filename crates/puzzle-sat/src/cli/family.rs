//! `puzzle-sat family DIR INPUTS...`: a benchmark family for SAT competitions, from
//! puzzle files and generated puzzles. The instances, their evidence, tags, table and
//! description are made by [`puzzle_solve::family`]; this builds the flags, reads and
//! generates the puzzles (the kinds and their generator settings come from the
//! registry), runs the work with the progress bar and the time limit, and writes DIR.

use super::flags::{EncodingFlags, Target};
use super::{failed, progress, CliError, CliResult, SOLVED, UNKNOWN};
use clap::Args;
use puzzle_cnf::{hints, Options};
use puzzle_ir::settings::{SettingKind, Values};
use puzzle_ir::{Kind, Puzzle};
use puzzle_solve::family::clean::model_text;
use puzzle_solve::family::make::{instances, write_proof, Answers, Instance, Made, MakeError};
use puzzle_solve::family::table::{readme, tsv, About, Row};
use puzzle_solve::family::tag::{in_window, Tag};
use puzzle_solve::family::{xz, KIND_PREFIX, OPTION_PREFIX};
use puzzle_solve::input::read_items;
use puzzle_solve::space::generate::{unique, GenerateError, Goal, Limits};
use puzzle_solve::space::proof::Prover;
use puzzle_solve::verify::{SolveError, Status};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use rayon::prelude::*;
use std::collections::HashSet;
use std::path::Path;
use std::time::{Duration, Instant};

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat family fam puzzles/sudoku/25x25/*.txt --uniqueness
  puzzle-sat family fam --generate sudoku:size=16 --generate kakurasu:rows=12,cols=12 -n 10 --uniqueness --xz
  puzzle-sat family fam --generate sudoku:size=25,blank=0.7 -n 40 --tag minisat=10 --tag kissat=300 --window

Each --generate is a kind and its generator settings (`puzzle-sat kinds` lists them); its
puzzle i is the one `puzzle-sat generate KIND --seed SEED+i` makes. See docs/FAMILIES.md.")]
pub struct FamilyArgs {
    /// The family's folder: created; an existing folder that is not empty is refused
    dir: String,
    /// Puzzle files (batches and puzz.link URLs too)
    inputs: Vec<String>,
    /// Also generate puzzles with exactly one answer: a kind and its generator settings
    /// as NAME=VALUE (NAME alone for a switch); may be repeated
    #[arg(long = "generate", value_name = "KIND[:NAME=VALUE,...]", value_parser = Spec::parse)]
    generate: Vec<Spec>,
    /// Puzzles made per --generate
    #[arg(short = 'n', long, value_name = "K", default_value = "1", value_parser = clap::value_parser!(u32).range(1..))]
    count: u32,
    /// Seed of each --generate's first puzzle; puzzle i has SEED+i
    #[arg(long, default_value = "1")]
    seed: u64,
    /// Also, for each puzzle with exactly one answer, the unsatisfiable instance: its CNF
    /// plus a clause that blocks that answer
    #[arg(long)]
    uniqueness: bool,
    /// Write each instance as `<hash>.cnf.xz` (the hash is that of the clauses either way)
    #[arg(long)]
    xz: bool,
    /// Time each instance with SOLVER (any --solver name) for at most SECONDS (default
    /// 60): a column of family.tsv; may be repeated
    #[arg(long, value_name = "SOLVER[=SECONDS]", value_parser = Tag::parse)]
    tag: Vec<Tag>,
    /// Keep only the instances that the first --tag does not decide within its limit and
    /// the last one does
    #[arg(long)]
    window: bool,
    /// The solver that writes the DRAT proofs of unsatisfiable instances
    #[arg(long, default_value = "varisat", value_parser = ["varisat", "cadical", "kissat"])]
    prover: String,
    /// Stop after this many seconds: the instances finished by then are written, exit 30
    /// (proofs of the instances kept are written after it)
    #[arg(short, long, value_name = "SECONDS", value_parser = crate::parse_seconds)]
    timeout: Option<Duration>,
    #[command(flatten)]
    encoding: EncodingFlags,
}

/// A kind and its generator settings (`--generate`).
#[derive(Debug, Clone)]
struct Spec {
    kind: Kind,
    values: Values,
}

impl Spec {
    /// `KIND[:NAME=VALUE,...]`, checked against the kind's generator settings.
    fn parse(text: &str) -> Result<Spec, String> {
        let (name, settings) = text.split_once(':').unwrap_or((text, ""));
        let kind = Kind::from_name(name).ok_or_else(|| {
            let names: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
            format!("unknown kind `{name}` (kinds: {})", names.join(", "))
        })?;
        let mut values = Values::default();
        for part in settings.split(',').filter(|p| !p.is_empty()) {
            let (name, value) = match part.split_once('=') {
                Some((name, value)) => (name, Some(value)),
                None => (part, None),
            };
            let setting = (kind.generator().iter().find(|s| s.name == name)).ok_or_else(|| {
                let names: Vec<&str> = kind.generator().iter().map(|s| s.name).collect();
                let names = names.join(", ");
                format!(
                    "{} has no generator setting `{name}` (it has {names})",
                    kind.name()
                )
            })?;
            match (setting.kind, value) {
                (SettingKind::Switch, None) => values.set(name, ""),
                (SettingKind::Switch, Some(_)) => {
                    return Err(format!("`{name}` is a switch: no value"))
                }
                (_, Some(value)) => values.set(name, value),
                (_, None) => return Err(format!("`{name}` needs a value: {name}=VALUE")),
            }
        }
        Ok(Spec { kind, values })
    }

    /// The `generate` command that makes puzzle `seed` of this spec alone.
    fn command(&self, seed: &str) -> String {
        let mut words = vec![
            "puzzle-sat generate".to_owned(),
            self.kind.name().to_owned(),
        ];
        for (name, value) in self.values.iter() {
            words.push(format!("--{name}"));
            if !value.is_empty() {
                words.push(value.to_owned());
            }
        }
        words.push(format!("--seed {seed}"));
        words.join(" ")
    }
}

/// Where a puzzle comes from.
enum Job {
    Read { source: String, puzzle: Puzzle },
    Generate { spec: Spec, seed: u64 },
}

/// A puzzle with its instances.
struct Puzzled {
    source: String,
    puzzle: Puzzle,
    comments: Vec<String>,
    made: Made,
}

/// What became of a job.
enum Done {
    Made(Box<Puzzled>),
    /// No instance, for this reason.
    Skipped(String),
    /// The time limit came first.
    TimedOut,
}

/// Random puzzles tried per generated puzzle, as `generate` does.
const ATTEMPTS: usize = 20;

pub fn run(args: FamilyArgs) -> CliResult {
    let start = Instant::now();
    let deadline = args.timeout.map(|limit| start + limit);
    refuse_filled(&args.dir)?;
    if args.window && args.tag.len() < 2 {
        return Err(CliError::Usage("--window needs two --tag solvers or more: the first one must fail within its limit, the last one succeed".into()));
    }
    if args.inputs.is_empty() && args.generate.is_empty() {
        return Err(CliError::Usage(
            "no puzzles: give puzzle files or --generate".into(),
        ));
    }
    let prover = super::prover(&args.prover)?;
    let jobs = jobs(&args)?;
    let kinds: Vec<Kind> = jobs.iter().map(Job::kind).collect();
    args.encoding.refuse_foreign(&kinds)?;
    let options = args.encoding.options(false, Target::Plain("family"))?;
    let bar = progress::bar(jobs.len());
    let done: Vec<Result<Done, CliError>> = jobs
        .into_par_iter()
        .map(|job| {
            let done = make(job, &options, args.uniqueness, deadline);
            bar.inc(1);
            done
        })
        .collect();
    bar.finish_and_clear();
    let mut timed_out = 0;
    let mut puzzled = Vec::new();
    for done in done {
        match done? {
            Done::Made(p) => puzzled.push(*p),
            Done::Skipped(why) => eprintln!("puzzle-sat: {why}"),
            Done::TimedOut => timed_out += 1,
        }
    }
    let (mut rows, stopped) = tag(rows(&puzzled, &options, &args), &args.tag, deadline)?;
    timed_out += stopped;
    if args.window {
        rows.retain(|placed| in_window(&placed.row.timings));
    }
    write(&args, &prover, &options, &puzzled, &rows)?;
    let sat = rows
        .iter()
        .filter(|p| p.instance.status == Status::Sat)
        .count();
    eprintln!(
        "puzzle-sat: family {}: {} instances ({sat} sat, {} unsat) from {} puzzles in {:.1} s",
        args.dir,
        rows.len(),
        rows.len() - sat,
        puzzled.len(),
        start.elapsed().as_secs_f64()
    );
    if timed_out > 0 {
        eprintln!("puzzle-sat: the time limit stopped {timed_out} puzzles or instances: left out");
        return Ok(UNKNOWN);
    }
    Ok(SOLVED)
}

/// Refuses a DIR that exists and is not an empty folder: nothing is overwritten.
fn refuse_filled(dir: &str) -> Result<(), CliError> {
    let path = Path::new(dir);
    if !path.exists() {
        return Ok(());
    }
    let empty = std::fs::read_dir(path).is_ok_and(|mut entries| entries.next().is_none());
    match empty {
        true => Ok(()),
        false => Err(failed(format!(
            "{dir}: exists and is not an empty folder: nothing is overwritten"
        ))),
    }
}

impl Job {
    fn kind(&self) -> Kind {
        match self {
            Job::Read { puzzle, .. } => puzzle.kind(),
            Job::Generate { spec, .. } => spec.kind,
        }
    }
}

/// The input puzzles, then each spec's generated ones, in order.
fn jobs(args: &FamilyArgs) -> Result<Vec<Job>, CliError> {
    let items = read_items(&args.inputs).map_err(failed)?;
    let mut jobs: Vec<Job> = items
        .into_iter()
        .map(|item| Job::Read {
            source: item.source,
            puzzle: item.puzzle,
        })
        .collect();
    for spec in &args.generate {
        if let Some(caveat) = spec.kind.generator_caveat(&spec.values) {
            eprintln!("puzzle-sat: note: {caveat}");
        }
        jobs.extend((0..args.count).map(|i| Job::Generate {
            spec: spec.clone(),
            seed: args.seed.wrapping_add(u64::from(i)),
        }));
    }
    Ok(jobs)
}

/// The puzzle of a job and its instances.
fn make(
    job: Job,
    options: &Options,
    uniqueness: bool,
    deadline: Option<Instant>,
) -> Result<Done, CliError> {
    let (source, puzzle, comments) = match job {
        Job::Read { source, puzzle } => (source.clone(), puzzle, vec![format!("source: {source}")]),
        Job::Generate { spec, seed } => {
            let mut rng = SmallRng::seed_from_u64(seed);
            let limits = Limits {
                attempts: ATTEMPTS,
                deadline,
            };
            let goal = Goal::Unique;
            let made = match unique(
                spec.kind,
                &spec.values,
                &mut rng,
                &Options::default(),
                goal,
                limits,
            ) {
                Ok(made) => made,
                Err(GenerateError::Solve(SolveError::TimedOut)) => return Ok(Done::TimedOut),
                Err(GenerateError::Settings(why)) => return Err(CliError::Usage(why)),
                Err(error) => return Err(failed(error)),
            };
            let command = spec.command(&seed.to_string());
            let mut comments = vec![format!("source: {command}")];
            comments.extend(made.comments);
            (command, made.puzzle, comments)
        }
    };
    match instances(&puzzle, options, uniqueness, deadline) {
        Ok(made) => Ok(Done::Made(Box::new(Puzzled {
            source,
            puzzle,
            comments,
            made,
        }))),
        Err(MakeError::Solve(SolveError::TimedOut)) => Ok(Done::TimedOut),
        Err(error @ (MakeError::NoCnf(_) | MakeError::Empty(_))) => {
            Ok(Done::Skipped(format!("{source}: {error}: no instance")))
        }
        Err(MakeError::Solve(error)) => Err(failed(format!("{source}: {error}"))),
    }
}

/// An instance with its row, and the index of its puzzle.
struct Placed<'a> {
    puzzle: usize,
    kind: Kind,
    instance: &'a Instance,
    row: Row,
}

/// One row per instance, the first of equal hashes only.
fn rows<'a>(puzzled: &'a [Puzzled], options: &Options, args: &FamilyArgs) -> Vec<Placed<'a>> {
    let extension = if args.xz { "cnf.xz" } else { "cnf" };
    let mut seen = HashSet::new();
    let mut rows = Vec::new();
    for (index, p) in puzzled.iter().enumerate() {
        let kind = p.puzzle.kind();
        let (height, width) = p.puzzle.dimensions();
        let base = &p.made.instances[0].hash;
        for instance in &p.made.instances {
            if !seen.insert(instance.hash.clone()) {
                let hash = &instance.hash;
                eprintln!(
                    "puzzle-sat: {}: instance {hash} is already in the family: left out",
                    p.source
                );
                continue;
            }
            let evidence = match instance.status {
                Status::Sat => format!("{}.model", instance.hash),
                _ => format!("{}.drat", instance.hash),
            };
            let row = Row {
                hash: instance.hash.clone(),
                file: format!("{}.{extension}", instance.hash),
                kind: kind.name().into(),
                source: p.source.clone(),
                puzzle: format!("puzzles/{base}.txt"),
                rows: height,
                cols: width,
                variables: instance.cnf.n_vars(),
                clauses: instance.cnf.n_clauses(),
                options: option_texts(options, kind).join(","),
                status: instance.status.name().into(),
                evidence,
                note: note(&p.made, instance),
                timings: Vec::new(),
            };
            rows.push(Placed {
                puzzle: index,
                kind,
                instance,
                row,
            });
        }
    }
    rows
}

/// The options that shape `kind`'s encoding, as `name=value`.
fn option_texts(options: &Options, kind: Kind) -> Vec<String> {
    (options.describe(kind).into_iter())
        .map(|(name, value)| format!("{name}={value}"))
        .collect()
}

/// What an instance is, and what is known of its puzzle's answers.
fn note(made: &Made, instance: &Instance) -> String {
    if instance.blocked {
        let sat = &made.instances[0].hash;
        return format!("the puzzle's only answer blocked (sat instance {sat})");
    }
    match made.answers {
        Answers::None => "the puzzle has no answer".into(),
        Answers::Some => "the puzzle's encoding".into(),
        Answers::One => match made.instances.get(1) {
            Some(blocked) => format!("exactly one answer (unsat instance {})", blocked.hash),
            None => "exactly one answer, fixed by the encoding itself: no unsat instance".into(),
        },
        Answers::Several => "several answers: no unsat instance".into(),
    }
}

/// The rows timed with every tag, one solver run at a time, and the number of rows the
/// deadline stopped (left out).
fn tag<'a>(
    rows: Vec<Placed<'a>>,
    tags: &[Tag],
    deadline: Option<Instant>,
) -> Result<(Vec<Placed<'a>>, usize), CliError> {
    if tags.is_empty() {
        return Ok((rows, 0));
    }
    let bar = progress::bar(rows.len());
    let mut kept = Vec::new();
    let mut stopped = 0;
    'rows: for mut placed in rows {
        bar.inc(1);
        let builder = placed.instance.cnf.to_builder();
        let hints = hints(placed.kind);
        for tag in tags {
            let left =
                deadline.map_or(tag.limit, |at| at.saturating_duration_since(Instant::now()));
            let (cnf, status) = (&placed.instance.cnf, placed.instance.status);
            match tag
                .time(&hints, cnf, &builder, status, left)
                .map_err(failed)?
            {
                Some(timing) => placed.row.timings.push(timing),
                None => {
                    stopped += 1;
                    continue 'rows;
                }
            }
        }
        kept.push(placed);
    }
    bar.finish_and_clear();
    Ok((kept, stopped))
}

/// Writes DIR: the puzzles, each instance with its evidence (proofs on every core), the
/// table and the description.
fn write(
    args: &FamilyArgs,
    prover: &Prover,
    options: &Options,
    puzzled: &[Puzzled],
    rows: &[Placed],
) -> Result<(), CliError> {
    let dir = Path::new(&args.dir);
    create(&dir.join("puzzles"))?;
    let mut written = HashSet::new();
    for placed in rows {
        let p = &puzzled[placed.puzzle];
        if written.insert(placed.puzzle) {
            save(
                &dir.join(&placed.row.puzzle),
                p.puzzle.to_native(&p.comments).as_bytes(),
            )?;
        }
        let mut text = Vec::new();
        let header = header(p, placed.instance, options);
        placed
            .instance
            .cnf
            .write_dimacs(&mut text, &header)
            .map_err(failed)?;
        if args.xz {
            text = xz::compress(&text).map_err(failed)?;
        }
        save(&dir.join(&placed.row.file), &text)?;
        if let Some(model) = &placed.instance.model {
            let text = model_text(model, placed.instance.cnf.n_vars());
            save(&dir.join(&placed.row.evidence), text.as_bytes())?;
        }
    }
    let unsat: Vec<&Placed> = (rows.iter())
        .filter(|p| p.instance.status == Status::Unsat)
        .collect();
    let bar = progress::bar(unsat.len());
    unsat.par_iter().try_for_each(|placed| {
        let path = dir.join(&placed.row.evidence);
        bar.inc(1);
        write_proof(&placed.instance.cnf, prover, &path).map_err(failed)
    })?;
    bar.finish_and_clear();
    let rows: Vec<Row> = rows.iter().map(|p| p.row.clone()).collect();
    save(&dir.join("family.tsv"), tsv(&rows, &args.tag).as_bytes())?;
    save(
        &dir.join("README.md"),
        readme(&rows, &about(args)).as_bytes(),
    )
}

/// The comment lines of an instance: what it is, its source, and the kind and options
/// `decode --cnf` rebuilds the encoding from (the variable map follows them).
fn header(p: &Puzzled, instance: &Instance, options: &Options) -> Vec<String> {
    let kind = p.puzzle.kind();
    let what = match instance.blocked {
        true => "unsat: the puzzle's encoding with its only answer blocked",
        false => instance.status.name(),
    };
    let mut lines = vec![
        format!(
            "puzzle-sat {} family instance, {what}",
            env!("CARGO_PKG_VERSION")
        ),
        format!("puzzle-sat source {}", p.source),
        format!("{KIND_PREFIX}{}", kind.name()),
    ];
    let options = option_texts(options, kind).into_iter();
    lines.extend(options.map(|o| format!("{OPTION_PREFIX}{o}")));
    lines
}

/// What the description says besides the rows.
fn about(args: &FamilyArgs) -> About {
    let last = args.seed.wrapping_add(u64::from(args.count - 1));
    let generators = (args.generate.iter())
        .map(|spec| {
            format!(
                "`{}` for SEED = {}..={last}",
                spec.command("SEED"),
                args.seed
            )
        })
        .collect();
    About {
        command: command_line(),
        version: env!("CARGO_PKG_VERSION").into(),
        generators,
        inputs: args.inputs.clone(),
        tags: args.tag.clone(),
        window: args.window,
        uniqueness: args.uniqueness,
    }
}

/// The command as given, its program named `puzzle-sat` wherever it was run from.
fn command_line() -> String {
    let words = std::env::args().skip(1).map(|a| quoted(&a));
    std::iter::once("puzzle-sat".to_owned())
        .chain(words)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A word as a shell reads it back.
fn quoted(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "-_./:=,+@%".contains(c);
    match !word.is_empty() && word.chars().all(plain) {
        true => word.to_owned(),
        false => format!("'{}'", word.replace('\'', "'\\''")),
    }
}

fn create(path: &Path) -> Result<(), CliError> {
    std::fs::create_dir_all(path)
        .map_err(|e| failed(format!("{}: cannot create: {e}", path.display())))
}

fn save(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes)
        .map_err(|e| failed(format!("{}: cannot write: {e}", path.display())))
}
