//! # puzzle-cnf
//!
//! The CNF side of puzzle-sat: a [`CnfBuilder`], the constraint encodings (one module per
//! family), and one encoder per puzzle kind that returns the clauses plus the map back
//! from a model to an answer. For the solution-space tools each decoder also names the
//! variables of every cell ([`Decoder::cell_vars`]), and [`encode_clues`] writes a puzzle
//! with each clue behind a selector literal, deducing nothing from the clues first.
//!
//! ```
//! use puzzle_cnf::{encode, Options};
//! use puzzle_ir::Puzzle;
//!
//! let puzzle = Puzzle::parse("p.txt", b"kind: sudoku\ngrid:\n12..\n..12\n21..\n..21\n").unwrap();
//! let encoding = encode(&puzzle, &Options::default()).unwrap();
//! // Everything is forced here: assign the decoder's variables by hand from the solution.
//! println!("{} variables, {} clauses", encoding.cnf.n_vars(), encoding.cnf.n_clauses());
//! ```
//!
//! Dependencies: `rustsat` supplies the at-most-one encodings and DIMACS writing (written
//! once, well tested there); `puzzle-ir` the puzzle and answer types; `thiserror` the error
//! types; `smallvec` the Sudoku candidate sets, inline rather than one allocation per
//! cell; `rand` the seeded random walks that guess large Kakurasu grids.

pub mod amo;
mod builder;
pub mod card;
pub mod kakurasu;
pub mod kakuro;
pub mod pb;
mod relation;
pub mod shakashaka;
pub mod sudoku;

pub use amo::AmoEncoding;
pub use builder::CnfBuilder;
pub use relation::Relation;
pub use rustsat::types::{Lit, Var};

use puzzle_ir::{Answer, Puzzle};
use std::fmt;

/// Choices that change the CNF but not its meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// How at-most-one constraints are written.
    pub amo: AmoEncoding,
    /// Record variable names (for DIMACS comments and snapshots; costs memory).
    pub names: bool,
    /// Place naked and hidden singles, and remove locked candidates, before encoding
    /// (Sudoku). Unit propagation finds the singles too; doing it first keeps large CNFs
    /// small, and locked candidates (which propagation misses) leave no variable at all
    /// in 44% of the 17-clue 9x9 puzzles.
    pub singles: bool,
    /// The local rule that makes white areas rectangles (Shakashaka).
    pub vertex_rule: VertexRule,
    /// How pseudo-boolean sums are written (Kakurasu).
    pub pb: pb::PbEncoding,
    /// How the sum of a run is written (Kakuro).
    pub kakuro_sum: kakuro::KakuroSum,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            amo: AmoEncoding::default(),
            names: false,
            singles: true,
            vertex_rule: VertexRule::default(),
            pb: pb::PbEncoding::default(),
            kakuro_sum: kakuro::KakuroSum::default(),
        }
    }
}

/// Shakashaka's rectangle rule, written as clauses at every grid vertex.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum VertexRule {
    /// Around each vertex, every maximal run of white 45-degree sectors has length 2, 4
    /// or 8: exact on its own.
    #[default]
    Sectors,
    /// The sector rule plus the exclusion of locally possible "thin strips" that can never
    /// close into a rectangle: stronger propagation, same answers.
    NoThinStrips,
}

/// The CNF of a puzzle of any kind and the map back from its models.
#[derive(Debug)]
pub struct Encoding {
    pub cnf: CnfBuilder,
    pub decoder: Decoder,
}

/// The map from a model back to an answer, per kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decoder {
    Sudoku(sudoku::SudokuDecoder),
    Kakurasu(kakurasu::KakurasuDecoder),
    Shakashaka(shakashaka::ShakashakaDecoder),
    Kakuro(kakuro::KakuroDecoder),
}

/// How one cell of the puzzle's grid appears in the CNF. Counting, uniqueness and hints
/// work on these alone, so they count answers (never auxiliary variables) and need no
/// code per kind: two models that agree on every cell's variables give the same answer,
/// and two that disagree give different answers (each encoder makes a cell's variables
/// one-hot or a single bit).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CellVars {
    /// Stated by the puzzle: a given, a block, a clue or black square. Not a hint.
    Stated,
    /// Settled by deduction before encoding (Sudoku singles): forced, so a hint, but
    /// without a variable.
    Deduced,
    /// The cell's value is read from these variables.
    Open(Vec<Var>),
}

/// A model that does not describe an answer (only a wrong solver produces one).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BadModel {
    #[error(transparent)]
    Sudoku(#[from] sudoku::BadModel),
    #[error(transparent)]
    Shakashaka(#[from] shakashaka::BadModel),
    #[error(transparent)]
    Kakuro(#[from] kakuro::BadModel),
}

impl Decoder {
    /// Reads the answer from the values of the variables.
    pub fn decode(&self, value_of: impl Fn(Var) -> bool) -> Result<Answer, BadModel> {
        match self {
            Decoder::Sudoku(d) => Ok(Answer::Sudoku(d.decode(value_of)?)),
            Decoder::Kakurasu(d) => Ok(Answer::Kakurasu(d.decode(value_of))),
            Decoder::Shakashaka(d) => Ok(Answer::Shakashaka(d.decode(value_of)?)),
            Decoder::Kakuro(d) => Ok(Answer::Kakuro(d.decode(value_of)?)),
        }
    }

    /// Per cell of the answer's grid (row-major, as [`Answer::grid`]), the variables that
    /// decide its value.
    pub fn cell_vars(&self) -> Vec<CellVars> {
        match self {
            Decoder::Sudoku(d) => d.cell_vars(),
            Decoder::Kakurasu(d) => d.cell_vars(),
            Decoder::Shakashaka(d) => d.cell_vars(),
            Decoder::Kakuro(d) => d.cell_vars(),
        }
    }
}

/// A proof found while encoding that the puzzle has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Contradiction {
    Sudoku(sudoku::Contradiction),
    Kakurasu(kakurasu::Contradiction),
    Shakashaka(shakashaka::Contradiction),
    Kakuro(kakuro::Contradiction),
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Contradiction::Sudoku(c) => c.fmt(f),
            Contradiction::Kakurasu(c) => c.fmt(f),
            Contradiction::Shakashaka(c) => c.fmt(f),
            Contradiction::Kakuro(c) => c.fmt(f),
        }
    }
}

