//! Slitherlink in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{SlitherlinkDecoder, SlitherlinkEncoding};
use crate::connect::Lowering;
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, SolvingHints, Var};
use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::slitherlink::{Slitherlink, SlitherlinkAnswer};
use std::convert::Infallible;
use std::str::FromStr;

/// The `--connectivity` setting, shared by every kind whose rules keep a loop or an area
/// in one piece (one flag chooses for all of them).
pub(crate) const CONNECTIVITY: Setting = Setting::choice(
    "connectivity",
    "How loops and connected areas are kept in one piece: parent pointers kept acyclic by vertex elimination or by binary ranks",
    &["elimination", "ranks"],
    "elimination",
);

/// The static connectivity lowerings: the CNF alone says everything, for any solver.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Connectivity {
    /// [`Lowering::Elimination`].
    #[default]
    Elimination,
    /// [`Lowering::Ranks`].
    Ranks,
}

impl Connectivity {
    /// The lowering of [`crate::connect`].
    pub fn lowering(self) -> Lowering {
        match self {
            Connectivity::Elimination => Lowering::Elimination,
            Connectivity::Ranks => Lowering::Ranks,
        }
    }
}

impl FromStr for Connectivity {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [Connectivity::Elimination, Connectivity::Ranks]
            .into_iter()
            .find(|c| c.lowering().name() == s)
            .ok_or_else(|| format!("unknown connectivity `{s}` (expected elimination or ranks)"))
    }
}

/// Slitherlink's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SlitherlinkOptions {
    /// How the loop's connectivity becomes clauses.
    pub connectivity: Connectivity,
}

impl KindOptions for SlitherlinkOptions {
    const SETTINGS: &'static [Setting] = &[CONNECTIVITY];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(SlitherlinkOptions {
            connectivity: values.choice(&CONNECTIVITY)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        let name = self.connectivity.lowering().name();
        vec![(CONNECTIVITY.name, name.to_owned())]
    }
}

impl KindEncoder for Slitherlink {
    type Options = SlitherlinkOptions;
    type Decoder = SlitherlinkDecoder;
    type Contradiction = Infallible;

    /// The small solver below 25,000 clauses, CaDiCaL from there: in
    /// `scripts/bench.py engines --kinds slitherlink` (docs/ENCODINGS.md, "Slitherlink")
    /// the small solver was fastest in the bands up to 24,950 clauses and CaDiCaL from
    /// 25,068 on.
    const HINTS: SolvingHints = SolvingHints {
        small_below: Some(25_000),
        cadical_from: Some(25_000),
        race: false,
        cadical_options: &[],
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
