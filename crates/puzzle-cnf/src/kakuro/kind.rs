//! Kakuro in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{BadModel, Contradiction, KakuroDecoder, KakuroEncoding, KakuroSum};
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, SolvingHints, Var};
use puzzle_ir::kakuro::{Kakuro, KakuroAnswer};
use puzzle_ir::settings::{Setting, Values};

const SUM: Setting = Setting::choice(
    "kakuro-sum",
    "How a run's sum is written: table (digit-set selectors), pb (pseudo-Boolean equality), mdd (decision diagram over the run's cells)",
    crate::sum::SumEncoding::NAMES,
    "table",
);

/// Kakuro's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct KakuroOptions {
    /// How the sum of a run is written.
    pub sum: KakuroSum,
}

impl KindOptions for KakuroOptions {
    const SETTINGS: &'static [Setting] = &[SUM];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(KakuroOptions {
            sum: values.choice(&SUM)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![(SUM.name, self.sum.name().to_owned())]
    }
}

impl KindEncoder for Kakuro {
    type Options = KakuroOptions;
    type Decoder = KakuroDecoder;
    type Contradiction = Contradiction;

    /// The small solver at every size, never CaDiCaL: a Kakuro's CNF is large
    /// (domain-pruned digits, run-sum tables) but propagation settles nearly all of it,
    /// and the small solver took the least CPU time at every size measured, up to the
    /// generated 100x100, where CaDiCaL took the most
    /// (docs/experiments/2026-11-26-solver-lines.md).
    /// The small solver decides by VMTF, which this kind's sets favour
    /// (docs/experiments/2026-11-29-vmtf.md).
    const HINTS: SolvingHints = SolvingHints {
        small_below: Some(SolvingHints::EVERY_SIZE),
        cadical_from: None,
        small_moves_to_front: true,
        ..SolvingHints::DEFAULT
    };

    fn encode(&self, options: &Options) -> Result<KakuroEncoding, Contradiction> {
        super::encode(self, options)
    }

    fn encode_clues(&self, options: &Options) -> Result<(KakuroEncoding, Vec<Lit>), Contradiction> {
        Ok(super::encode_clues(self, options))
    }
}

impl KindDecoder for KakuroDecoder {
    type Answer = KakuroAnswer;
    type BadModel = BadModel;

    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<KakuroAnswer, BadModel> {
        self.decode(value_of)
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        KakuroDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &KakuroAnswer) -> Vec<Lit> {
        KakuroDecoder::lits_of(self, answer)
    }
}
