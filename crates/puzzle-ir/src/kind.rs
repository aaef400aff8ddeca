//! What a puzzle kind provides to the rest of the IR: its name, how its files are
//! recognised and parsed, its answer type, its checker, its clues and its generator. The
//! list [`kinds!`](crate::kinds) names the kinds once, and the registry derives the
//! kind-independent [`Puzzle`], [`Answer`] and [`Kind`] from these traits, so adding a
//! kind is one module and one row.
//!
//! [`Puzzle`]: crate::Puzzle
//! [`Answer`]: crate::Answer
//! [`Kind`]: crate::Kind

use crate::error::ParseError;
use crate::interop::Genre;
use crate::settings::{Setting, Values};
use crate::text::Document;
use crate::{Clue, ClueRecord};
use rand::rngs::SmallRng;
use serde::Serialize;
use std::fmt;

/// A puzzle kind: the puzzle type itself implements it.
pub trait PuzzleKind: Sized + Clone + fmt::Debug + PartialEq + Eq + Send + Sync + 'static {
    /// The name of `kind:` lines, JSON `kind` fields and the command line.
    const NAME: &'static str;
    /// One line for listings (`generate --help`).
    const ABOUT: &'static str;
    /// A small published puzzle of the kind, for a page to offer.
    const EXAMPLE: Example;
    /// The parameters of [`PuzzleKind::generate`].
    const GENERATOR: &'static [Setting];
    /// Values of [`PuzzleKind::GENERATOR`] that make puzzles small enough to count by
    /// enumerating [`PuzzleKind::cell_values`] (the conformance tests do).
    const SMALL: &'static [(&'static str, &'static str)];

    /// A filled grid.
    type Answer: KindAnswer;
    /// A broken rule, as the independent checker reports it.
    type Violation: fmt::Display + fmt::Debug + Clone + PartialEq + Eq + Send + Sync;

    /// A file in a format of this kind that has no `kind:` header, if `text` is one
    /// (`None`: not this kind's header-less format).
    fn parse_headerless(_file: &str, _text: &str) -> Option<Result<Self, ParseError>> {
        None
    }

    /// The puzzle of a native file whose header says `kind: NAME`.
    fn from_document(doc: &Document) -> Result<Self, ParseError>;

    /// The file extension of this kind's one-puzzle-per-line batches, if it has one.
    const BATCH_EXTENSION: Option<&'static str> = None;

    /// Whether `text` is a batch of this kind even without the extension (standard input
    /// has none): every non-blank line a puzzle of the batch format.
    fn looks_like_batch(_text: &str) -> bool {
        false
    }

    /// The puzzles of a batch file (with their 1-based line numbers); only called for
    /// files ending in [`PuzzleKind::BATCH_EXTENSION`] or that
    /// [`PuzzleKind::looks_like_batch`].
    fn parse_batch(file: &str, _text: &str) -> Result<Vec<(usize, Self)>, ParseError> {
        Err(ParseError::new(
            file,
            0,
            None,
            format!("{} has no batch format", Self::NAME),
        ))
    }

    /// The native file of this puzzle, with `comments` as `#` lines in its header.
    fn to_native(&self, comments: &[String]) -> String;

    /// The puzzle as one line of the batch format ([`PuzzleKind::parse_batch`] reads it
    /// back), when the kind has one and the puzzle fits it.
    fn to_batch_line(&self) -> Option<String> {
        None
    }

    /// The kind's puzz.link genre and its URL and pzprv3 codec, if it has one.
    const PUZZLINK: Option<Genre<Self>> = None;

    /// What [`PuzzleKind::reshaped`] changes, in words for the comments of a generated
    /// puzzle (after "the answer took another value there").
    const RESHAPING: &'static str = "";

    /// Rows and columns of the answer's grid.
    fn dimensions(&self) -> (usize, usize);

    /// Rows and columns of the grid that [`Clue::placement`] refers to: the answer's,
    /// unless the answer is drawn on a finer grid than the clues (a loop along the
    /// edges of the cells).
    fn clue_grid(&self) -> (usize, usize) {
        self.dimensions()
    }

    /// The puzzle with one more clue: the cell at (`row`, `col`) given as `value` (as
    /// the answer grid writes it), when the kind's format can state a cell's value
    /// (`None`: it cannot, or the value is not one of the cell's).
    fn with_given(&self, _row: usize, _col: usize, _value: &str) -> Option<Self> {
        None
    }

    /// The puzzle without `clue` (a Sudoku given blanked, a Shakashaka number made a
    /// plain black square, a Kakurasu line left unclued ...), when the kind's format can
    /// drop it; the answers of the result include those of `self`.
    fn without_clue(&self, _clue: &Clue) -> Option<Self> {
        None
    }

    /// The puzzle with every clue its format can state about `answer` added: a given in
    /// every cell (the default, through [`PuzzleKind::with_given`]), a number on every
    /// Shakashaka black square, every Kakurasu line clued. A generator selects its clues
    /// from these, so the more there are, the more second answers it can rule out.
    fn with_every_clue(&self, answer: &Self::Answer) -> Self {
        let mut full = self.clone();
        for (row, cells) in answer.grid().iter().enumerate() {
            for (col, value) in cells.iter().enumerate() {
                if let Some(more) = full.with_given(row, col, value) {
                    full = more;
                }
            }
        }
        full
    }

    /// `answer` changed at (`row`, `col`) to another value the rules allow, and the
    /// puzzle with its clues read off the changed answer (a Kakuro digit and the sums of
    /// its two runs, a Kakurasu cell and its two line clues). A generator uses it where a
    /// second answer differs from `answer` and no clue can be added to rule it out: the
    /// changed clues rule it out instead. `None` when the kind's clues are not read off
    /// its answer this way, or no other value fits the cell.
    fn reshaped(
        &self,
        _answer: &Self::Answer,
        _row: usize,
        _col: usize,
        _rng: &mut SmallRng,
    ) -> Option<(Self, Self::Answer)> {
        None
    }

    /// Each cell's possible values as the answer grid writes them, row by row: every
    /// value the cell takes in some answer is there, narrowed only by what a clue states
    /// about the cell itself (a given, the sums its runs or cage can reach). Every
    /// combination of these, asked of [`PuzzleKind::check`], counts the answers without
    /// the encoder.
    fn cell_values(&self) -> Vec<Vec<Vec<String>>>;

    /// The independent checker: `Ok` when `answer` keeps every rule.
    fn check(&self, answer: &Self::Answer) -> Result<(), Self::Violation>;

    /// Every clue, in the order the encoders guard them.
    fn clues(&self) -> Vec<Clue>;

    /// A clue as the JSON record of `FORMATS.md` (kinds whose clues carry more than
    /// [`Clue`] holds, such as a cage's label, add it here).
    fn clue_record(&self, clue: &Clue) -> ClueRecord {
        clue.record()
    }

    /// A clue in words, for people.
    fn describe_clue(&self, clue: &Clue) -> String {
        clue.to_string()
    }

    /// An answer from the text of an answer file.
    fn parse_answer(&self, file: &str, text: &str) -> Result<Self::Answer, ParseError>;

    /// An answer from the `grid` of a JSON answer.
    fn answer_from_grid(
        &self,
        file: &str,
        grid: &[Vec<String>],
    ) -> Result<Self::Answer, ParseError>;

    /// A random puzzle and an answer of it, from the values of [`PuzzleKind::GENERATOR`];
    /// the strings say how it was made (they become comments of the native file).
    fn generate(values: &Values, rng: &mut SmallRng) -> Result<Generated<Self>, String>;

    /// Why the generator is unlikely to find a puzzle with one answer with these
    /// `values` (`None` when nothing speaks against it): a front end says so before it
    /// starts a search that would otherwise run into its time limit without a word.
    fn generator_caveat(_values: &Values) -> Option<String> {
        None
    }
}

