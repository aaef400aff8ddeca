//! Country Road in the registry of kinds: the [`KindEncoder`] glue.

use super::{CountryRoadDecoder, CountryRoadEncoding, CountryRoadOptions};
use crate::lines::LOOP_HINTS;
use crate::{KindEncoder, Lit, Options, SolvingHints};
use puzzle_ir::country_road::CountryRoad;
use std::convert::Infallible;

impl KindEncoder for CountryRoad {
    type Options = CountryRoadOptions;
    type Decoder = CountryRoadDecoder;
    type Contradiction = Infallible;

    /// The loop kinds' hints ([`LOOP_HINTS`], measured on Slitherlink).
    const HINTS: SolvingHints = LOOP_HINTS;

    fn encode(&self, options: &Options) -> Result<CountryRoadEncoding, Infallible> {
        Ok(super::encode(self, options))
    }

    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(CountryRoadEncoding, Vec<Lit>), Infallible> {
        Ok(super::encode_clues(self, options))
    }
}
