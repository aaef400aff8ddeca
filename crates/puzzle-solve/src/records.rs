//! The JSON records the commands print, one type per kind of line: every JSON line of
//! `puzzle-sat` is one of these, serialised by [`Record::json_line`]. Each has its schema
//! in docs/schemas/ (`solve`, `count`, `hint`, `explain`, `rate`, `generate`; errors are in
//! `solve`'s), and a test checks every record type against its schema, field by field.
//!
//! Fields that only some verdicts have are left out when absent; fields that are `null`
//! when unknown (a rating without CaDiCaL's conflicts, an explanation without a
//! suggestion) are `Option`s kept as `null`.

use puzzle_ir::ClueRecord;
use serde::Serialize;

/// A JSON line of output.
pub trait Record: Serialize {
    /// The record as one line of JSON, without the line break.
    fn json_line(&self) -> String {
        serde_json::to_string(self).expect("records serialise")
    }
}

/// A grid of values, row by row, as answers print them.
pub type Grid = Vec<Vec<String>>;

/// A cell (0-based row and column).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cell {
    pub row: usize,
    pub col: usize,
}

impl Cell {
    /// The cells of `(row, column)` pairs.
    pub fn all(cells: &[(usize, usize)]) -> Vec<Cell> {
        cells.iter().map(|&(row, col)| Cell { row, col }).collect()
    }
}

/// A cell and its value in an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CellValue {
    pub row: usize,
    pub col: usize,
    pub value: String,
}

/// `solve`: one puzzle's verdict and answer, with `--unique` whether it is the only one.
#[derive(Debug, Clone, Serialize)]
pub struct SolveRecord {
    pub kind: String,
    /// `sat`, `unsat` or `unknown`.
    pub status: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grid: Option<Grid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// With `--unique` and an answer: whether no other answer exists.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unique: Option<bool>,
    /// With `--unique`, a second answer when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub second: Option<Grid>,
    /// With `--unique`, the cells where the two answers differ.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub differing: Option<Vec<Cell>>,
    pub source: String,
    pub time_s: f64,
    pub variables: u32,
    pub clauses: usize,
}

impl Record for SolveRecord {}

/// Any command's line for a file it could not read or solve.
#[derive(Debug, Clone, Serialize)]
pub struct ErrorRecord {
    /// Always `error`.
    pub status: &'static str,
    pub source: String,
    pub message: String,
}

impl ErrorRecord {
    /// The error `message` about `source`.
    pub fn new(source: &str, message: &str) -> ErrorRecord {
        ErrorRecord {
            status: "error",
            source: source.to_owned(),
            message: message.to_owned(),
        }
    }
}

impl Record for ErrorRecord {}

/// `count`: how many answers a puzzle has, or at least has when stopped.
#[derive(Debug, Clone, Serialize)]
pub struct CountRecord {
    pub kind: String,
    pub status: String,
    pub count: usize,
    /// Whether every answer was counted (not stopped by `--max` or the time limit).
    pub complete: bool,
    pub source: String,
    pub time_s: f64,
}

impl Record for CountRecord {}

/// `hint`: the cells the clues force, or why there are none.
#[derive(Debug, Clone, Serialize)]
pub struct HintRecord {
    pub kind: String,
    /// `sat` (with the hints), `unsat` or `unknown`.
    pub status: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<usize>,
    /// The forced cells the puzzle does not state.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hints: Option<Vec<CellValue>>,
    /// The cells the puzzle states.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stated: Option<Vec<CellValue>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solves: Option<usize>,
    /// Whether every cell was decided (not stopped by the time limit).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub complete: Option<bool>,
    pub source: String,
    pub time_s: f64,
}

impl HintRecord {
    /// A record without hints: the puzzle has no answer, or the time limit came first.
    pub fn without_hints(kind: &str, status: &str, source: &str, time_s: f64) -> HintRecord {
        HintRecord {
            kind: kind.to_owned(),
            status: status.to_owned(),
            count: None,
            hints: None,
            stated: None,
            solves: None,
            complete: None,
            source: source.to_owned(),
            time_s,
        }
    }
}

impl Record for HintRecord {}

/// `explain`: a minimal set of clashing clues, or the answer and, with several, where
/// two differ and one clue that settles it.
#[derive(Debug, Clone, Serialize)]
pub struct ExplainRecord {
    pub kind: String,
    /// `unsat`, `sat` or `unknown`.
    pub status: String,
    /// The clashing clues, each as its kind writes a clue (docs/FORMATS.md).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub core: Option<Vec<ClueRecord>>,
    /// Why the puzzle has no answer even without its clues.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unique: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub grid: Option<Grid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub second: Option<Grid>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub differing: Option<Vec<Cell>>,
    /// With several answers: a clue that leaves one, `null` when none was found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suggestion: Option<Option<CellValue>>,
    pub source: String,
    pub time_s: f64,
}

