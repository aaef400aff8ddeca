//! Norinori in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{NorinoriDecoder, NorinoriEncoding};
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::norinori::Norinori;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

/// Norinori's own choices: none, its rules are clauses of three literals at most and a
/// count of two per room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct NorinoriOptions;

impl KindOptions for NorinoriOptions {
    const SETTINGS: &'static [Setting] = &[];

    fn from_values(_values: &Values) -> Result<Self, String> {
        Ok(NorinoriOptions)
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        Vec::new()
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

    const HINTS: SolvingHints = SolvingHints::DEFAULT;
}
