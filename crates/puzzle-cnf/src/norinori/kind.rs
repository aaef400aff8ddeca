//! Norinori in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{NorinoriDecoder, NorinoriEncoding};
use crate::card::CardEncoding;
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::norinori::Norinori;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

const ROOM_COUNT: Setting = Setting::choice(
    "room-count",
    "How the two shaded cells of each room are counted: totalizer or sequential-counter (Sinz)",
    &["totalizer", "sequential-counter"],
    "totalizer",
);

/// Norinori's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NorinoriOptions {
    /// How the shaded cells of each room are counted.
    pub room_count: CardEncoding,
}

/// The totalizer: its tree of adders counts to three over a room, where the sequential
/// counter's "at most n - 2 unshaded" grows with the square of the room's size
/// (docs/ENCODINGS.md, "Norinori").
impl Default for NorinoriOptions {
    fn default() -> Self {
        NorinoriOptions {
            room_count: CardEncoding::Totalizer,
        }
    }
}

impl KindOptions for NorinoriOptions {
    const SETTINGS: &'static [Setting] = &[ROOM_COUNT];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(NorinoriOptions {
            room_count: values.choice(&ROOM_COUNT)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![(ROOM_COUNT.name, self.room_count.name().to_owned())]
    }
}

impl KindEncoder for Norinori {
    type Options = NorinoriOptions;
    type Decoder = NorinoriDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<NorinoriEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    /// Norinori has no clues: the rooms are the puzzle.
    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(NorinoriEncoding, Vec<Lit>), Infallible> {
        Ok((super::encode(self, options), Vec::new()))
    }

    /// The small solver at every size, never CaDiCaL: on the largest bundled puzzles
    /// the small solver takes the least CPU for `solve`, and varisat no more than
    /// CaDiCaL for `--unique`'s incremental search (docs/ENCODINGS.md, "Norinori").
    const HINTS: SolvingHints = SolvingHints {
        small_below: Some(SolvingHints::EVERY_SIZE),
        cadical_from: None,
        ..SolvingHints::DEFAULT
    };
}
