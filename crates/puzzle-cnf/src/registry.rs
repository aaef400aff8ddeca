//! [`registry!`] turns the list of kinds in `lib.rs` into the kind-independent face of
//! the CNF side: [`Options`](crate::Options) with one field per kind, the enums of
//! decoders, contradictions and bad models, and the dispatching functions.

/// Defines the kind-independent types and functions from rows
/// `Variant(module) => path::To::Type`, each type implementing
/// [`KindEncoder`](crate::KindEncoder).
macro_rules! registry {
    ($($variant:ident($module:ident) => $ty:path),+ $(,)?) => {
        /// Choices that change the CNF but not its meaning: those shared by every kind,
        /// and each kind's own, in the field named after its module.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct Options {
            /// How at-most-one constraints are written.
            pub amo: AmoEncoding,
            /// Record variable names (for DIMACS comments and snapshots; costs memory).
            pub names: bool,
            /// The CNF goes to an incremental solver in this process, which can enforce
            /// lazy constraints ([`CnfBuilder::cuts`](crate::CnfBuilder::cuts)): settings
            /// left at `auto` choose what measures best there. Off, the CNF is plain:
            /// its clauses say everything (DIMACS, other solvers, proofs).
            pub in_process: bool,
            $(pub $module: <$ty as $crate::KindEncoder>::Options,)+
        }

        impl Default for Options {
            fn default() -> Self {
                Options {
                    amo: AmoEncoding::default(),
                    names: false,
                    in_process: false,
                    $($module: Default::default(),)+
                }
            }
        }

        impl Options {
            /// The settings shared by every kind.
            pub const COMMON: &'static [Setting] = &[Setting::choice(
                "amo",
                "How at-most-one constraints are written",
                AmoEncoding::NAMES,
                "auto",
            )];

            /// The settings of one kind's encoder.
            pub fn settings(kind: Kind) -> &'static [Setting] {
                match kind {
                    $(Kind::$variant => <<$ty as $crate::KindEncoder>::Options as $crate::KindOptions>::SETTINGS,)+
                }
            }

            /// Options from given values: the common settings and every kind's.
            pub fn from_values(values: &Values) -> Result<Self, String> {
                Ok(Options {
                    amo: values.choice(&Options::COMMON[0])?,
                    names: false,
                    in_process: false,
                    $($module: $crate::KindOptions::from_values(values)?,)+
                })
            }

            /// Every setting that shapes the CNF of a puzzle of `kind`, with its value.
            pub fn describe(&self, kind: Kind) -> Vec<(&'static str, String)> {
                let mut values = vec![("amo", self.amo.name().to_owned())];
                values.extend(match kind {
                    $(Kind::$variant => $crate::KindOptions::to_values(&self.$module),)+
                });
                values
            }
        }

        /// How the CNFs of a `kind` puzzle are best solved in process.
        pub fn hints(kind: Kind) -> SolvingHints {
            match kind {
                $(Kind::$variant => <$ty as $crate::KindEncoder>::HINTS,)+
            }
        }

        /// The map from a model back to an answer, per kind.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Decoder {
            $($variant(<$ty as $crate::KindEncoder>::Decoder),)+
        }

        /// A proof found while encoding that the puzzle has no answer.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Contradiction {
            $($variant(<$ty as $crate::KindEncoder>::Contradiction),)+
        }

        /// A model that does not describe an answer (only a wrong solver produces one).
        #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
        pub enum BadModel {
            $(#[error(transparent)]
            $variant(<<$ty as $crate::KindEncoder>::Decoder as $crate::KindDecoder>::BadModel),)+
        }

        impl std::fmt::Display for Contradiction {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match self {
                    $(Contradiction::$variant(c) => c.fmt(f),)+
                }
            }
        }

        impl std::error::Error for Contradiction {}

        impl Decoder {
            /// Reads the answer from the values of the variables.
            pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> Result<Answer, BadModel> {
                match self {
                    $(Decoder::$variant(d) => $crate::KindDecoder::decode_model(d, &value_of)
                        .map(Answer::$variant)
                        .map_err(BadModel::$variant),)+
                }
            }

            /// The values of the cell variables that decode to `answer` (see
            /// [`KindDecoder::lits_of`](crate::KindDecoder::lits_of)); `None` when
            /// `answer` is of another kind.
            pub fn lits_of(&self, answer: &Answer) -> Option<Vec<Lit>> {
                match (self, answer) {
                    $((Decoder::$variant(d), Answer::$variant(a)) => Some($crate::KindDecoder::lits_of(d, a)),)+
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            /// Per cell of the answer's grid (row-major, as [`Answer::grid`]), the
            /// variables that decide its value.
            pub fn cell_vars(&self) -> Vec<CellVars> {
                match self {
                    $(Decoder::$variant(d) => $crate::KindDecoder::cell_vars(d),)+
                }
            }
        }

        /// Encodes a puzzle of any kind.
        pub fn encode(puzzle: &Puzzle, options: &Options) -> Result<Encoding, Contradiction> {
            match puzzle {
                $(Puzzle::$variant(p) => $crate::KindEncoder::encode(p, options)
                    .map(|e| Encoding { cnf: e.cnf, decoder: Decoder::$variant(e.decoder) })
                    .map_err(Contradiction::$variant),)+
            }
        }

        /// Encodes `puzzle` for explanations: nothing is deduced from the clues before
        /// encoding (no eliminated candidates, no pruned domains, no early
        /// [`Contradiction`] from a clue), so that the clues left switched on alone
        /// decide satisfiability. The rules of the kind may still contradict each other
        /// without any clue (a Sudoku whose parity marks leave a row no place for a
        /// value): that is the `Err`.
        pub fn encode_clues(puzzle: &Puzzle, options: &Options) -> Result<ClueEncoding, Contradiction> {
            let (encoding, selectors) = match puzzle {
                $(Puzzle::$variant(p) => {
                    let (e, s) = $crate::KindEncoder::encode_clues(p, options)
                        .map_err(Contradiction::$variant)?;
                    (Encoding { cnf: e.cnf, decoder: Decoder::$variant(e.decoder) }, s)
                })+
            };
            let clues = puzzle.clues();
            assert_eq!(clues.len(), selectors.len(), "one selector per clue");
            Ok(ClueEncoding {
                encoding,
                clues: clues.into_iter().zip(selectors).collect(),
            })
        }

        /// Encodings of `puzzle` restricted by guesses (cells fixed at values a heuristic
        /// search proposes), to try before [`encode`] when plain solving a puzzle that is
        /// hard for the solver yet likely has many answers. A model of any of them
        /// decodes to an answer of the whole puzzle; an item without a model, or `None`
        /// (the guess already contradicts a clue), proves nothing about the puzzle.
        /// Empty for kinds and puzzles where guessing does not pay (so far all but large
        /// Kakurasu). Counting, hints and explanations must not use these.
        pub fn guided<'a>(
            puzzle: &'a Puzzle,
            options: &'a Options,
        ) -> Box<dyn Iterator<Item = Option<Encoding>> + 'a> {
            match puzzle {
                $(Puzzle::$variant(p) => match $crate::KindEncoder::guided(p, options) {
                    Some(guesses) => Box::new(guesses.map(|e| {
                        e.map(|e| Encoding { cnf: e.cnf, decoder: Decoder::$variant(e.decoder) })
                    })),
                    None => Box::new(std::iter::empty()),
                },)+
            }
        }
    };
}

pub(crate) use registry;
