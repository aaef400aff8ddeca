//! Heyawake in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{HeyawakeDecoder, HeyawakeEncoding};
use crate::connect::{self, Choice};
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, SolvingHints, Var};
use puzzle_ir::heyawake::{Heyawake, HeyawakeAnswer};
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

/// Heyawake's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HeyawakeOptions {
    /// How the unshaded area's connectivity becomes clauses.
    pub connectivity: Choice,
}

impl KindOptions for HeyawakeOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(HeyawakeOptions {
            connectivity: values.choice(&connect::SETTING)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        let name = self.connectivity.name();
        vec![(connect::SETTING.name, name.to_owned())]
    }
}

impl KindEncoder for Heyawake {
    type Options = HeyawakeOptions;
    type Decoder = HeyawakeDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<HeyawakeEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(HeyawakeEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }

    const HINTS: SolvingHints = SolvingHints::DEFAULT;
}

impl KindDecoder for HeyawakeDecoder {
    type Answer = HeyawakeAnswer;
    type BadModel = Infallible;

    /// Every model is a shading, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<HeyawakeAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        HeyawakeDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &HeyawakeAnswer) -> Vec<Lit> {
        HeyawakeDecoder::lits_of(self, answer)
    }
}
