//! Sudoku in the registry of kinds: its options and the [`KindEncoder`] glue.

use super::{BadModel, Contradiction, SudokuDecoder, SudokuEncoding};
use crate::{CellVars, KindDecoder, KindEncoder, KindOptions, Lit, Options, SolvingHints, Var};
use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::sudoku::{Sudoku, SudokuAnswer};

const NO_SINGLES: Setting = Setting::switch(
    "no-singles",
    "Leave naked and hidden singles and locked candidates to the solver instead of settling them before encoding",
);

/// Sudoku's own choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SudokuOptions {
    /// Place naked and hidden singles, and remove locked candidates, before encoding.
    /// Unit propagation finds the singles too; doing it first keeps large CNFs small, and
    /// locked candidates (which propagation misses) leave no variable at all in 44% of
    /// the 17-clue 9x9 puzzles.
    pub singles: bool,
}

impl Default for SudokuOptions {
    fn default() -> Self {
        SudokuOptions { singles: true }
    }
}

impl KindOptions for SudokuOptions {
    const SETTINGS: &'static [Setting] = &[NO_SINGLES];

    fn from_values(values: &Values) -> Result<Self, String> {
        Ok(SudokuOptions {
            singles: !values.switch(&NO_SINGLES),
        })
    }

    fn to_values(&self) -> Vec<(&'static str, String)> {
        let on = if self.singles { "off" } else { "on" };
        vec![(NO_SINGLES.name, on.to_owned())]
    }
}

impl KindEncoder for Sudoku {
    type Options = SudokuOptions;
    type Decoder = SudokuDecoder;
    type Contradiction = Contradiction;

    /// The small solver below 15,000 clauses (every 9x9 and 16x16 CNF), where loading
    /// is most of a solve; CaDiCaL above (25x25 and larger), raced by a second CaDiCaL:
    /// its times on hard Sudokus are heavy-tailed, and the faster of two differently
    /// searching solvers is often well ahead of one (docs/experiments/:
    /// 2026-11-24-in-process-cadical.md, 2026-11-25-racing.md, 2026-11-25-cadical-options.md).
    const HINTS: SolvingHints = SolvingHints {
        race: true,
        ..SolvingHints::DEFAULT
    };

    fn encode(&self, options: &Options) -> Result<SudokuEncoding, Contradiction> {
        super::encode(self, options)
    }

    fn encode_clues(&self, options: &Options) -> Result<(SudokuEncoding, Vec<Lit>), Contradiction> {
        super::encode_clues(self, options)
    }
}

impl KindDecoder for SudokuDecoder {
    type Answer = SudokuAnswer;
    type BadModel = BadModel;

    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<SudokuAnswer, BadModel> {
        self.decode(value_of)
    }

    fn cell_vars(&self) -> Vec<CellVars> {
        SudokuDecoder::cell_vars(self)
    }

    fn lits_of(&self, answer: &SudokuAnswer) -> Vec<Lit> {
        SudokuDecoder::lits_of(self, answer)
    }
}
