//! Tapa in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{TapaDecoder, TapaEncoding};
use crate::connect::{self, Choice};
use crate::runs::ring::{self, RingLowering};
use crate::{KindEncoder, KindOptions, Lit, Options};
use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::tapa::Tapa;
use std::convert::Infallible;

/// Tapa's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TapaOptions {
    /// How the shaded area's connectivity becomes clauses.
    pub connectivity: Choice,
    /// How each clue's ring becomes clauses (docs/ENCODINGS.md, "Tapa", for the
    /// default).
    pub ring: RingLowering,
}

impl KindOptions for TapaOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING, ring::SETTING];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(TapaOptions {
            connectivity: values.choice(&connect::SETTING)?,
            ring: values.choice(&ring::SETTING)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![
            (connect::SETTING.name, self.connectivity.name().to_owned()),
            (ring::SETTING.name, self.ring.name().to_owned()),
        ]
    }
}

impl KindEncoder for Tapa {
    type Options = TapaOptions;
    type Decoder = TapaDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<TapaEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(TapaEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
