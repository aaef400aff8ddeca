//! Easy as ABC in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{BadModel, EasyAsAbcDecoder, EasyAsAbcEncoding};
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, SolvingHints, Var};
use puzzle_ir::easy_as_abc::{EasyAsAbc, EasyAsAbcAnswer};
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

/// Easy as ABC has no choices of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct EasyAsAbcOptions;

impl KindOptions for EasyAsAbcOptions {
    const SETTINGS: &'static [Setting] = &[];

    fn from_values(_values: &Values) -> Result<Self, String> {
        Ok(EasyAsAbcOptions)
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

impl KindEncoder for EasyAsAbc {
    type Options = EasyAsAbcOptions;
    type Decoder = EasyAsAbcDecoder;
    type Contradiction = Infallible;

    /// The small solver decides by VMTF, which this kind's sets favour
    /// (docs/experiments/2026-11-29-vmtf.md).
    const HINTS: SolvingHints = SolvingHints {
        small_moves_to_front: true,
        ..SolvingHints::DEFAULT
    };

    fn encode(&self, options: &Options) -> Result<EasyAsAbcEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(EasyAsAbcEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}

impl KindDecoder for EasyAsAbcDecoder {
    type Answer = EasyAsAbcAnswer;
    type BadModel = BadModel;

    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<EasyAsAbcAnswer, BadModel> {
        self.decode(value_of)
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        EasyAsAbcDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &EasyAsAbcAnswer) -> Vec<Lit> {
        EasyAsAbcDecoder::lits_of(self, answer)
    }
}
