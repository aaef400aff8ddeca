//! The encoding flags, built from the registry: the options every kind shares, then each
//! kind's own under a heading of its name, with their help, possible values and
//! defaults as the kinds describe them ([`puzzle_cnf::KindOptions::SETTINGS`]). A flag
//! given for a kind other than the puzzle's is refused rather than silently ignored.

use super::CliError;
use clap::builder::PossibleValuesParser;
use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};
use puzzle_cnf::Options;
use puzzle_ir::settings::{Setting, SettingKind, Values};
use puzzle_ir::{Kind, Puzzle};

/// The encoding flags a command was given.
#[derive(Debug, Clone, Default)]
pub struct EncodingFlags {
    /// Values given on the command line (not defaults), by setting name.
    given: Values,
}

/// A clap argument for a setting.
pub fn arg(setting: &Setting, heading: &str) -> Arg {
    let arg = Arg::new(setting.name)
        .long(setting.name)
        .help(setting.help)
        .value_name(setting.name.to_uppercase())
        .help_heading(heading.to_owned());
    match setting.kind {
        SettingKind::Switch => arg.action(ArgAction::SetTrue),
        SettingKind::Choice { values, default } => arg
            .value_parser(PossibleValuesParser::new(values))
            .default_value(default),
        SettingKind::Number { default: Some(d) } => arg.default_value(d),
        SettingKind::Number { default: None } => arg,
    }
}

/// Every setting once with the kinds that use it (none: common to all), common first,
/// then per kind in registry order: a setting several kinds share (`--connectivity`)
/// is one flag.
fn all_settings() -> Vec<(Vec<Kind>, &'static Setting)> {
    let mut all: Vec<(Vec<Kind>, &'static Setting)> =
        Options::COMMON.iter().map(|s| (Vec::new(), s)).collect();
    for &kind in Kind::ALL {
        for setting in Options::settings(kind) {
            match all.iter_mut().find(|(_, s)| s.name == setting.name) {
                Some((kinds, _)) => kinds.push(kind),
                None => all.push((vec![kind], setting)),
            }
        }
    }
    all
}

fn heading(kinds: &[Kind]) -> String {
    match kinds {
        [] => "Encoding".into(),
        _ => format!("Encoding ({})", names(kinds)),
    }
}

fn names(kinds: &[Kind]) -> String {
    let names: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
    names.join(", ")
}

impl Args for EncodingFlags {
    fn augment_args(cmd: Command) -> Command {
        all_settings()
            .into_iter()
            .fold(cmd, |cmd, (kinds, s)| cmd.arg(arg(s, &heading(&kinds))))
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        Self::augment_args(cmd)
    }
}

impl FromArgMatches for EncodingFlags {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let mut given = Values::default();
        for (_, setting) in all_settings() {
            if matches.value_source(setting.name) != Some(ValueSource::CommandLine) {
                continue;
            }
            match setting.kind {
                SettingKind::Switch => {
                    if matches.get_flag(setting.name) {
                        given.set(setting.name, "");
                    }
                }
                _ => {
                    if let Some(value) = matches.get_one::<String>(setting.name) {
                        given.set(setting.name, value);
                    }
                }
            }
        }
        Ok(EncodingFlags { given })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl EncodingFlags {
    /// The options for any kind (defaults where a flag was not given).
    pub fn options(&self, names: bool) -> Result<Options, CliError> {
        let mut options = Options::from_values(&self.given).map_err(CliError::Usage)?;
        options.names = names;
        Ok(options)
    }

    /// The options for `puzzle`, refusing flags of other kinds.
    pub fn options_for(&self, puzzle: &Puzzle, names: bool) -> Result<Options, CliError> {
        self.refuse_foreign(&[puzzle.kind()])?;
        self.options(names)
    }

    /// Whether no encoding flag was given at all.
    pub fn none_given(&self) -> bool {
        self.given.iter().next().is_none()
    }

    /// An error for a kind's flag given when no puzzle is of that kind. With no puzzle
    /// read at all there is nothing to refuse: the inputs' own errors are the news.
    pub fn refuse_foreign(&self, kinds: &[Kind]) -> Result<(), CliError> {
        if kinds.is_empty() {
            return Ok(());
        }
        for (owners, setting) in all_settings() {
            let foreign = !owners.is_empty() && !owners.iter().any(|k| kinds.contains(k));
            if self.given.has(setting.name) && foreign {
                return Err(CliError::Usage(format!(
                    "--{} applies to {} puzzles only, not to {}",
                    setting.name,
                    names(&owners),
                    names(kinds)
                )));
            }
        }
        Ok(())
    }
}
