//! Battleship in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{BattleshipDecoder, BattleshipEncoding};
use crate::card::CardEncoding;
use crate::{KindEncoder, KindOptions, Lit, Options};
use puzzle_ir::battleship::Battleship;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

const COUNTS: Setting = Setting::choice(
    "counts",
    "How the ship cells of each counted line and the ships of each class of the fleet are counted: sequential-counter or totalizer",
    &["sequential-counter", "totalizer"],
    "totalizer",
);

/// Battleship's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BattleshipOptions {
    /// How the counts of lines and of the fleet's classes become clauses.
    pub counts: CardEncoding,
}

/// The totalizer (docs/ENCODINGS.md, "Battleship").
impl Default for BattleshipOptions {
    fn default() -> Self {
        BattleshipOptions {
            counts: CardEncoding::Totalizer,
        }
    }
}

impl KindOptions for BattleshipOptions {
    const SETTINGS: &'static [Setting] = &[COUNTS];

    fn from_values(values: &Values) -> Result<Self, String> {
        let counts = values.choice(&COUNTS)?;
        Ok(BattleshipOptions { counts })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![(COUNTS.name, self.counts.name().to_owned())]
    }
}

impl KindEncoder for Battleship {
    type Options = BattleshipOptions;
    type Decoder = BattleshipDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<BattleshipEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(BattleshipEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
