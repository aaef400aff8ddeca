//! Kakurasu in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{Contradiction, KakurasuDecoder, KakurasuEncoding};
use crate::pb::PbEncoding;
use crate::{Guesses, KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::kakurasu::Kakurasu;
use puzzle_ir::settings::{Setting, Values};

const PB: Setting = Setting::choice(
    "pb",
    "How each line's weighted sum is written: dd (decision diagram), swc (sequential weight counter), gte (generalized totalizer), adder (binary adder)",
    PbEncoding::NAMES,
    "dd",
);

/// Kakurasu's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct KakurasuOptions {
    /// How each line's weighted sum is written.
    pub pb: PbEncoding,
}

impl KindOptions for KakurasuOptions {
    const SETTINGS: &'static [Setting] = &[PB];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(KakurasuOptions {
            pb: values.choice(&PB)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![(PB.name, self.pb.name().to_owned())]
    }
}

impl KindEncoder for Kakurasu {
    type Options = KakurasuOptions;
    type Decoder = KakurasuDecoder;
    type Contradiction = Contradiction;

    /// Never the small solver: a large Kakurasu is solved through guesses
    /// ([`KindEncoder::guided`]) whose CNFs mostly have no model, and the small solver,
    /// which has varisat confirm each "no model", was slower there
    /// (docs/experiments/2026-11-25-small-cdcl.md); CaDiCaL from 15,000 clauses.
    const HINTS: SolvingHints = SolvingHints {
        small_below: None,
        ..SolvingHints::DEFAULT
    };

    fn encode(&self, options: &Options) -> Result<KakurasuEncoding, Contradiction> {
        super::encode(self, options)
    }

    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(KakurasuEncoding, Vec<Lit>), Contradiction> {
        Ok(super::encode_clues(self, options))
    }

    fn guided<'a>(&'a self, options: &'a Options) -> Option<Guesses<'a, KakurasuDecoder>> {
        let guesses = super::guided(self, options)?;
        Some(Box::new(guesses))
    }
}
