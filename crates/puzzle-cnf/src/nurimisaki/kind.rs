//! Nurimisaki in the registry of kinds: its options (the connectivity lowering alone, as
//! for the loop kinds) and the [`KindEncoder`] glue.

use super::{NurimisakiDecoder, NurimisakiEncoding};
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::nurimisaki::Nurimisaki;
use std::convert::Infallible;

/// Nurimisaki's own choices: how the unshaded area's connectivity becomes clauses.
pub use crate::lines::LoopOptions as NurimisakiOptions;

impl KindEncoder for Nurimisaki {
    type Options = NurimisakiOptions;
    type Decoder = NurimisakiDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<NurimisakiEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(NurimisakiEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }

    const HINTS: SolvingHints = SolvingHints::DEFAULT;
}
