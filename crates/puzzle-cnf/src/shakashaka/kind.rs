//! Shakashaka in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{BadModel, Contradiction, ShakashakaDecoder, ShakashakaEncoding};
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, SolvingHints, Var};
use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::shakashaka::{Shakashaka, ShakashakaAnswer};
use std::str::FromStr;

const VERTEX_RULE: Setting = Setting::choice(
    "vertex-rule",
    "The local rectangle rule: sectors, or no-thin-strips (also forbids strips that can never close: same answers, stronger propagation)",
    &["sectors", "no-thin-strips"],
    "sectors",
);

/// Shakashaka's rectangle rule, written as clauses at every grid vertex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum VertexRule {
    /// Around each vertex, every maximal run of white 45-degree sectors has length 2, 4
    /// or 8: exact on its own.
    #[default]
    Sectors,
    /// The sector rule plus the exclusion of locally possible "thin strips" that can never
    /// close into a rectangle: stronger propagation, same answers.
    NoThinStrips,
}

impl VertexRule {
    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            VertexRule::Sectors => "sectors",
            VertexRule::NoThinStrips => "no-thin-strips",
        }
    }
}

impl FromStr for VertexRule {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [VertexRule::Sectors, VertexRule::NoThinStrips]
            .into_iter()
            .find(|r| r.name() == s)
            .ok_or_else(|| {
                format!("unknown vertex rule `{s}` (expected sectors or no-thin-strips)")
            })
    }
}

/// Shakashaka's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ShakashakaOptions {
    /// The local rule that makes white areas rectangles.
    pub vertex_rule: VertexRule,
}

impl KindOptions for ShakashakaOptions {
    const SETTINGS: &'static [Setting] = &[VERTEX_RULE];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(ShakashakaOptions {
            vertex_rule: values.choice(&VERTEX_RULE)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![(VERTEX_RULE.name, self.vertex_rule.name().to_owned())]
    }
}

impl KindEncoder for Shakashaka {
    type Options = ShakashakaOptions;
    type Decoder = ShakashakaDecoder;
    type Contradiction = Contradiction;

    /// The small solver below 100,000 clauses, CaDiCaL from there: the small solver took
    /// the least CPU time up to the 50x50 (57,658 clauses) and CaDiCaL from the 100x100
    /// (226,885) on (docs/experiments/2026-11-26-solver-lines.md). CaDiCaL keeps its
    /// saved phases (`rephase=0`): on a large Shakashaka they are most of an answer,
    /// and each reset throws that away (docs/experiments/2026-11-25-cadical-options.md).
    const HINTS: SolvingHints = SolvingHints {
        small_below: Some(100_000),
        cadical_from: Some(100_000),
        race: false,
        cadical_options: &["rephase=0"],
        lazy_cadical_options: &[],
        lazy_racer_options: None,
        small_tries_true: false,
        small_moves_to_front: false,
    };

    fn encode(&self, options: &Options) -> Result<ShakashakaEncoding, Contradiction> {
        super::encode(self, options)
    }

    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(ShakashakaEncoding, Vec<Lit>), Contradiction> {
        Ok(super::encode_clues(self, options))
    }
}

impl KindDecoder for ShakashakaDecoder {
    type Answer = ShakashakaAnswer;
    type BadModel = BadModel;

    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<ShakashakaAnswer, BadModel> {
        self.decode(value_of)
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        ShakashakaDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &ShakashakaAnswer) -> Vec<Lit> {
        ShakashakaDecoder::lits_of(self, answer)
    }
}
