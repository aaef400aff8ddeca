//! Nurikabe in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{NurikabeDecoder, NurikabeEncoding};
use crate::connect::{self, Choice};
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, SolvingHints, Var};
use puzzle_ir::nurikabe::{Nurikabe, NurikabeAnswer};
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;
use std::str::FromStr;

const ISLANDS: Setting = Setting::choice(
    "islands",
    "How each Nurikabe island is kept in one piece: distance (every member reached from its number within n - 1 steps) or connected (the shared connectivity lowering over the island's cells)",
    &["distance", "connected"],
    "distance",
);

/// How each island is kept in one piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Islands {
    /// Steps from the number, layer by layer.
    #[default]
    Distance,
    /// [`connect`](crate::connect) over the island's cells.
    Connected,
}

impl Islands {
    pub fn name(self) -> &'static str {
        match self {
            Islands::Distance => "distance",
            Islands::Connected => "connected",
        }
    }
}

impl FromStr for Islands {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        [Islands::Distance, Islands::Connected]
            .into_iter()
            .find(|i| i.name() == s)
            .ok_or_else(|| format!("unknown islands `{s}` (expected distance or connected)"))
    }
}

/// Nurikabe's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct NurikabeOptions {
    /// How the wall's connectivity (and with [`Islands::Connected`] each island's)
    /// becomes clauses (the shared `--connectivity` setting).
    pub connectivity: Choice,
    /// How each island is kept in one piece.
    pub islands: Islands,
}

impl KindOptions for NurikabeOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING, ISLANDS];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(NurikabeOptions {
            connectivity: values.choice(&connect::SETTING)?,
            islands: values.choice(&ISLANDS)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![
            (connect::SETTING.name, self.connectivity.name().to_owned()),
            (ISLANDS.name, self.islands.name().to_owned()),
        ]
    }
}

impl KindEncoder for Nurikabe {
    type Options = NurikabeOptions;
    type Decoder = NurikabeDecoder;
    type Contradiction = Infallible;

    const HINTS: SolvingHints = SolvingHints::DEFAULT;

    fn encode(&self, options: &Options) -> Result<NurikabeEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(NurikabeEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}

impl KindDecoder for NurikabeDecoder {
    type Answer = NurikabeAnswer;
    type BadModel = Infallible;

    /// Every model is a shading, so every model decodes.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<NurikabeAnswer, Infallible> {
        Ok(self.decode(value_of))
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        NurikabeDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &NurikabeAnswer) -> Vec<Lit> {
        NurikabeDecoder::lits_of(self, answer)
    }
}
