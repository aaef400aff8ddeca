//! The encoding flags, built from the registry: the options every kind shares, then each
//! kind's own under a heading of its name, with their help, possible values and
//! defaults as the kinds describe them ([`puzzle_cnf::KindOptions::SETTINGS`]). A flag
//! given for a kind other than the puzzle's is refused rather than silently ignored.
//!
//! Help texts, headings and defaults are built only when help, the man page or
//! completions show them ([`show_help`]): no command reads them from clap, and building
//! them for a hundred flags on every parse was a fifth of the work of a process that
//! solves one small puzzle. For the same reason the flags themselves are built only when
//! the command line may name one of them ([`name_long_options`]).

use super::CliError;
use clap::builder::PossibleValuesParser;
use clap::parser::ValueSource;
use clap::{Arg, ArgAction, ArgMatches, Args, Command, FromArgMatches};
use puzzle_cnf::Options;
use puzzle_ir::settings::{Setting, SettingKind, Values};
use puzzle_ir::{Kind, Puzzle};
use std::ffi::OsString;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{LazyLock, OnceLock};

/// Whether the command line built from now on is for help, the man page or completions
/// to show: only then do the flags carry their help texts, headings and defaults. A
/// command never reads a default from clap ([`EncodingFlags`] takes only values given on
/// the command line, each kind its own defaults), yet clap would fill in the default of
/// each of the hundred flags on every parse.
static HELP_SHOWN: AtomicBool = AtomicBool::new(false);

/// Makes the command line built from now on carry what help shows.
pub fn show_help() {
    HELP_SHOWN.store(true, Ordering::Relaxed);
}

/// Whether the command line built now is for help to show ([`show_help`]).
pub fn help_shown() -> bool {
    HELP_SHOWN.load(Ordering::Relaxed)
}

/// Whether `args` (a process's arguments, its name first) ask for help: `-h` or
/// `--help` before any `--`, or the `help` subcommand.
pub fn asks_for_help(args: impl IntoIterator<Item = OsString>) -> bool {
    let mut args = args.into_iter().skip(1).peekable();
    if args.peek().is_some_and(|first| first == "help") {
        return true;
    }
    args.take_while(|arg| arg != "--")
        .any(|arg| arg == "-h" || arg == "--help")
}

/// The long options (`--name` or `--name=value`, before any `--`) of the process's
/// command line, when its entry has named them ([`name_long_options`]).
static NAMED_LONG_OPTIONS: OnceLock<Vec<String>> = OnceLock::new();

/// Records the long options that `args` (a process's arguments, its name first) name, so
/// that a subcommand builds the encoding flags only when one of those may be an encoding
/// flag ([`EncodingFlags::needed`]). Without this call every command line builds them.
pub fn name_long_options(args: impl IntoIterator<Item = OsString>) {
    let names = (args.into_iter().skip(1))
        .take_while(|arg| arg != "--")
        .filter_map(|arg| {
            let arg = arg.to_string_lossy();
            let option = arg.strip_prefix("--")?;
            Some(option.split('=').next().unwrap_or(option).to_owned())
        })
        .collect();
    // A second call (none is made) keeps the first list.
    let _ = NAMED_LONG_OPTIONS.set(names);
}

/// The encoding flags a command was given.
#[derive(Debug, Clone, Default)]
pub struct EncodingFlags {
    /// Values given on the command line (not defaults), by setting name.
    given: Values,
}

/// A clap argument for a setting, under the heading `heading` makes when help is shown.
pub fn arg(setting: &Setting, heading: impl FnOnce() -> String) -> Arg {
    let arg = Arg::new(setting.name)
        .long(setting.name)
        .value_name(setting.name.to_uppercase());
    let arg = match help_shown() {
        true => arg.help(setting.help).help_heading(heading()),
        false => arg,
    };
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
/// as `connectivity`) is one flag. Made once per process: parsing and each check of the
/// flags given walk it.
fn all_settings() -> &'static [(Vec<Kind>, &'static Setting)] {
    static ALL: LazyLock<Vec<(Vec<Kind>, &'static Setting)>> = LazyLock::new(|| {
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
    });
    &ALL
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

impl EncodingFlags {
    /// Whether `cmd`, a subcommand that holds its own arguments, needs the encoding flags:
    /// when help is shown, when the long options are not known, or when one of them is
    /// not `cmd`'s own (an encoding flag, or a mistake whose error should name the flag it
    /// resembles). Otherwise no encoding flag is on the command line, and clap reads it
    /// the same way without them.
    fn needed(cmd: &Command) -> bool {
        let Some(named) = NAMED_LONG_OPTIONS.get().filter(|_| !help_shown()) else {
            return true;
        };
        let own = |name: &String| cmd.get_arguments().any(|a| a.get_long() == Some(name));
        !named.iter().all(own)
    }
}

impl Args for EncodingFlags {
    fn augment_args(cmd: Command) -> Command {
        if !Self::needed(&cmd) {
            return cmd;
        }
        let shown = help_shown();
        all_settings().iter().fold(cmd, |cmd, (kinds, s)| {
            let arg = arg(s, || heading(kinds));
            cmd.arg(if shown { arg } else { arg.default_value(None) })
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
            // Absent when the flags were not built ([`EncodingFlags::needed`]).
            if !matches.try_contains_id(setting.name).unwrap_or(false)
                || matches.value_source(setting.name) != Some(ValueSource::CommandLine)
            {
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
                    names(owners),
                    names(kinds)
                )));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::asks_for_help;

    fn asks(args: &[&str]) -> bool {
        asks_for_help(
            std::iter::once("puzzle-sat")
                .chain(args.iter().copied())
                .map(Into::into),
        )
    }

    #[test]
    fn help_is_asked_by_its_flags_or_subcommand_before_a_double_dash() {
        assert!(asks(&["solve", "--help"]));
        assert!(asks(&["solve", "-h", "p.txt"]));
        assert!(asks(&["help", "solve"]));
        assert!(!asks(&["solve", "p.txt"]));
        assert!(!asks(&["solve", "--", "--help"]));
        assert!(!asks(&["solve", "help"]));
    }
}
