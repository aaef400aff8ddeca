//! Shikaku in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{ShikakuDecoder, ShikakuEncoding};
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::shikaku::Shikaku;
use std::convert::Infallible;

/// Shikaku's own choices: none beyond the shared `--amo`, which writes the cover of
/// each cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ShikakuOptions;

impl KindOptions for ShikakuOptions {
    const SETTINGS: &'static [Setting] = &[];

    fn from_values(_values: &Values) -> Result<Self, String> {
        Ok(ShikakuOptions)
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

impl KindEncoder for Shikaku {
    type Options = ShikakuOptions;
    type Decoder = ShikakuDecoder;
    type Contradiction = Infallible;

    const HINTS: SolvingHints = SolvingHints::DEFAULT;

    fn encode(&self, options: &Options) -> Result<ShikakuEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(ShikakuEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
