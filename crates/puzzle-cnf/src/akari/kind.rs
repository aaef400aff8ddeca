//! Akari in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{AkariDecoder, AkariEncoding};
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::akari::Akari;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

/// Akari's own choices: none beyond the shared `--amo`, which writes the lines of
/// sight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct AkariOptions;

impl KindOptions for AkariOptions {
    const SETTINGS: &'static [Setting] = &[];

    fn from_values(_values: &Values) -> Result<Self, String> {
        Ok(AkariOptions)
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

impl KindEncoder for Akari {
    type Options = AkariOptions;
    type Decoder = AkariDecoder;
    type Contradiction = Infallible;

    const HINTS: SolvingHints = SolvingHints::DEFAULT;

    fn encode(&self, options: &Options) -> Result<AkariEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(AkariEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