impl ExplainRecord {
    /// A record with only the verdict; the caller fills in what it has.
    pub fn verdict(kind: &str, status: &str, source: &str, time_s: f64) -> ExplainRecord {
        ExplainRecord {
            kind: kind.to_owned(),
            status: status.to_owned(),
            core: None,
            reason: None,
            unique: None,
            grid: None,
            second: None,
            differing: None,
            suggestion: None,
            source: source.to_owned(),
            time_s,
        }
    }
}

impl Record for ExplainRecord {}

/// `rate`: how hard a puzzle is (docs/GENERATE.md), or why it has no answer.
#[derive(Debug, Clone, Serialize)]
pub struct RateRecord {
    pub kind: String,
    /// `rated` or `unsat`.
    pub status: String,
    pub source: String,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub rating: Option<RatingFields>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// The fields of a rated puzzle.
#[derive(Debug, Clone, Serialize)]
pub struct RatingFields {
    pub level: u8,
    pub name: String,
    pub width: usize,
    pub rounds: u32,
    pub depth: u32,
    pub open_after_propagation: usize,
    pub open_after_probing: usize,
    /// `null` without the cargo feature `cadical`.
    pub conflicts: Option<u64>,
}

impl Record for RateRecord {}

/// `generate --count N -f json`: one generated puzzle, its answer and rating.
#[derive(Debug, Clone, Serialize)]
pub struct GenerateRecord {
    pub kind: String,
    pub seed: u64,
    /// Whether the puzzle was proven to have one answer (not `--any`).
    pub unique: bool,
    /// The rating's level, depth, width, rounds and conflicts: `null` when not rated.
    pub difficulty: Option<u8>,
    pub depth: Option<u32>,
    pub width: Option<usize>,
    pub rounds: Option<u32>,
    pub conflicts: Option<u64>,
    pub clues: usize,
    /// The puzzle in its native format.
    pub puzzle: String,
    pub grid: Grid,
}

impl Record for GenerateRecord {}

/// `kinds -f json`: a kind of the registry, its settings and solving hints.
#[derive(Debug, Clone, Serialize)]
pub struct KindRecord {
    pub kind: &'static str,
    pub about: &'static str,
    /// The kind's encoder settings, then the ones every kind has.
    pub encoder: Vec<SettingRecord>,
    pub common: Vec<SettingRecord>,
    pub generator: Vec<SettingRecord>,
    /// The extension of the kind's batch files, when it has a batch format.
    pub batch_extension: Option<&'static str>,
    /// The puzz.link genre, when the kind has a URL codec.
    pub genre: Option<&'static str>,
    pub solving: SolvingRecord,
}

impl Record for KindRecord {}

/// One setting of an encoder or a generator.
#[derive(Debug, Clone, Serialize)]
pub struct SettingRecord {
    pub name: &'static str,
    pub help: &'static str,
    /// `switch`, `choice` or `number`.
    #[serde(rename = "type")]
    pub shape: &'static str,
    /// A choice's values (`null` for the other types).
    pub values: Option<&'static [&'static str]>,
    pub default: Option<&'static str>,
}

/// A kind's solving hints, as `--solver auto` reads them.
#[derive(Debug, Clone, Serialize)]
pub struct SolvingRecord {
    /// The small CDCL below this many clauses (`null`: never, or at every size).
    pub small_below: Option<usize>,
    pub small_at_every_size: bool,
    /// CaDiCaL from this many clauses (`null`: never).
    pub cadical_from: Option<usize>,
    pub race: bool,
    pub cadical_options: &'static [&'static str],
    /// CaDiCaL's options for CNFs with lazy constraints, in place of `cadical_options`.
    pub lazy_cadical_options: &'static [&'static str],
    /// The options of a second CaDiCaL racing lazy solves (`null`: no race).
    pub lazy_racer_options: Option<&'static [&'static str]>,
    /// Whether the small CDCL tries each variable as true the first time it decides it.
    pub small_tries_true: bool,
    /// Whether the small CDCL orders its decisions by VMTF (VSIDS otherwise).
    pub small_moves_to_front: bool,
    /// The hints in words.
    pub summary: String,
}
