//! Shimaguni in the registry of kinds: its options (the connectivity lowering alone,
//! as for the loop kinds) and the [`KindEncoder`] glue.

use super::{ShimaguniDecoder, ShimaguniEncoding};
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::shimaguni::Shimaguni;
use std::convert::Infallible;

/// Shimaguni's own choices: how each island's connectivity becomes clauses.
pub use crate::lines::LoopOptions as ShimaguniOptions;

impl KindEncoder for Shimaguni {
    type Options = ShimaguniOptions;
    type Decoder = ShimaguniDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<ShimaguniEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(ShimaguniEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }

    const HINTS: SolvingHints = SolvingHints::DEFAULT;
}
