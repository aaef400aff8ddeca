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

/// Every setting once, with the kinds that have it (none: a common setting): common
/// first, then per kind. A setting several kinds share (one constraint family's, such
/// as `connectivity`) is one flag.
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

/// The kinds' names, joined.
fn names(kinds: &[Kind]) -> String {
    let names: Vec<&str> = kinds.iter().map(|k| k.name()).collect();
    names.join(", ")
}

fn heading(kinds: &[Kind]) -> String {
    match kinds {
        [] => "Encoding".into(),
        kinds => format!("Encoding ({})", names(kinds)),
    }
}

impl Args for EncodingFlags {
    fn augment_args(cmd: Command) -> Command {
        (all_settings().into_iter()).fold(cmd, |cmd, (kinds, s)| cmd.arg(arg(s, &heading(&kinds))))
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

/// Where a command's CNF goes, which decides the settings left at `auto`
/// ([`Options::in_process`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// An incremental solver in this process, which adds lazy constraints' cuts.
    InProcess,
    /// Plain CNF, for what the text names (`dimacs`, `--proof`, `--solver kissat` ...):
    /// a lazy lowering asked for by name is a usage error.
    Plain(&'static str),
}

impl Target {
    /// In process, unless a DRAT proof is asked for: the proof is about plain CNF.
    pub fn unless_proof(proof: bool) -> Target {
        match proof {
            true => Target::Plain("--proof"),
            false => Target::InProcess,
        }
    }
}

impl EncodingFlags {
    /// The options for any kind (defaults where a flag was not given) for a CNF that goes
    /// to `target`.
    pub fn options(&self, names: bool, target: Target) -> Result<Options, CliError> {
        let mut options = Options::from_values(&self.given).map_err(CliError::Usage)?;
        options.names = names;
        match target {
            Target::InProcess => options.in_process = true,
            Target::Plain(what) => self.refuse_lazy(what)?,
        }
        Ok(options)
    }

    /// The options for `puzzle` and `target`, refusing flags of other kinds.
    pub fn options_for(
        &self,
        puzzle: &Puzzle,
        names: bool,
        target: Target,
    ) -> Result<Options, CliError> {
        self.refuse_foreign(&[puzzle.kind()])?;
        self.options(names, target)
    }

    /// An error for a lazy value given by name where the CNF must be plain.
    fn refuse_lazy(&self, what: &str) -> Result<(), CliError> {
        for (_, setting) in all_settings() {
            let Some(value) = self.given.text(setting) else {
                continue;
            };
            if setting.lazy.contains(&value) {
                return Err(CliError::Usage(format!(
                    "--{} {value} adds clauses while an incremental solver in this process \
                     runs; {what} takes plain CNF: choose another value, or leave it at auto",
                    setting.name
                )));
            }
        }
        Ok(())
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
