//! Shimaguni in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{ShimaguniDecoder, ShimaguniEncoding};
use crate::card::CardEncoding;
use crate::connect::{self, Choice};
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::shimaguni::Shimaguni;
use std::convert::Infallible;

const ISLAND_COUNT: Setting = Setting::choice(
    "island-count",
    "How each room's island size is counted in unary: totalizer or sequential-counter (Sinz)",
    &["totalizer", "sequential-counter"],
    "totalizer",
);

/// Shimaguni's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShimaguniOptions {
    /// How each island's connectivity becomes clauses (the shared [`connect::SETTING`]).
    pub connectivity: Choice,
    /// How each room's island size is counted ([`crate::tally::Tally::with_encoding`]).
    pub island_count: CardEncoding,
}

/// The totalizer: where two large rooms without numbers touch, their sizes are counted
/// to the smaller room's, and its tree of adders needs fewer variables and clauses than
/// the sequential counter's register per cell (docs/ENCODINGS.md, "Shimaguni").
impl Default for ShimaguniOptions {
    fn default() -> Self {
        ShimaguniOptions {
            connectivity: Choice::default(),
            island_count: CardEncoding::Totalizer,
        }
    }
}

impl KindOptions for ShimaguniOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING, ISLAND_COUNT];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(ShimaguniOptions {
            connectivity: values.choice(&connect::SETTING)?,
            island_count: values.choice(&ISLAND_COUNT)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![
            (connect::SETTING.name, self.connectivity.name().to_owned()),
            (ISLAND_COUNT.name, self.island_count.name().to_owned()),
        ]
    }
}

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

    /// The small solver at every size, never CaDiCaL: on the largest bundled puzzles it
    /// takes the least CPU for `solve` and for `--unique`, whose second search runs on
    /// it too (docs/ENCODINGS.md, "Shimaguni").
    /// The small solver decides by VMTF, which this kind's sets favour
    /// (docs/experiments/2026-11-29-vmtf.md).
    const HINTS: SolvingHints = SolvingHints {
        small_below: Some(SolvingHints::EVERY_SIZE),
        cadical_from: None,
        small_moves_to_front: true,
        ..SolvingHints::DEFAULT
    };
}
