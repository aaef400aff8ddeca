//! Masyu in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{MasyuDecoder, MasyuEncoding};
use crate::connect::{self, Choice};
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, SolvingHints, Var};
use puzzle_ir::masyu::{Masyu, MasyuAnswer};
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

/// Masyu's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MasyuOptions {
    /// How the loop's connectivity becomes clauses (the shared [`connect::SETTING`]).
    pub connectivity: Choice,
}

impl KindOptions for MasyuOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(MasyuOptions {
            connectivity: values.choice(&connect::SETTING)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![(connect::SETTING.name, self.connectivity.name().to_owned())]
    }
}

impl KindEncoder for Masyu {
    type Options = MasyuOptions;
    type Decoder = MasyuDecoder;
    type Contradiction = Infallible;

    /// Slitherlink's hints: the small solver below 25,000 clauses, CaDiCaL from there. In
    /// the runs of docs/ENCODINGS.md ("Masyu") the small solver and CaDiCaL were each
    /// fastest on some puzzles and varisat on none; no band table was measured.
    const HINTS: SolvingHints = SolvingHints {
        small_below: Some(25_000),
        cadical_from: Some(25_000),
        race: false,
        cadical_options: &[],
        lazy_cadical_options: &[],
        lazy_racer_options: None,
    };

    fn encode(&self, options: &Options) -> Result<MasyuEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(MasyuEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}

impl KindDecoder for MasyuDecoder {
    type Answer = MasyuAnswer;
    type BadModel = Infallible;

    /// Every model is a set of links, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<MasyuAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        MasyuDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &MasyuAnswer) -> Vec<Lit> {
        MasyuDecoder::lits_of(self, answer)
    }
}