/// A bundled puzzle that shows what a kind is: a front end offers one of every kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Example {
    /// Its name in a list: the kind, the size and where it was published.
    pub name: &'static str,
    /// The puzzle: its puzz.link URL where the kind has a genre, its native text otherwise.
    pub puzzle: &'static str,
    /// The bundled file it is, from the repository's root (`puzzles/KIND/...`).
    pub from: &'static str,
}

/// A generated puzzle, the answer it was made from, and how it was made.
#[derive(Debug, Clone)]
pub struct Generated<K: PuzzleKind> {
    pub puzzle: K,
    pub answer: K::Answer,
    pub comments: Vec<String>,
}

/// What every kind's answer offers.
pub trait KindAnswer: Clone + fmt::Debug + PartialEq + Eq + Send + Sync + 'static {
    /// Rows of cell strings, as the JSON answer's `grid`.
    fn grid(&self) -> Vec<Vec<String>>;

    /// The grid for people.
    fn to_text(&self) -> String;

    /// The grid for people in plain ASCII, for terminals that draw the kind's symbols
    /// badly (the same as [`KindAnswer::to_text`] for kinds that use none).
    fn to_ascii(&self) -> String {
        self.to_text()
    }

    /// [`KindAnswer::grid`] in plain ASCII.
    fn ascii_grid(&self) -> Vec<Vec<String>> {
        self.grid()
    }

    /// The answer as an answer file (`*.solution.txt`): rows of cells, separated by a
    /// space when some cell is a number of several digits.
    fn to_file(&self) -> String {
        let grid = self.grid();
        let wide = grid
            .iter()
            .flatten()
            .any(|cell| cell.len() > 1 && cell.chars().all(|c| c.is_ascii_digit()));
        let separator = if wide { " " } else { "" };
        grid.iter().map(|row| row.join(separator) + "\n").collect()
    }
}
