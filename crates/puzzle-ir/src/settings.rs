//! Named settings a kind offers without depending on any command-line library: a
//! generator's parameters (`--size`, `--density` ...) here, an encoder's choices in
//! `puzzle-cnf`. A front end turns each [`Setting`] into a flag and hands the values back
//! as [`Values`]; the kind parses them. So the kinds' flags, their help and their
//! defaults are written once, next to the code they steer.
//!
//! ```
//! use puzzle_ir::settings::{Setting, Values};
//!
//! const SIZE: Setting = Setting::number("size", "N, the grid's size", None);
//! let mut values = Values::default();
//! values.set("size", "9");
//! assert_eq!(values.number::<usize>(&SIZE).unwrap(), Some(9));
//! ```

use std::collections::BTreeMap;
use std::str::FromStr;

/// The shape of a setting's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingKind {
    /// A flag without a value (`--no-singles`).
    Switch,
    /// One of a fixed list; the default is the first unless given.
    Choice {
        values: &'static [&'static str],
        default: &'static str,
    },
    /// A number (or any other text the kind parses), with an optional default.
    Number { default: Option<&'static str> },
}

/// One setting: its flag name (without `--`), one line of help, and its values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Setting {
    pub name: &'static str,
    pub help: &'static str,
    pub kind: SettingKind,
    /// The values that make a CNF lazy (constraints kept by cuts while an incremental
    /// solver in this process runs), which plain CNF refuses.
    pub lazy: &'static [&'static str],
}

impl Setting {
    /// A flag without a value.
    pub const fn switch(name: &'static str, help: &'static str) -> Self {
        Setting {
            name,
            help,
            kind: SettingKind::Switch,
            lazy: &[],
        }
    }

    /// One of `values`, `default` when not given.
    pub const fn choice(
        name: &'static str,
        help: &'static str,
        values: &'static [&'static str],
        default: &'static str,
    ) -> Self {
        Setting {
            name,
            help,
            kind: SettingKind::Choice { values, default },
            lazy: &[],
        }
    }

    /// This setting, with `values` marked lazy ([`Setting::lazy`]).
    pub const fn with_lazy(self, values: &'static [&'static str]) -> Self {
        Setting {
            lazy: values,
            ..self
        }
    }

    /// A number, `default` when not given (`None`: required, or absent).
    pub const fn number(
        name: &'static str,
        help: &'static str,
        default: Option<&'static str>,
    ) -> Self {
        Setting {
            name,
            help,
            kind: SettingKind::Number { default },
            lazy: &[],
        }
    }

    /// The text used when the setting is not given.
    pub fn default_text(&self) -> Option<&'static str> {
        match self.kind {
            SettingKind::Switch => None,
            SettingKind::Choice { default, .. } => Some(default),
            SettingKind::Number { default } => default,
        }
    }
}

/// The rows of a generated grid.
pub const ROWS: Setting = Setting::number("rows", "Rows of the grid", None);

/// The columns of a generated grid.
pub const COLS: Setting = Setting::number("cols", "Columns of the grid", None);

/// The values given for settings, by name (switches that are on hold an empty value).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Values {
    given: BTreeMap<String, String>,
}

impl Values {
    /// Records `value` for the setting `name`.
    pub fn set(&mut self, name: &str, value: &str) {
        self.given.insert(name.to_owned(), value.to_owned());
    }

    /// Whether the setting was given.
    pub fn has(&self, name: &str) -> bool {
        self.given.contains_key(name)
    }

    /// The given names and values, sorted by name.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.given.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// Whether a switch is on.
    pub fn switch(&self, setting: &Setting) -> bool {
        self.has(setting.name)
    }

    /// The text of a setting: given, or its default.
    pub fn text(&self, setting: &Setting) -> Option<&str> {
        self.given
            .get(setting.name)
            .map(String::as_str)
            .or(setting.default_text())
    }

    /// A number setting parsed as `T` (`None` when neither given nor defaulted).
    pub fn number<T: FromStr>(&self, setting: &Setting) -> Result<Option<T>, String> {
        let Some(text) = self.text(setting) else {
            return Ok(None);
        };
        text.parse()
            .map(Some)
            .map_err(|_| format!("--{}: `{text}` is not a valid value", setting.name))
    }

    /// A number that must be there.
    pub fn required<T: FromStr>(&self, setting: &Setting) -> Result<T, String> {
        self.number(setting)?
            .ok_or_else(|| format!("--{} is required", setting.name))
    }

    /// The [`ROWS`] and [`COLS`] of a generated grid, each at least 1.
    pub fn grid_size(&self) -> Result<(usize, usize), String> {
        let (rows, cols): (usize, usize) = (self.required(&ROWS)?, self.required(&COLS)?);
        if rows == 0 || cols == 0 {
            return Err("--rows and --cols must be at least 1".into());
        }
        Ok((rows, cols))
    }

    /// A choice setting parsed as `T`.
    pub fn choice<T: FromStr>(&self, setting: &Setting) -> Result<T, String>
    where
        T::Err: std::fmt::Display,
    {
        let text = self.text(setting).unwrap_or_default();
        text.parse()
            .map_err(|e| format!("--{}: `{text}`: {e}", setting.name))
    }
}
