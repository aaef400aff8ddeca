//! Ripple Effect in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{BadModel, RippleEffectDecoder, RippleEffectEncoding};
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, Var};
use puzzle_ir::ripple_effect::{RippleEffect, RippleEffectAnswer};
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

/// Ripple Effect has no choices of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RippleEffectOptions;

impl KindOptions for RippleEffectOptions {
    const SETTINGS: &'static [Setting] = &[];

    fn from_values(_values: &Values) -> Result<Self, String> {
        Ok(RippleEffectOptions)
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

impl KindEncoder for RippleEffect {
    type Options = RippleEffectOptions;
    type Decoder = RippleEffectDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<RippleEffectEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(RippleEffectEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}

impl KindDecoder for RippleEffectDecoder {
    type Answer = RippleEffectAnswer;
    type BadModel = BadModel;

    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<RippleEffectAnswer, BadModel> {
        self.decode(value_of)
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        RippleEffectDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &RippleEffectAnswer) -> Vec<Lit> {
        RippleEffectDecoder::lits_of(self, answer)
    }
}
