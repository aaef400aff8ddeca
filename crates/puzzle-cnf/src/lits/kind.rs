//! LITS in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{LitsDecoder, LitsEncoding};
use crate::connect::{self, Choice};
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::lits::Lits;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

/// LITS's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LitsOptions {
    /// How the shaded area's connectivity becomes clauses.
    pub connectivity: Choice,
}

impl KindOptions for LitsOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(LitsOptions {
            connectivity: values.choice(&connect::SETTING)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        let name = self.connectivity.name();
        vec![(connect::SETTING.name, name.to_owned())]
    }
}

impl KindEncoder for Lits {
    type Options = LitsOptions;
    type Decoder = LitsDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<LitsEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    /// LITS has no clues: the rooms are the puzzle.
    fn encode_clues(&self, options: &Options) -> Result<(LitsEncoding, Vec<Lit>), Infallible> {
        Ok((super::encode(self, options), Vec::new()))
    }

    /// The small solver decides by VMTF, which this kind's sets favour
    /// (docs/experiments/2026-11-29-vmtf.md).
    const HINTS: SolvingHints = SolvingHints {
        small_moves_to_front: true,
        ..SolvingHints::DEFAULT
    };
}
