//! Slitherlink in the registry of kinds: the [`KindEncoder`] glue.

use super::{SlitherlinkDecoder, SlitherlinkEncoding, SlitherlinkOptions};
use crate::lines::LOOP_HINTS;
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::slitherlink::Slitherlink;
use std::convert::Infallible;

impl KindEncoder for Slitherlink {
    type Options = SlitherlinkOptions;
    type Decoder = SlitherlinkDecoder;
    type Contradiction = Infallible;

    /// The loop kinds' hints, [`LOOP_HINTS`], measured on Slitherlink.
    const HINTS: SolvingHints = LOOP_HINTS;

    fn encode(&self, options: &Options) -> Result<SlitherlinkEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(SlitherlinkEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
