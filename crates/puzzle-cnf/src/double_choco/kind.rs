//! Double Choco in the registry of kinds: its options (the regions' lowering) and the
//! [`KindEncoder`] glue.

use super::{DoubleChocoDecoder, DoubleChocoEncoding};
use crate::region::congruent::Lowering;
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::double_choco::DoubleChoco;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

const HALVES: Setting = Setting::choice(
    "halves",
    "How the Double Choco regions become clauses: regions (static: every region the colours allow a variable, each cell in exactly one, when there are at most 100,000; labels otherwise), labels (static: each cell labelled with its region's first white cell, ranked parents, partners under one rigid motion; the faster in this process too) or cuts (lazy: partners as for labels, each model's regions checked and cut while solving in this process)",
    &["regions", "labels", "cuts"],
    "regions",
)
.with_lazy(&["cuts"]);

/// Double Choco's own choices: how the regions become clauses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DoubleChocoOptions {
    pub halves: Lowering,
}

impl Default for DoubleChocoOptions {
    fn default() -> Self {
        DoubleChocoOptions {
            halves: Lowering::Regions,
        }
    }
}

impl KindOptions for DoubleChocoOptions {
    const SETTINGS: &'static [Setting] = &[HALVES];

    fn from_values(values: &Values) -> Result<Self, String> {
        let halves = match values.text(&HALVES).unwrap_or_default() {
            "regions" => Lowering::Regions,
            "labels" => Lowering::Labels,
            "cuts" => Lowering::Cuts,
            other => {
                return Err(format!("--halves: `{other}`: expected regions, labels or cuts"));
            }
        };
        Ok(DoubleChocoOptions { halves })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        let name = match self.halves {
            Lowering::Regions => "regions",
            Lowering::Labels => "labels",
            Lowering::Cuts => "cuts",
        };
        vec![(HALVES.name, name.to_owned())]
    }
}

impl KindEncoder for DoubleChoco {
    type Options = DoubleChocoOptions;
    type Decoder = DoubleChocoDecoder;
    type Contradiction = Infallible;

    /// The small solver below the default line, varisat above it: on the regions' CNF
    /// of cspuz_core's 10x10 stress puzzle varisat proves it unique in about a third of
    /// CaDiCaL's time (docs/ENCODINGS.md, "Double Choco").
    const HINTS: SolvingHints = SolvingHints {
        cadical_from: None,
        ..SolvingHints::DEFAULT
    };

    fn encode(&self, options: &Options) -> Result<DoubleChocoEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(DoubleChocoEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
