//! `puzzle-sat kinds`: the registry of kinds as data, for people and for programs (the
//! benchmark scripts read it instead of keeping their own lists): per kind its name,
//! about line, encoder settings and the common ones, generator settings, batch extension,
//! puzz.link genre and solving hints. The JSON is one object per kind and line
//! (docs/schemas/kinds.schema.json).

use super::{CliResult, FormatArg, SOLVED};
use clap::Args;
use puzzle_cnf::{hints, Options, SolvingHints};
use puzzle_ir::settings::{Setting, SettingKind};
use puzzle_ir::Kind;
use puzzle_solve::records::{KindRecord, Record, SettingRecord, SolvingRecord};

#[derive(Args)]
#[command(after_help = "Examples:
  puzzle-sat kinds
  puzzle-sat kinds -f json | jq -r .kind")]
pub struct KindsArgs {
    /// Output format
    #[arg(short, long, value_enum, default_value = "text")]
    format: FormatArg,
}

pub fn run(args: KindsArgs) -> CliResult {
    for &kind in Kind::ALL {
        match args.format {
            FormatArg::Text => print!("{}", text(kind)),
            FormatArg::Json => println!("{}", record(kind).json_line()),
        }
    }
    Ok(SOLVED)
}

/// The JSON record of a kind.
fn record(kind: Kind) -> KindRecord {
    let settings = |list: &[Setting]| list.iter().map(setting_record).collect();
    KindRecord {
        kind: kind.name(),
        about: kind.about(),
        encoder: settings(Options::settings(kind)),
        common: settings(Options::COMMON),
        generator: settings(kind.generator()),
        batch_extension: kind.batch_extension(),
        genre: kind.genre(),
        solving: solving_record(kind),
    }
}

/// The kind's solving hints, as `--solver auto` reads them.
fn solving_record(kind: Kind) -> SolvingRecord {
    let hints = hints(kind);
    SolvingRecord {
        small_below: hints
            .small_below
            .filter(|&line| line != SolvingHints::EVERY_SIZE),
        small_at_every_size: hints.small_below == Some(SolvingHints::EVERY_SIZE),
        cadical_from: hints.cadical_from,
        race: hints.race,
        cadical_options: hints.cadical_options,
        lazy_cadical_options: hints.lazy_cadical_options,
        lazy_racer_options: hints.lazy_racer_options,
        small_tries_true: hints.small_tries_true,
        small_moves_to_front: hints.small_moves_to_front,
        summary: hints.describe(),
    }
}

fn setting_record(setting: &Setting) -> SettingRecord {
    let (shape, values) = match setting.kind {
        SettingKind::Switch => ("switch", None),
        SettingKind::Choice { values, .. } => ("choice", Some(values)),
        SettingKind::Number { .. } => ("number", None),
    };
    SettingRecord {
        name: setting.name,
        help: setting.help,
        shape,
        values,
        default: setting.default_text(),
    }
}

/// A kind for people: its name and about line, then a line per setting.
fn text(kind: Kind) -> String {
    let mut out = format!("{}: {}\n", kind.name(), kind.about());
    let or_none = |value: Option<&str>| value.unwrap_or("none").to_owned();
    out += &format!(
        "  batch extension: {}; puzz.link genre: {}\n",
        or_none(kind.batch_extension().map(|e| format!(".{e}")).as_deref()),
        or_none(kind.genre())
    );
    out += &format!("  solving (--solver auto): {}\n", hints(kind).describe());
    for (heading, settings) in [
        ("encoder", Options::settings(kind)),
        ("common", Options::COMMON),
        ("generator", kind.generator()),
    ] {
        out += &format!(
            "  {heading}:{}\n",
            if settings.is_empty() { " none" } else { "" }
        );
        for setting in settings {
            out += &format!("    {}\n", setting_line(setting));
        }
    }
    out
}

/// `--name VALUES (default D): help`.
fn setting_line(setting: &Setting) -> String {
    let values = match setting.kind {
        SettingKind::Switch => String::new(),
        SettingKind::Choice { values, .. } => format!(" {}", values.join("|")),
        SettingKind::Number { .. } => format!(" {}", setting.name.to_uppercase()),
    };
    let default = setting
        .default_text()
        .map(|d| format!(" (default {d})"))
        .unwrap_or_default();
    format!("--{}{values}{default}: {}", setting.name, setting.help)
}
