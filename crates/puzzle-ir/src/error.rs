//! Located input errors: every message names the file, the line and, where one token is
//! wrong, the column, so that a user can fix the input without guessing.

use std::fmt;

/// An input that breaks the format of `FORMATS.md`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The file name as the user gave it (or `<stdin>`, or a label such as `<text>`).
    pub file: String,
    /// 1-based line number; 0 when the error concerns the whole file.
    pub line: usize,
    /// 1-based column (in characters) of the offending token, when one token is wrong.
    pub column: Option<usize>,
    /// What was found and what was expected.
    pub message: String,
}

impl ParseError {
    /// An error at a line and, optionally, a column.
    pub fn new(file: &str, line: usize, column: Option<usize>, message: impl Into<String>) -> Self {
        ParseError {
            file: file.to_owned(),
            line,
            column,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => write!(f, "{}: {}", self.file, self.message),
            (line, None) => write!(f, "{}:{}: {}", self.file, line, self.message),
            (line, Some(col)) => write!(f, "{}:{}:{}: {}", self.file, line, col, self.message),
        }
    }
}

impl std::error::Error for ParseError {}
