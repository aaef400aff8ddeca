//! `puzzle-sat generate KIND`: a random puzzle from a random answer. The kinds and their
//! parameters come from the registry ([`puzzle_ir::Kind::generator`]); the generators
//! live in `puzzle-ir`, and this only builds the flags and writes files.

use super::flags::arg;
use super::{failed, CliError, CliResult, SOLVED};
use clap::{ArgMatches, Args, Command, FromArgMatches};
use puzzle_ir::settings::{SettingKind, Values};
use puzzle_ir::Kind;
use rand::rngs::SmallRng;
use rand::SeedableRng;

const EXAMPLES: &str = "Examples:
  puzzle-sat generate sudoku --size 9 --seed 7 > puzzle.txt
  puzzle-sat generate kakuro --rows 12 --cols 15 --solution answer.txt > kakuro.txt
  puzzle-sat generate shakashaka --rows 20 --cols 20 --seed 3";

/// The kind and its parameters, with the seed and the answer file.
pub struct GenerateArgs {
    kind: Kind,
    values: Values,
    seed: u64,
    solution: Option<String>,
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
            );
        Kind::ALL.iter().fold(cmd, |cmd, &kind| {
            let sub = Command::new(kind.name()).about(kind.about());
            let sub = kind
                .generator()
                .iter()
                .fold(sub, |sub, s| sub.arg(arg(s, "Options")));
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
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

pub fn run(args: GenerateArgs) -> CliResult {
    let mut rng = SmallRng::seed_from_u64(args.seed);
    let (puzzle, answer, mut comments) = args
        .kind
        .generate(&args.values, &mut rng)
        .map_err(CliError::Usage)?;
    if let Some(first) = comments.first_mut() {
        first.push_str(&format!(" --seed {}", args.seed));
    }
    print!("{}", puzzle.to_native(&comments));
    if let Some(path) = &args.solution {
        std::fs::write(path, answer.to_file())
            .map_err(|e| failed(format!("{path}: cannot write: {e}")))?;
    }
    Ok(SOLVED)
}
