//! School Trip in the registry of kinds: its options (the connectivity lowering alone, as
//! for the loop kinds) and the [`KindEncoder`] glue.

use super::{SchoolTripDecoder, SchoolTripEncoding};
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::school_trip::SchoolTrip;
use std::convert::Infallible;

/// School Trip's own choices: how the aisles' connectivity becomes clauses.
pub use crate::lines::LoopOptions as SchoolTripOptions;

impl KindEncoder for SchoolTrip {
    type Options = SchoolTripOptions;
    type Decoder = SchoolTripDecoder;
    type Contradiction = Infallible;

    /// The small solver at every size, never CaDiCaL: the cuts' many short rounds cost
    /// the small solver less than CaDiCaL's incremental calls on the largest puzzles too,
    /// for a single solve and for `--unique` alike
    /// (docs/experiments/2026-11-28-fillomino-school-trip-speed.md).
    /// The small solver decides by VMTF, which this kind's sets favour
    /// (docs/experiments/2026-11-29-vmtf.md).
    const HINTS: SolvingHints = SolvingHints {
        small_below: Some(SolvingHints::EVERY_SIZE),
        cadical_from: None,
        small_moves_to_front: true,
        ..SolvingHints::DEFAULT
    };

    fn encode(&self, options: &Options) -> Result<SchoolTripEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(SchoolTripEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
