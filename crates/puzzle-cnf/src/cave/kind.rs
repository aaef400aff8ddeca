//! Cave in the registry of kinds: its options (the connectivity lowering alone, as
//! for the loop kinds) and the [`KindEncoder`] glue.

use super::{CaveDecoder, CaveEncoding};
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::cave::Cave;
use std::convert::Infallible;

/// Cave's own choices: how the cave's and the walls' connectivity become clauses.
pub use crate::lines::LoopOptions as CaveOptions;

impl KindEncoder for Cave {
    type Options = CaveOptions;
    type Decoder = CaveDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<CaveEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(CaveEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }

    /// The small solver decides by VMTF, which this kind's sets favour
    /// (docs/experiments/2026-11-29-vmtf.md).
    const HINTS: SolvingHints = SolvingHints {
        small_moves_to_front: true,
        ..SolvingHints::DEFAULT
    };
}
