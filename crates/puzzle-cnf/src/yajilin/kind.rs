//! Yajilin in the registry of kinds: the [`KindEncoder`] glue.

use super::{YajilinDecoder, YajilinEncoding, YajilinOptions};
use crate::lines::LOOP_HINTS;
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::yajilin::Yajilin;
use std::convert::Infallible;

impl KindEncoder for Yajilin {
    type Options = YajilinOptions;
    type Decoder = YajilinDecoder;
    type Contradiction = Infallible;

    /// The loop kinds' hints ([`LOOP_HINTS`], measured on Slitherlink).
    const HINTS: SolvingHints = LOOP_HINTS;

    fn encode(&self, options: &Options) -> Result<YajilinEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(YajilinEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
