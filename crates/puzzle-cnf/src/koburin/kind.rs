//! Koburin in the registry of kinds: the [`KindEncoder`] glue.

use super::{KoburinDecoder, KoburinEncoding, KoburinOptions};
use crate::lines::LOOP_HINTS;
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::koburin::Koburin;
use std::convert::Infallible;

impl KindEncoder for Koburin {
    type Options = KoburinOptions;
    type Decoder = KoburinDecoder;
    type Contradiction = Infallible;

    /// The loop kinds' hints ([`LOOP_HINTS`], measured on Slitherlink).
    const HINTS: SolvingHints = LOOP_HINTS;

    fn encode(&self, options: &Options) -> Result<KoburinEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(KoburinEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
