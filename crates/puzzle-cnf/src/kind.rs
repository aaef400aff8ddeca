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

/// What `encode` builds when handed a list for the clues' selectors, and that list: the
/// body of most kinds' [`KindEncoder::encode_clues`].
pub(crate) fn with_selectors<E>(encode: impl FnOnce(Option<&mut Vec<Lit>>) -> E) -> (E, Vec<Lit>) {
    let mut selectors = Vec::new();
    let encoded = encode(Some(&mut selectors));
    (encoded, selectors)
}

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

    /// How the kind's CNFs are best solved in process ([`SolvingHints`]).
    const HINTS: SolvingHints = SolvingHints::DEFAULT;

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

/// How a kind's CNFs are best solved in process: data each kind states next to the
/// measurements behind it, read by the solver driver's automatic choice (which knows no
/// kind). A one-shot solve goes to the small CDCL solver below
/// [`SolvingHints::small_below`] clauses, to CaDiCaL from [`SolvingHints::cadical_from`]
/// clauses on (with [`SolvingHints::cadical_options`], raced by a second CaDiCaL when
/// [`SolvingHints::race`] says so; for a CNF with lazy constraints, with
/// [`SolvingHints::lazy_cadical_options`], raced when [`SolvingHints::lazy_racer_options`]
/// names a racer), and to varisat otherwise; incremental work (counting, hints,
/// explanations) uses varisat or CaDiCaL by the same line, unraced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SolvingHints {
    /// One-shot solves of CNFs under this many clauses go to the small CDCL solver
    /// (`None`: never; [`SolvingHints::EVERY_SIZE`]: at every size).
    pub small_below: Option<usize>,
    /// CNFs of at least this many clauses go to CaDiCaL (`None`: never).
    pub cadical_from: Option<usize>,
    /// Whether a second CaDiCaL that searches differently races the first on a free
    /// core: it pays where CaDiCaL's times are heavy-tailed.
    pub race: bool,
    /// CaDiCaL options (`name=value`) beyond its `sat` configuration, for CNFs whose
    /// clauses say everything.
    pub cadical_options: &'static [&'static str],
    /// CaDiCaL options for CNFs with lazy constraints ([`CnfBuilder::is_static`] false),
    /// in place of [`SolvingHints::cadical_options`]: a search that is cut model by model
    /// may want other settings than one over the whole CNF.
    pub lazy_cadical_options: &'static [&'static str],
    /// For CNFs with lazy constraints: the options (in place of
    /// [`SolvingHints::lazy_cadical_options`]) of a second CaDiCaL that races the first
    /// on a free core, or `None` for no race. The racer also holds the CNF's implied
    /// constraints ([`CnfBuilder::add_implied`]), which the first search leaves out.
    pub lazy_racer_options: Option<&'static [&'static str]>,
    /// Whether the small CDCL solver tries each variable as true the first time it
    /// decides it (false otherwise). Where a true literal places something (a shaded
    /// cell, a star, a value), deciding it propagates more than ruling it out.
    pub small_tries_true: bool,
    /// Whether the small CDCL solver orders its decisions by VMTF (a conflict moves its
    /// variables to the front of a queue) instead of VSIDS (a heap by activity). VMTF
    /// costs next to nothing a decision, where keeping the heap weighs on the search of
    /// large CNFs; the decisions differ, and each kind's sets favour one of them.
    pub small_moves_to_front: bool,
}

impl SolvingHints {
    /// A line above every CNF: [`SolvingHints::small_below`] at every size.
    pub const EVERY_SIZE: usize = usize::MAX;

    /// The small solver below 15,000 clauses, CaDiCaL from there, no race, no options.
    pub const DEFAULT: SolvingHints = SolvingHints {
        small_below: Some(15_000),
        cadical_from: Some(15_000),
        race: false,
        cadical_options: &[],
        lazy_cadical_options: &[],
        lazy_racer_options: None,
        small_tries_true: false,
        small_moves_to_front: false,
    };

    /// [`SolvingHints::DEFAULT`] with the small solver trying variables true first
    /// ([`SolvingHints::small_tries_true`]), for kinds whose sets it solves faster so.
    pub const TRUE_FIRST: SolvingHints = SolvingHints {
        small_tries_true: true,
        ..SolvingHints::DEFAULT
    };

