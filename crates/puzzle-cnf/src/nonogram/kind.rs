//! Nonogram in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{NonogramDecoder, NonogramEncoding};
use crate::runs::line::LineEncoding;
use crate::{KindEncoder, KindOptions, Lit, Options};
use puzzle_ir::nonogram::Nonogram;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

const RUNS: Setting = Setting::choice(
    "runs",
    "How each line's runs are written: automaton (the clue's states unrolled along the line) or starts (each run's start on an order ladder)",
    &["starts", "automaton"],
    "starts",
);

/// Nonogram's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct NonogramOptions {
    /// How each line's runs become clauses.
    pub runs: LineEncoding,
}

impl KindOptions for NonogramOptions {
    const SETTINGS: &'static [Setting] = &[RUNS];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(NonogramOptions {
            runs: values.choice(&RUNS)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![(RUNS.name, self.runs.name().to_owned())]
    }
}

impl KindEncoder for Nonogram {
    type Options = NonogramOptions;
    type Decoder = NonogramDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<NonogramEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(NonogramEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
