//! Star Battle in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{StarBattleDecoder, StarBattleEncoding};
use crate::card::CardEncoding;
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::star_battle::StarBattle;
use std::convert::Infallible;

const CARDINALITY: Setting = Setting::choice(
    "star-count",
    "How the K stars of each row, column and room are counted: totalizer or sequential-counter (Sinz)",
    &["totalizer", "sequential-counter"],
    "totalizer",
);

/// Star Battle's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StarBattleOptions {
    /// How the stars of each row, column and room are counted.
    pub cardinality: CardEncoding,
}

/// The totalizer: one tree of adders bounds a count from both sides, where the
/// sequential counter needs a register for each side; it solves the bundled Janko set
/// in a third of the sequential counter's time (docs/ENCODINGS.md).
impl Default for StarBattleOptions {
    fn default() -> Self {
        StarBattleOptions {
            cardinality: CardEncoding::Totalizer,
        }
    }
}

impl KindOptions for StarBattleOptions {
    const SETTINGS: &'static [Setting] = &[CARDINALITY];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(StarBattleOptions {
            cardinality: values.choice(&CARDINALITY)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![(CARDINALITY.name, self.cardinality.name().to_owned())]
    }
}

impl KindEncoder for StarBattle {
    type Options = StarBattleOptions;
    type Decoder = StarBattleDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<StarBattleEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    /// Star Battle has no clues: the rooms and the star count are the puzzle.
    fn encode_clues(&self, options: &Options) -> Result<(StarBattleEncoding, Vec<Lit>), Infallible> {
        Ok((super::encode(self, options), Vec::new()))
    }

    /// Its true literals place things: the small solver tries them first.
    const HINTS: SolvingHints = SolvingHints::TRUE_FIRST;
}
