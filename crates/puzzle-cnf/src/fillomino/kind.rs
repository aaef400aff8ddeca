//! Fillomino in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{BadModel, FillominoDecoder, FillominoEncoding};
use crate::region::sized::Lowering;
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, SolvingHints, Var};
use puzzle_ir::fillomino::{Fillomino, FillominoAnswer};
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;
use std::str::FromStr;

const REGIONS: Setting = Setting::choice(
    "regions",
    "How each Fillomino region gets its size: auto (cuts when solving in this process, reach for plain CNF: dimacs, other solvers, proofs), cuts (lazy: each model's groups of equal numbers checked and cut while solving in this process) or reach (static: the cells reached from each cell within k steps over equal neighbours counted)",
    &["auto", "cuts", "reach"],
    "auto",
)
.with_lazy(&["cuts"]);

const NUMBERS: Setting = Setting::choice(
    "numbers",
    "Which numbers a Fillomino cell may hold: reachable (those of a given that reaches it or of a region of cells without a given through it; above the largest given one larger number under cuts) or all (1 to the largest region possible in every cell)",
    &["reachable", "all"],
    "reachable",
);

const UNCLUED_LISTED: Setting = Setting::number(
    "unclued-listed",
    "Under --numbers reachable and cuts: the largest size of a Fillomino region without a given that has a literal of its own in each cell (larger unclued regions share one literal per cell, their size read from the region)",
    Some("4"),
);

/// Which numbers a cell without a given may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Numbers {
    /// Those its region may have, by the givens that reach it and the size of its
    /// group of cells without a given.
    #[default]
    Reachable,
    /// 1 to the largest region possible.
    All,
}

impl Numbers {
    pub fn name(self) -> &'static str {
        match self {
            Numbers::Reachable => "reachable",
            Numbers::All => "all",
        }
    }
}

impl FromStr for Numbers {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "reachable" => Ok(Numbers::Reachable),
            "all" => Ok(Numbers::All),
            _ => Err(format!("unknown numbers `{s}` (expected reachable or all)")),
        }
    }
}

/// How each region gets its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Regions {
    /// Cuts in process, reach for plain CNF.
    #[default]
    Auto,
    Given(Lowering),
}

impl Regions {
    pub fn name(self) -> &'static str {
        match self {
            Regions::Auto => "auto",
            Regions::Given(Lowering::Cuts) => "cuts",
            Regions::Given(Lowering::Reach) => "reach",
        }
    }

    /// The lowering for a CNF solved in this process (`in_process`) or written out.
    pub fn lowering(self, in_process: bool) -> Lowering {
        match self {
            Regions::Given(lowering) => lowering,
            Regions::Auto if in_process => Lowering::Cuts,
            Regions::Auto => Lowering::Reach,
        }
    }
}

impl FromStr for Regions {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "auto" => Ok(Regions::Auto),
            "cuts" => Ok(Regions::Given(Lowering::Cuts)),
            "reach" => Ok(Regions::Given(Lowering::Reach)),
            _ => Err(format!("unknown regions `{s}` (expected auto, cuts or reach)")),
        }
    }
}

/// Fillomino's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FillominoOptions {
    /// How each region gets its size.
    pub regions: Regions,
    /// Which numbers a cell may hold.
    pub numbers: Numbers,
    /// Under [`Numbers::Reachable`] and cuts, the largest size of a region without a
    /// given that has a literal of its own.
    pub unclued_listed: u32,
}

impl Default for FillominoOptions {
    fn default() -> Self {
        FillominoOptions {
            regions: Regions::default(),
            numbers: Numbers::default(),
            unclued_listed: 4,
        }
    }
}

impl KindOptions for FillominoOptions {
    const SETTINGS: &'static [Setting] = &[REGIONS, NUMBERS, UNCLUED_LISTED];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(FillominoOptions {
            regions: values.choice(&REGIONS)?,
            numbers: values.choice(&NUMBERS)?,
            unclued_listed: values.required(&UNCLUED_LISTED)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![
            (REGIONS.name, self.regions.name().to_owned()),
            (NUMBERS.name, self.numbers.name().to_owned()),
            (UNCLUED_LISTED.name, self.unclued_listed.to_string()),
        ]
    }
}

impl KindEncoder for Fillomino {
    type Options = FillominoOptions;
    type Decoder = FillominoDecoder;
    type Contradiction = Infallible;

    /// The default lines; CaDiCaL without inprocessing under the lazy cuts: a large
    /// puzzle takes hundreds of incremental calls of a few conflicts each, and the
    /// probing, subsumption, vivification and elimination each call schedules (with the
    /// garbage collection they bring) cost more than the search
    /// (docs/experiments/2026-11-28-fillomino-school-trip-speed.md).
    const HINTS: SolvingHints = SolvingHints {
        lazy_cadical_options: &["inprocessing=0"],
        ..SolvingHints::DEFAULT
    };

    fn encode(&self, options: &Options) -> Result<FillominoEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(FillominoEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}

impl KindDecoder for FillominoDecoder {
    type Answer = FillominoAnswer;
    type BadModel = BadModel;

    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<FillominoAnswer, BadModel> {
        self.decode(value_of)
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        FillominoDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &FillominoAnswer) -> Vec<Lit> {
        FillominoDecoder::lits_of(self, answer)
    }
}
