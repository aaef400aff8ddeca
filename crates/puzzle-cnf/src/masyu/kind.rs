//! Masyu in the registry of kinds: the [`KindEncoder`] glue.

use super::{MasyuDecoder, MasyuEncoding, MasyuOptions};
use crate::lines::LOOP_HINTS;
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::masyu::Masyu;
use std::convert::Infallible;

impl KindEncoder for Masyu {
    type Options = MasyuOptions;
    type Decoder = MasyuDecoder;
    type Contradiction = Infallible;

    /// The loop kinds' hints ([`LOOP_HINTS`], measured on Slitherlink): in the runs of
    /// docs/ENCODINGS.md ("Masyu") the small solver and CaDiCaL were each fastest on some
    /// puzzles and varisat on none; no band table was measured.
    const HINTS: SolvingHints = LOOP_HINTS;

    fn encode(&self, options: &Options) -> Result<MasyuEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(MasyuEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
