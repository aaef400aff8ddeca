//! Nurikabe in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{NurikabeDecoder, NurikabeEncoding};
use crate::connect::{self, Choice, Lowering};
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::nurikabe::Nurikabe;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;
use std::str::FromStr;

const ISLANDS: Setting = Setting::choice(
    "islands",
    "How each Nurikabe island gets its size and stays in one piece: auto (cuts beside --connectivity cuts, as when solving in this process by default; distance otherwise, as for plain CNF: dimacs, other solvers, proofs), cuts (lazy: sizes and pieces checked on each model and cut while solving in this process), distance (every member reached from its number within n - 1 steps, and a counter of the members) or connected (the shared connectivity lowering over the island's cells, and a counter)",
    &["auto", "cuts", "distance", "connected"],
    "auto",
)
.with_lazy(&["cuts"]);

/// How each island gets its size and stays in one piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Islands {
    /// [`Islands::Cuts`] beside the wall's lazy lowering, [`Islands::Distance`] beside
    /// a static one ([`Islands::lowered`]).
    #[default]
    Auto,
    /// Sizes and pieces checked on each model, cut while solving in this process.
    Cuts,
    /// Steps from the number, layer by layer.
    Distance,
    /// [`connect`](crate::connect) over the island's cells.
    Connected,
}

impl Islands {
    const ALL: [Islands; 4] = [
        Islands::Auto,
        Islands::Cuts,
        Islands::Distance,
        Islands::Connected,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Islands::Auto => "auto",
            Islands::Cuts => "cuts",
            Islands::Distance => "distance",
            Islands::Connected => "connected",
        }
    }

    /// The encoding beside the wall's connectivity lowering `wall`: never
    /// [`Islands::Auto`], which follows the wall (cuts beside its cuts, as in process by
    /// default; distance beside a static lowering, with which lazy islands search
    /// poorly).
    pub fn lowered(self, wall: Lowering) -> Islands {
        match self {
            Islands::Auto if wall == Lowering::Cuts => Islands::Cuts,
            Islands::Auto => Islands::Distance,
            given => given,
        }
    }
}

impl FromStr for Islands {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        (Islands::ALL.into_iter())
            .find(|i| i.name() == s)
            .ok_or_else(|| {
                format!("unknown islands `{s}` (expected auto, cuts, distance or connected)")
            })
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

    /// CaDiCaL at every size. Under lazy islands and wall (the default in process), its
    /// first phase is false (unshaded: islands start large, so fewer rounds of cuts grow
    /// them) and it eliminates no variable (which the cuts undo as they come); a static
    /// CNF keeps CaDiCaL's defaults, with which it was four times faster. A lazy solve
    /// is raced by a CaDiCaL without target phases that also counts the wall (an
    /// implied constraint): the two are slow on different puzzles
    /// (docs/experiments/2026-11-26-nurikabe-islands.md).
    const HINTS: SolvingHints = SolvingHints {
        small_below: None,
        cadical_from: Some(0),
        race: false,
        cadical_options: &[],
        lazy_cadical_options: &["phase=0", "elim=0"],
        lazy_racer_options: Some(&["phase=0", "elim=0", "target=0"]),
        small_tries_true: false,
        small_moves_to_front: false,
    };

    fn encode(&self, options: &Options) -> Result<NurikabeEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(NurikabeEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
