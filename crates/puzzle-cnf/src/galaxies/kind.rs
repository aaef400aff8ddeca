//! Galaxies in the registry of kinds: its options (the connectivity lowering alone, as
//! for the loop kinds) and the [`KindEncoder`] glue.

use super::{GalaxiesDecoder, GalaxiesEncoding};
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::galaxies::Galaxies;
use std::convert::Infallible;

/// Galaxies' own choices: how each region's connectivity becomes clauses.
pub use crate::lines::LoopOptions as GalaxiesOptions;

impl KindEncoder for Galaxies {
    type Options = GalaxiesOptions;
    type Decoder = GalaxiesDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<GalaxiesEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(GalaxiesEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }

    /// Its true literals place things: the small solver tries them first.
    const HINTS: SolvingHints = SolvingHints::TRUE_FIRST;
}
