//! Heyawake in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{HeyawakeDecoder, HeyawakeEncoding};
use crate::card::CardEncoding;
use crate::connect::{self, Choice};
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::heyawake::Heyawake;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

const SHADED_COUNT: Setting = Setting::choice(
    "shaded-count",
    "How each room's number counts the room's shaded cells: totalizer or sequential-counter (Sinz)",
    &["totalizer", "sequential-counter"],
    "totalizer",
);

/// Heyawake's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeyawakeOptions {
    /// How the unshaded area's connectivity becomes clauses.
    pub connectivity: Choice,
    /// How each numbered room's shaded cells are counted.
    pub shaded_count: CardEncoding,
}

/// The totalizer: its tree of adders needs fewer variables than the sequential
/// counter's register per cell, and the small solver, which decides every variable in
/// each round of cuts, takes less time over the bundled puzzles (docs/ENCODINGS.md,
/// "Heyawake").
impl Default for HeyawakeOptions {
    fn default() -> Self {
        HeyawakeOptions {
            connectivity: Choice::default(),
            shaded_count: CardEncoding::Totalizer,
        }
    }
}

impl KindOptions for HeyawakeOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING, SHADED_COUNT];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(HeyawakeOptions {
            connectivity: values.choice(&connect::SETTING)?,
            shaded_count: values.choice(&SHADED_COUNT)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![
            (connect::SETTING.name, self.connectivity.name().to_owned()),
            (SHADED_COUNT.name, self.shaded_count.name().to_owned()),
        ]
    }
}

impl KindEncoder for Heyawake {
    type Options = HeyawakeOptions;
    type Decoder = HeyawakeDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<HeyawakeEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(HeyawakeEncoding, Vec<Lit>), Infallible> {
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
