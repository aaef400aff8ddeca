//! What a puzzle kind provides to the CNF side: its encoder (plain, with clues behind
//! selectors, and guided by guesses), its decoder back to answers, and its own options.
//! The registry in `lib.rs` lists the kinds once and derives the kind-independent
//! [`Options`], [`Decoder`](crate::Decoder), [`encode`](crate::encode) ... from these.

use crate::{CellVars, CnfBuilder, Lit, Options, Var};
use puzzle_ir::settings::{Setting, Values};
use puzzle_ir::PuzzleKind;
use std::fmt;

/// The CNF of one puzzle and the map back from its models.
#[derive(Debug)]
pub struct KindEncoding<D> {
    pub cnf: CnfBuilder,
    pub decoder: D,
}

/// Restricted encodings to try first, see [`crate::guided`].
pub type Guesses<'a, D> = Box<dyn Iterator<Item = Option<KindEncoding<D>>> + 'a>;

/// A kind's encoder: implemented by the IR's puzzle type.
pub trait KindEncoder: PuzzleKind {
    /// The kind's own choices (the `Options` field named after its module).
    type Options: KindOptions;
    /// The map from a model back to an answer.
    type Decoder: KindDecoder<Answer = Self::Answer>;
    /// A proof, found while encoding, that the puzzle has no answer.
    type Contradiction: fmt::Display + fmt::Debug + Clone + PartialEq + Eq + Send + Sync;

    /// The CNF of the puzzle, or a proof that it has no answer.
    fn encode(&self, options: &Options)
        -> Result<KindEncoding<Self::Decoder>, Self::Contradiction>;

    /// The CNF with a selector for each clue ([`PuzzleKind::clues`] order: a fresh
    /// variable guarding the clue's clauses, or the clue's one literal, as
    /// [`crate::ClueEncoding`] says), deducing nothing from the clues; `Err` when the
    /// kind's rules alone have no answer.
    #[allow(clippy::type_complexity)]
    fn encode_clues(
        &self,
        options: &Options,
    ) -> Result<(KindEncoding<Self::Decoder>, Vec<Lit>), Self::Contradiction>;

    /// Encodings restricted by guesses, for puzzles hard for the solver yet likely to
    /// have many answers (`None`: guessing does not pay here).
    fn guided<'a>(&'a self, _options: &'a Options) -> Option<Guesses<'a, Self::Decoder>> {
        None
    }
}

/// A kind's decoder.
pub trait KindDecoder: Clone + fmt::Debug + PartialEq + Eq + Send + Sync {
    type Answer;
    /// A model that does not describe an answer (only a wrong solver produces one).
    type BadModel: std::error::Error + Clone + PartialEq + Eq + Send + Sync + 'static;

    /// Reads the answer from the values of the variables.
    fn decode_model(&self, value_of: &dyn Fn(Var) -> bool) -> Result<Self::Answer, Self::BadModel>;

    /// Per cell of the answer's grid (row-major), the variables that decide its value.
    fn cell_vars(&self) -> Vec<CellVars>;

    /// The values of the cell variables ([`KindDecoder::cell_vars`]) that decode to
    /// `answer`, as literals: assumed, they let a solver confirm a known answer by
    /// propagation instead of searching for it.
    fn lits_of(&self, answer: &Self::Answer) -> Vec<Lit>;
}

/// A kind's own encoding choices, described as [`Setting`]s so that a front end can
/// offer them as flags and a DIMACS header can record them.
pub trait KindOptions: Default + Clone + Copy + fmt::Debug + PartialEq + Eq + Send + Sync {
    /// The settings, with help and defaults.
    const SETTINGS: &'static [Setting];

    /// The options from given values (defaults for the rest).
    fn from_values(values: &Values) -> Result<Self, String>;

    /// The value of every setting, as [`KindOptions::from_values`] reads them back.
    fn to_values(&self) -> Vec<(&'static str, String)>;
}
