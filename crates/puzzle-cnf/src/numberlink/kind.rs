//! Numberlink in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{NumberlinkDecoder, NumberlinkEncoding};
use crate::connect::{self, Choice};
use crate::lines::LOOP_HINTS;
use crate::paths::grid::Labels;
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::numberlink::Numberlink;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;
use std::str::FromStr;

const LABELS: Setting = Setting::choice(
    "path-labels",
    "How Numberlink tells its lines apart: binary (a cell's number in binary, each bit equal along a line) or one-hot (a variable per cell and number)",
    &["binary", "one-hot"],
    "binary",
);

impl FromStr for Labels {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "binary" => Ok(Labels::Binary),
            "one-hot" => Ok(Labels::OneHot),
            _ => Err(format!("unknown path labels `{s}` (expected binary or one-hot)")),
        }
    }
}

/// The name [`FromStr`] reads.
fn name(labels: Labels) -> &'static str {
    match labels {
        Labels::Binary => "binary",
        Labels::OneHot => "one-hot",
    }
}

/// Numberlink's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct NumberlinkOptions {
    /// How "no stray loop" becomes clauses (the shared `--connectivity` setting).
    pub connectivity: Choice,
    /// How the lines' labels become variables.
    pub labels: Labels,
}

impl KindOptions for NumberlinkOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING, LABELS];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(NumberlinkOptions {
            connectivity: values.choice(&connect::SETTING)?,
            labels: values.choice(&LABELS)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![
            (connect::SETTING.name, self.connectivity.name().to_owned()),
            (LABELS.name, name(self.labels).to_owned()),
        ]
    }
}

impl KindEncoder for Numberlink {
    type Options = NumberlinkOptions;
    type Decoder = NumberlinkDecoder;
    type Contradiction = Infallible;

    /// The loop kinds' hints ([`LOOP_HINTS`], measured on Slitherlink).
    const HINTS: SolvingHints = LOOP_HINTS;

    fn encode(&self, options: &Options) -> Result<NumberlinkEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(NumberlinkEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
