//! Heyawake in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{HeyawakeDecoder, HeyawakeEncoding};
use crate::connect::{self, Choice};
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::heyawake::Heyawake;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

/// Heyawake's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HeyawakeOptions {
    /// How the unshaded area's connectivity becomes clauses.
    pub connectivity: Choice,
}

impl KindOptions for HeyawakeOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(HeyawakeOptions {
            connectivity: values.choice(&connect::SETTING)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        let name = self.connectivity.name();
        vec![(connect::SETTING.name, name.to_owned())]
    }
}

impl KindEncoder for Heyawake {
    type Options = HeyawakeOptions;
    type Decoder = HeyawakeDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<HeyawakeEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(HeyawakeEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }

    /// Its true literals place things: the small solver tries them first.
    const HINTS: SolvingHints = SolvingHints::TRUE_FIRST;
}
