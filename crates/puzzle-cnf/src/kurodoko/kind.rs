//! Kurodoko in the registry of kinds: its options (the connectivity lowering alone, as
//! for the loop kinds) and the [`KindEncoder`] glue.

use super::{KurodokoDecoder, KurodokoEncoding};
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::kurodoko::Kurodoko;
use std::convert::Infallible;

/// Kurodoko's own choices: how the unshaded area's connectivity becomes clauses.
pub use crate::lines::LoopOptions as KurodokoOptions;

impl KindEncoder for Kurodoko {
    type Options = KurodokoOptions;
    type Decoder = KurodokoDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<KurodokoEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(KurodokoEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }

    const HINTS: SolvingHints = SolvingHints::DEFAULT;
}
