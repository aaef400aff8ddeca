//! Tents in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{TentsDecoder, TentsEncoding};
use crate::card::CardEncoding;
use crate::{KindEncoder, KindOptions, Lit, Options};
use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::tents::Tents;
use std::convert::Infallible;

const COUNTS: Setting = Setting::choice(
    "counts",
    "How each row's and column's tent count is written: sequential-counter or totalizer",
    &["sequential-counter", "totalizer"],
    "totalizer",
);

/// Tents' own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TentsOptions {
    /// How each count becomes clauses.
    pub counts: CardEncoding,
}

/// The totalizer: `solve --unique` over the bundled Janko set took about a fifth less
/// CPU with it than with the sequential counter (docs/ENCODINGS.md, "Tents").
impl Default for TentsOptions {
    fn default() -> Self {
        TentsOptions {
            counts: CardEncoding::Totalizer,
        }
    }
}

impl KindOptions for TentsOptions {
    const SETTINGS: &'static [Setting] = &[COUNTS];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(TentsOptions {
            counts: values.choice(&COUNTS)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![(COUNTS.name, self.counts.name().to_owned())]
    }
}

impl KindEncoder for Tents {
    type Options = TentsOptions;
    type Decoder = TentsDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<TentsEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(TentsEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
