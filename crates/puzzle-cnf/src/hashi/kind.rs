//! Hashiwokakero in the registry of kinds: the [`KindEncoder`] glue.

use super::{HashiDecoder, HashiEncoding, HashiOptions};
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::hashi::Hashi;
use std::convert::Infallible;

impl KindEncoder for Hashi {
    type Options = HashiOptions;
    type Decoder = HashiDecoder;
    type Contradiction = Infallible;

    const HINTS: SolvingHints = SolvingHints::DEFAULT;

    fn encode(&self, options: &Options) -> Result<HashiEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(HashiEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
