//! Skyscrapers in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{BadModel, SkyscrapersDecoder, SkyscrapersEncoding};
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, SolvingHints, Var};
use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::skyscrapers::{Skyscrapers, SkyscrapersAnswer};
use std::convert::Infallible;

/// Skyscrapers has no choices of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SkyscrapersOptions;

impl KindOptions for SkyscrapersOptions {
    const SETTINGS: &'static [Setting] = &[];

    fn from_values(_values: &Values) -> Result<Self, String> {
        Ok(SkyscrapersOptions)
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

impl KindEncoder for Skyscrapers {
    type Options = SkyscrapersOptions;
    type Decoder = SkyscrapersDecoder;
    type Contradiction = Infallible;
    /// Its true literals place values: the small solver tries them first.
    /// The small solver decides by VMTF, which this kind's sets favour
    /// (docs/experiments/2026-11-29-vmtf.md).
    const HINTS: SolvingHints = SolvingHints {
        small_moves_to_front: true,
        ..SolvingHints::TRUE_FIRST
    };

    fn encode(&self, options: &Options) -> Result<SkyscrapersEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(SkyscrapersEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}

impl KindDecoder for SkyscrapersDecoder {
    type Answer = SkyscrapersAnswer;
    type BadModel = BadModel;

    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<SkyscrapersAnswer, BadModel> {
        self.decode(value_of)
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        SkyscrapersDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &SkyscrapersAnswer) -> Vec<Lit> {
        SkyscrapersDecoder::lits_of(self, answer)
    }
}
