//! Geradeweg in the registry of kinds: the [`KindEncoder`] glue.

use super::{GeradewegDecoder, GeradewegEncoding, GeradewegOptions};
use crate::lines::LOOP_HINTS;
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::geradeweg::Geradeweg;
use std::convert::Infallible;

impl KindEncoder for Geradeweg {
    type Options = GeradewegOptions;
    type Decoder = GeradewegDecoder;
    type Contradiction = Infallible;

    /// The loop kinds' hints ([`LOOP_HINTS`], measured on Slitherlink).
    const HINTS: SolvingHints = LOOP_HINTS;

    fn encode(&self, options: &Options) -> Result<GeradewegEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(GeradewegEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
