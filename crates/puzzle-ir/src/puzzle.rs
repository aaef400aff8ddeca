//! The kind-independent face of the IR: one enum of puzzles, one of answers, so that the
//! command line and the solution-space tools need no code per kind.

use crate::error::ParseError;
use crate::kakurasu::{self, Kakurasu, KakurasuAnswer};
use crate::kakuro::{self, Kakuro, KakuroAnswer};
use crate::shakashaka::{self, Shakashaka, ShakashakaAnswer};
use crate::sudoku::{self, Sudoku, SudokuAnswer};
use crate::text::{decode_utf8, Document};
use std::fmt;

/// The puzzle kinds this crate can read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Sudoku,
    Kakurasu,
    Shakashaka,
    Kakuro,
}

impl Kind {
    /// The name used in `kind:` lines and JSON.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Sudoku => "sudoku",
            Kind::Kakurasu => "kakurasu",
            Kind::Shakashaka => "shakashaka",
            Kind::Kakuro => "kakuro",
        }
    }
}

/// A puzzle of any kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Puzzle {
    Sudoku(Sudoku),
    Kakurasu(Kakurasu),
    Shakashaka(Shakashaka),
    Kakuro(Kakuro),
}

/// An answer of any kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    Sudoku(SudokuAnswer),
    Kakurasu(KakurasuAnswer),
    Shakashaka(ShakashakaAnswer),
    Kakuro(KakuroAnswer),
}

/// A broken rule, as found by the kind's independent checker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Violation {
    Sudoku(sudoku::check::Violation),
    Kakurasu(kakurasu::check::Violation),
    Shakashaka(shakashaka::check::Violation),
    Kakuro(kakuro::check::Violation),
    /// The answer is of another kind than the puzzle.
    WrongKind,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Violation::Sudoku(v) => v.fmt(f),
            Violation::Kakurasu(v) => v.fmt(f),
            Violation::Shakashaka(v) => v.fmt(f),
            Violation::Kakuro(v) => v.fmt(f),
            Violation::WrongKind => f.write_str("the answer is of another kind than the puzzle"),
        }
    }
}

impl std::error::Error for Violation {}

impl Puzzle {
    /// Parses a native puzzle file from raw bytes (UTF-8 is checked here, so the caller
    /// can pass a file's content as read).
    pub fn parse(file: &str, bytes: &[u8]) -> Result<Puzzle, ParseError> {
        let text = decode_utf8(file, bytes)?;
        // The answer-set fact style of Kakurasu has no header: `clues_row(1,1; 2,9).`
        if kakurasu::looks_like_facts(text) {
            return Kakurasu::parse_facts(file, text).map(Puzzle::Kakurasu);
        }
        // Kakuro files whose first line starts with `#Kakuro`: the rest is the grid.
        if kakuro::looks_like_hash_kakuro(text) {
            return Kakuro::parse_hash_kakuro(file, text).map(Puzzle::Kakuro);
        }
        let doc = Document::parse(file, text)?;
        let kind = doc.field("kind").ok_or_else(|| {
            ParseError::new(
                file,
                1,
                None,
                "missing `kind:` line in the header (e.g. `kind: sudoku`)",
            )
        })?;
        match kind.value {
            "sudoku" => Ok(Puzzle::Sudoku(Sudoku::from_document(&doc)?)),
            "kakurasu" => Ok(Puzzle::Kakurasu(Kakurasu::from_document(&doc)?)),
            "shakashaka" => Ok(Puzzle::Shakashaka(Shakashaka::from_document(&doc)?)),
            "kakuro" => Ok(Puzzle::Kakuro(Kakuro::from_document(&doc)?)),
            other => Err(ParseError::new(
                file,
                kind.line,
                Some(kind.value_column),
                format!("unknown kind `{other}` (expected sudoku, kakuro, kakurasu or shakashaka)"),
            )),
        }
    }

    /// The puzzle's kind.
    pub fn kind(&self) -> Kind {
        match self {
            Puzzle::Sudoku(_) => Kind::Sudoku,
            Puzzle::Kakurasu(_) => Kind::Kakurasu,
            Puzzle::Shakashaka(_) => Kind::Shakashaka,
            Puzzle::Kakuro(_) => Kind::Kakuro,
        }
    }