    /// The CaDiCaL options for `cnf`: [`SolvingHints::lazy_cadical_options`] when it has
    /// lazy constraints, [`SolvingHints::cadical_options`] otherwise.
    ///
    /// ```
    /// use puzzle_cnf::connect::{self, Empty, Graph, Lowering, Presence, Property};
    /// use puzzle_cnf::{CnfBuilder, SolvingHints};
    ///
    /// let hints = SolvingHints {
    ///     cadical_options: &["rephase=0"],
    ///     lazy_cadical_options: &["phase=0"],
    ///     ..SolvingHints::DEFAULT
    /// };
    /// let mut cnf = CnfBuilder::new();
    /// let [a, b] = [(); 2].map(|_| cnf.new_var().pos_lit());
    /// assert_eq!(hints.cadical_options_for(&cnf), ["rephase=0"]);
    /// let mut graph = Graph::new();
    /// graph.add_vertex(Presence::When(a));
    /// graph.add_vertex(Presence::When(b));
    /// connect::encode(&graph, Property::Connected, Empty::Allowed, Lowering::Cuts, &mut cnf);
    /// assert_eq!(hints.cadical_options_for(&cnf), ["phase=0"]);
    /// ```
    pub fn cadical_options_for(&self, cnf: &CnfBuilder) -> &'static [&'static str] {
        if cnf.is_static() {
            self.cadical_options
        } else {
            self.lazy_cadical_options
        }
    }

    /// The hints in words, for `--solver`'s help and `puzzle-sat kinds`.
    ///
    /// ```
    /// use puzzle_cnf::SolvingHints;
    /// assert_eq!(
    ///     SolvingHints::DEFAULT.describe(),
    ///     "small CDCL below 15000 clauses, CaDiCaL from 15000"
    /// );
    /// let no_cadical = SolvingHints { cadical_from: None, ..SolvingHints::DEFAULT };
    /// assert_eq!(no_cadical.describe(), "small CDCL below 15000 clauses, varisat from 15000");
    /// let no_small = SolvingHints { small_below: None, ..SolvingHints::DEFAULT };
    /// assert_eq!(no_small.describe(), "varisat below 15000 clauses, CaDiCaL from 15000");
    /// let lazy = SolvingHints { lazy_cadical_options: &["phase=0"], ..no_small };
    /// assert_eq!(
    ///     lazy.describe(),
    ///     "varisat below 15000 clauses, CaDiCaL from 15000 (phase=0 with lazy constraints)"
    /// );
    /// let small = SolvingHints { small_below: Some(SolvingHints::EVERY_SIZE), ..no_cadical };
    /// assert_eq!(small.describe(), "small CDCL at every size");
    /// ```
    pub fn describe(&self) -> String {
        // (engine, the clause count it starts at), in order of size.
        let mut bands = Vec::new();
        let small_end = self.small_below.unwrap_or(0);
        if small_end > 0 {
            bands.push(("small CDCL", 0));
        }
        let cadical_from = self.cadical_from.unwrap_or(Self::EVERY_SIZE);
        if small_end < cadical_from {
            bands.push(("varisat", small_end));
        }
        if let Some(line) = self.cadical_from {
            bands.push(("CaDiCaL", line));
        }
        let parts: Vec<String> = bands
            .iter()
            .enumerate()
            .map(|(i, &(engine, from))| match (bands.get(i + 1), from) {
                (Some(&(_, next)), 0) => format!("{engine} below {next} clauses"),
                (Some(&(_, next)), _) => format!("{engine} from {from} to {next}"),
                (None, 0) => format!("{engine} at every size"),
                (None, _) => format!("{engine} from {from}"),
            })
            .collect();
        let mut text = parts.join(", ");
        if !self.cadical_options.is_empty() {
            text += &format!(" ({})", self.cadical_options.join(", "));
        }
        if !self.lazy_cadical_options.is_empty() {
            let options = self.lazy_cadical_options.join(", ");
            text += &format!(" ({options} with lazy constraints)");
        }
        if let Some(racer) = self.lazy_racer_options {
            let options = racer.join(", ");
            text += &format!(", raced with lazy constraints by a second CaDiCaL ({options})");
        }
        if self.race {
            text += ", raced by a second CaDiCaL";
        }
        if self.small_tries_true {
            text += ", the small CDCL trying variables true first";
        }
        if self.small_moves_to_front {
            text += ", the small CDCL deciding by VMTF";
        }
        text
    }
}
