//! Snake in the registry of kinds: its options (the connectivity lowering alone, as for
//! the loop kinds) and the [`KindEncoder`] glue.

use super::{SnakeDecoder, SnakeEncoding};
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::snake::Snake;
use std::convert::Infallible;

/// Snake's own choices: how the snake's connectivity becomes clauses.
pub use crate::lines::LoopOptions as SnakeOptions;

impl KindEncoder for Snake {
    type Options = SnakeOptions;
    type Decoder = SnakeDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<SnakeEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(SnakeEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }

    /// Its true literals place things: the small solver tries them first.
    /// The small solver decides by VMTF, which this kind's sets favour
    /// (docs/experiments/2026-11-29-vmtf.md).
    const HINTS: SolvingHints = SolvingHints {
        small_moves_to_front: true,
        ..SolvingHints::TRUE_FIRST
    };
}