    /// Checks an answer with the kind's independent checker.
    pub fn check(&self, answer: &Answer) -> Result<(), Violation> {
        match (self, answer) {
            (Puzzle::Sudoku(p), Answer::Sudoku(a)) => {
                sudoku::check(p, a).map_err(Violation::Sudoku)
            }
            (Puzzle::Kakurasu(p), Answer::Kakurasu(a)) => {
                kakurasu::check(p, a).map_err(Violation::Kakurasu)
            }
            (Puzzle::Shakashaka(p), Answer::Shakashaka(a)) => {
                shakashaka::check(p, a).map_err(Violation::Shakashaka)
            }
            (Puzzle::Kakuro(p), Answer::Kakuro(a)) => {
                kakuro::check(p, a).map_err(Violation::Kakuro)
            }
            _ => Err(Violation::WrongKind),
        }
    }

    /// Reads an answer to this puzzle: JSON (an object with `grid`) or text.
    pub fn parse_answer(&self, file: &str, text: &str) -> Result<Answer, ParseError> {
        if text.trim_start().starts_with('{') {
            let grid = json_grid(file, text)?;
            return match self {
                Puzzle::Sudoku(p) => {
                    SudokuAnswer::from_json_grid(p, file, &grid).map(Answer::Sudoku)
                }
                Puzzle::Kakurasu(p) => {
                    KakurasuAnswer::from_json_grid(p, file, &grid).map(Answer::Kakurasu)
                }
                Puzzle::Shakashaka(p) => {
                    ShakashakaAnswer::from_json_grid(p, file, &grid).map(Answer::Shakashaka)
                }
                Puzzle::Kakuro(p) => {
                    KakuroAnswer::from_json_grid(p, file, &grid).map(Answer::Kakuro)
                }
            };
        }
        match self {
            Puzzle::Sudoku(p) => SudokuAnswer::parse_text(p, file, text).map(Answer::Sudoku),
            Puzzle::Kakurasu(p) => KakurasuAnswer::parse_text(p, file, text).map(Answer::Kakurasu),
            Puzzle::Shakashaka(p) => {
                ShakashakaAnswer::parse_text(p, file, text).map(Answer::Shakashaka)
            }
            Puzzle::Kakuro(p) => KakuroAnswer::parse_text(p, file, text).map(Answer::Kakuro),
        }
    }
}

/// The `grid` field of a JSON answer, with serde's line and column on a syntax error.
fn json_grid(file: &str, text: &str) -> Result<Vec<Vec<String>>, ParseError> {
    #[derive(serde::Deserialize)]
    struct WithGrid {
        grid: Option<Vec<Vec<String>>>,
        status: Option<String>,
    }
    let parsed: WithGrid = serde_json::from_str(text).map_err(|e| {
        ParseError::new(
            file,
            e.line(),
            Some(e.column()),
            format!("bad JSON answer: {e}"),
        )
    })?;
    parsed.grid.ok_or_else(|| {
        let status = parsed.status.unwrap_or_else(|| "missing".into());
        ParseError::new(
            file,
            1,
            None,
            format!("JSON answer has no `grid` (status: {status})"),
        )
    })
}

impl Answer {
    /// The kind of puzzle this answers.
    pub fn kind(&self) -> Kind {
        match self {
            Answer::Sudoku(_) => Kind::Sudoku,
            Answer::Kakurasu(_) => Kind::Kakurasu,
            Answer::Shakashaka(_) => Kind::Shakashaka,
            Answer::Kakuro(_) => Kind::Kakuro,
        }
    }

    /// The grid for people.
    pub fn to_text(&self) -> String {
        match self {
            Answer::Sudoku(a) => a.to_text(),
            Answer::Kakurasu(a) => a.to_text(),
            Answer::Shakashaka(a) => a.to_text(),
            Answer::Kakuro(a) => a.to_text(),
        }
    }

    /// The grid of the JSON answer: rows of cell strings.
    pub fn grid(&self) -> Vec<Vec<String>> {
        match self {
            Answer::Sudoku(a) => a.grid(),
            Answer::Kakurasu(a) => a.grid(),
            Answer::Shakashaka(a) => a.grid(),
            Answer::Kakuro(a) => a.grid(),
        }
    }

    /// The grid on one line, cells concatenated row by row (the `.lines` form for 9x9).
    pub fn to_line(&self) -> String {
        self.grid().concat().concat()
    }
}
