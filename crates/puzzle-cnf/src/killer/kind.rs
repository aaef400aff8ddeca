//! Killer Sudoku in the registry of kinds: its options and the [`KindEncoder`] glue. The
//! decoder is the Sudoku's: a Killer answer is a Sudoku answer.

use super::{Contradiction, KillerEncoding};
use crate::sudoku::SudokuDecoder;
use crate::sum::SumEncoding;
use crate::{KindEncoder, KindOptions, Lit, Options};
use puzzle_ir::killer::Killer;
use puzzle_ir::settings::{Setting, Values};

const CAGE_SUM: Setting = Setting::choice(
    "cage-sum",
    "How a cage's sum is written: table (digit-set selectors), mdd (decision diagram over the cage's cells), pb (pseudo-Boolean equality)",
    SumEncoding::NAMES,
    "table",
);

/// Killer Sudoku's own choices (the Sudoku part follows `Options::sudoku`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct KillerOptions {
    /// How the sum of a cage is written.
    pub sum: SumEncoding,
}

impl KindOptions for KillerOptions {
    const SETTINGS: &'static [Setting] = &[CAGE_SUM];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(KillerOptions {
            sum: values.choice(&CAGE_SUM)?,
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        vec![(CAGE_SUM.name, self.sum.name().to_owned())]
    }
}

impl KindEncoder for Killer {
    type Options = KillerOptions;
    type Decoder = SudokuDecoder;
    type Contradiction = Contradiction;

    fn encode(&self, options: &Options) -> Result<KillerEncoding, Contradiction> {
        super::encode(self, options)
    }

    fn encode_clues(&self, options: &Options) -> Result<(KillerEncoding, Vec<Lit>), Contradiction> {
        super::encode_clues(self, options)
    }
}
