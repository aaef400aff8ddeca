//! Slant in the registry of kinds: the [`KindEncoder`] and [`KindDecoder`] glue.

use super::{SlantDecoder, SlantEncoding, SlantOptions};
use crate::{CellVars, KindDecoder, KindEncoder, Lit, Options, Var};
use puzzle_ir::slant::{Slant, SlantAnswer};
use std::convert::Infallible;

impl KindEncoder for Slant {
    type Options = SlantOptions;
    type Decoder = SlantDecoder;
    type Contradiction = Infallible;

    fn encode(&self, options: &Options) -> Result<SlantEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(SlantEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}

impl KindDecoder for SlantDecoder {
    type Answer = SlantAnswer;
    type BadModel = Infallible;

    /// Every model is a grid of diagonals, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<SlantAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        SlantDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &SlantAnswer) -> Vec<Lit> {
        SlantDecoder::lits_of(self, answer)
    }
}
