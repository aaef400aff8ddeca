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

/// Every setting with its heading: common first, then per kind.
fn all_settings() -> impl Iterator<Item = (Option<Kind>, &'static Setting)> {
    let common = Options::COMMON.iter().map(|s| (None, s));
    let kinds = Kind::ALL
        .iter()
        .flat_map(|&k| Options::settings(k).iter().map(move |s| (Some(k), s)));
    common.chain(kinds)
}

/// The help heading of a setting of `kinds` (none: a common setting).
fn heading(kinds: &[Kind]) -> String {
    if kinds.is_empty() {
        return "Encoding".into();
    }
    let names: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
    format!("Encoding ({})", names.join(", "))
}

/// The kinds that have a setting of this name (several kinds may share one flag, such
/// as `--connectivity`); none for a common setting.
fn kinds_of(name: &str) -> Vec<Kind> {
    all_settings()
        .filter(|(_, s)| s.name == name)
        .filter_map(|(kind, _)| kind)
        .collect()
}

impl Args for EncodingFlags {
    /// One argument per setting name, under the heading of the kinds that share it.
    fn augment_args(cmd: Command) -> Command {
        let mut seen: Vec<&str> = Vec::new();
        all_settings().fold(cmd, |cmd, (_, s)| {
            if seen.contains(&s.name) {
                return cmd;
            }
            seen.push(s.name);
            cmd.arg(arg(s, &heading(&kinds_of(s.name))))
        })
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
        for (kind, setting) in all_settings() {
            let Some(kind) = kind else { continue };
            let owners = kinds_of(setting.name);
            if self.given.has(setting.name) && !owners.iter().any(|k| kinds.contains(k)) {
                let names: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
                let owners: Vec<&str> = owners.iter().map(|k| k.name()).collect();
                return Err(CliError::Usage(format!(
                    "--{} applies to {} puzzles only, not to {}",
                    setting.name,
                    owners.join(" and "),
                    names.join(", ")
                )));
            }
            debug_assert!(owners.contains(&kind));
        }
        Ok(())
    }
}
