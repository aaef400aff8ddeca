//! Country Road in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{Border, CountryRoadDecoder, CountryRoadEncoding};
use crate::card::CardEncoding;
use crate::connect::{self, Choice};
use crate::lines::LOOP_HINTS;
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::country_road::CountryRoad;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

const BORDER: Setting = Setting::choice(
    "border",
    "How each room's border is crossed exactly twice: at-most-two (a counter up to two and a clause for one, the loop's degrees make the count even) or exactly-two (a counter for each side)",
    &["at-most-two", "exactly-two"],
    "at-most-two",
);

const NUMBER_COUNT: Setting = Setting::choice(
    "number-count",
    "How a room's number counts the room's cells on the loop: totalizer or sequential-counter (Sinz)",
    &["totalizer", "sequential-counter"],
    "totalizer",
);

/// Country Road's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CountryRoadOptions {
    /// How the loop's connectivity becomes clauses (the shared [`connect::SETTING`]).
    pub connectivity: Choice,
    /// How each room's two crossings are written; [`Border::AtMostTwo`] by default: its
    /// counters are linear in the border's links where the lower side of
    /// [`Border::ExactlyTwo`] is quadratic, and it solves the bundled Janko set in about
    /// half the CPU (docs/ENCODINGS.md).
    pub border: Border,
    /// How a room's number is counted; rustsat's totalizer by default: one tree of adders
    /// bounds the count from both sides where the sequential counter needs a register
    /// for each, and it solves the bundled Janko set in less CPU (docs/ENCODINGS.md).
    pub numbers: CardEncoding,
}

impl Default for CountryRoadOptions {
    fn default() -> Self {
        CountryRoadOptions {
            connectivity: Choice::default(),
            border: Border::default(),
            numbers: CardEncoding::Totalizer,
        }
    }
}

impl KindOptions for CountryRoadOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING, BORDER, NUMBER_COUNT];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(CountryRoadOptions {
            connectivity: values.choice(&connect::SETTING)?,
            border: values.choice(&BORDER)?,
            numbers: values.choice(&NUMBER_COUNT)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![
            (connect::SETTING.name, self.connectivity.name().to_owned()),
            (BORDER.name, self.border.name().to_owned()),
            (NUMBER_COUNT.name, self.numbers.name().to_owned()),
        ]
    }
}

impl KindEncoder for CountryRoad {
    type Options = CountryRoadOptions;
    type Decoder = CountryRoadDecoder;
    type Contradiction = Infallible;

    /// The loop kinds' hints ([`LOOP_HINTS`], measured on Slitherlink), the small
    /// solver trying variables true first.
    /// The small solver decides by VMTF, which this kind's sets favour
    /// (docs/experiments/2026-11-29-vmtf.md).
    const HINTS: SolvingHints = SolvingHints {
        small_tries_true: true,
        small_moves_to_front: true,
        ..LOOP_HINTS
    };

    fn encode(&self, options: &Options) -> Result<CountryRoadEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(CountryRoadEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
