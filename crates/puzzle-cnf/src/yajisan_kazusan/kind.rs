//! YajisanKazusan in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{YajisanKazusanDecoder, YajisanKazusanEncoding};
use crate::connect::{self, Choice};
use crate::{KindEncoder, KindOptions, Lit, Options, SolvingHints};
use puzzle_ir::yajisan_kazusan::YajisanKazusan;
use puzzle_ir::settings::{Setting, Values};
use std::convert::Infallible;

/// YajisanKazusan's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct YajisanKazusanOptions {
    /// How the unshaded area's connectivity becomes clauses (the shared
    /// `--connectivity` setting).
    pub connectivity: Choice,
}

impl KindOptions for YajisanKazusanOptions {
    const SETTINGS: &'static [Setting] = &[connect::SETTING];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(YajisanKazusanOptions {
            connectivity: values.choice(&connect::SETTING)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        let name = self.connectivity.name();
        vec![(connect::SETTING.name, name.to_owned())]
    }
}

impl KindEncoder for YajisanKazusan {
    type Options = YajisanKazusanOptions;
    type Decoder = YajisanKazusanDecoder;
    type Contradiction = Infallible;

    const HINTS: SolvingHints = SolvingHints::DEFAULT;

    fn encode(&self, options: &Options) -> Result<YajisanKazusanEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(&self, options: &Options) -> Result<(YajisanKazusanEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
