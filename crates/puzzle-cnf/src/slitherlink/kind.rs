//! Slitherlink in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{SlitherlinkDecoder, SlitherlinkEncoding};
use crate::connect::{self, Choice};
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, SolvingHints, Var};
use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::slitherlink::{Slitherlink, SlitherlinkAnswer};
use std::convert::Infallible;

/// Slitherlink's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SlitherlinkOptions {
    /// How the loop's connectivity becomes clauses (the shared [`connect::SETTING`]).
    pub connectivity: Choice,
}

impl KindOptions for SlitherlinkOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(SlitherlinkOptions {
            connectivity: values.choice(&connect::SETTING)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        let name = self.connectivity.name();
        vec![(connect::SETTING.name, name.to_owned())]
    }
}

impl KindEncoder for Slitherlink {
    type Options = SlitherlinkOptions;
    type Decoder = SlitherlinkDecoder;
    type Contradiction = Infallible;

    /// The small solver below 25,000 clauses, CaDiCaL from there: in
    /// `scripts/bench.py engines --kinds slitherlink` (docs/ENCODINGS.md, "Slitherlink")
    /// the small solver was fastest in the bands up to 24,950 clauses and CaDiCaL from
    /// 25,068 on (elimination). The lazy cuts in process cannot go to the small solver:
    /// varisat takes them below the line, CaDiCaL from it (janko 100, 30x45, 32,573
    /// clauses). CaDiCaL at every size was no better on the lazy CNFs and twice the CPU
    /// on elimination's (docs/experiments/2026-11-26-loop-peers.md).
    const HINTS: SolvingHints = SolvingHints {
        small_below: Some(25_000),
        cadical_from: Some(25_000),
        race: false,
        cadical_options: &[],
        lazy_cadical_options: &[],
        lazy_racer_options: None,
    };

    fn encode(&self, options: &Options) -> Result<SlitherlinkEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(SlitherlinkEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}

impl KindDecoder for SlitherlinkDecoder {
    type Answer = SlitherlinkAnswer;
    type BadModel = Infallible;

    /// Every model is a set of edges, so every model decodes.
    fn decode_model(
        &self,
        value_of: &dyn Fn(Var) -> bool,
    ) -> Result<SlitherlinkAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        SlitherlinkDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &SlitherlinkAnswer) -> Vec<Lit> {
        SlitherlinkDecoder::lits_of(self, answer)
    }
}