impl std::error::Error for Contradiction {}

/// An encoding whose clues can be switched on and off: the CNF of the puzzle's rules, and
/// each clue's clauses guarded by a selector literal (true: the clue holds).
#[derive(Debug)]
pub struct ClueEncoding {
    pub encoding: Encoding,
    /// One per clue, in [`Puzzle::clues`] order.
    pub clues: Vec<(puzzle_ir::Clue, Lit)>,
}

/// Encodes `puzzle` for explanations: nothing is deduced from the clues before encoding
/// (no eliminated candidates, no pruned domains, no early [`Contradiction`] from a
/// clue), so that the clues left switched on alone decide satisfiability. The rules of
/// the kind may still contradict each other without any clue (a Sudoku whose parity
/// marks leave a row no place for a value): that is the `Err`.
pub fn encode_clues(puzzle: &Puzzle, options: &Options) -> Result<ClueEncoding, Contradiction> {
    let (encoding, selectors) = match puzzle {
        Puzzle::Sudoku(p) => {
            let (e, s) = sudoku::encode_clues(p, options).map_err(Contradiction::Sudoku)?;
            (
                Encoding {
                    cnf: e.cnf,
                    decoder: Decoder::Sudoku(e.decoder),
                },
                s,
            )
        }
        Puzzle::Kakurasu(p) => {
            let (e, s) = kakurasu::encode_clues(p, options);
            (
                Encoding {
                    cnf: e.cnf,
                    decoder: Decoder::Kakurasu(e.decoder),
                },
                s,
            )
        }
        Puzzle::Shakashaka(p) => {
            let (e, s) = shakashaka::encode_clues(p, options);
            (
                Encoding {
                    cnf: e.cnf,
                    decoder: Decoder::Shakashaka(e.decoder),
                },
                s,
            )
        }
        Puzzle::Kakuro(p) => {
            let (e, s) = kakuro::encode_clues(p, options);
            (
                Encoding {
                    cnf: e.cnf,
                    decoder: Decoder::Kakuro(e.decoder),
                },
                s,
            )
        }
    };
    let clues = puzzle.clues();
    assert_eq!(clues.len(), selectors.len(), "one selector per clue");
    Ok(ClueEncoding {
        encoding,
        clues: clues.into_iter().zip(selectors).collect(),
    })
}

/// Encodings of `puzzle` restricted by guesses (cells fixed at values a heuristic
/// search proposes), to try before [`encode`] when plain solving a puzzle that is hard
/// for the solver yet likely has many answers. A model of any of them decodes to an
/// answer of the whole puzzle; an item without a model, or `None` (the guess already
/// contradicts a clue), proves nothing about the puzzle. Empty for kinds and puzzles
/// where guessing does not pay (so far all but large Kakurasu). Counting, hints and
/// explanations must not use these.
pub fn guided<'a>(
    puzzle: &'a Puzzle,
    options: &'a Options,
) -> Box<dyn Iterator<Item = Option<Encoding>> + 'a> {
    let Puzzle::Kakurasu(p) = puzzle else {
        return Box::new(std::iter::empty());
    };
    match kakurasu::guided(p, options) {
        Some(encodings) => Box::new(encodings.map(|e| {
            e.map(|e| Encoding {
                cnf: e.cnf,
                decoder: Decoder::Kakurasu(e.decoder),
            })
        })),
        None => Box::new(std::iter::empty()),
    }
}

/// Encodes a puzzle of any kind.
pub fn encode(puzzle: &Puzzle, options: &Options) -> Result<Encoding, Contradiction> {
    match puzzle {
        Puzzle::Sudoku(p) => {
            let e = sudoku::encode(p, options).map_err(Contradiction::Sudoku)?;
            Ok(Encoding {
                cnf: e.cnf,
                decoder: Decoder::Sudoku(e.decoder),
            })
        }
        Puzzle::Kakurasu(p) => {
            let e = kakurasu::encode(p, options).map_err(Contradiction::Kakurasu)?;
            Ok(Encoding {
                cnf: e.cnf,
                decoder: Decoder::Kakurasu(e.decoder),
            })
        }
        Puzzle::Shakashaka(p) => {
            let e = shakashaka::encode(p, options).map_err(Contradiction::Shakashaka)?;
            Ok(Encoding {
                cnf: e.cnf,
                decoder: Decoder::Shakashaka(e.decoder),
            })
        }
        Puzzle::Kakuro(p) => {
            let e = kakuro::encode(p, options).map_err(Contradiction::Kakuro)?;
            Ok(Encoding {
                cnf: e.cnf,
                decoder: Decoder::Kakuro(e.decoder),
            })
        }
    }
}
