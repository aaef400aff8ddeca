//! Creek in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{CreekDecoder, CreekEncoding};
use crate::connect::{self, Choice};
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::creek::Creek;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

const NO_LONE_CELLS: Setting = Setting::switch(
    "no-lone-cells",
    "Leave out what Creek's numbers imply about the unshaded area (no unshaded cell alone, shorter cuts of small pieces) and let the connectivity find it",
);

/// Creek's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CreekOptions {
    /// How the unshaded area's connectivity becomes clauses (the shared
    /// `--connectivity` setting).
    pub connectivity: Choice,
    /// State what the numbers imply about the unshaded area: a lower bound on its cells
    /// makes each unshaded cell need an unshaded neighbour and shortens the cuts of
    /// smaller pieces. On by default: it solves the bundled Janko set in less CPU
    /// (docs/ENCODINGS.md).
    pub lone_cells: bool,
}

impl Default for CreekOptions {
    fn default() -> Self {
        CreekOptions {
            connectivity: Choice::default(),
            lone_cells: true,
        }
    }
}

impl KindOptions for CreekOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING, NO_LONE_CELLS];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(CreekOptions {
            connectivity: values.choice(&connect::SETTING)?,
            lone_cells: !values.switch(&NO_LONE_CELLS),
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        let no_lone_cells = if self.lone_cells { "off" } else { "on" };
        vec![
            (connect::SETTING.name, self.connectivity.name().to_owned()),
            (NO_LONE_CELLS.name, no_lone_cells.to_owned()),
        ]
    }
}

impl KindEncoder for Creek {
    type Options = CreekOptions;
    type Decoder = CreekDecoder;
    type Contradiction = Infallible;

    const HINTS: SolvingHints = SolvingHints::DEFAULT;

    fn encode(&self, options: &Options) -> Result<CreekEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(CreekEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
